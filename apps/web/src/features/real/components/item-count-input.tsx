import { Input, type InputRef, Tooltip } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useRealText, validationText } from '../i18n/use-real-text';
import { countInMetres, validateCount } from '../utils/validation';

interface ItemCountInputProps {
  /** The row's item: the list reuses a row for another item as it scrolls, and the field starts over then. */
  itemId: string;
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
export function ItemCountInput({ itemId, count, label, onCommit }: ItemCountInputProps) {
  const t = useRealText();
  const [value, setValue] = useState(count);
  const [checked, setChecked] = useState(false);
  // A new saved count, or another item in this row, replaces what the field showed, in the same render (an effect
  // would paint the previous item's count in the new item's row first).
  const [shown, setShown] = useState({ itemId, count });
  if (shown.itemId !== itemId || shown.count !== count) {
    setShown({ itemId, count });
    setValue(count);
    setChecked(false);
  }
  // Shown once the user tried to leave the field with it, then kept current while they correct it.
  const error = checked ? validationText(t, validateCount(value)) : undefined;
  // The message's tooltip (a trigger with its own hooks and styles, the costliest part of a row's first render; a list
  // shows some twenty rows) is put around the field when it first has a message, and stays.
  const [withTip, setWithTip] = useState(false);
  if (error !== undefined && !withTip) setWithTip(true);
  const inputRef = useRef<InputRef>(null);
  // Wrapping the field mounts it anew: a field that had the focus (Enter pressed) gets it back before the paint.
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!withTip || !refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus({ cursor: 'end' });
  }, [withTip]);

  const commit = () => {
    const metres = countInMetres(value);
    if (metres === undefined) {
      refocus.current = !withTip && document.activeElement === inputRef.current?.input;
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

  const field = (
    <Input
      ref={inputRef}
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
  );
  return withTip ? (
    <Tooltip title={error} open={error !== undefined} placement="topLeft">
      {field}
    </Tooltip>
  ) : (
    field
  );
}
