import { ApiError } from '../api-error';
import type { InventoryRepository } from './inventory';
import { entry, type StateStore } from './state-store';
import { cloneState } from './transaction';
import type { UsersRepository } from './users';

/** The users' saved settings, their profit mode (报价模式), and the server's own settings (maintenance, web version). */
export class ConfigRepository {
  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
    private readonly inventory: InventoryRepository,
  ) {}

  userConfigs(userId: string) {
    this.users.requireUser(userId);
    return this.store.state.userConfigs[userId] ?? [];
  }

  saveUserConfigs(userId: string, confs: ReadonlyArray<{ key: string; type: number; value: unknown }>): void {
    this.users.requireUser(userId);
    for (const c of confs)
      if (!c.key || c.key.length > 100)
        throw new ApiError('ValidationFailed', {
          zh: '配置项 key 的长度须为 1-100 个字符',
          en: 'Config key must be 1-100 characters',
        });
    this.store.mutate((s) => {
      const list = entry(s.userConfigs, userId, () => []);
      for (const c of confs) {
        const value = cloneState(c.value) as (typeof list)[number]['value'];
        const existing = list.find((x) => x.key === c.key);
        if (existing) {
          existing.type = c.type;
          existing.value = value;
        } else list.push({ key: c.key, type: c.type, value });
      }
    });
  }

  setProfitMode(userId: string, mode: number): void {
    const user = this.users.requireUser(userId);
    if (!user.modes.list.includes(mode))
      throw new ApiError('BusinessRule', {
        zh: `报价模式 ${mode} 不可用，可用模式：${user.modes.list.join('、')}`,
        en: `Mode ${mode} is not one of this user's modes (${user.modes.list.join(', ')})`,
      });
    this.store.mutate((s) => {
      s.users.find((u) => u.id === userId)!.modes.current = mode;
      // Every price follows the mode the user chose: that is no change for the 价格已变动 marker to report.
      this.inventory.requoteAll(userId);
    });
  }

  setMaintenance(on: boolean): void {
    this.store.mutate((s) => {
      s.server.maintenance = on;
    });
  }

  setWebVersion(version: string): void {
    if (!/^\d+\.\d+\.\d+$/.test(version))
      throw new ApiError('ValidationFailed', {
        zh: '版本号须形如 2.9.12',
        en: 'Version must look like 2.9.12',
      });
    this.store.mutate((s) => {
      s.server.webVersion = version;
    });
  }
}
