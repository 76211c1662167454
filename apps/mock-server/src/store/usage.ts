import { ApiError } from '../api-error';
import { entry, type StateStore } from './state-store';
import type { UsersRepository } from './users';

export interface Usage {
  used: { batch: number; ocr: number };
  limits: { limit: number; ocr: number };
}

/** How many batch and image recognitions each user has used, against the user's limits. */
export class UsageRepository {
  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
  ) {}

  usageOf(userId: string): Usage {
    const user = this.users.requireUser(userId);
    return { used: { ...(this.store.state.usage[userId] ?? { batch: 0, ocr: 0 }) }, limits: { ...user.limits } };
  }

  /** Counts one use; throws UsageLimitReached when the user's limit is used up. */
  recordUsage(userId: string, kind: 'batch' | 'ocr'): { batch: number; ocr: number } {
    const { used, limits } = this.usageOf(userId);
    const limit = kind === 'batch' ? limits.limit : limits.ocr;
    if (used[kind] >= limit)
      throw new ApiError(
        'UsageLimitReached',
        {
          zh: `${kind === 'batch' ? '批量识别' : '图片识别'}次数已达上限（${limit} 次）`,
          en: `The ${kind === 'batch' ? 'batch' : 'image recognition'} limit of ${limit} is used up`,
        },
        { details: { kind, limit } },
      );
    return this.store.mutate((s) => {
      const counter = entry(s.usage, userId, () => ({ batch: 0, ocr: 0 }));
      counter[kind]++;
      return { ...counter };
    });
  }
}
