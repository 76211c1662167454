import {
  FeatureModule,
  type FeatureModuleCode,
  type PriceMode,
  PriceRight,
  type RouteModuleCode,
} from '@cable/contracts/vocabulary';
import { useEffect, useMemo } from 'react';
import { visiblePriceModes } from '../lib/price-modes';
import { useProfile } from '../stores/session-store';
import { grantedCodes, useModules } from './hooks/use-modules';

/**
 * What the signed-in user may do, as predicates over the module codes and price rights the server grants (spec
 * section 6). The route tree, the guard, the menu and the features ask here; no screen tests a code itself.
 */
export interface Access {
  /** A route without a module is open to everyone the guard lets in; one with a module needs it granted. */
  canOpen(route: { module?: RouteModuleCode }): boolean;
  /** A feature module (qms.adjust, qms.memo.set, qms.history.detail...) is granted. */
  can(feature: FeatureModuleCode): boolean;
  /** Base prices (cost) may be seen and typed: markups on cost, material prices. */
  seesBasePrice: boolean;
  /** Price modes whose price the user may see, in base, sale, tax order. */
  priceModes: PriceMode[];
  /** The pricing check: the profile's approve flag or the qms.approve module. */
  canApprove: boolean;
}

export function accessOf(granted: ReadonlySet<string>, profile?: { approve?: boolean } | null): Access {
  return {
    canOpen: (route) => route.module === undefined || granted.has(route.module),
    can: (feature) => granted.has(feature),
    seesBasePrice: granted.has(PriceRight.Base),
    priceModes: visiblePriceModes(granted),
    canApprove: profile?.approve === true || granted.has(FeatureModule.Approve),
  };
}

/** The grants last answered, for the navigation guard (it runs outside React); undefined until they arrive. */
let knownGrants: ReadonlySet<string> | undefined;

/** May the user open a route? Yes while the grants are not known yet: the server refuses what is not granted. */
export function canOpenRoute(route: { module?: RouteModuleCode }): boolean {
  return knownGrants === undefined || accessOf(knownGrants).canOpen(route);
}

/** The signed-in user's access, from the granted modules (refreshed every 2 hours) and the profile. */
export function useAccess(): Access {
  const modules = useModules().data?.modules;
  const profile = useProfile();
  const granted = useMemo(() => grantedCodes(modules), [modules]);
  useEffect(() => {
    knownGrants = modules === undefined ? undefined : granted;
  }, [modules, granted]);
  return useMemo(() => accessOf(granted, profile), [granted, profile]);
}
