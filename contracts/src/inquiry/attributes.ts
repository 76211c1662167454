/**
 * A cable described by its attributes in columns of their own, as a purchasing platform exports a material (导体材质
 * 铜 | 绝缘材料 交联聚乙烯 | 护套材料 聚氯乙烯 | 铠装类型 钢带铠装 | 阻燃/耐火 阻燃C类), and no model written: the GB model
 * they make (YJV22, ZC-YJV, WDZ-YJY, KVV). An attribute the reading does not know makes no model: a person says.
 */
import { fireClassPrefix } from './cable';
import { type Construction, gbModelOf } from './construction';
import { normaliseText } from './text';

export interface CableAttributes {
  conductor: string;
  insulation: string;
  sheath: string;
  armour: string;
  fire: string;
  /** The row's name (控制电缆 takes the K of control cables, 软电线 the R of flexible ones). */
  name: string;
  /** The row's remarks (铜带总屏蔽: a screened cable, no plain model). */
  remark?: string;
}

/** Nothing written: 无, —, /, 否, none. */
const NONE = /^(?:|无|没有|不要|否|-+|—+|\/|none|no|n\/a)$/i;

function insulationLetters(text: string): Construction['insulation'] | null {
  if (/交联|xlpe/i.test(text)) return 'YJ';
  if (/聚氯乙烯|pvc/i.test(text)) return 'V';
  return null;
}

function sheathLetter(text: string): { letter: Construction['sheath']; halogenFree: boolean } | null {
  if (/无卤|低烟|lszh|ls0h|lsoh|hffr|聚烯烃/i.test(text)) return { letter: 'Y', halogenFree: true };
  if (/聚氯乙烯|pvc/i.test(text)) return { letter: 'V', halogenFree: false };
  if (/聚乙烯|\bpe\b/i.test(text)) return { letter: 'Y', halogenFree: false };
  return null;
}

function armourOf(text: string): Construction['armour'] | null {
  if (NONE.test(text)) return '';
  if (/钢带|sta/i.test(text)) return 'steel tape';
  if (/细钢丝|钢丝|swa/i.test(text)) return 'steel wire';
  return null;
}

/** The fire prefix (cable.ts fireClassPrefix); '' for none; null for words not known. */
function firePrefix(text: string): string | null {
  return NONE.test(text) ? '' : fireClassPrefix(text);
}

/** The model the attributes make, or '' when one of them is not known or they make none. */
export function modelOfAttributes(attributes: CableAttributes): string {
  const at = (text: string) => normaliseText(text).replace(/\s+/g, '');
  const conductor = at(attributes.conductor);
  const aluminium = /铝|^al$/i.test(conductor);
  if (!aluminium && conductor && !/铜|^cu$/i.test(conductor)) return '';
  const insulation = insulationLetters(at(attributes.insulation));
  const words = `${attributes.name} ${attributes.remark ?? ''} ${conductor}`;
  // A screen (屏蔽) makes KVVP, YJVP…: not the plain model.
  if (/屏蔽|screen|shield/i.test(words)) return '';
  const flexible = /软/.test(words);
  const noSheath = NONE.test(at(attributes.sheath));
  // No sheath: a building wire (BV, BVR, BLV) or an overhead line's insulated conductor (JKLYJ).
  if (noSheath && insulation === 'V') return aluminium ? (flexible ? '' : 'BLV') : flexible ? 'BVR' : 'BV';
  if (noSheath && insulation === 'YJ' && /架空/.test(attributes.name)) return aluminium ? 'JKLYJ' : 'JKYJ';
  const sheath = sheathLetter(at(attributes.sheath));
  if (!insulation || !sheath) return '';
  const armour = armourOf(at(attributes.armour));
  const fire = firePrefix(at(attributes.fire));
  if (armour === null || fire === null) return '';
  return gbModelOf({
    aluminium,
    insulation,
    sheath: sheath.letter,
    halogenFree: sheath.halogenFree,
    armour,
    fire,
    control: /控制/.test(attributes.name),
    flexible,
  });
}
