import { Input, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useRealText, validationText } from '../i18n/use-real-text';
import { validateCount } from '../utils/validation';

interface ItemCountInputProps {
  count: string;
  label: string;
  onCommit: (count: string) => void;
}

/** The count of a row, sent when the user leaves the field or presses Enter, and only when valid and changed. */
export function ItemCountInput({ count, label, onCommit }: ItemCountInputProps) {
  const t = useRealText();
  const [value, setValue] = useState(count);
  useEffect(() => setValue(count), [count]);
  const error = validationText(t, validateCount(value));

  const commit = () => {
    const next = value.trim();
    if (error || next === count) return;
    onCommit(next);
  };

  return (
    <Tooltip title={error} open={error ? undefined : false}>
      <Input
        size="small"
        aria-label={label}
        value={value}
        inputMode="decimal"
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
      />
    </Tooltip>
  );
}
