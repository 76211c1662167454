import { NotificationOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useI18n } from '../../../../i18n/i18n-provider';
import { useNotices } from '../api/header-data';
import styles from './header.module.css';

const STEP_MS = 4000;

/** Shows one notice at a time; after the 8 of a page it moves on to the next page, wrapping to the first. */
export function NoticeTicker() {
  const { t } = useI18n();
  const [pageNumber, setPageNumber] = useState(1);
  const [index, setIndex] = useState(0);
  const { data } = useNotices(pageNumber);
  const notices = data?.notices ?? [];
  const totalPages = data?.page?.all ?? 1;

  useEffect(() => {
    if (notices.length === 0) return;
    const timer = setInterval(() => {
      setIndex((current) => {
        if (current + 1 < notices.length) return current + 1;
        setPageNumber((page) => (page < totalPages ? page + 1 : 1));
        return 0;
      });
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [notices.length, totalPages]);

  const notice = notices[Math.min(index, notices.length - 1)];
  if (!notice) return null;
  return (
    <section className={styles.ticker} title={notice.title} aria-label={t('header.notice')}>
      <NotificationOutlined />
      <span key={notice.id} className={styles.tickerText}>
        {notice.title}
      </span>
    </section>
  );
}
