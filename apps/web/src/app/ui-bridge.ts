import type { App } from 'antd';
import type { Lang } from '../lib/storage';

/**
 * antd's message/modal/notification instances, published by the React tree so that code outside
 * components (guard, timers, the error catalogue) shows dialogs with the app's theme and locale.
 */
export interface UiBridge extends ReturnType<typeof App.useApp> {
  lang: Lang;
  navigate: (path: string) => void;
}

let bridge: UiBridge | undefined;

export function attachUiBridge(next: UiBridge | undefined): void {
  bridge = next;
}

export function uiBridge(): UiBridge | undefined {
  return bridge;
}
