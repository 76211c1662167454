import type { HandlerMap } from './handler';

export const batchHandlers: HandlerMap = {};
