import type { HandlerMap } from '../http/handler';
import { apiMappingFile, wasmFile } from '../plugins/static-assets';

/** The two static calls of the contract; the files themselves come from the web app (see plugins/static-assets). */
export const staticHandlers: HandlerMap = {
  apiMapping: ({ request }) => apiMappingFile(request),
  mainWasm: ({ request }) => wasmFile(request.server.webDist),
};
