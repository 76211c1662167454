import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import styles from './hualification-page.module.css';

/**
 * An open viewer of `images`: previous, next and zoom only; certificates are never shown rotated or flipped (spec
 * section 2).
 */
export function ImageViewer({
  images,
  current,
  onCurrentChange,
  onClose,
}: {
  images: string[];
  current: number;
  onCurrentChange: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Image.PreviewGroup
      items={images}
      preview={{
        // Mounted only while open (the page's choice): its closing is its unmounting.
        open: true,
        current,
        onChange: (index) => onCurrentChange(index),
        // The page count lives in the toolbar between previous and next; antd's own counter above it would repeat it.
        countRender: () => null,
        onOpenChange: (next) => {
          if (!next) onClose();
        },
        actionsRender: (_original, { actions, current: index, total, transform }) => (
          <div className={styles.viewerActions}>
            <button type="button" aria-label="previous" disabled={index <= 0} onClick={() => actions.onActive(-1)}>
              <LeftOutlined />
            </button>
            <span>
              {index + 1} / {total}
            </span>
            <button type="button" aria-label="next" disabled={index >= total - 1} onClick={() => actions.onActive(1)}>
              <RightOutlined />
            </button>
            <button type="button" aria-label="zoom out" disabled={transform.scale <= 1} onClick={actions.onZoomOut}>
              <ZoomOutOutlined />
            </button>
            <button type="button" aria-label="zoom in" onClick={actions.onZoomIn}>
              <ZoomInOutlined />
            </button>
          </div>
        ),
      }}
    />
  );
}
