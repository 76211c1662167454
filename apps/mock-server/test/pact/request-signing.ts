import type { IncomingMessage } from 'node:http';
import { NAMESPACE_HEADER } from '@cable/contracts';
import { GUEST_TOKEN, HEADER, signRequest } from '@cable/contracts/protocol';
import { type Credentials, GUEST } from './provider-states';

/** The request as Pact's verification proxy (express + body-parser) hands it to a request filter. */
export interface ProxiedRequest extends IncomingMessage {
  url: string;
  method: string;
  body?: unknown;
}

const PACT_INTERNAL_PATH = /^\/_pact/;

/**
 * The recorded requests carry example protocol headers (an old time, a used nonce, a signature over another
 * token). This filter re-signs each replayed request with the contract's protocol, as the web app would sign it
 * now: fresh time, nonce and request id, the credentials of the interaction's provider state, and the signature
 * over the exact bytes the proxy forwards. Previews carry the token in the query, so it is replaced there.
 * A recorded token of "Guest" stays a guest call. With a namespace, every request is sent into it.
 */
export function resigningFilter(credentials: () => Credentials, namespace?: string) {
  return (request: ProxiedRequest, _response: unknown, next: (error?: unknown) => void): void => {
    if (namespace) request.headers[NAMESPACE_HEADER] = namespace;
    resign(request, credentials()).then(() => next(), next);
  };
}

async function resign(request: ProxiedRequest, current: Credentials): Promise<void> {
  const url = new URL(request.url, 'http://provider.invalid');
  if (PACT_INTERNAL_PATH.test(url.pathname)) return;

  if (url.searchParams.has('token') && url.searchParams.get('token') !== GUEST_TOKEN) {
    url.searchParams.set('token', current.token);
    request.url = `${url.pathname}?${url.searchParams.toString()}`;
  }
  if (typeof request.headers[HEADER.sign] !== 'string') return;

  const { token, key: secret } = request.headers[HEADER.token] === GUEST_TOKEN ? GUEST : current;
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  let body: string | undefined;
  if (!multipart && request.body !== undefined && !Buffer.isBuffer(request.body)) {
    // The proxy forwards JSON.stringify(parsed body): sign exactly those bytes and announce their length.
    body = JSON.stringify(request.body);
    request.headers['content-length'] = String(Buffer.byteLength(body));
  } else if (Buffer.isBuffer(request.body) && !multipart) {
    body = request.body.toString('utf8');
  }
  const signed = await signRequest({ method: request.method, path: url.pathname, body, token, secret });
  Object.assign(request.headers, signed);
}
