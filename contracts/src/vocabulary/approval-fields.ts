/**
 * The vocabulary of the three wire-processing parameter sets (spec section 3): the fields of each set, and what a
 * cable engineer calls each field and in which unit. Plain data without TypeBox, so that the web app can import it
 * for the approval forms without pulling the schema library into its bundle; schemas/approval.ts builds the wire
 * schemas from it.
 *
 * Set one (auxiliary/change) describes one auxiliary-material layer — a taping, a braid, a filler or a sheath —,
 * set two (cata/change) the construction a cable category shares, set three (conductor/change) the conductor.
 * Most short wire names are pinyin initials: jc 绞合 (stranding), rb 绕包 (taping), bzmd 编织密度 (braid coverage),
 * nht 内护套 (inner sheath), djbzmd 对绞编织密度 (pair-screen braid coverage); kylx is read as the armour type, a
 * code the category's costing uses.
 */

import type { VocabularyText } from './text';

export type ApprovalSetName = 'auxiliary' | 'cata' | 'conductor';

/** The fields of each set, in the order of the spec (and of the forms). */
export const APPROVAL_SET_FIELDS = {
  auxiliary: [
    'density',
    'count',
    'thickness',
    'jc1',
    'jc2',
    'jcdia',
    'rb1',
    'rb2',
    'rbdia',
    'dia',
    'overlap',
    'weight',
    'consume',
    'strand',
    'price',
    'bzmd',
  ],
  cata: ['nht', 'bzmd', 'djbzmd', 'kylx'],
  conductor: ['density', 'outer', 'area', 'weight', 'consume', 'strand', 'price'],
} as const satisfies Record<ApprovalSetName, readonly string[]>;

export const APPROVAL_SETS: readonly ApprovalSetName[] = ['conductor', 'auxiliary', 'cata'];

export type ApprovalFieldOf<Set extends ApprovalSetName> = (typeof APPROVAL_SET_FIELDS)[Set][number];
export type ApprovalFieldName = ApprovalFieldOf<ApprovalSetName>;

/** A text in the two interface languages. */
export type ApprovalFieldText = VocabularyText;

export interface ApprovalFieldTerm {
  label: ApprovalFieldText;
  /** Absent for a plain factor or a code. */
  unit?: ApprovalFieldText;
  /** Only whole numbers make sense (a number of wires, a type code). */
  whole?: boolean;
}

const MM: ApprovalFieldText = { 'zh-cn': 'mm', en: 'mm' };
const PERCENT: ApprovalFieldText = { 'zh-cn': '%', en: '%' };

/** One entry per wire name; a name used by two sets means the same quantity in both. */
export const APPROVAL_FIELD_TERMS: Readonly<Record<ApprovalFieldName, ApprovalFieldTerm>> = {
  density: { label: { 'zh-cn': '密度', en: 'Density' }, unit: { 'zh-cn': 'g/cm³', en: 'g/cm³' } },
  count: { label: { 'zh-cn': '根数', en: 'Number of wires' }, unit: { 'zh-cn': '根', en: 'wires' }, whole: true },
  thickness: { label: { 'zh-cn': '厚度', en: 'Thickness' }, unit: MM },
  jc1: { label: { 'zh-cn': '绞合系数 1', en: 'Stranding factor 1' } },
  jc2: { label: { 'zh-cn': '绞合系数 2', en: 'Stranding factor 2' } },
  jcdia: { label: { 'zh-cn': '绞合外径', en: 'Diameter over stranding' }, unit: MM },
  rb1: { label: { 'zh-cn': '绕包系数 1', en: 'Taping factor 1' } },
  rb2: { label: { 'zh-cn': '绕包系数 2', en: 'Taping factor 2' } },
  rbdia: { label: { 'zh-cn': '绕包外径', en: 'Diameter over taping' }, unit: MM },
  dia: { label: { 'zh-cn': '外径', en: 'Outer diameter' }, unit: MM },
  overlap: { label: { 'zh-cn': '搭盖率', en: 'Tape overlap' }, unit: PERCENT },
  weight: { label: { 'zh-cn': '重量', en: 'Weight' }, unit: { 'zh-cn': 'kg/km', en: 'kg/km' } },
  consume: { label: { 'zh-cn': '损耗率', en: 'Material loss' }, unit: PERCENT },
  strand: { label: { 'zh-cn': '绞入率', en: 'Lay take-up' }, unit: PERCENT },
  price: { label: { 'zh-cn': '单价', en: 'Unit price' }, unit: { 'zh-cn': '元/kg', en: 'yuan/kg' } },
  bzmd: { label: { 'zh-cn': '编织密度', en: 'Braid coverage' }, unit: PERCENT },
  nht: { label: { 'zh-cn': '内护套厚度', en: 'Inner sheath thickness' }, unit: MM },
  djbzmd: { label: { 'zh-cn': '对绞编织密度', en: 'Pair-screen braid coverage' }, unit: PERCENT },
  kylx: { label: { 'zh-cn': '铠装类型（代码）', en: 'Armour type (code)' }, whole: true },
  outer: { label: { 'zh-cn': '导体外径', en: 'Conductor diameter' }, unit: MM },
  area: { label: { 'zh-cn': '截面积', en: 'Cross-section' }, unit: { 'zh-cn': 'mm²', en: 'mm²' } },
};

/** "密度（g/cm³）" / "Density (g/cm³)": a field's label with its unit, as forms and documents print it. */
export function approvalFieldCaption(field: ApprovalFieldName, lang: keyof ApprovalFieldText): string {
  const { label, unit } = APPROVAL_FIELD_TERMS[field];
  if (!unit) return label[lang];
  return lang === 'en' ? `${label.en} (${unit.en})` : `${label['zh-cn']}（${unit['zh-cn']}）`;
}
