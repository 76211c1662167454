import type { HandlerMap } from './handler';

export const documentsHandlers: HandlerMap = {};
