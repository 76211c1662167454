import type { HandlerMap } from './handler';

export const sessionHandlers: HandlerMap = {};
