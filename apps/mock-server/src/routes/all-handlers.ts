import type { HandlerMap } from './handler';
import { staticHandlers } from './static';

/** Every route file's handlers; an endpoint missing here answers 1030 (see missingHandlers). */
export const ALL_HANDLERS: HandlerMap = {
  ...staticHandlers,
};
