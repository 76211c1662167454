import type { DropdownProps } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadDropdown = () => import('antd/es/dropdown');
const Dropdown = lazy(loadDropdown);

/**
 * antd's Dropdown loaded on demand, so its code stays out of the first route: the chunk is requested as soon as
 * the header mounts, and until it arrives the trigger is shown as it is. A click
 * or hover on the trigger in that moment is not lost: the menu opens as soon as the code is there.
 */
export function LazyDropdown({ open, onOpenChange, ...props }: DropdownProps) {
  const [wantsOpen, setWantsOpen] = useState(false);
  useEffect(() => {
    void loadDropdown();
  }, []);
  // antd opens on hover unless told otherwise; the placeholder answers the same gesture.
  const triggers = props.trigger ?? ['hover'];
  const wantOpen = () => setWantsOpen(true);
  const fallback = (
    // biome-ignore lint/a11y/noStaticElementInteractions: a box-less wrapper that only notices the gesture on the trigger button inside it (keyboard Enter on that button is a click too)
    <span
      style={{ display: 'contents' }}
      onClickCapture={triggers.includes('click') ? wantOpen : undefined}
      onMouseEnter={triggers.includes('hover') ? wantOpen : undefined}
    >
      {props.children}
    </span>
  );
  return (
    <Suspense fallback={fallback}>
      <Dropdown
        {...props}
        open={open ?? wantsOpen}
        onOpenChange={(next, info) => {
          setWantsOpen(next);
          onOpenChange?.(next, info);
        }}
      />
    </Suspense>
  );
}
