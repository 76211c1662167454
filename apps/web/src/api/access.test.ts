import { FeatureModule, PriceRight } from '@cable/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { accessOf } from './access';

describe('access', () => {
  it('answers feature modules and price rights as the server granted them', () => {
    const access = accessOf(new Set([FeatureModule.Adjust, PriceRight.Sale, PriceRight.Tax]));
    expect(access.can(FeatureModule.Adjust)).toBe(true);
    expect(access.can(FeatureModule.MemoSet)).toBe(false);
    expect(access.seesBasePrice).toBe(false);
    expect(access.priceModes).toEqual([2, 3]);
    expect(access.canApprove).toBe(false);
    expect(accessOf(new Set(), { approve: true }).canApprove).toBe(true);
    expect(accessOf(new Set([FeatureModule.Approve])).canApprove).toBe(true);
  });
});
