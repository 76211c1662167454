import type { HandlerMap } from './handler';

export const configHandlers: HandlerMap = {};
