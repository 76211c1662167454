import { hashPassword } from '@cable/contracts/protocol';
import { api } from '../../../api/app-client';
import { timestamped } from '../../../api/swr';

export function requestLoginQr() {
  return api().post('/biz/user/login/info', timestamped());
}

export function fetchLoginState(tag: string, signal?: AbortSignal) {
  return api().post('/biz/user/login/state', { cond: { tag } }, { signal });
}

/** The plain password never leaves the browser: pwd is its SHA-256 (spec section 5). */
export async function signInWithKey(key: string, password: string) {
  return api().post('/biz/user/login/key/signin', { form: { key, pwd: await hashPassword(password) } });
}

export function signInWithMobile(mobile: string) {
  return api().post('/dev/debug/mobile/signin', { form: { mobile } });
}
