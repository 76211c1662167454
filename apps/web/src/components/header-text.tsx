import type { CSSProperties } from 'react';

const clipped: CSSProperties = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/**
 * A column header that stays on one line: when the column is narrower than the text (long English headers), the text
 * ends in an ellipsis and the whole header shows as a tooltip.
 */
export function HeaderText({ text }: { text: string }) {
  return (
    <span style={clipped} title={text}>
      {text}
    </span>
  );
}
