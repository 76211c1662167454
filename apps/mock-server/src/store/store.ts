/**
 * The mock backend's state store.
 *
 * State shape (see ./types.ts, all plain JSON): users (demo accounts with grants, modes, limits),
 * sessions (token -> user, signing key, revoked), qrs (login QR codes), systemConfigs / userConfigs,
 * modules (the module tree), materials (+ adjustment {run, last, untilMs, target}), catas / cables
 * (the catalogue) with approvals (per-cable wire-parameter overrides and their origin) and reports,
 * inventory[userId][group '0'..'9'] = {items, attr {freight, package}}, history, customers (unique by
 * taxno across users), corps, templates, batchRules, usage counters, content (banners, notices,
 * articles, docs, products, daily price) and server settings (webVersion, maintenance, operator).
 *
 * How route handlers use it:
 * - Read through `store.state` (treat it as read-only) or the query methods (cableById, listItems,
 *   quoteItem, quoteGroup, materialUsage, customersOf, historyOf, ...).
 * - Change state only through the mutation methods below or `store.mutate(fn)`. A mutation is a
 *   transaction: when fn throws, the state is rolled back; when it returns, the state has been
 *   written to the data file (if persistence is on) before the call returns, so answer afterwards.
 * - Business failures throw StoreError with `code` named after the contract's ErrorCode
 *   (ResourceNotFound, DuplicateCustomer, BusinessRule, UsageLimitReached, ValidationFailed) and
 *   `details` (for DuplicateCustomer: name, taxno, creator) so the handler can build the envelope.
 * - Prices from the store are unrounded yuan per metre with all three fields; the handler converts
 *   the unit (convertUnit), rounds (roundTo) and drops the fields the user has no right to.
 * - Time comes from the injected Clock; ids come from counters in the state (String(n)); tokens,
 *   signing keys and QR tags are random (reproducible with createStore({ seed })).
 * - Lists: page them with pageOf(rows, page, nowSec, createdOf?) from ./paging.
 * - Units: times in state are Unix seconds except QrRecord.expireMs and adjustment.untilMs (ms);
 *   counts are decimal strings in metres; material prices yuan/kg; weights kg/m.
 */
import { createHash, randomBytes } from 'node:crypto';
import { duplicateCustomerMessage } from '@cable/contracts/errors';
import type { PriceMode, UnitMode } from '@cable/contracts/schemas/common';
import type { ItemPricing } from '@cable/contracts/schemas/inventory';
import { keywordMatcher } from '../domain/catalogue-search';
import {
  type CableParamOverrides,
  type CablePrice,
  cableMaterialWeights,
  familyTraits,
  overridesFromWireForm,
  type PricedCableInput,
  type PricingSettings,
  priceCable,
  WEIGHT_CATEGORY_LABEL,
  type WeightCategory,
  weightsByCategory,
} from '../domain/pricing';
import { FIELD_OF_MODE, type Quote, type QuoteItemInput, quote } from '../domain/quote';
import { tryParseStructure } from '../domain/structure-parser';
import { type Clock, systemClock, toUnixSeconds } from './clock';
import { filePersistence, type Persistence } from './persistence';
import { defaultPlaces, materialPriceTable, pricingSettingsFrom } from './pricing-view';
import { createSeedState, emptyGroupAttr, emptyInventory } from './seed';
import { cloneState, rawOf, Transaction, unwrapDeep } from './transaction';
import type {
  BatchRule,
  CableApproval,
  CableReport,
  CatalogueCable,
  ContractRecord,
  CustomCable,
  CustomerRecord,
  HistoryItem,
  HistoryRecord,
  InventoryGroup,
  InventoryItem,
  QrRecord,
  QuotedPrice,
  SessionRecord,
  State,
  UserRecord,
} from './types';

export type StoreErrorCode =
  | 'ResourceNotFound'
  | 'DuplicateCustomer'
  | 'BusinessRule'
  | 'UsageLimitReached'
  | 'ValidationFailed';

/** A refusal's text in both of the product's languages; the envelope answers the request's language. */
export interface LocalizedText {
  zh: string;
  en: string;
}

/** `message` is the English text (for logs and tests); the envelope uses `messages[lang]`. */
function highestSort(items: readonly InventoryItem[]): number {
  let highest = 0;
  for (const item of items) highest = Math.max(highest, item.sort);
  return highest;
}

/** List order of a group's items: by sort, then by id (ids grow with every add). */
function byListOrder(left: InventoryItem, right: InventoryItem): number {
  return left.sort - right.sort || Number(left.id) - Number(right.id);
}

/** Whether an item's quoted price is its price now: the same weight and the same price in every mode. */
function samePrice(quoted: QuotedPrice | undefined, now: QuotedPrice): boolean {
  if (quoted === undefined || quoted.weightKgPerM !== now.weightKgPerM) return false;
  return PRICE_FIELDS.every((f) => quoted[f] === now[f]);
}

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    readonly messages: LocalizedText,
    readonly details: Record<string, unknown> = {},
  ) {
    super(messages.en);
    this.name = 'StoreError';
  }
}

export interface StoreOptions {
  clock?: Clock;
  /** Path of the data file; shorthand for persistence: filePersistence(dataFile). */
  dataFile?: string;
  persistence?: Persistence;
  /** Random hex of n bytes, for tokens, keys and QR tags (injectable for tests). */
  randomHex?: (bytes: number) => string;
}

export type PriceTriple = { base: number; sale: number; tax: number };
/** Unrounded yuan per metre per mode (a mode without a price is missing), the weight, and where the price came from. */
export type ItemPrice = Partial<PriceTriple> & { weightKgPerM: number; pricing: ItemPricing };

/** How a group is quoted: the modes to price, the unit and places, and the freight typed on a quotation sheet. */
export interface QuoteView {
  modes: readonly PriceMode[];
  unit: UnitMode;
  places: number;
  sheetFreight?: number | undefined;
}

/** A group's items in list order, their per-metre prices, and the quote made of them (see domain/quote). */
export interface GroupQuote {
  items: InventoryItem[];
  prices: ItemPrice[];
  quote: Quote;
}

export type AddEntry =
  | { cable: string; count?: string; memo?: string }
  | { custom: CustomCable; count?: string; memo?: string };

export interface CustomerForm {
  id?: string;
  name: string;
  leader?: string;
  linkman?: string;
  phone?: string;
  address?: string;
  taxno?: string;
  sort?: number;
  default?: boolean;
  bank?: { account?: string; name?: string; no?: string };
}

export interface MaterialUsageRow {
  cata: WeightCategory;
  name: string;
  label: string;
  /** kg, 2 decimals; the rows add up to total. */
  weight: number;
  /** Share of the total in percent, 2 decimals; the rows add up to 100. */
  percent: number;
}

export interface MaterialUsage {
  infos: MaterialUsageRow[];
  items: Array<{ id: string; name: string; cata: WeightCategory; weight: number }>;
  total: number;
}

const PRICE_FIELDS = ['base', 'sale', 'tax'] as const;
const DECIMAL = /^-?\d+(\.\d+)?$/;

export class Store {
  readonly clock: Clock;
  private current: State;
  private readonly persistence: Persistence | null;
  private readonly randomHex: (bytes: number) => string;

  constructor(options: StoreOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.persistence = options.persistence ?? (options.dataFile ? filePersistence(options.dataFile) : null);
    this.randomHex = options.randomHex ?? ((n) => randomBytes(n).toString('hex'));
    const loaded = this.persistence?.load() ?? null;
    this.current = loaded ?? createSeedState();
    if (!loaded) this.persistence?.save(this.current);
  }

  /** Where the state is persisted, or null for memory only. */
  get dataFile(): string | null {
    return this.persistence?.describe() ?? null;
  }

  /** The live state. Read only: change it through mutate() or the mutation methods. */
  get state(): Readonly<State> {
    return this.current;
  }

  /** Serialised snapshot (what the data file holds). */
  snapshot(): State {
    return cloneState(this.current);
  }

  /**
   * Runs fn on the state as one transaction: rolled back if fn throws, persisted before returning.
   * Nested calls join the outer transaction. While it runs, `this.current` is the transaction's recording view
   * of the state, so the store's own methods called inside it are recorded too (see ./transaction).
   */
  mutate<T>(fn: (state: State) => T): T {
    if (this.transaction) return fn(this.current);
    const root = this.current;
    const transaction = new Transaction();
    const tracked = transaction.track(root);
    this.current = tracked;
    this.transaction = transaction;
    try {
      const result = unwrapDeep(fn(tracked));
      // fn may have replaced the whole state (reset); otherwise the root is the object it changed in place.
      if (this.current === tracked) this.current = root;
      this.persistence?.save(rawOf(this.current));
      return result;
    } catch (err) {
      transaction.rollback();
      this.current = root;
      throw err;
    } finally {
      this.transaction = null;
      this.version++;
      transaction.close();
    }
  }
  private transaction: Transaction | null = null;
  /** Moves with every finished transaction; caches of derived values hold the version they were built for. */
  private version = 0;

  /**
   * The state's version: it moves with every change, so a value derived from the state at one version is valid
   * until it moves. Call settleDue() first: a price adjustment that has run its time changes the state when read.
   */
  get stateVersion(): number {
    return this.version;
  }

  /** Applies the changes that time has made due (a finished price adjustment), so stateVersion is current. */
  settleDue(): void {
    this.settleAdjustment();
  }

  /** Back to the seed (sessions and QR codes included). */
  reset(): void {
    this.mutate(() => {
      this.current = createSeedState();
    });
  }

  /** Next id of a kind, inside a mutation. */
  nextId(kind: string): string {
    const next = (this.current.counters[kind] ?? 0) + 1;
    this.current.counters[kind] = next;
    return String(next);
  }

  private nowSec(): number {
    return toUnixSeconds(this.clock.now());
  }

  // ---- users and sessions ----

  userById(id: string): UserRecord | undefined {
    return this.current.users.find((u) => u.id === id);
  }

  userByAccount(account: string): UserRecord | undefined {
    return this.current.users.find((u) => u.account === account);
  }

  userByMobile(mobile: string): UserRecord | undefined {
    return this.current.users.find((u) => u.mobile === mobile);
  }

  private requireUser(id: string): UserRecord {
    const user = this.userById(id);
    if (!user) throw new StoreError('ResourceNotFound', { zh: `用户 ${id} 不存在`, en: `No user ${id}` });
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

  openSession(userId: string, via: SessionRecord['via']): SessionRecord {
    this.requireUser(userId);
    return this.mutate((s) => {
      const session: SessionRecord = {
        token: this.randomHex(16),
        userId,
        key: this.randomHex(32),
        issued: this.nowSec(),
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
    const session = this.current.sessions[token];
    if (!session || session.revoked) return null;
    const user = this.userById(session.userId);
    return user ? { session, user } : null;
  }

  /** Returns false when the token is unknown. */
  revokeSession(token: string): boolean {
    if (!this.current.sessions[token]) return false;
    this.mutate((s) => {
      s.sessions[token]!.revoked = true;
    });
    return true;
  }

  // ---- QR login ----

  createQr(ttlMs: number, urlFor: (tag: string) => string): QrRecord {
    if (!(ttlMs > 0))
      throw new StoreError('ValidationFailed', { zh: '二维码有效期必须大于 0', en: 'QR lifetime must be positive' });
    return this.mutate((s) => {
      this.nextId('qr');
      const tag = this.randomHex(12);
      const qr: QrRecord = {
        tag,
        url: urlFor(tag),
        expireMs: this.clock.now() + ttlMs,
        state: 'Wait',
        userId: null,
        token: null,
        created: this.nowSec(),
      };
      s.qrs[tag] = qr;
      return qr;
    });
  }

  /** The QR with its state as of now: Wait/Scan past expireMs read as Expire. */
  qr(tag: string): QrRecord | null {
    const qr = this.current.qrs[tag];
    if (!qr) return null;
    if ((qr.state === 'Wait' || qr.state === 'Scan') && this.clock.now() > qr.expireMs)
      return { ...qr, state: 'Expire' };
    return qr;
  }

  private transitionQr(tag: string, from: ReadonlyArray<QrRecord['state']>, apply: (qr: QrRecord) => void): QrRecord {
    const view = this.qr(tag);
    if (!view) throw new StoreError('ResourceNotFound', { zh: `二维码 ${tag} 不存在`, en: `No QR code ${tag}` });
    if (!from.includes(view.state))
      throw new StoreError('BusinessRule', {
        zh: `二维码当前${QR_STATE_ZH[view.state]}，此操作要求${from.map((state) => QR_STATE_ZH[state]).join('或')}`,
        en: `QR code ${tag} is ${view.state}; this step needs ${from.join(' or ')}`,
      });
    return this.mutate((s) => {
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
    this.requireUser(userId);
    return this.mutate(() =>
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
      qr.expireMs = Math.min(qr.expireMs, this.clock.now());
    });
  }

  // ---- configs and modes ----

  userConfigs(userId: string) {
    this.requireUser(userId);
    return this.current.userConfigs[userId] ?? [];
  }

  saveUserConfigs(userId: string, confs: ReadonlyArray<{ key: string; type: number; value: unknown }>): void {
    this.requireUser(userId);
    for (const c of confs)
      if (!c.key || c.key.length > 100)
        throw new StoreError('ValidationFailed', {
          zh: '配置项 key 的长度须为 1-100 个字符',
          en: 'Config key must be 1-100 characters',
        });
    this.mutate((s) => {
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
    const user = this.requireUser(userId);
    if (!user.modes.list.includes(mode))
      throw new StoreError('BusinessRule', {
        zh: `报价模式 ${mode} 不可用，可用模式：${user.modes.list.join('、')}`,
        en: `Mode ${mode} is not one of this user's modes (${user.modes.list.join(', ')})`,
      });
    this.mutate((s) => {
      s.users.find((u) => u.id === userId)!.modes.current = mode;
      // Every price follows the mode the user chose: that is no change for the 价格已变动 marker to report.
      for (const group of Object.values(s.inventory[userId] ?? {}))
        for (const item of group.items) item.quoted = this.priceNow(userId, item);
    });
  }

  setMaintenance(on: boolean): void {
    this.mutate((s) => {
      s.server.maintenance = on;
    });
  }

  setWebVersion(version: string): void {
    if (!/^\d+\.\d+\.\d+$/.test(version))
      throw new StoreError('ValidationFailed', {
        zh: '版本号须形如 2.9.12',
        en: 'Version must look like 2.9.12',
      });
    this.mutate((s) => {
      s.server.webVersion = version;
    });
  }

  // ---- materials and price adjustment ----

  /** Effective yuan/kg per material code, after floating rules. */
  materialPrices(): Record<string, number> {
    this.settleAdjustment();
    return materialPriceTable(this.current.materials);
  }

  /** {run, last}: completes a due adjustment first. */
  adjustmentState(): { run: boolean; last: number } {
    this.settleAdjustment();
    return { run: this.current.adjustment.run, last: this.current.adjustment.last };
  }

  /**
   * Starts an adjustment: run is true for durationMs, then the target prices apply and last moves.
   * Without explicit prices, pending `wait` prices apply, and copper and aluminium otherwise move
   * by +1.2 % / -0.9 % on alternate runs (deterministic, so tests can predict it).
   */
  startAdjustment(options: { durationMs: number; prices?: Record<string, number> }): { run: boolean; last: number } {
    this.settleAdjustment();
    if (this.current.adjustment.run)
      throw new StoreError('BusinessRule', {
        zh: '系统正在执行调价，请稍后再试',
        en: 'A price adjustment is already running',
      });
    if (!(options.durationMs >= 0))
      throw new StoreError('ValidationFailed', { zh: 'durationMs 不能为负数', en: 'durationMs must be >= 0' });
    for (const [code, price] of Object.entries(options.prices ?? {})) {
      if (!this.current.materials.some((m) => m.code === code))
        throw new StoreError('ResourceNotFound', { zh: `材料 ${code} 不存在`, en: `No material ${code}` });
      if (!(price > 0))
        throw new StoreError('ValidationFailed', {
          zh: `材料 ${code} 的价格必须大于 0`,
          en: `Price of ${code} must be positive`,
        });
    }
    this.mutate((s) => {
      const runs = this.nextId('adjustment');
      const step = Number(runs) % 2 === 1 ? 0.012 : -0.009;
      const target: Record<string, number> = {};
      for (const m of s.materials) {
        const explicit = options.prices?.[m.code];
        if (explicit !== undefined) target[m.code] = explicit;
        else if (m.wait?.wait) target[m.code] = m.wait.price;
        else if (m.code === 'cu' || m.code === 'al')
          target[m.code] = Math.round(m.price.price * (1 + step) * 100) / 100;
      }
      s.adjustment = { ...s.adjustment, run: true, untilMs: this.clock.now() + options.durationMs, target };
    });
    this.settleAdjustment();
    return this.adjustmentState();
  }

  /** Completes a running adjustment now. */
  finishAdjustment(): { run: boolean; last: number } {
    if (this.current.adjustment.run)
      this.mutate((s) => {
        s.adjustment.untilMs = this.clock.now();
      });
    return this.adjustmentState();
  }

  private settleAdjustment(): void {
    const adj = this.current.adjustment;
    if (!adj.run || adj.untilMs === null || this.clock.now() < adj.untilMs) return;
    this.mutate((s) => {
      const now = this.nowSec();
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
    const china = new Date(this.clock.now() + 8 * 3600_000);
    s.content.dailyPrice = {
      date: china.toISOString().slice(0, 10),
      week: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'][china.getUTCDay()]!,
      cu: { price: cu, change: cu - daily.cu.price },
      ai: { price: al, change: al - daily.ai.price },
    };
  }

  // ---- catalogue, pricing and approvals ----

  /**
   * The catalogue by id, built from the untracked state: no method changes the catalogue, so a lookup inside a
   * transaction needs no recording view, and it is one map read instead of a scan of ~1000 cables.
   */
  cableById(id: string): CatalogueCable | undefined {
    const cables = rawOf(this.current).cables;
    if (this.cableIndex?.cables !== cables || this.cableIndex.size !== cables.length) {
      this.cableIndex = { cables, size: cables.length, byId: new Map(cables.map((cable) => [cable.id, cable])) };
    }
    return this.cableIndex.byId.get(id);
  }
  private cableIndex: { cables: CatalogueCable[]; size: number; byId: Map<string, CatalogueCable> } | null = null;

  /**
   * Catalogue search: cata id, exact model / prop / struct pattern ("3+1"), and a keyword read as people type cables
   * ("BV2.5", "KVV10*1.5", "YJV22-8.7/15-3*240"; see domain/catalogue-search), other words over model, spec, name,
   * voltage and code (case-insensitive). Catalogue order.
   */
  findCables(
    filter: { cata?: string; model?: string; prop?: string; struct?: string; keyword?: string } = {},
  ): CatalogueCable[] {
    const keyword = keywordMatcher(filter.keyword ?? '');
    if (!filter.cata && !filter.model && !filter.prop && !filter.struct && !keyword) return this.current.cables.slice();
    return this.current.cables.filter(
      (c) =>
        (!filter.cata || c.cata === filter.cata) &&
        (!filter.model || c.model === filter.model) &&
        (!filter.prop || c.prop === filter.prop) &&
        (!filter.struct || c.struct === filter.struct) &&
        (!keyword || keyword(c)),
    );
  }

  pricingSettings(userId: string): PricingSettings {
    return pricingSettingsFrom(this.current.systemConfigs, this.requireUser(userId).modes.current);
  }

  /** Pricing input of a catalogue cable with its approved overrides. */
  cableInput(cableId: string): PricedCableInput {
    const cable = this.cableById(cableId);
    if (!cable) throw new StoreError('ResourceNotFound', noCable(cableId));
    const overrides = this.current.approvals[cableId]?.overrides;
    return { model: cable.model, scope: cable.scope, spec: cable.spec, ...(overrides ? { overrides } : {}) };
  }

  /** Unrounded yuan per metre for this user's current profit mode. */
  priceOfCable(cableId: string, userId: string): CablePrice {
    this.settleAdjustment();
    const profitMode = this.requireUser(userId).modes.current;
    // Inside a transaction the inputs may be half-changed, so nothing is cached or read from the cache there.
    if (this.transaction)
      return priceCable(this.cableInput(cableId), this.materialPrices(), this.pricingSettings(userId));
    if (this.priceCache.version !== this.version) this.priceCache = { version: this.version, prices: new Map() };
    const key = `${cableId}\n${profitMode}`;
    let price = this.priceCache.prices.get(key);
    if (!price) {
      price = Object.freeze(priceCable(this.cableInput(cableId), this.materialPrices(), this.pricingSettings(userId)));
      this.priceCache.prices.set(key, price);
    }
    return price;
  }
  /**
   * Prices by cable and profit mode, valid for one version of the state: a price depends only on the state (the
   * catalogue, approvals, materials, system configs) and every change goes through mutate, which moves the version.
   * A catalogue page then costs map reads instead of 20 structure parses and weight calculations.
   */
  private priceCache: { version: number; prices: Map<string, CablePrice> } = { version: -1, prices: new Map() };

  /**
   * Records an approval form and the overrides it amounts to. `mapped` lets the caller translate the form itself
   * (the approval routes map the contract's three parameter sets); without it overridesFromWireForm does.
   */
  changeCableParams(
    userId: string,
    cableId: string,
    kind: 'conductor' | 'auxiliary' | 'cata',
    form: Record<string, unknown>,
    mapped?: CableParamOverrides,
  ): CableApproval {
    this.requireUser(userId);
    const input = this.cableInput(cableId);
    let overrides: CableParamOverrides;
    try {
      overrides = mapped ?? overridesFromWireForm(kind, form);
    } catch (err) {
      const detail = (err as Error).message;
      throw new StoreError('ValidationFailed', { zh: `核价参数无效：${detail}`, en: detail });
    }
    const existing = this.current.approvals[cableId];
    const merged = { ...(existing?.overrides ?? {}), ...overrides };
    try {
      priceCable({ ...input, overrides: merged }, this.materialPrices(), this.pricingSettings(userId));
    } catch (err) {
      const detail = (err as Error).message;
      throw new StoreError('BusinessRule', {
        zh: `这组参数无法算出价格：${detail}`,
        en: `These parameters do not give a price: ${detail}`,
      });
    }
    return this.mutate((s) => {
      const approval: CableApproval = {
        cable: cableId,
        forms: { ...(existing?.forms ?? {}), [kind]: cloneState(form) },
        overrides: merged,
        origin: existing?.origin ?? {},
        by: userId,
        updated: this.nowSec(),
      };
      s.approvals[cableId] = approval;
      return approval;
    });
  }

  /** Back to the origin parameters; returns the cable and the origin overrides. */
  restoreCable(cableId: string): { cable: CatalogueCable; origin: CableParamOverrides } {
    const cable = this.cableById(cableId);
    if (!cable) throw new StoreError('ResourceNotFound', noCable(cableId));
    const origin = this.current.approvals[cableId]?.origin ?? {};
    this.mutate((s) => {
      const approval = s.approvals[cableId];
      if (approval) {
        approval.overrides = cloneState(origin);
        approval.forms = {};
        approval.updated = this.nowSec();
      }
    });
    return { cable, origin };
  }

  /** Deletes the approval record; returns whether there was one. */
  clearCableApproval(cableId: string): boolean {
    if (!this.cableById(cableId)) throw new StoreError('ResourceNotFound', noCable(cableId));
    if (!this.current.approvals[cableId]) return false;
    this.mutate((s) => {
      delete s.approvals[cableId];
    });
    return true;
  }

  setCableReports(cableId: string, reports: CableReport[]): void {
    if (!this.cableById(cableId)) throw new StoreError('ResourceNotFound', noCable(cableId));
    this.mutate((s) => {
      s.reports[cableId] = cloneState(reports);
    });
  }

  clearCableReports(cableId: string): void {
    if (!this.cableById(cableId)) throw new StoreError('ResourceNotFound', noCable(cableId));
    this.mutate((s) => {
      delete s.reports[cableId];
    });
  }

  // ---- inventory ----

  private groupKey(group: number | string): string {
    const g = Number(group);
    if (!Number.isInteger(g) || g < 0 || g > 9)
      throw new StoreError('ValidationFailed', {
        zh: `报价分组只能是 0 到 9，收到的是 ${group}`,
        en: `Group must be 0-9, got ${group}`,
      });
    return String(g);
  }

  private groupOf(state: State, userId: string, group: number | string): InventoryGroup {
    const inventory = entry(state.inventory, userId, emptyInventory);
    const key = this.groupKey(group);
    return entry(inventory, key, () => ({ items: [], attr: emptyGroupAttr() }));
  }

  /** Items of a group in sort order. */
  listItems(userId: string, group: number | string): InventoryItem[] {
    this.requireUser(userId);
    const g = this.current.inventory[userId]?.[this.groupKey(group)];
    return [...(g?.items ?? [])].sort(byListOrder);
  }

  /**
   * The items of a group with these ids, in list order (unknown ids are left out): as listItems(...).filter, but
   * sorting only the items found, so a write that answers its few items does not sort a long list.
   */
  itemsWithIds(userId: string, group: number | string, ids: readonly string[]): InventoryItem[] {
    this.requireUser(userId);
    const wanted = new Set(ids);
    const items = this.current.inventory[userId]?.[this.groupKey(group)]?.items ?? [];
    const found: InventoryItem[] = [];
    // From the end: items just added are the last ones, so a write answering them stops after a few steps.
    for (let index = items.length - 1; index >= 0 && found.length < wanted.size; index--) {
      const item = items[index]!;
      if (wanted.has(item.id)) found.push(item);
    }
    return found.sort(byListOrder);
  }

  groupAttr(userId: string, group: number | string) {
    this.requireUser(userId);
    return this.current.inventory[userId]?.[this.groupKey(group)]?.attr ?? emptyGroupAttr();
  }

  /** Finds an item of this user in any group. */
  findItem(userId: string, itemId: string): { item: InventoryItem; group: string } | null {
    for (const [group, g] of Object.entries(this.current.inventory[userId] ?? {})) {
      const item = g.items.find((i) => i.id === itemId);
      if (item) return { item, group };
    }
    return null;
  }

  addItems(userId: string, group: number | string, entries: readonly AddEntry[]): InventoryItem[] {
    this.requireUser(userId);
    if (entries.length === 0)
      throw new StoreError('ValidationFailed', { zh: '没有要加入清单的电缆', en: 'Nothing to add' });
    for (const e of entries) {
      if ('cable' in e && !this.cableById(e.cable)) throw new StoreError('ResourceNotFound', noCable(e.cable));
      if ('custom' in e) validateCustom(e.custom);
      if (e.count !== undefined) validateCount(e.count);
      if (e.memo !== undefined && e.memo.length > 256) throw new StoreError('ValidationFailed', memoTooLong());
    }
    return this.mutate((s) => {
      const g = this.groupOf(s, userId, group);
      // Read untracked: a scan through the recording view would wrap every item of the group.
      const current = rawOf(g.items);
      let sort = this.topSortOf.get(current) ?? highestSort(current);
      const added = entries.map((e) => {
        const item: InventoryItem = {
          id: this.nextId('item'),
          cable: 'cable' in e ? e.cable : '',
          custom: 'custom' in e ? { ...e.custom } : null,
          count: e.count ?? '1',
          memo: e.memo ?? '',
          change: '0',
          price: null,
          sort: ++sort,
          sno: '',
          pkgfee: { fee: 0, flag: false },
          added: this.nowSec(),
        };
        item.quoted = this.priceNow(userId, item);
        g.items.push(item);
        return item;
      });
      this.topSortOf.set(current, sort);
      return added;
    });
  }

  /**
   * An upper bound of the sort of a group's items, by the group's item array, so an add does not scan a long list.
   * A bound is all an add needs (its items go after every other). It stays one: sorts only grow here, setSort
   * forgets it (renumbering may raise a sort), deleting leaves it an upper bound, and a transaction rolled back only
   * lowers the true highest. A replaced array (reset, load, filter) starts afresh.
   */
  private readonly topSortOf = new WeakMap<readonly InventoryItem[], number>();

  private editItems(
    userId: string,
    group: number | string,
    ids: readonly string[],
    edit: (item: InventoryItem) => void,
  ): number {
    this.requireUser(userId);
    const key = this.groupKey(group);
    const items = this.current.inventory[userId]?.[key]?.items ?? [];
    const missing = ids.filter((id) => !items.some((i) => i.id === id));
    if (missing.length > 0)
      throw new StoreError('ResourceNotFound', {
        zh: `报价分组 ${key} 中没有清单项 ${missing.join('、')}`,
        en: `No item ${missing.join(', ')} in group ${key}`,
      });
    return this.mutate((s) => {
      const g = this.groupOf(s, userId, key);
      for (const item of g.items) if (ids.includes(item.id)) edit(item);
      return ids.length;
    });
  }

  deleteItems(userId: string, group: number | string, ids: readonly string[]): number {
    this.editItems(userId, group, ids, () => {});
    return this.mutate((s) => {
      const g = this.groupOf(s, userId, group);
      const before = g.items.length;
      g.items = g.items.filter((i) => !ids.includes(i.id));
      return before - g.items.length;
    });
  }

  setItemsCount(userId: string, group: number | string, ids: readonly string[], count: string): number {
    validateCount(count);
    return this.editItems(userId, group, ids, (i) => {
      i.count = count;
    });
  }

  setItemsMemo(userId: string, group: number | string, ids: readonly string[], memo: string): number {
    if (memo.length > 256) throw new StoreError('ValidationFailed', memoTooLong());
    return this.editItems(userId, group, ids, (i) => {
      i.memo = memo;
    });
  }

  /**
   * Manual per-metre price on one item (any group); null restores the computed price. `markup` records the markup
   * on cost the price was made from; a price set without it is a typed price.
   */
  setItemPrice(userId: string, itemId: string, price: Partial<PriceTriple> | null, markup?: number): void {
    const found = this.findItem(userId, itemId);
    if (!found) throw new StoreError('ResourceNotFound', noItem(itemId));
    if (price)
      for (const f of PRICE_FIELDS)
        if (price[f] !== undefined && !(price[f]! >= 0))
          throw new StoreError('ValidationFailed', notNegative(`price.${f}`));
    this.editItems(userId, found.group, [itemId], (i) => {
      i.price = price ? { ...(markup === undefined && i.markup === undefined ? i.price : null), ...price } : null;
      if (price && markup !== undefined) i.markup = markup;
      else delete i.markup;
      i.quoted = this.priceNow(userId, i);
    });
  }

  /**
   * Percentage change on items: the listed ids, plus every copper item when cu is set and every
   * aluminium item when al is set. "0" restores the system price (and drops a manual price).
   */
  setChange(
    userId: string,
    group: number | string,
    form: { change: string; ids?: readonly string[]; cu?: boolean; al?: boolean },
  ): number {
    if (!DECIMAL.test(form.change) || Number(form.change) <= -100)
      throw new StoreError('ValidationFailed', {
        zh: 'change 须为大于 -100 的百分比（十进制字符串）',
        en: 'change must be a percentage above -100, as a decimal string',
      });
    const items = this.listItems(userId, group);
    const targets = new Set(form.ids ?? []);
    for (const item of items) {
      const metal = this.itemMetal(item);
      if ((form.cu && metal === 'cu') || (form.al && metal === 'al')) targets.add(item.id);
    }
    const restore = Number(form.change) === 0;
    return this.editItems(userId, group, [...targets], (i) => {
      i.change = restore ? '0' : form.change;
      if (restore) {
        i.price = null;
        delete i.markup;
      }
      i.quoted = this.priceNow(userId, i);
    });
  }

  setFreight(
    userId: string,
    group: number | string,
    freight: { fee: number; full: number; mile: number; price: number },
  ): void {
    for (const [k, v] of Object.entries(freight))
      if (!(v >= 0)) throw new StoreError('ValidationFailed', notNegative(`freight.${k}`));
    this.requireUser(userId);
    this.mutate((s) => {
      this.groupOf(s, userId, group).attr.freight = { ...freight };
    });
  }

  setPackageFee(userId: string, itemId: string, fee: number, flag: boolean): void {
    if (!(fee >= 0)) throw new StoreError('ValidationFailed', notNegative('fee'));
    const found = this.findItem(userId, itemId);
    if (!found) throw new StoreError('ResourceNotFound', noItem(itemId));
    this.editItems(userId, found.group, [itemId], (i) => {
      i.pkgfee = { fee, flag };
    });
  }

  setGroupAttr(
    userId: string,
    group: number | string,
    attr: { package?: number; freight?: Partial<InventoryGroup['attr']['freight']> },
  ): void {
    this.requireUser(userId);
    this.mutate((s) => {
      const g = this.groupOf(s, userId, group);
      if (attr.package !== undefined) g.attr.package = attr.package;
      if (attr.freight) g.attr.freight = { ...g.attr.freight, ...attr.freight };
    });
  }

  /** Moves one item to position `sort` (1-based) and renumbers the group. */
  setSort(userId: string, group: number | string, itemId: string, sort: number): void {
    const items = this.listItems(userId, group);
    const index = items.findIndex((i) => i.id === itemId);
    if (index < 0)
      throw new StoreError('ResourceNotFound', {
        zh: `报价分组 ${group} 中没有清单项 ${itemId}`,
        en: `No item ${itemId} in group ${group}`,
      });
    const [moved] = items.splice(index, 1);
    items.splice(Math.max(0, Math.min(items.length, Math.round(sort) - 1)), 0, moved!);
    const order = new Map(items.map((i, n) => [i.id, n + 1]));
    this.editItems(
      userId,
      group,
      items.map((i) => i.id),
      (i) => {
        i.sort = order.get(i.id)!;
      },
    );
    const groupItems = this.current.inventory[userId]?.[this.groupKey(group)]?.items;
    if (groupItems) this.topSortOf.delete(rawOf(groupItems));
  }

  /** Turns an item into (or edits) a custom cable. */
  setCustomInfo(userId: string, itemId: string, custom: CustomCable): void {
    validateCustom(custom);
    const found = this.findItem(userId, itemId);
    if (!found) throw new StoreError('ResourceNotFound', noItem(itemId));
    this.editItems(userId, found.group, [itemId], (i) => {
      i.cable = '';
      i.custom = { ...custom };
      i.quoted = this.priceNow(userId, i);
    });
  }

  /**
   * The user accepts the current prices of a group's items (刷新实时价): they become the prices the items are quoted
   * at, and the 价格已变动 marker clears. Answers how many items' prices had moved.
   */
  confirmItemPrices(userId: string, group: number | string): number {
    const moved = this.listItems(userId, group).filter((item) => !samePrice(item.quoted, this.priceNow(userId, item)));
    if (moved.length === 0) return 0;
    const ids = new Set(moved.map((item) => item.id));
    this.mutate((s) => {
      for (const item of this.groupOf(s, userId, group).items)
        if (ids.has(item.id)) item.quoted = this.priceNow(userId, item);
    });
    return moved.length;
  }

  /** An item's per-metre prices now, as the 价格已变动 marker compares them with what the item was quoted at. */
  private priceNow(userId: string, item: InventoryItem): QuotedPrice {
    const { pricing: _pricing, ...price } = this.quoteItem(userId, item);
    return price;
  }

  private itemInput(item: InventoryItem): PricedCableInput | null {
    if (item.cable) return this.cableInput(item.cable);
    if (!item.custom) return null;
    return { model: item.custom.model, scope: item.custom.scope, spec: item.custom.spec };
  }

  private itemMetal(item: InventoryItem): 'cu' | 'al' | null {
    const input = this.itemInput(item);
    if (!input) return null;
    try {
      return familyTraits(input.model).conductor;
    } catch {
      return null;
    }
  }

  /** Describes the item for documents: model/scope/spec/name from the catalogue or the custom fields. */
  describeItem(item: InventoryItem): CustomCable {
    if (item.cable) {
      const c = this.cableById(item.cable);
      if (c) return { model: c.model, scope: c.scope, prop: c.prop, spec: c.spec, name: c.name };
    }
    return item.custom ?? { model: '', scope: '', prop: '', spec: '', name: '' };
  }

  /**
   * Per-metre price of an item (unrounded yuan/m): computed by the engine (with the change %) unless set by hand. A
   * mode neither gives a price for is missing: a custom cable the engine cannot read has none until it is priced.
   */
  quoteItem(userId: string, item: InventoryItem): ItemPrice {
    const input = this.itemInput(item);
    let computed: CablePrice | null = null;
    if (input) {
      try {
        computed = priceCable(input, this.materialPrices(), this.pricingSettings(userId));
      } catch (err) {
        if (item.cable) throw err;
      }
    }
    const factor = 1 + Number(item.change) / 100;
    const manual = item.price !== null && PRICE_FIELDS.some((f) => item.price?.[f] !== undefined);
    const pricing: ItemPricing = manual
      ? item.markup !== undefined
        ? 'markup'
        : 'manual'
      : computed
        ? 'engine'
        : 'none';
    const out: ItemPrice = { weightKgPerM: computed?.weightKgPerM ?? 0, pricing };
    for (const f of PRICE_FIELDS) {
      const value = item.price?.[f] ?? (computed ? computed[f] * factor : undefined);
      if (value !== undefined) out[f] = value;
    }
    return out;
  }

  /**
   * The quote of a group (domain/quote): its items priced now, with the group's package fees and freight as attr/set
   * includes them, and the freight typed on a quotation sheet.
   */
  quoteGroup(userId: string, group: number | string, view: QuoteView): GroupQuote {
    const items = this.listItems(userId, group);
    const attr = this.groupAttr(userId, group);
    const prices = items.map((item) => this.quoteItem(userId, item));
    const inputs: QuoteItemInput[] = items.map((item, n) => ({
      perMetre: prices[n]!,
      weightKgPerM: prices[n]!.weightKgPerM,
      metres: Number(item.count),
      packageFee: item.pkgfee.flag ? item.pkgfee.fee : 0,
    }));
    return {
      items,
      prices,
      quote: quote({
        items: inputs,
        modes: view.modes,
        unit: view.unit,
        places: view.places,
        fees: {
          groupPackage: attr.package,
          freight: attr.freight,
          include: attr.include ?? { package: true, freight: true },
          sheetFreight: view.sheetFreight,
        },
      }),
    };
  }

  /**
   * Material usage of items (all of the group when ids is empty): per-category kg (2 decimals)
   * that add up to the total, and percents (2 decimals, largest remainder) that add up to 100.
   */
  materialUsage(userId: string, group: number | string, ids: readonly string[] = []): MaterialUsage {
    const items = this.listItems(userId, group).filter((i) => ids.length === 0 || ids.includes(i.id));
    const perCategory: Record<WeightCategory, number> = {
      copper: 0,
      aluminium: 0,
      insulation: 0,
      sheath: 0,
      armour: 0,
    };
    const rows: MaterialUsage['items'] = [];
    for (const item of items) {
      const input = this.itemInput(item);
      if (!input) continue;
      let byCategory: Record<WeightCategory, number>;
      try {
        byCategory = weightsByCategory(cableMaterialWeights(input));
      } catch {
        continue;
      }
      const count = Number(item.count);
      let weight = 0;
      for (const [k, kg] of Object.entries(byCategory) as Array<[WeightCategory, number]>) {
        perCategory[k] += kg * count;
        weight += kg * count;
      }
      const d = this.describeItem(item);
      rows.push({
        id: item.id,
        name: `${d.model}-${d.scope} ${d.spec}`,
        cata: byCategory.aluminium > 0 ? 'aluminium' : 'copper',
        weight: Math.round(weight * 100) / 100,
      });
    }
    const categories = (Object.keys(perCategory) as WeightCategory[]).filter((k) => perCategory[k] > 0);
    const weights = categories.map((k) => Math.round(perCategory[k] * 100) / 100);
    const total = Math.round(weights.reduce((s, w) => s + w, 0) * 100) / 100;
    const percents = largestRemainder(
      weights.map((w) => (total > 0 ? (w / total) * 10000 : 0)),
      total > 0 ? 10000 : 0,
    );
    return {
      infos: categories.map((cata, n) => ({
        cata,
        name: WEIGHT_CATEGORY_LABEL[cata],
        label: `${WEIGHT_CATEGORY_LABEL[cata]} ${weights[n]!.toFixed(2)}kg`,
        weight: weights[n]!,
        percent: percents[n]! / 100,
      })),
      items: rows,
      total,
    };
  }

  /** Quotation number, e.g. BJ20261121-0005 (date in China time). */
  nextRno(): string {
    return this.mutate(() => `BJ${this.chinaDate()}-${this.nextId('rno').padStart(4, '0')}`);
  }

  /** Product serial number, e.g. HDXL2026112100001. */
  nextSno(): string {
    return this.mutate(
      () =>
        `${this.current.server.operator['oper.sno'] ?? 'SN'}${this.chinaDate()}${this.nextId('sno').padStart(5, '0')}`,
    );
  }

  /**
   * The contract number of a quote: HT + the China date + the day's sequence (HT20261121-001), unique. A quotation
   * number keeps the contract number it was first given, so its preview and the saved contract agree; without one,
   * every call gives a new number.
   */
  contractNumber(userId: string, rno?: string): string {
    this.requireUser(userId);
    const key = rno ? `${userId}/${rno}` : '';
    const given = key ? this.current.contractNumbers?.[key] : undefined;
    if (given) return given;
    return this.mutate((s) => {
      const date = this.chinaDate();
      const no = `HT${date}-${this.nextId(`contract-${date}`).padStart(3, '0')}`;
      if (key) {
        s.contractNumbers ??= {};
        s.contractNumbers[key] = no;
      }
      return no;
    });
  }

  private chinaDate(): string {
    return new Date(this.clock.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  }

  // ---- history ----

  /**
   * Saves a group as a history record quoted now (domain/quote) in the form's mode, unit and places (conf.places),
   * with the freight typed on its sheet: the record's total, weight and fee lines are the ones its sheet printed.
   * info.rno, when given, is the record's quotation number (the one rno/generate handed the sheet); a number the
   * user has already saved a record under is refused.
   */
  saveHistory(
    userId: string,
    group: number | string,
    form: {
      demander?: string;
      mode?: number;
      memo?: string;
      desc?: string;
      unit?: number;
      fee?: number;
      info?: Record<string, unknown>;
      conf?: Record<string, unknown>;
    },
  ): HistoryRecord {
    const items = this.listItems(userId, group);
    if (items.length === 0)
      throw new StoreError('BusinessRule', {
        zh: `报价分组 ${group} 的清单为空，无法保存`,
        en: `Group ${group} has no items to save`,
      });
    const mode = form.mode ?? 3;
    if (mode !== 1 && mode !== 2 && mode !== 3) throw new StoreError('ValidationFailed', priceModeInvalid());
    const unit = form.unit ?? 0;
    if (unit !== 0 && unit !== 1 && unit !== 2)
      throw new StoreError('ValidationFailed', { zh: 'unit 只能是 0、1 或 2', en: 'unit must be 0, 1 or 2' });
    const customer = form.demander
      ? this.current.customers.find((c) => c.id === form.demander && c.create === userId)
      : undefined;
    if (form.demander && !customer) throw new StoreError('ResourceNotFound', noCustomer(form.demander));
    const typedRno = typeof form.info?.rno === 'string' ? form.info.rno.trim() : '';
    if (typedRno && this.current.history.some((h) => h.user === userId && h.rno === typedRno))
      throw new StoreError('BusinessRule', {
        zh: `报价单号 ${typedRno} 已保存过历史报价，请生成新的报价单号`,
        en: `A history record with quotation number ${typedRno} exists already; generate a new number`,
      });
    const savedPlaces = form.conf?.places;
    const places =
      typeof savedPlaces === 'number' && Number.isInteger(savedPlaces) && savedPlaces >= 0 && savedPlaces <= 6
        ? savedPlaces
        : defaultPlaces(this.current.systemConfigs);
    const { prices, quote: quoted } = this.quoteGroup(userId, group, {
      modes: [mode],
      unit,
      places,
      sheetFreight: form.fee,
    });
    const field = FIELD_OF_MODE[mode];
    const snapshot: HistoryItem[] = items.map((item, n) => {
      const p = prices[n]!;
      const d = this.describeItem(item);
      const price: HistoryItem['price'] = {};
      for (const f of PRICE_FIELDS) if (p[f] !== undefined) price[f] = p[f];
      return {
        cable: item.cable,
        custom: item.custom ? { ...item.custom } : null,
        model: d.model,
        scope: d.scope,
        spec: d.spec,
        name: d.name,
        count: item.count,
        memo: item.memo,
        change: item.change,
        price,
        weightKgPerM: p.weightKgPerM,
        sort: n + 1,
        pricing: p.pricing,
      };
    });
    return this.mutate((s) => {
      const rno = typedRno || this.nextRno();
      const record: HistoryRecord = {
        id: this.nextId('history'),
        user: userId,
        demander: customer?.id ?? '',
        demanderName: customer?.name ?? '',
        memo: form.memo ?? '',
        desc: form.desc ?? '',
        mode,
        unit,
        time: this.nowSec(),
        total: quoted.total[field] ?? 0,
        goods: quoted.goods[field] ?? 0,
        fees: { package: quoted.packageFee, freight: quoted.freight, waived: quoted.freightWaived },
        unpriced: quoted.unpriced[field] ?? 0,
        places,
        weight: quoted.weightKg,
        count: snapshot.length,
        rno,
        info: { ...cloneState(form.info ?? {}), rno },
        conf: cloneState(form.conf ?? {}),
        items: snapshot,
      };
      s.history.push(record);
      return record;
    });
  }

  /** A user's records, newest first; begin/close in Unix seconds (inclusive), keyword over memo, customer, rno, models. */
  historyOf(userId: string, filter: { begin?: number; close?: number; keyword?: string } = {}): HistoryRecord[] {
    const keyword = filter.keyword?.trim().toLowerCase() ?? '';
    return this.current.history
      .filter((h) => h.user === userId)
      .filter((h) => filter.begin === undefined || h.time >= filter.begin)
      .filter((h) => filter.close === undefined || h.time <= filter.close)
      .filter(
        (h) =>
          !keyword ||
          [h.memo, h.demanderName, h.rno, h.desc, ...h.items.map((i) => `${i.model} ${i.spec}`)].some((t) =>
            t.toLowerCase().includes(keyword),
          ),
      )
      .sort((a, b) => b.time - a.time || Number(b.id) - Number(a.id));
  }

  historyById(userId: string, id: string): HistoryRecord {
    const record = this.current.history.find((h) => h.id === id && h.user === userId);
    if (!record)
      throw new StoreError('ResourceNotFound', {
        zh: `历史报价 ${id} 不存在`,
        en: `No history record ${id}`,
      });
    return record;
  }

  /**
   * Copies a record's items into a group; they are priced at today's prices from then on. A custom cable keeps the
   * price it was given by hand (there is no today's price for it).
   */
  recalcHistory(userId: string, id: string, group: number | string): InventoryItem[] {
    const record = this.historyById(userId, id);
    const entries: AddEntry[] = record.items.map((it) =>
      it.cable && this.cableById(it.cable)
        ? { cable: it.cable, count: it.count, memo: it.memo }
        : {
            custom: it.custom ?? { model: it.model, scope: it.scope, spec: it.spec, prop: '', name: it.name },
            count: it.count,
            memo: it.memo,
          },
    );
    return this.mutate(() => {
      const added = this.addItems(userId, group, entries);
      record.items.forEach((it, n) => {
        const item = added[n]!;
        const priced = it.pricing === 'manual' || it.pricing === 'markup';
        if (item.cable || !priced || PRICE_FIELDS.every((f) => it.price[f] === undefined)) return;
        this.setItemPrice(userId, item.id, { ...it.price });
      });
      return added.map((item) => this.findItem(userId, item.id)?.item ?? item);
    });
  }

  deleteHistory(userId: string, ids: readonly string[]): number {
    for (const id of ids) this.historyById(userId, id);
    return this.mutate((s) => {
      const before = s.history.length;
      s.history = s.history.filter((h) => !(h.user === userId && ids.includes(h.id)));
      return before - s.history.length;
    });
  }

  // ---- customers ----

  customersOf(userId: string, name = ''): CustomerRecord[] {
    const key = name.trim();
    return this.current.customers
      .filter((c) => c.create === userId && (!key || c.name.includes(key)))
      .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
  }

  /**
   * Creates (blank id) or updates a customer. The tax number is unique across all users and only
   * taken on creation; a duplicate throws DuplicateCustomer with name, taxno and creator (user name).
   */
  saveCustomer(userId: string, form: CustomerForm): CustomerRecord {
    this.requireUser(userId);
    const creating = !form.id;
    const limits: Array<[string, string | undefined, number, number]> = [
      ['name', form.name, 1, 256],
      ['leader', form.leader, 0, 64],
      ['linkman', form.linkman, 0, 32],
      ['phone', form.phone, 0, 32],
      ['address', form.address, 0, 256],
      ['bank.account', form.bank?.account, 0, 32],
      ['bank.name', form.bank?.name, 0, 64],
      ['bank.no', form.bank?.no, 0, 64],
    ];
    if (creating) limits.push(['taxno', form.taxno, 1, 32]);
    for (const [field, value, min, max] of limits) {
      const length = (value ?? '').trim().length;
      if (length < min || length > max)
        throw new StoreError('ValidationFailed', {
          zh: `${field} 的长度须在 ${min}-${max} 个字符之间`,
          en: `${field} must be between ${min} and ${max} characters`,
        });
    }
    if (creating) {
      const taxno = form.taxno!.trim().toUpperCase();
      const dup = this.current.customers.find((c) => c.taxno.toUpperCase() === taxno);
      if (dup) {
        const creator = this.userById(dup.create)?.name ?? dup.create;
        throw new StoreError(
          'DuplicateCustomer',
          {
            zh: duplicateCustomerMessage('zh', dup.name, dup.taxno, creator),
            en: duplicateCustomerMessage('en', dup.name, dup.taxno, creator),
          },
          { name: dup.name, taxno: dup.taxno, creator },
        );
      }
    } else {
      const existing = this.current.customers.find((c) => c.id === form.id && c.create === userId);
      if (!existing) throw new StoreError('ResourceNotFound', noCustomer(form.id!));
    }
    return this.mutate((s) => {
      let record = creating ? undefined : s.customers.find((c) => c.id === form.id)!;
      if (!record) {
        const mine = s.customers.filter((c) => c.create === userId);
        record = {
          id: this.nextId('customer'),
          name: '',
          leader: '',
          linkman: '',
          phone: '',
          address: '',
          taxno: form.taxno!.trim().toUpperCase(),
          sort: mine.reduce((m, c) => Math.max(m, c.sort), 0) + 1,
          default: mine.length === 0,
          bank: { account: '', name: '', no: '' },
          create: userId,
          created: this.nowSec(),
        };
        s.customers.push(record);
      }
      record.name = form.name.trim();
      if (form.leader !== undefined) record.leader = form.leader.trim();
      if (form.linkman !== undefined) record.linkman = form.linkman.trim();
      if (form.phone !== undefined) record.phone = form.phone.trim();
      if (form.address !== undefined) record.address = form.address.trim();
      if (form.sort !== undefined) record.sort = form.sort;
      if (form.bank) record.bank = { ...record.bank, ...form.bank };
      if (form.default) this.markDefault(s, userId, record.id);
      return { ...record };
    });
  }

  deleteCustomers(userId: string, ids: readonly string[]): number {
    for (const id of ids)
      if (!this.current.customers.some((c) => c.id === id && c.create === userId))
        throw new StoreError('ResourceNotFound', noCustomer(id));
    return this.mutate((s) => {
      const before = s.customers.length;
      s.customers = s.customers.filter((c) => !(c.create === userId && ids.includes(c.id)));
      return before - s.customers.length;
    });
  }

  setDefaultCustomer(userId: string, id: string): void {
    if (!this.current.customers.some((c) => c.id === id && c.create === userId))
      throw new StoreError('ResourceNotFound', noCustomer(id));
    this.mutate((s) => this.markDefault(s, userId, id));
  }

  private markDefault(s: State, userId: string, id: string): void {
    for (const c of s.customers) if (c.create === userId) c.default = c.id === id;
  }

  // ---- batch ----

  /**
   * Each rule sent replaces the user's rule for its cable (sent without matches, it is deleted); a text sent for one
   * cable leaves the user's other rules, since one wording means one cable. Rules of cables not sent stay, so saving
   * no rules changes nothing. Answers the user's rules after the save.
   */
  saveBatchRules(userId: string, rules: readonly BatchRule[]): BatchRule[] {
    this.requireUser(userId);
    for (const r of rules) if (!this.cableById(r.cable)) throw new StoreError('ResourceNotFound', noCable(r.cable));
    if (rules.length > 0)
      this.mutate((s) => {
        const sent = new Map<string, string[]>();
        for (const rule of rules) {
          const matches = [...(sent.get(rule.cable) ?? []), ...rule.matches.map((m) => m.trim()).filter(Boolean)];
          sent.set(rule.cable, [...new Set(matches)]);
        }
        const taken = new Set([...sent.values()].flat().map((m) => m.toLowerCase()));
        const kept = (s.batchRules[userId] ?? [])
          .map((r) => ({
            cable: r.cable,
            matches: sent.get(r.cable) ?? r.matches.filter((m) => !taken.has(m.toLowerCase())),
          }))
          .filter((r) => r.matches.length > 0);
        const added = [...sent]
          .filter(([cable, matches]) => matches.length > 0 && !kept.some((r) => r.cable === cable))
          .map(([cable, matches]) => ({ cable, matches }));
        s.batchRules[userId] = [...kept, ...added];
      });
    return structuredClone(this.current.batchRules[userId] ?? []);
  }

  usageOf(userId: string): { used: { batch: number; ocr: number }; limits: { limit: number; ocr: number } } {
    const user = this.requireUser(userId);
    return { used: { ...(this.current.usage[userId] ?? { batch: 0, ocr: 0 }) }, limits: { ...user.limits } };
  }

  /** Counts one use; throws UsageLimitReached when the user's limit is used up. */
  recordUsage(userId: string, kind: 'batch' | 'ocr'): { batch: number; ocr: number } {
    const { used, limits } = this.usageOf(userId);
    const limit = kind === 'batch' ? limits.limit : limits.ocr;
    if (used[kind] >= limit)
      throw new StoreError(
        'UsageLimitReached',
        {
          zh: `${kind === 'batch' ? '批量识别' : '图片识别'}次数已达上限（${limit} 次）`,
          en: `The ${kind === 'batch' ? 'batch' : 'image recognition'} limit of ${limit} is used up`,
        },
        {
          kind,
          limit,
        },
      );
    return this.mutate((s) => {
      const counter = entry(s.usage, userId, () => ({ batch: 0, ocr: 0 }));
      counter[kind]++;
      return { ...counter };
    });
  }

  // ---- group totals flags, contracts, batch review (used by the inventory and batch routes) ----

  /** attr/set: whether package fees and freight count in the group's totals. */
  setGroupInclude(userId: string, group: number | string, include: { package: boolean; freight: boolean }): void {
    this.requireUser(userId);
    this.mutate((s) => {
      this.groupOf(s, userId, group).attr.include = { package: include.package, freight: include.freight };
    });
  }

  /** A contract with its number: the one its quotation number was given (contractNumber), else a new one. */
  saveContract(
    userId: string,
    form: { addr: string; demander: string; memo: string; mode: number; total: number; weight: number; rno?: string },
  ): ContractRecord {
    this.requireUser(userId);
    if (form.demander && !this.current.customers.some((c) => c.id === form.demander && c.create === userId))
      throw new StoreError('ResourceNotFound', noCustomer(form.demander));
    if (![1, 2, 3].includes(form.mode)) throw new StoreError('ValidationFailed', priceModeInvalid());
    for (const field of ['total', 'weight'] as const)
      if (!(form[field] >= 0)) throw new StoreError('ValidationFailed', notNegative(field));
    if (form.memo.length > 256) throw new StoreError('ValidationFailed', memoTooLong());
    return this.mutate((s) => {
      const { rno, ...fields } = form;
      const record: ContractRecord = {
        id: this.nextId('contract'),
        no: this.contractNumber(userId, rno),
        ...(rno ? { rno } : {}),
        user: userId,
        ...fields,
        time: this.nowSec(),
      };
      s.contracts ??= [];
      s.contracts.push(record);
      return { ...record };
    });
  }

  /** Queues texts for review; returns the texts newly accepted and how many of the user's wait. */
  submitBatchTexts(userId: string, texts: readonly string[]): { accepted: string[]; pending: number } {
    this.requireUser(userId);
    const cleaned = [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
    if (cleaned.length === 0)
      throw new StoreError('ValidationFailed', {
        zh: 'rules 中没有可提交的内容',
        en: 'rules holds no text to submit',
      });
    return this.mutate((s) => {
      s.batchSubmissions ??= {};
      const queue = entry(s.batchSubmissions, userId, () => []);
      const accepted = cleaned.filter((t) => !queue.includes(t));
      queue.push(...accepted);
      return { accepted, pending: queue.length };
    });
  }
}

export interface CreateStoreOptions {
  clock?: Clock;
  dataFile?: string;
  /** Makes tokens, keys and QR tags reproducible (they are random otherwise). */
  seed?: number;
  log?: { info(message: string): void };
}

/** The store the app uses: seeded, or loaded from the data file when one is given and present. */
export function createStore(options: CreateStoreOptions = {}): Store {
  const store = new Store({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.dataFile ? { dataFile: options.dataFile } : {}),
    ...(options.seed !== undefined ? { randomHex: seededHex(options.seed) } : {}),
  });
  options.log?.info(
    store.dataFile
      ? `state persisted in ${store.dataFile} (${store.state.users.length} users)`
      : 'state in memory, from the seed',
  );
  return store;
}

/** Deterministic hex stream: sha256(seed:n) blocks. */
export function seededHex(seed: number): (bytes: number) => string {
  let n = 0;
  return (bytes: number) => {
    let out = '';
    while (out.length < bytes * 2) out += createHash('sha256').update(`${seed}:${n++}`).digest('hex');
    return out.slice(0, bytes * 2);
  };
}

/** The record's value at key, created first when absent. */
function entry<T>(record: Record<string, T>, key: string, create: () => T): T {
  const existing = record[key];
  if (existing !== undefined) return existing;
  const created = create();
  record[key] = created;
  return created;
}

const QR_STATE_ZH: Record<QrRecord['state'], string> = {
  Wait: '等待扫码',
  Scan: '已扫码',
  Pass: '已确认登录',
  Expire: '已过期',
  Error: '出错',
};

function noCable(id: string): LocalizedText {
  return { zh: `电缆 ${id} 不存在`, en: `No cable ${id}` };
}

function noCustomer(id: string): LocalizedText {
  return { zh: `客户 ${id} 不存在`, en: `No customer ${id}` };
}

function noItem(id: string): LocalizedText {
  return { zh: `清单项 ${id} 不存在`, en: `No item ${id}` };
}

function notNegative(field: string): LocalizedText {
  return { zh: `${field} 不能为负数`, en: `${field} must be a non-negative number` };
}

function memoTooLong(): LocalizedText {
  return { zh: '备注不能超过 256 个字符', en: 'memo is over 256 characters' };
}

function priceModeInvalid(): LocalizedText {
  return { zh: '价格模式只能是 1、2 或 3', en: 'mode must be 1, 2 or 3' };
}

function validateCount(count: string): void {
  if (!DECIMAL.test(count) || Number(count) <= 0)
    throw new StoreError('ValidationFailed', {
      zh: `count 须为大于 0 的数字（十进制字符串），收到的是 "${count}"`,
      en: `count must be a positive decimal string, got "${count}"`,
    });
}

function validateCustom(custom: CustomCable): void {
  const limits: Array<[keyof CustomCable, number]> = [
    ['model', 32],
    ['prop', 32],
    ['scope', 32],
    ['spec', 64],
    ['name', 256],
  ];
  for (const [field, max] of limits)
    if ((custom[field] ?? '').length > max)
      throw new StoreError('ValidationFailed', {
        zh: `${field} 不能超过 ${max} 个字符`,
        en: `${field} is over ${max} characters`,
      });
  if (!custom.model.trim())
    throw new StoreError('ValidationFailed', {
      zh: '自定义电缆必须填写型号（model）',
      en: 'model is required for a custom cable',
    });
  if (custom.spec && !tryParseStructure(custom.spec) && custom.spec.length === 0)
    throw new StoreError('ValidationFailed', { zh: '必须填写规格（spec）', en: 'spec is required' });
}

/** Integer parts that sum to `total`, distributing the remainder to the largest fractions. */
function largestRemainder(values: readonly number[], total: number): number[] {
  const floors = values.map((v) => Math.floor(v));
  let left = Math.round(total - floors.reduce((s, v) => s + v, 0));
  const order = values.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors;
}
