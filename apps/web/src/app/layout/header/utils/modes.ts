const MODE_LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface PricingModes {
  modes: number[];
  current: number | undefined;
  memos: { mode: number; memo: string }[];
}

/** Accepts both answers of mode/list: a plain {modes, current, memos} or a role list {roles: [{modes, current}]}. */
export function pricingModesOf(data: unknown): PricingModes {
  const record = (data ?? {}) as {
    modes?: unknown;
    current?: unknown;
    memos?: unknown;
    roles?: { modes?: unknown; current?: unknown }[];
  };
  const source = Array.isArray(record.modes) ? record : (record.roles?.[0] ?? {});
  const modes = Array.isArray(source.modes)
    ? source.modes.filter((mode): mode is number => typeof mode === 'number')
    : [];
  const current =
    typeof source.current === 'number'
      ? source.current
      : typeof record.current === 'number'
        ? record.current
        : undefined;
  const memos = Array.isArray(record.memos)
    ? record.memos.filter(
        (item): item is { mode: number; memo: string } =>
          typeof item?.mode === 'number' && typeof item?.memo === 'string',
      )
    : [];
  return { modes, current, memos };
}

/** 报价模式A-D for modes 1-4; a memo, when set, replaces the name (spec section 4). */
export function modeLabel(mode: number, memos: PricingModes['memos'], named: (letter: string) => string): string {
  const memo = memos.find((item) => item.mode === mode)?.memo?.trim();
  if (memo) return memo;
  return named(MODE_LETTERS[mode - 1] ?? String(mode));
}
