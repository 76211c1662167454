/** Calls against the app with every real route file, signed like the web app (through the framework's harness). */
import { ALL_HANDLERS } from '../../src/http/all-handlers';
import {
  buildTestApp,
  type EnvelopeJson,
  envelopeOf,
  signedPost,
  signIn,
  type TestApp,
  type TestSession,
} from '../framework/harness';

export type { TestApp, TestSession };
export { signIn };

export interface Answer<T> {
  data: T;
  stat: EnvelopeJson['stat'];
}

export function buildRoutesApp(): Promise<TestApp> {
  return buildTestApp({ handlers: ALL_HANDLERS });
}

export interface CallOptions {
  session?: TestSession;
  lang?: 'en' | 'zh';
}

export async function call<T = Record<string, unknown>>(
  test: TestApp,
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers = options.lang === 'en' ? { 'accept-language': 'en' } : undefined;
  const response = await signedPost(test, path, body, {
    ...(options.session ? { session: options.session } : {}),
    ...(headers ? { headers } : {}),
  });
  return envelopeOf(response) as Answer<T>;
}

/** A call "without data": only the client's timestamp. */
export function callBare<T = Record<string, unknown>>(
  test: TestApp,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  return call<T>(test, path, { timestamp: test.clock.now() }, options);
}

/** The control API (no protocol headers), as a test or the control page drives it. */
export async function control<T = Record<string, unknown>>(test: TestApp, path: string, body?: unknown) {
  const response = await test.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/__control${path}`,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return envelopeOf(response) as Answer<T>;
}

/** Asserts success and hands back data, so a failing call shows its message. */
export function ok<T>(answer: Answer<T>): T {
  if (answer.stat.err !== 0) throw new Error(`expected success, got ${answer.stat.err}: ${answer.stat.msg}`);
  return answer.data;
}
