import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog or drawer whose code loads when it first opens, not with the screen that holds it: until then it renders
 * nothing (a closed dialog shows nothing either); from its first opening on it stays mounted, so it closes with its
 * own animation and keeps what it keeps between openings, as if it had been there from the start. Call it once, at
 * module level, in place of importing the dialog.
 */
export function lazyOnOpen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog, at module level where it is declared
  return function OpenedOnce(props: Props) {
    const [opened, setOpened] = useState(false);
    const open = isOpen(props);
    // Setting one's own state while rendering is React's way to derive it from a prop; it renders again at once.
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
