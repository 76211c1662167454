import { ApiError } from '../api-error';
import { materialPriceTable } from './pricing-view';
import type { StateStore } from './state-store';
import type { State } from './types';

/** What the material table is made of. */
const MATERIAL_KEYS = ['materials'] as const;

export interface AdjustmentState {
  run: boolean;
  last: number;
}

/** Material prices and the price adjustment run (调价) that moves them. */
export class MaterialsRepository {
  /** The material table as the state's materials were at `version`: every item priced reads it. */
  private table: { version: number; prices: Readonly<Record<string, number>> } | null = null;

  constructor(private readonly store: StateStore) {
    store.addSettler(() => this.settleAdjustment());
  }

  /** Effective yuan/kg per material code, after floating rules. */
  materialPrices(): Readonly<Record<string, number>> {
    this.settleAdjustment();
    const version = this.store.stateVersion;
    if (this.table && this.store.unchangedSince(this.table.version, MATERIAL_KEYS)) {
      this.table.version = version;
      return this.table.prices;
    }
    this.table = { version, prices: Object.freeze(materialPriceTable(this.store.state.materials)) };
    return this.table.prices;
  }

  /** {run, last}: completes a due adjustment first. */
  adjustmentState(): AdjustmentState {
    this.settleAdjustment();
    return { run: this.store.state.adjustment.run, last: this.store.state.adjustment.last };
  }

  /**
   * Starts an adjustment: run is true for durationMs, then the target prices apply and last moves.
   * Without explicit prices, pending `wait` prices apply, and copper and aluminium otherwise move
   * by +1.2 % / -0.9 % on alternate runs (deterministic, so tests can predict it).
   */
  startAdjustment(options: { durationMs: number; prices?: Record<string, number> }): AdjustmentState {
    this.settleAdjustment();
    const { state } = this.store;
    if (state.adjustment.run)
      throw new ApiError('BusinessRule', {
        zh: '系统正在执行调价，请稍后再试',
        en: 'A price adjustment is already running',
      });
    if (!(options.durationMs >= 0))
      throw new ApiError('ValidationFailed', { zh: 'durationMs 不能为负数', en: 'durationMs must be >= 0' });
    for (const [code, price] of Object.entries(options.prices ?? {})) {
      if (!state.materials.some((m) => m.code === code))
        throw new ApiError('ResourceNotFound', { zh: `材料 ${code} 不存在`, en: `No material ${code}` });
      if (!(price > 0))
        throw new ApiError('ValidationFailed', {
          zh: `材料 ${code} 的价格必须大于 0`,
          en: `Price of ${code} must be positive`,
        });
    }
    this.store.mutate((s) => {
      const runs = this.store.nextId('adjustment');
      const step = Number(runs) % 2 === 1 ? 0.012 : -0.009;
      const target: Record<string, number> = {};
      for (const m of s.materials) {
        const explicit = options.prices?.[m.code];
        if (explicit !== undefined) target[m.code] = explicit;
        else if (m.wait?.wait) target[m.code] = m.wait.price;
        else if (m.code === 'cu' || m.code === 'al')
          target[m.code] = Math.round(m.price.price * (1 + step) * 100) / 100;
      }
      s.adjustment = { ...s.adjustment, run: true, untilMs: this.store.clock.now() + options.durationMs, target };
    });
    this.settleAdjustment();
    return this.adjustmentState();
  }

  /** Completes a running adjustment now. */
  finishAdjustment(): AdjustmentState {
    if (this.store.state.adjustment.run)
      this.store.mutate((s) => {
        s.adjustment.untilMs = this.store.clock.now();
      });
    return this.adjustmentState();
  }

  private settleAdjustment(): void {
    const adj = this.store.state.adjustment;
    if (!adj.run || adj.untilMs === null || this.store.clock.now() < adj.untilMs) return;
    this.store.mutate((s) => {
      const now = this.store.nowSec();
      const previous = Object.fromEntries(s.materials.map((m) => [m.code, m.price.price]));
      for (const m of s.materials) {
        const price = s.adjustment.target[m.code];
        if (price === undefined) continue;
        m.price = { ...m.price, price, modify: '调价', update: now };
        if (m.wait?.wait) m.wait = null;
      }
      s.adjustment = { run: false, last: now, untilMs: null, target: {}, previous };
      this.moveDailyPrice(s);
    });
  }

  /** The daily metal price (yuan/t) follows the exchange price of copper and aluminium after an adjustment. */
  private moveDailyPrice(s: State): void {
    const perTonne = (code: string) => Math.round((s.materials.find((m) => m.code === code)?.price.price ?? 0) * 1000);
    const daily = s.content.dailyPrice;
    const cu = perTonne('cu');
    const al = perTonne('al');
    const china = new Date(this.store.clock.now() + 8 * 3600_000);
    s.content.dailyPrice = {
      date: china.toISOString().slice(0, 10),
      week: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'][china.getUTCDay()]!,
      cu: { price: cu, change: cu - daily.cu.price },
      ai: { price: al, change: al - daily.ai.price },
    };
  }
}
