/**
 * The GB model a construction makes, however it was written (an IEC designation "Cu/XLPE/STA/PVC", a material
 * export's attribute columns 导体 | 绝缘 | 护套 | 铠装 | 阻燃/耐火): YJ for XLPE insulation and V for PVC, L for aluminium,
 * V for a PVC sheath and Y for a polyethylene or halogen-free one, steel tape 2 and steel wire 3 before the sheath's
 * digit (2 under PVC, 3 under polyethylene: YJV22, YJY23, YJV32), K before a control cable's, R for a flexible PVC
 * cord (RVV), and the fire class before it (ZC-, NH-) or WDZ- for a halogen-free sheath.
 */

export interface Construction {
  aluminium: boolean;
  insulation: 'YJ' | 'V';
  /** The sheath's letter. */
  sheath: 'V' | 'Y';
  /** A low-smoke halogen-free sheath (LSZH, 无卤低烟): the WDZ cables'. */
  halogenFree: boolean;
  armour: 'steel tape' | 'steel wire' | '';
  /** A fire class's prefix (ZR, ZC, ZA, NH) or ''. */
  fire: string;
  control: boolean;
  flexible: boolean;
}

/** The model, or '' when the construction makes none the reading can be sure of. */
export function gbModelOf(c: Construction): string {
  const outer = c.sheath === 'Y' ? '3' : '2';
  const armour = c.armour === 'steel tape' ? `2${outer}` : c.armour === 'steel wire' ? `3${outer}` : '';
  // A flexible PVC-sheathed cable is RVV; any other flexible one names no model here.
  if (c.flexible)
    return c.insulation === 'V' &&
      c.sheath === 'V' &&
      !armour &&
      !c.aluminium &&
      !c.control &&
      !c.fire &&
      !c.halogenFree
      ? 'RVV'
      : '';
  if (c.control && c.aluminium) return '';
  const base = `${c.control ? 'K' : ''}${c.insulation}${c.aluminium ? 'L' : ''}${c.sheath}${armour}`;
  // A halogen-free sheath is the WDZ cables' (flame retardant by their kind); fire resistant as well names no one
  // prefix the reading can be sure of.
  if (c.halogenFree) return c.fire === 'NH' ? '' : `WDZ-${base}`;
  return c.fire ? `${c.fire}-${base}` : base;
}
