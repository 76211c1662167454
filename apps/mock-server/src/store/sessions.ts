import { ApiError } from '../api-error';
import type { StateStore } from './state-store';
import type { QrRecord, SessionRecord, UserRecord } from './types';
import type { UsersRepository } from './users';

const QR_STATE_ZH: Record<QrRecord['state'], string> = {
  Wait: '等待扫码',
  Scan: '已扫码',
  Pass: '已确认登录',
  Expire: '已过期',
  Error: '出错',
};

/** Sessions (token, signing key, user) and the login QR codes that open them. */
export class SessionsRepository {
  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
  ) {}

  openSession(userId: string, via: SessionRecord['via']): SessionRecord {
    this.users.requireUser(userId);
    return this.store.mutate((s) => {
      const session: SessionRecord = {
        token: this.store.randomHex(16),
        userId,
        key: this.store.randomHex(32),
        issued: this.store.nowSec(),
        revoked: false,
        via,
      };
      s.sessions[session.token] = session;
      return session;
    });
  }

  /** The framework's view of a live session (token, signing key, user); null for unknown or revoked. */
  findSession(token: string): { token: string; key: string; user: UserRecord } | null {
    const found = this.sessionByToken(token);
    return found ? { token: found.session.token, key: found.session.key, user: found.user } : null;
  }

  /** The live session and its user; null for an unknown or revoked token. */
  sessionByToken(token: string): { session: SessionRecord; user: UserRecord } | null {
    const session = this.store.state.sessions[token];
    if (!session || session.revoked) return null;
    const user = this.users.userById(session.userId);
    return user ? { session, user } : null;
  }

  /** Returns false when the token is unknown. */
  revokeSession(token: string): boolean {
    if (!this.store.state.sessions[token]) return false;
    this.store.mutate((s) => {
      s.sessions[token]!.revoked = true;
    });
    return true;
  }

  createQr(ttlMs: number, urlFor: (tag: string) => string): QrRecord {
    if (!(ttlMs > 0))
      throw new ApiError('ValidationFailed', { zh: '二维码有效期必须大于 0', en: 'QR lifetime must be positive' });
    return this.store.mutate((s) => {
      this.store.nextId('qr');
      const tag = this.store.randomHex(12);
      const qr: QrRecord = {
        tag,
        url: urlFor(tag),
        expireMs: this.store.clock.now() + ttlMs,
        state: 'Wait',
        userId: null,
        token: null,
        created: this.store.nowSec(),
      };
      s.qrs[tag] = qr;
      return qr;
    });
  }

  /** The QR with its state as of now: Wait/Scan past expireMs read as Expire. */
  qr(tag: string): QrRecord | null {
    const qr = this.store.state.qrs[tag];
    if (!qr) return null;
    if ((qr.state === 'Wait' || qr.state === 'Scan') && this.store.clock.now() > qr.expireMs)
      return { ...qr, state: 'Expire' };
    return qr;
  }

  private transitionQr(tag: string, from: ReadonlyArray<QrRecord['state']>, apply: (qr: QrRecord) => void): QrRecord {
    const view = this.qr(tag);
    if (!view) throw new ApiError('ResourceNotFound', { zh: `二维码 ${tag} 不存在`, en: `No QR code ${tag}` });
    if (!from.includes(view.state))
      throw new ApiError('BusinessRule', {
        zh: `二维码当前${QR_STATE_ZH[view.state]}，此操作要求${from.map((state) => QR_STATE_ZH[state]).join('或')}`,
        en: `QR code ${tag} is ${view.state}; this step needs ${from.join(' or ')}`,
      });
    return this.store.mutate((s) => {
      const qr = s.qrs[tag]!;
      qr.state = view.state;
      apply(qr);
      return { ...qr };
    });
  }

  scanQr(tag: string): QrRecord {
    return this.transitionQr(tag, ['Wait'], (qr) => {
      qr.state = 'Scan';
    });
  }

  /** Confirms a scanned (or, for the control API, waiting) code for a user and opens the session. */
  confirmQr(tag: string, userId: string): QrRecord {
    this.users.requireUser(userId);
    return this.store.mutate(() =>
      this.transitionQr(tag, ['Wait', 'Scan'], (qr) => {
        const session = this.openSession(userId, 'qr');
        qr.state = 'Pass';
        qr.userId = userId;
        qr.token = session.token;
      }),
    );
  }

  rejectQr(tag: string): QrRecord {
    return this.transitionQr(tag, ['Wait', 'Scan'], (qr) => {
      qr.state = 'Error';
    });
  }

  expireQr(tag: string): QrRecord {
    return this.transitionQr(tag, ['Wait', 'Scan', 'Expire'], (qr) => {
      qr.state = 'Expire';
      qr.expireMs = Math.min(qr.expireMs, this.store.clock.now());
    });
  }
}
