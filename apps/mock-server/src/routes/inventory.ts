import type { HandlerMap } from './handler';

export const inventoryHandlers: HandlerMap = {};
