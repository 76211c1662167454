import type { paths } from '@cable/contracts/generated/api';

/**
 * Request and response types are looked up in the generated contract types (contracts/generated/api.ts);
 * nothing here restates a wire shape.
 */
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type OperationOf<Path, Method extends string> = Path extends keyof paths
  ? paths[Path] extends Record<Method, infer Operation>
    ? Operation
    : never
  : never;

type RequestBodyOf<Operation> = Operation extends { requestBody?: infer Body } ? JsonContent<NonNullable<Body>> : never;
type OkJsonOf<Operation> = Operation extends { responses: { 200: infer Ok } } ? JsonContent<Ok> : never;

/** Paths that are POST calls with a JSON body. */
export type JsonPostPath = {
  [Path in keyof paths]: [RequestBodyOf<OperationOf<Path, 'post'>>] extends [never] ? never : Path;
}[keyof paths];

/** JSON POST calls whose success answer is a file, not an envelope (the Excel download). */
export type FilePostPath = {
  [Path in JsonPostPath]: OperationOf<Path, 'post'> extends { responses: { 200: { content: infer Content } } }
    ? 'application/json' extends keyof Content
      ? never
      : Path
    : never;
}[JsonPostPath];

/** Paths that are GET documents (previews and downloads opened with the token in the query). */
export type GetPath = {
  [Path in keyof paths]: [OperationOf<Path, 'get'>] extends [never] ? never : Path;
}[keyof paths];

/** Paths that are POST uploads (multipart). */
export type MultipartPostPath = {
  [Path in keyof paths]: OperationOf<Path, 'post'> extends {
    requestBody?: { content: { 'multipart/form-data': unknown } };
  }
    ? Path
    : never;
}[keyof paths];

export type RequestBody<Path extends JsonPostPath> = RequestBodyOf<OperationOf<Path, 'post'>>;
export type ResponseEnvelope<Path extends keyof paths> = OkJsonOf<OperationOf<Path, 'post'>>;
export type ResponseData<Path extends keyof paths> = ResponseEnvelope<Path> extends { data: infer Data } ? Data : never;
export type QueryOf<Path extends GetPath> =
  OperationOf<Path, 'get'> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The profile that login returns and the app stores (spec section 3, "User profile"). */
export type UserProfile = NonNullable<
  ResponseData<'/biz/user/login/state'> extends { user?: infer User } ? User : never
>;
