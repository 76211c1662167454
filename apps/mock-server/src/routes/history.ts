import type { HandlerMap } from './handler';

export const historyHandlers: HandlerMap = {};
