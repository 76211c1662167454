/** Client-side failure codes (spec section 8): raised before a usable envelope exists. */
export type ClientErrorCode = 'network' | 'timeout' | 'aborted' | 'canceled' | 'bad-request' | 'bad-response';

export class ClientError extends Error {
  override readonly name = 'ClientError';
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A well-formed envelope whose stat.err is not 0. */
export class ServerError extends Error {
  override readonly name = 'ServerError';
  constructor(
    readonly code: number,
    message: string,
    readonly path: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export type ApiError = ClientError | ServerError;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ClientError || error instanceof ServerError;
}
