import { Fragment, type ReactNode } from 'react';
import { APP_CSS_VAR_KEY } from '../lib/antd-theme';
import styles from './breadcrumb-trail.module.css';

export interface BreadcrumbStep {
  key: string;
  /** A link to the step's page, or its name alone (the page shown). */
  title: ReactNode;
}

interface BreadcrumbTrailProps {
  steps: readonly BreadcrumbStep[];
  className?: string;
}

/**
 * Where a page sits, from home to the page, steps apart by a slash: the markup and look of antd's Breadcrumb with
 * plain items (no dropdown menus, icons or params), so the header carries none of its code (2.5 KB gzip with the
 * Dropdown it imports).
 */
export function BreadcrumbTrail({ steps, className }: BreadcrumbTrailProps) {
  return (
    <nav className={[styles.trail, className, APP_CSS_VAR_KEY].filter(Boolean).join(' ')}>
      <ol>
        {steps.map((step, index) => (
          <Fragment key={step.key}>
            {index > 0 && (
              <li className={styles.separator} aria-hidden="true">
                /
              </li>
            )}
            <li className={styles.step}>
              <span>{step.title}</span>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
