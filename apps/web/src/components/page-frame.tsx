import { ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import styles from './page-frame.module.css';

/**
 * The heading row of a page or of a section: its title on the left, its actions on the right. The page's paddings
 * come from the layout (24 px on every framed route), so pages never set their own.
 */
export function PageFrame({
  title,
  extra,
  level = 4,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  /** 4 for a page's title, 5 for a section inside it. */
  level?: 4 | 5;
  children?: ReactNode;
}) {
  return (
    <>
      {(title || extra) && (
        <div className={styles.head}>
          {title ? (
            <Typography.Title level={level} className={styles.title}>
              {title}
            </Typography.Title>
          ) : (
            <span />
          )}
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      {children}
    </>
  );
}

/**
 * What a list or a section shows when its data could not be read: the reason in the user's language (the error
 * dialog names the details) and a 重试 / Retry button, never the empty state's "no data".
 */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.loadError} role="alert">
      <ExclamationCircleOutlined className={styles.loadErrorIcon} />
      <span>{message ?? t('common.loadFailed')}</span>
      <Button icon={<ReloadOutlined />} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** The state of one SWR read as far as a table shows it. */
export interface ListQueryState {
  isLoading: boolean;
  error?: unknown;
  mutate: () => unknown;
}

/**
 * Table props for a list read: the spinner while it loads with nothing under it (no "no data" showing through),
 * the load error with its retry when it failed, the one empty state when it came back empty.
 */
export function tableState<Row>(
  query: ListQueryState,
  emptyText?: ReactNode,
): Pick<TableProps<Row>, 'loading' | 'locale'> {
  const retry = () => {
    void query.mutate();
  };
  const empty = query.isLoading ? (
    <div style={{ minHeight: 96 }} />
  ) : query.error ? (
    <LoadError onRetry={retry} />
  ) : (
    emptyText
  );
  return { loading: query.isLoading, locale: empty === undefined ? undefined : { emptyText: empty } };
}
