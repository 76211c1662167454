/**
 * The sessions a proxy has seen signing in at the real backend. The browser signs with the real backend's token and
 * key (the sign-in answer passed through unchanged); the proxy keeps the key to check and re-sign the browser's
 * requests and to decrypt and re-encrypt the answers, and links the session to a mock session of the same account so
 * the mock can answer (or compute beside) calls of that user too.
 */
export interface MockSession {
  token: string;
  key: string;
}

export interface RealSession {
  token: string;
  key: string;
  /** The mock's session for the same account, when the mock knows the account. */
  mock?: MockSession;
}

export class ProxySessions {
  private readonly byToken = new Map<string, RealSession>();

  learn(token: string, key: string): RealSession {
    const session = this.byToken.get(token) ?? { token, key };
    session.key = key;
    this.byToken.set(token, session);
    return session;
  }

  get(token: string | undefined): RealSession | undefined {
    return token === undefined ? undefined : this.byToken.get(token);
  }

  forget(token: string): void {
    this.byToken.delete(token);
  }

  get size(): number {
    return this.byToken.size;
  }
}

/** The user profile ({ token, key }) of a sign-in answer, or null. */
export function profileIn(envelope: unknown): { token: string; key: string } | null {
  const user = (envelope as { data?: { user?: { token?: unknown; key?: unknown } } } | null)?.data?.user;
  return typeof user?.token === 'string' && typeof user.key === 'string' ? { token: user.token, key: user.key } : null;
}

/** The mock's answer with its session's token and key replaced by the real ones the browser holds. */
export function asRealSession(json: string, real: RealSession): string {
  if (!real.mock) return json;
  return json.split(real.mock.token).join(real.token).split(real.mock.key).join(real.key);
}
