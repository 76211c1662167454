import { ApiError } from '../api-error';
import type { StateStore } from './state-store';
import type { UserRecord } from './types';

/** The demo accounts: lookups, grants and the password check. */
export class UsersRepository {
  constructor(private readonly store: StateStore) {}

  userById(id: string): UserRecord | undefined {
    return this.store.state.users.find((u) => u.id === id);
  }

  userByAccount(account: string): UserRecord | undefined {
    return this.store.state.users.find((u) => u.account === account);
  }

  userByMobile(mobile: string): UserRecord | undefined {
    return this.store.state.users.find((u) => u.mobile === mobile);
  }

  /** The user, or ResourceNotFound. */
  requireUser(id: string): UserRecord {
    const user = this.userById(id);
    if (!user) throw new ApiError('ResourceNotFound', { zh: `用户 ${id} 不存在`, en: `No user ${id}` });
    return user;
  }

  hasGrant(userId: string, code: string): boolean {
    return this.userById(userId)?.grants.includes(code) ?? false;
  }

  /** Password check against the wire hash sha256hex(password). */
  checkPassword(account: string, pwdHash: string): UserRecord | null {
    const user = this.userByAccount(account);
    return user && user.pwd === pwdHash.toLowerCase() ? user : null;
  }
}
