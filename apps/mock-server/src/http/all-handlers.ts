import { approvalHandlers } from '../routes/approval';
import { batchHandlers } from '../routes/batch';
import { cablesHandlers } from '../routes/cables';
import { configHandlers } from '../routes/config';
import { contentHandlers } from '../routes/content';
import { customersHandlers } from '../routes/customers';
import { documentsHandlers } from '../routes/documents';
import { historyHandlers } from '../routes/history';
import { inventoryHandlers } from '../routes/inventory';
import { sessionHandlers } from '../routes/session';
import { staticHandlers } from '../routes/static';
import type { HandlerMap } from './handler';

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
