import { Input, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useRealText, validationText } from '../i18n/use-real-text';
import { countInMetres, validateCount } from '../utils/validation';

interface ItemCountInputProps {
  /** The saved count, metres. */
  count: string;
  label: string;
  /** Saves a changed count (metres); answers false when the save failed, and the field goes back to the saved count. */
  onCommit: (count: string) => Promise<boolean> | undefined;
}

/**
 * The count of a row, with the rule of the add dialogs: what the user typed ("1000米", "2.5km", "1,500", full-width
 * digits) is read as metres when the user leaves the field or presses Enter, the field then shows the metres, and a
 * changed count is saved. Anything else keeps the typed text with the message beside it and saves nothing; Escape
 * goes back to the saved count.
 */
export function ItemCountInput({ count, label, onCommit }: ItemCountInputProps) {
  const t = useRealText();
  const [value, setValue] = useState(count);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    setValue(count);
    setChecked(false);
  }, [count]);
  // Shown once the user tried to leave the field with it, then kept current while they correct it.
  const error = checked ? validationText(t, validateCount(value)) : undefined;

  const commit = () => {
    const metres = countInMetres(value);
    if (metres === undefined) {
      setChecked(true);
      return;
    }
    setChecked(false);
    setValue(metres);
    if (metres === count) return;
    void onCommit(metres)?.then((saved) => {
      if (!saved) setValue(count);
    });
  };

  return (
    <Tooltip title={error} open={error !== undefined} placement="topLeft">
      <Input
        size="small"
        aria-label={label}
        value={value}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setValue(count);
          setChecked(false);
        }}
      />
    </Tooltip>
  );
}
