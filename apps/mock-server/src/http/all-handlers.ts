import { approvalHandlers } from './approval';
import { batchHandlers } from './batch';
import { cablesHandlers } from './cables';
import { configHandlers } from './config';
import { contentHandlers } from './content';
import { customersHandlers } from './customers';
import { documentsHandlers } from './documents';
import type { HandlerMap } from './handler';
import { historyHandlers } from './history';
import { inventoryHandlers } from './inventory';
import { sessionHandlers } from './session';
import { staticHandlers } from './static';

/** Every route file's handlers; an endpoint missing here answers 1030 (see missingHandlers). */
export const ALL_HANDLERS: HandlerMap = {
  ...sessionHandlers,
  ...configHandlers,
  ...contentHandlers,
  ...cablesHandlers,
  ...approvalHandlers,
  ...inventoryHandlers,
  ...customersHandlers,
  ...historyHandlers,
  ...batchHandlers,
  ...documentsHandlers,
  ...staticHandlers,
};
