import type { EndpointDef } from './endpoint';

/**
 * The mock server's scenario control API (tag 'control'). It is not part of the product's wire
 * (spec/endpoints.txt), but the OpenAPI document lists it next to the product calls.
 */
export const CONTROL_ENDPOINTS: readonly EndpointDef[] = [];
