/**
 * How a cable and its price look to one user: the price in the unit and places the user asks for (or has set in
 * the quotation settings), with only the fields the user's price rights allow. Computing only permitted fields
 * keeps a hidden price out of the answer even before the price-rights plugin looks at it.
 */

import { type CableInfo, FeatureModule, type Price } from '@cable/contracts';
import type { CableApprovalParams } from '@cable/contracts/schemas/approval';
import {
  isPricePlaces,
  isUnitMode,
  type PriceField,
  type UnitMode,
  USER_CONFIG_KEYS,
} from '@cable/contracts/vocabulary';
import { currentApprovalParams } from '../domain/approval-params';
import { convertUnit, roundTo } from '../domain/pricing';
import { permittedPriceFields } from '../plugins/price-rights';
import { defaultPlaces } from '../store/pricing-view';
import type { Repositories } from '../store/repositories';
import type { CatalogueCable, UserRecord } from '../store/types';

export interface PriceView {
  unit: UnitMode;
  places: number;
  fields: readonly PriceField[];
}

function userConfigNumber(repos: Repositories, user: UserRecord, key: string): number | undefined {
  const value = repos.config.userConfigs(user.id).find((conf) => conf.key === key)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The request's unit when given, else the user's qms.price.unit; places from qms.price.places, else the system's. */
export function priceViewOf(repos: Repositories, user: UserRecord, unit?: UnitMode): PriceView {
  const savedUnit = userConfigNumber(repos, user, USER_CONFIG_KEYS.priceUnit);
  const savedPlaces = userConfigNumber(repos, user, USER_CONFIG_KEYS.pricePlaces);
  const places = isPricePlaces(savedPlaces) ? savedPlaces : defaultPlaces(repos.store.state.systemConfigs);
  return {
    unit: unit ?? (isUnitMode(savedUnit) ? savedUnit : 0),
    places,
    fields: permittedPriceFields(user),
  };
}

/** Per-metre yuan (unrounded) and weight -> the price the user sees. */
export function visiblePrice(
  perMetre: { base: number; sale: number; tax: number },
  weightKgPerM: number,
  view: PriceView,
): Price {
  const price: Price = {};
  for (const field of view.fields) {
    price[field] = roundTo(convertUnit(perMetre[field], weightKgPerM, view.unit), view.places);
  }
  return price;
}

/** A cable whose approved parameters differ from the catalogue's is a repriced version: `new` says so. */
export function isRepriced(repos: Repositories, cableId: string): boolean {
  const overrides = repos.store.state.approvals[cableId]?.overrides;
  return overrides !== undefined && Object.keys(overrides).length > 0;
}

export function cablePriceFor(repos: Repositories, cable: CatalogueCable, user: UserRecord, view: PriceView): Price {
  const computed = repos.catalogue.priceOfCable(cable.id, user.id);
  return visiblePrice(computed, computed.weightKgPerM, view);
}

export function cableInfoFor(repos: Repositories, cable: CatalogueCable, user: UserRecord, view: PriceView): CableInfo {
  return {
    id: cable.id,
    model: cable.model,
    price: cablePriceFor(repos, cable, user, view),
    prop: cable.prop,
    scope: cable.scope,
    spec: cable.spec,
    sort: cable.sort,
    new: cable.new || isRepriced(repos, cable.id),
    name: cable.name,
    type: cable.type,
    code: cable.code,
    main: cable.main,
    ground: cable.ground,
  };
}

/**
 * The values a cable's approval forms start from, for a user with the approval capability (cable/info/detail answers
 * them); undefined for anyone else, and for a cable whose construction the estimate cannot read.
 */
export function approvalParamsFor(
  repos: Repositories,
  user: UserRecord,
  cableId: string,
): CableApprovalParams | undefined {
  if (!user.grants.includes(FeatureModule.Approve)) return undefined;
  try {
    return currentApprovalParams(
      repos.catalogue.cableInput(cableId),
      repos.materials.materialPrices(),
      repos.store.state.approvals[cableId]?.forms ?? {},
    );
  } catch {
    return undefined;
  }
}
