import { FileExcelOutlined, FilePdfOutlined, FileTextOutlined, PictureOutlined } from '@ant-design/icons';
import type { FeatureModuleCode } from '@cable/contracts';
import type { UnitMode } from '@cable/contracts/schemas/common';
import { App, Card, Spin, Tooltip, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGrantedCodes } from '../../../api/hooks/use-modules';
import { lazyOnOpen } from '../../../components/lazy-on-open';
import { paths } from '../../../config/paths';
import { queryTextRows, refreshUsage, uploadBatchFile } from '../api/batch-api';
import { useRecognitionNotice } from '../hooks/use-recognition-notice';
import { useRecognitionRun } from '../hooks/use-recognition-run';
import { type BatchTextKey, useBatchText } from '../i18n/messages';
import { showBatchResults } from '../stores/batch-results-store';
import { rowsFromQuery, rowsFromUpload } from '../utils/batch-rows';
import type { CropperState } from '../utils/cropper-state';
import type { TextRow } from '../utils/parse-text-rows';
import { ACCEPT, checkUpload } from '../utils/upload-checks';
import styles from './batch.module.css';

// A recognition's progress shows while one runs: its code loads when one starts.
const RecognitionProgress = lazyOnOpen(
  () => import('./recognition-progress').then((module) => module.RecognitionProgress),
  (props) => props.run !== undefined,
);

// The text dialog opens on its tile: its code (form, text area) loads then.
const TextRecognitionModal = lazyOnOpen(
  () => import('./text-recognition-modal').then((module) => module.TextRecognitionModal),
  (props) => props.open,
);

/** Image recognition needs its own grant (spec section 6, image batch). */
const IMAGE_BATCH: FeatureModuleCode = 'qms.batch.image';

export type TileKind = 'sheet' | 'image' | 'pdf' | 'text';

const TILES: Record<TileKind, { icon: ReactNode; title: BatchTextKey; desc: BatchTextKey }> = {
  sheet: { icon: <FileExcelOutlined />, title: 'tiles.sheet', desc: 'tiles.sheet.desc' },
  image: { icon: <PictureOutlined />, title: 'tiles.image', desc: 'tiles.image.desc' },
  pdf: { icon: <FilePdfOutlined />, title: 'tiles.pdf', desc: 'tiles.pdf.desc' },
  text: { icon: <FileTextOutlined />, title: 'tiles.text', desc: 'tiles.text.desc' },
};

/** The four recognition tiles of the Batch page; results go to the shared results store. */
export function BatchTiles({ kinds, unit }: { kinds: readonly TileKind[]; unit: UnitMode }) {
  const t = useBatchText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const granted = useGrantedCodes();
  const inputs = useRef<Partial<Record<TileKind, HTMLInputElement | null>>>({});
  const [busy, setBusy] = useState<string>();
  const [textOpen, setTextOpen] = useState(false);
  const imageAllowed = granted.has(IMAGE_BATCH);
  const announce = useRecognitionNotice();
  const { running, cancel, recognise } = useRecognitionRun();

  async function upload(kind: 'sheet' | 'pdf', file: File) {
    setBusy(t('upload.running', { name: file.name }));
    try {
      // A refusal has been shown by the API client's error catalogue, a cancellation by the run.
      const result = await recognise(file.name, (signal) => uploadBatchFile(file, file.name, kind, unit, signal));
      if (!result) return;
      const rows = rowsFromUpload(result);
      showBatchResults(rows, file.name);
      announce(rows, { kind, name: file.name });
      void refreshUsage();
    } finally {
      setBusy(undefined);
    }
  }

  function chosen(kind: Exclude<TileKind, 'text'>, file: File | undefined) {
    if (!file) return;
    const problem = checkUpload(file, kind);
    if (problem === 'tooLarge') return void message.error(t('upload.tooLarge'));
    if (problem === 'wrongType') return void message.error(t('upload.wrongType', { name: file.name }));
    if (kind === 'image') {
      const state: CropperState = { src: URL.createObjectURL(file), name: file.name, back: location.pathname };
      return void navigate(paths.realQuotesImgCropper, { state });
    }
    void upload(kind, file);
  }

  async function recogniseText(rows: TextRow[], skipped: number) {
    const result = await queryTextRows(rows, unit);
    const views = rowsFromQuery(rows, result);
    showBatchResults(views, t('tiles.text'));
    announce(views, { kind: 'text', name: t('tiles.text'), skipped });
  }

  function open(kind: TileKind) {
    if (busy) return;
    if (kind === 'text') return setTextOpen(true);
    if (kind === 'image' && !imageAllowed) return void message.warning(t('tiles.noImageRight'));
    inputs.current[kind]?.click();
  }

  return (
    <>
      <RecognitionProgress run={running} onCancel={cancel} />
      <Spin spinning={Boolean(busy)} description={busy}>
        <div className={styles.tiles}>
          {kinds.map((kind) => {
            const tile = TILES[kind];
            const disabled = kind === 'image' && !imageAllowed;
            const card = (
              <Card
                key={kind}
                hoverable={!disabled}
                className={disabled ? `${styles.tile} ${styles.tileDisabled}` : styles.tile}
                onClick={() => open(kind)}
                role="button"
                aria-label={t(tile.title)}
                aria-disabled={disabled}
              >
                <div className={styles.tileIcon}>{tile.icon}</div>
                <Typography.Title level={5}>{t(tile.title)}</Typography.Title>
                <Typography.Text type="secondary">{t(tile.desc)}</Typography.Text>
                {kind === 'text' ? null : (
                  <input
                    ref={(element) => {
                      inputs.current[kind] = element;
                    }}
                    type="file"
                    hidden
                    data-kind={kind}
                    aria-label={`${t(tile.title)} file`}
                    accept={ACCEPT[kind]}
                    onClick={(event) => event.stopPropagation()}
                    onChange={(event) => {
                      chosen(kind, event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                )}
              </Card>
            );
            return disabled ? (
              <Tooltip key={kind} title={t('tiles.noImageRight')}>
                {card}
              </Tooltip>
            ) : (
              card
            );
          })}
        </div>
        <TextRecognitionModal open={textOpen} onClose={() => setTextOpen(false)} onSubmit={recogniseText} />
      </Spin>
    </>
  );
}
