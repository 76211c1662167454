import { sha256Hex } from './digest';

/** The `pwd` field of account sign-in: the plain password never leaves the browser. */
export function hashPassword(password: string): Promise<string> {
  return sha256Hex(password);
}
