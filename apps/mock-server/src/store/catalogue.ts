import type { LocalizedText } from '../api-error';
import { ApiError } from '../api-error';
import { keywordMatcher } from '../domain/catalogue-search';
import { type CablePrice, type PricedCableInput, type PricingSettings, priceCable } from '../domain/pricing';
import type { MaterialsRepository } from './materials';
import { pricingSettingsFrom } from './pricing-view';
import type { StateStore } from './state-store';
import type { CatalogueCable } from './types';
import type { UsersRepository } from './users';

/** What a user's pricing settings are made of: the system configs and the user's profit mode. */
const SETTINGS_KEYS = ['systemConfigs', 'users'] as const;

/** What a cable's price in a profit mode is made of. */
const PRICE_KEYS = ['cables', 'approvals', 'materials', 'systemConfigs'] as const;

export function noCable(id: string): LocalizedText {
  return { zh: `电缆 ${id} 不存在`, en: `No cable ${id}` };
}

/** The catalogue (with its approved parameter overrides) and the prices computed from it. */
export class CatalogueRepository {
  private cableIndex: { cables: CatalogueCable[]; size: number; byId: Map<string, CatalogueCable> } | null = null;
  /**
   * Prices by cable and profit mode, made at `version` of the state and kept while nothing they are made of changes:
   * a price depends only on the catalogue, approvals, materials and system configs (PRICE_KEYS), and every change
   * goes through mutate, which says what it changed. A catalogue page then costs map reads instead of 20 structure
   * parses and weight calculations, and so does quoting a list of items after a write to it.
   */
  private priceCache: { version: number; prices: Map<string, CablePrice> } = { version: -1, prices: new Map() };
  /** Pricing settings by user, as the state was at `version` (see pricingSettings). */
  private readonly settingsOf = new Map<string, { version: number; settings: PricingSettings }>();

  constructor(
    private readonly store: StateStore,
    private readonly users: UsersRepository,
    private readonly materials: MaterialsRepository,
  ) {}

  /**
   * The catalogue by id, built from the untracked state: nothing changes the catalogue, so a lookup inside a
   * transaction needs no recording view, and it is one map read instead of a scan of ~1000 cables.
   */
  cableById(id: string): CatalogueCable | undefined {
    const cables = this.store.rawState.cables;
    if (this.cableIndex?.cables !== cables || this.cableIndex.size !== cables.length) {
      this.cableIndex = { cables, size: cables.length, byId: new Map(cables.map((cable) => [cable.id, cable])) };
    }
    return this.cableIndex.byId.get(id);
  }

  /** The cable, or ResourceNotFound. */
  requireCable(id: string): CatalogueCable {
    const cable = this.cableById(id);
    if (!cable) throw new ApiError('ResourceNotFound', noCable(id));
    return cable;
  }

  /**
   * Catalogue search: cata id, exact model / prop / struct pattern ("3+1"), and a keyword read as people type cables
   * ("BV2.5", "KVV10*1.5", "YJV22-8.7/15-3*240"; see domain/catalogue-search), other words over model, spec, name,
   * voltage and code (case-insensitive). Catalogue order.
   */
  findCables(
    filter: { cata?: string; model?: string; prop?: string; struct?: string; keyword?: string } = {},
  ): readonly CatalogueCable[] {
    const keyword = filter.keyword ? keywordMatcher(filter.keyword) : null;
    const { cables } = this.store.state;
    // No filter: the catalogue itself, read-only (a copy per request was the whole catalogue again for a page of 20).
    if (!filter.cata && !filter.model && !filter.prop && !filter.struct && !keyword) return cables;
    return cables.filter(
      (c) =>
        (!filter.cata || c.cata === filter.cata) &&
        (!filter.model || c.model === filter.model) &&
        (!filter.prop || c.prop === filter.prop) &&
        (!filter.struct || c.struct === filter.struct) &&
        (!keyword || keyword(c)),
    );
  }

  /** The user's pricing settings: the system configs with the margin of the user's current profit mode. */
  pricingSettings(userId: string): PricingSettings {
    const version = this.store.stateVersion;
    const kept = this.settingsOf.get(userId);
    if (kept && this.store.unchangedSince(kept.version, SETTINGS_KEYS)) {
      kept.version = version;
      return kept.settings;
    }
    const settings = Object.freeze(
      pricingSettingsFrom(this.store.state.systemConfigs, this.users.requireUser(userId).modes.current),
    );
    this.settingsOf.set(userId, { version, settings });
    return settings;
  }

  /** Pricing input of a catalogue cable with its approved overrides. */
  cableInput(cableId: string): PricedCableInput {
    const cable = this.requireCable(cableId);
    const overrides = this.store.state.approvals[cableId]?.overrides;
    return { model: cable.model, scope: cable.scope, spec: cable.spec, ...(overrides ? { overrides } : {}) };
  }

  /** Unrounded yuan per metre for this user's current profit mode. */
  priceOfCable(cableId: string, userId: string): CablePrice {
    this.store.settleDue();
    const profitMode = this.users.requireUser(userId).modes.current;
    // Inside a transaction too: unchangedSince counts the changes the running transaction made so far.
    const version = this.store.stateVersion;
    if (this.store.unchangedSince(this.priceCache.version, PRICE_KEYS)) this.priceCache.version = version;
    else this.priceCache = { version, prices: new Map() };
    const key = `${cableId}\n${profitMode}`;
    let price = this.priceCache.prices.get(key);
    if (!price) {
      price = Object.freeze(
        priceCable(this.cableInput(cableId), this.materials.materialPrices(), this.pricingSettings(userId)),
      );
      this.priceCache.prices.set(key, price);
    }
    return price;
  }
}
