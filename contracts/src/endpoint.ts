import type { TSchema } from '@sinclair/typebox';
import type { ModuleCode } from './vocabulary/modules';

/** Domain tags of the OpenAPI document (one per section 7 group of the spec). */
export type EndpointTag =
  | 'session'
  | 'config'
  | 'documents'
  | 'inventory'
  | 'customers'
  | 'history'
  | 'cables'
  | 'approval'
  | 'batch'
  | 'content'
  | 'static'
  | 'control';

export type EndpointRequest =
  /** JSON body; a call without data sends TimestampBodySchema. */
  | { readonly kind: 'json'; readonly body: TSchema }
  /** GET with query parameters (the document previews). */
  | { readonly kind: 'query'; readonly query: TSchema }
  /** multipart/form-data with one file field named `file` plus optional text fields. */
  | { readonly kind: 'multipart'; readonly fields: TSchema }
  /** GET without parameters beyond an optional cache-busting timestamp. */
  | { readonly kind: 'none' };

export type EndpointResponse =
  /** The envelope with this `data` schema. */
  | { readonly kind: 'envelope'; readonly data: TSchema }
  /** A document: HTML for previews, a file for downloads, raw JSON for static files. */
  | { readonly kind: 'file'; readonly contentType: string; readonly schema?: TSchema };

/**
 * Who may call:
 * - 'guest': no token needed (token header "Guest"); a valid token is still read when sent.
 * - 'token': a valid token is required, else 15.
 * - 'query-token': GET documents carry the token as a query parameter (they open in a new window).
 * - 'public-static': static files, no protocol headers at all.
 */
export type EndpointAuth = 'guest' | 'token' | 'query-token' | 'public-static';

export interface EndpointDef {
  /** operationId, camelCase and unique. */
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly tag: EndpointTag;
  readonly summary: string;
  /** What the call does, citing the spec section; says so where the spec leaves the shape "not shown". */
  readonly description: string;
  readonly auth: EndpointAuth;
  /** The module codes any one of which grants the call; empty means any signed-in user. */
  readonly modules: readonly ModuleCode[];
  readonly request: EndpointRequest;
  readonly response: EndpointResponse;
  /** Examples for the OpenAPI document (and smoke tests): a request and the data of its answer. */
  readonly example: { readonly request?: unknown; readonly data?: unknown };
}

export const defineEndpoint = <const T extends EndpointDef>(def: T): T => def;
