import type { HandlerMap } from './handler';

export const contentHandlers: HandlerMap = {};
