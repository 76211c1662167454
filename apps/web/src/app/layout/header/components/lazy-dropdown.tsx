import type { DropdownProps } from 'antd';
import { lazy, Suspense } from 'react';

const Dropdown = lazy(() => import('antd/es/dropdown'));

/**
 * antd's Dropdown loaded on demand: until its chunk arrives the trigger is shown as it is, without a menu, so
 * the header looks the same from the first paint while the dropdown code stays out of the first route.
 */
export function LazyDropdown(props: DropdownProps) {
  return (
    <Suspense fallback={props.children}>
      <Dropdown {...props} />
    </Suspense>
  );
}
