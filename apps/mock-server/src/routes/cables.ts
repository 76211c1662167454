import type { HandlerMap } from './handler';

export const cablesHandlers: HandlerMap = {};
