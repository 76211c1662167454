import type { ReactNode } from 'react';
import styles from './count-badge.module.css';

interface CountBadgeProps {
  count: number;
  /** Above it the badge shows the figure with a plus ("9999+"). */
  overflowCount: number;
  children: ReactNode;
}

/**
 * A count in a red circle over the corner of what it wraps, as antd's Badge shows it (no badge for 0); the number
 * changes without antd's rolling-digit animation, which is what its 4 KB gzip were for.
 */
export function CountBadge({ count, overflowCount, children }: CountBadgeProps) {
  const shown = count > overflowCount ? `${overflowCount}+` : String(count);
  return (
    <span className={styles.badge}>
      {children}
      {count > 0 && (
        <sup className={shown.length > 1 ? `${styles.count} ${styles.wide}` : styles.count} title={String(count)}>
          {shown}
        </sup>
      )}
    </span>
  );
}
