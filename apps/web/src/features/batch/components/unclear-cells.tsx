import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { type BatchTextKey, useBatchText } from '../i18n/messages';
import type { RecognisedPicture } from '../stores/batch-results-store';
import type { UnclearCell } from '../utils/batch-rows';
import styles from './batch.module.css';

/** Pixels kept around a cell's box, so a letter the box clipped (a slightly askew photo) still shows. */
const MARGIN = 4;
/** The crop is shown at most this wide and high (upright), and at most twice its size. */
const MAX_WIDTH = 240;
const MAX_HEIGHT = 44;

type Box = UnclearCell['box'];

/** The cell's box widened by the margin, inside the picture. */
function paddedBox(box: Box, picture: RecognisedPicture): Box {
  const x = Math.max(0, box.x - MARGIN);
  const y = Math.max(0, box.y - MARGIN);
  return {
    x,
    y,
    width: Math.min(picture.width, box.x + box.width + MARGIN) - x,
    height: Math.min(picture.height, box.y + box.height + MARGIN) - y,
  };
}

/**
 * The part of the picture inside a box, turned upright: the picture as a background (no canvas needed), moved and
 * scaled so the box fills an inner frame, which is turned by the cell's rotation inside an outer frame of the
 * upright size.
 */
export function cropStyles(
  box: Box,
  rotation: UnclearCell['rotation'],
  picture: RecognisedPicture,
): { frame: CSSProperties; image: CSSProperties } {
  const crop = paddedBox(box, picture);
  const sideways = rotation === 90 || rotation === 270;
  const upright = sideways ? { width: crop.height, height: crop.width } : crop;
  const scale = Math.min(2, MAX_WIDTH / upright.width, MAX_HEIGHT / upright.height);
  return {
    frame: {
      width: Math.round(upright.width * scale),
      height: Math.round(upright.height * scale),
    },
    image: {
      width: crop.width * scale,
      height: crop.height * scale,
      backgroundImage: `url("${picture.src}")`,
      backgroundSize: `${picture.width * scale}px ${picture.height * scale}px`,
      backgroundPosition: `${-crop.x * scale}px ${-crop.y * scale}px`,
      transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
    },
  };
}

/**
 * The cells of a row that were read unsure, each as the picture shows it beside the text read, so the salesperson
 * can compare and correct. Without the picture (a scanned PDF), the page and the text read.
 */
export function UnclearCells({
  cells,
  line,
  picture,
}: {
  cells: readonly UnclearCell[];
  line: number;
  picture: RecognisedPicture | undefined;
}) {
  const t = useBatchText();
  if (cells.length === 0) return null;
  return (
    <div className={styles.unclear}>
      <Typography.Text type="warning" className={styles.written}>
        {t('unclear.title')}
      </Typography.Text>
      {cells.map((cell) => {
        const column = t(`column.${cell.column}` as BatchTextKey);
        const crop = picture ? cropStyles(cell.box, cell.rotation, picture) : undefined;
        return (
          <div key={`${cell.column}-${cell.page}-${cell.box.x}-${cell.box.y}`} className={styles.unclearCell}>
            {crop ? (
              <div className={styles.unclearCrop} style={crop.frame}>
                <div role="img" aria-label={t('unclear.crop', { line, column })} style={crop.image} />
              </div>
            ) : (
              <Typography.Text type="secondary" className={styles.written}>
                {t('unclear.page', { page: cell.page })}
              </Typography.Text>
            )}
            <Typography.Text className={styles.written}>
              {cell.text ? t('unclear.read', { column, text: cell.text }) : t('unclear.empty', { column })}
            </Typography.Text>
          </div>
        );
      })}
    </div>
  );
}
