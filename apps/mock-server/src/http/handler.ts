import type { EndpointDef, EndpointId, EndpointOf } from '@cable/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { World } from '../namespaces/world';
import type { Clock } from '../store/clock';
import type { Repositories } from '../store/repositories';

/** A live session as the framework sees it: the token, its signing key and the user (grants included). */
export type Session = NonNullable<ReturnType<Repositories['sessions']['findSession']>>;
export type { EndpointId, EndpointOf, Repositories };

/** What a `file` endpoint's handler returns: HTML previews, the Excel download, static files. */
export interface FileResult {
  file: Buffer | string | NodeJS.ReadableStream;
  contentType: string;
  /** Set for downloads: answered as `Content-Disposition: attachment` with this name. */
  filename?: string;
}

/** `data` of an envelope endpoint; a file endpoint answers a FileResult. */
export type DataOf<Id extends EndpointId> = EndpointOf<Id>['response'] extends {
  kind: 'envelope';
  data: infer Data extends TSchema;
}
  ? Static<Data>
  : FileResult;

/** The validated JSON body, or the text fields of a multipart upload. */
export type BodyOf<Id extends EndpointId> = EndpointOf<Id>['request'] extends {
  kind: 'json';
  body: infer Body extends TSchema;
}
  ? Static<Body>
  : EndpointOf<Id>['request'] extends { kind: 'multipart'; fields: infer Fields extends TSchema }
    ? Static<Fields>
    : undefined;

/** The validated (and type-converted) query string of a GET document. */
export type QueryOf<Id extends EndpointId> = EndpointOf<Id>['request'] extends {
  kind: 'query';
  query: infer Query extends TSchema;
}
  ? Static<Query>
  : undefined;

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export type FileOf<Id extends EndpointId> = EndpointOf<Id>['request'] extends { kind: 'multipart' }
  ? UploadedFile
  : undefined;

/** Token endpoints (and token-carrying previews) never run without a live session: the framework answers 15 first. */
export type SessionOf<Id extends EndpointId> = EndpointOf<Id>['auth'] extends 'token' | 'query-token'
  ? Session
  : Session | null;

export interface HandlerContext<Id extends EndpointId> {
  body: BodyOf<Id>;
  query: QueryOf<Id>;
  file: FileOf<Id>;
  session: SessionOf<Id>;
  /** The repositories of the request's namespace (request.world.repos). */
  repos: Repositories;
  /** The request's namespace: its store, switches, journal and clock. */
  world: World;
  clock: Clock;
  log: FastifyBaseLogger;
  endpoint: EndpointDef;
  request: FastifyRequest;
}

export type Handler<Id extends EndpointId> = (ctx: HandlerContext<Id>) => DataOf<Id> | Promise<DataOf<Id>>;

/** Each route file exports one of these; the framework merges them and registers one route per endpoint. */
export type HandlerMap = { [Id in EndpointId]?: Handler<Id> };
