import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Space, Typography } from 'antd';
import Cropper from 'cropperjs';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useQuotePreferences } from '../../../hooks/use-quote-preferences';
import { refreshUsage, uploadBatchFile } from '../api/batch-api';
import { RecognitionProgress } from '../components/recognition-progress';
import { useRecognitionNotice } from '../hooks/use-recognition-notice';
import { useRecognitionRun } from '../hooks/use-recognition-run';
import { useBatchText } from '../i18n/messages';
import { showBatchResults } from '../stores/batch-results-store';
import { rowsFromUpload } from '../utils/batch-rows';
import { croppedPicture, followPicture } from '../utils/cropped-picture';
import { isCropperState } from '../utils/cropper-state';
import { MAX_UPLOAD_BYTES } from '../utils/upload-checks';

/** The default template with a taller canvas; the selection starts over the whole picture and the user narrows it. */
const TEMPLATE =
  '<cropper-canvas background style="height: 62vh">' +
  '<cropper-image rotatable scalable translatable></cropper-image>' +
  '<cropper-shade hidden></cropper-shade>' +
  '<cropper-handle action="select" plain></cropper-handle>' +
  '<cropper-selection initial-coverage="1" movable resizable>' +
  '<cropper-grid role="grid" bordered covered></cropper-grid>' +
  '<cropper-handle action="move" theme-color="rgba(255, 255, 255, 0.35)"></cropper-handle>' +
  '<cropper-handle action="n-resize"></cropper-handle><cropper-handle action="e-resize"></cropper-handle>' +
  '<cropper-handle action="s-resize"></cropper-handle><cropper-handle action="w-resize"></cropper-handle>' +
  '<cropper-handle action="ne-resize"></cropper-handle><cropper-handle action="nw-resize"></cropper-handle>' +
  '<cropper-handle action="se-resize"></cropper-handle><cropper-handle action="sw-resize"></cropper-handle>' +
  '</cropper-selection></cropper-canvas>';

/** /realquotes/common/imgcorpper: crop the chosen picture to the list, then upload it for recognition. */
export default function ImageCropperPage() {
  const t = useBatchText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { state } = useLocation();
  const { preferences } = useQuotePreferences();
  const source = isCropperState(state) ? state : undefined;
  const containerRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const cropperRef = useRef<Cropper>(undefined);
  const followingRef = useRef<ReturnType<typeof followPicture>>(undefined);
  const [busy, setBusy] = useState(false);
  const announce = useRecognitionNotice();
  const { running, cancel, recognise } = useRecognitionRun();

  useEffect(() => {
    const image = imageRef.current;
    const container = containerRef.current;
    if (!source || !image || !container) return;
    const cropper = new Cropper(image, { container, template: TEMPLATE });
    cropperRef.current = cropper;
    const following = followPicture(cropper);
    followingRef.current = following;
    return () => {
      following.stop();
      cropper.destroy();
      cropperRef.current = undefined;
    };
  }, [source]);

  const back = source?.back ?? paths.batch;

  async function cropAndUpload() {
    const cropper = cropperRef.current;
    if (!source || !cropper) return;
    setBusy(true);
    try {
      let picture: Awaited<ReturnType<typeof croppedPicture>>;
      try {
        picture = await croppedPicture(cropper, source.name);
      } catch {
        picture = undefined;
      }
      if (!picture) {
        void message.error(t('cropper.failed'));
        return;
      }
      const { blob, name, width, height } = picture;
      if (blob.size > MAX_UPLOAD_BYTES) {
        void message.error(t('upload.tooLarge'));
        return;
      }
      // A refusal has been shown by the API client's error catalogue, a cancellation by the run: the user may crop again.
      const result = await recognise(source.name, (signal) =>
        uploadBatchFile(blob, name, 'image', preferences.unit, signal),
      );
      if (!result) return;
      const rows = rowsFromUpload(result);
      // The picture as uploaded: the unsure cells' boxes are in its pixels.
      showBatchResults(rows, source.name, { src: URL.createObjectURL(blob), width, height });
      void refreshUsage();
      announce(rows, { kind: 'image', name: source.name });
      URL.revokeObjectURL(source.src);
      navigate(back, { replace: true });
    } finally {
      setBusy(false);
    }
  }

  if (!source) {
    return (
      <Card>
        <Empty description={t('cropper.noImage')}>
          <Button type="primary" onClick={() => navigate(paths.batch)}>
            {t('cropper.back')}
          </Button>
        </Empty>
      </Card>
    );
  }

  const rotate = (angle: string) => cropperRef.current?.getCropperImage()?.$rotate(angle);

  return (
    <Card
      title={t('cropper.title')}
      extra={
        <Space>
          <Button icon={<UndoOutlined />} onClick={() => rotate('-90deg')} aria-label={`${t('cropper.rotate')} -90°`} />
          <Button icon={<RedoOutlined />} onClick={() => rotate('90deg')} aria-label={`${t('cropper.rotate')} 90°`} />
          <Button
            onClick={() => {
              cropperRef.current?.getCropperImage()?.$resetTransform().$center('contain');
              followingRef.current?.refit();
            }}
          >
            {t('cropper.reset')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('cropper.hint')}</Typography.Paragraph>
      <RecognitionProgress run={running} onCancel={cancel} />
      <div ref={containerRef} style={{ width: '100%' }}>
        <img ref={imageRef} src={source.src} alt={source.name} style={{ maxWidth: '100%' }} />
      </div>
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => navigate(back)}>{t('cropper.back')}</Button>
        <Button type="primary" loading={busy} onClick={cropAndUpload}>
          {t('cropper.upload')}
        </Button>
      </Space>
    </Card>
  );
}
