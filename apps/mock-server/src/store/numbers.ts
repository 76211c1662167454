import { OPERATOR_CONFIG_KEYS } from '@cable/contracts/vocabulary';
import type { StateStore } from './state-store';
import type { UsersRepository } from './users';

/** Document numbers: quotation numbers (BJ…), product serial numbers and contract numbers (HT…), dated in China time. */
export class NumbersRepository {
  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
  ) {}

  /** Quotation number, e.g. BJ20261121-0005. */
  nextRno(): string {
    return this.store.mutate(() => `BJ${this.store.chinaDate()}-${this.store.nextId('rno').padStart(4, '0')}`);
  }

  /** Product serial number, e.g. HDXL2026112100001. */
  nextSno(): string {
    return this.store.mutate(
      () =>
        `${this.store.state.server.operator[OPERATOR_CONFIG_KEYS.sno] ?? 'SN'}${this.store.chinaDate()}${this.store.nextId('sno').padStart(5, '0')}`,
    );
  }

  /**
   * The contract number of a quote: HT + the China date + the day's sequence (HT20261121-001), unique. A quotation
   * number keeps the contract number it was first given, so its preview and the saved contract agree; without one,
   * every call gives a new number.
   */
  contractNumber(userId: string, rno?: string): string {
    this.users.requireUser(userId);
    const key = rno ? `${userId}/${rno}` : '';
    const given = key ? this.store.state.contractNumbers?.[key] : undefined;
    if (given) return given;
    return this.store.mutate((s) => {
      const date = this.store.chinaDate();
      const no = `HT${date}-${this.store.nextId(`contract-${date}`).padStart(3, '0')}`;
      if (key) {
        s.contractNumbers ??= {};
        s.contractNumbers[key] = no;
      }
      return no;
    });
  }
}
