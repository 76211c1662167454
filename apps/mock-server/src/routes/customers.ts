import type { HandlerMap } from './handler';

export const customersHandlers: HandlerMap = {};
