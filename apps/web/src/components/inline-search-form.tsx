import type { CSSProperties, FormEvent, ReactNode } from 'react';
import styles from './inline-search-form.module.css';

interface InlineSearchFormProps {
  /** Called on the submit button or Enter in a field; the page holds the fields' values itself. */
  onSearch: () => void;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A search bar that looks like antd's inline Form: labelled fields side by side, wrapping onto further rows. A search
 * bar needs no validation or field store, so it does without antd's form engine (about 22 KB gzip), which screens
 * with a search bar at the top otherwise load before they can show it.
 */
export function InlineSearchForm({ onSearch, style, children }: InlineSearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className={styles.form} style={style} onSubmit={submit}>
      {children}
    </form>
  );
}

interface SearchFieldProps {
  /** Shown before the control with a colon, as antd's form labels are; omitted for a field without a label. */
  label?: ReactNode;
  /** The id of the control the label names. */
  htmlFor?: string;
  children: ReactNode;
}

/** One field of an InlineSearchForm: its label and its control (or the bar's buttons). */
export function SearchField({ label, htmlFor, children }: SearchFieldProps) {
  return (
    <div className={styles.field}>
      {label !== undefined && (
        <label className={styles.label} htmlFor={htmlFor}>
          {label}
        </label>
      )}
      <div className={styles.control}>{children}</div>
    </div>
  );
}
