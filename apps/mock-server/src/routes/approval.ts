import type { HandlerMap } from './handler';

export const approvalHandlers: HandlerMap = {};
