/**
 * The routine test items of a cable's factory inspection report, with the requirement each must meet,
 * derived from the cable's construction (GB/T 3956 conductor resistance, nominal insulation thickness,
 * the voltage test of its voltage level). Results come from what was recorded for the cable.
 */
import { familyTraits, insulationThicknessMm, voltageClass } from '../pricing';
import { tryParseStructure } from '../structure-parser';
import type { ReportItem } from './report';

/** GB/T 3956 maximum DC resistance at 20 °C, Ω/km: class 2 (stranded) copper and aluminium, class 5 copper. */
const CLASS2_CU: Record<number, number> = {
  1.5: 12.1,
  2.5: 7.41,
  4: 4.61,
  6: 3.08,
  10: 1.83,
  16: 1.15,
  25: 0.727,
  35: 0.524,
  50: 0.387,
  70: 0.268,
  95: 0.193,
  120: 0.153,
  150: 0.124,
  185: 0.0991,
  240: 0.0754,
  300: 0.0601,
  400: 0.047,
};
const CLASS2_AL: Record<number, number> = {
  16: 1.91,
  25: 1.2,
  35: 0.868,
  50: 0.641,
  70: 0.443,
  95: 0.32,
  120: 0.253,
  150: 0.206,
  185: 0.164,
  240: 0.125,
  300: 0.1,
  400: 0.0778,
};
const CLASS5_CU: Record<number, number> = {
  0.5: 39,
  0.75: 26,
  1: 19.5,
  1.5: 13.3,
  2.5: 7.98,
  4: 4.95,
  6: 3.3,
  10: 1.91,
  16: 1.21,
  25: 0.78,
  35: 0.554,
};

/** Routine voltage test (kV, 5 min) per voltage level. */
const VOLTAGE_TEST: Record<string, string> = {
  lv300: '2 kV / 5 min 不击穿',
  lv450: '2.5 kV / 5 min 不击穿',
  lv1k: '3.5 kV / 5 min 不击穿',
  mv15: '30.5 kV / 5 min 不击穿',
  mv35: '65 kV / 5 min 不击穿',
  oh10: '18 kV / 5 min 不击穿',
};

export function standardOfModel(model: string): string {
  if (/(^|-)(BV|BVR|RVV)$/.test(model)) return 'GB/T 5023-2008';
  if (/(^|-)KVV/.test(model)) return 'GB/T 9330-2020';
  if (/(^|-)JKL?YJ/.test(model)) return 'GB/T 14049-2008';
  return 'GB/T 12706-2020';
}

/** A recorded line mentioning the item ("导体电阻 合格") gives its result; otherwise it is still to record. */
function recordedResult(recorded: readonly string[], keys: readonly string[]): { result: string; verdict: string } {
  const line = recorded.find((r) => keys.some((k) => r.includes(k)));
  if (!line) return { result: '未录入', verdict: '—' };
  const verdict = /不合格|fail/i.test(line) ? '不合格' : /合格|pass/i.test(line) ? '合格' : '—';
  return { result: line, verdict };
}

export function reportItems(
  cable: { model: string; scope: string; spec: string },
  recorded: readonly string[],
): ReportItem[] {
  const groups = tryParseStructure(cable.spec) ?? [];
  let traits: ReturnType<typeof familyTraits> | null = null;
  try {
    traits = familyTraits(cable.model);
  } catch {
    traits = null;
  }
  let voltage: ReturnType<typeof voltageClass> | null = null;
  try {
    voltage = voltageClass(cable.scope);
  } catch {
    voltage = null;
  }
  const flexible = /RVV|BVR/.test(cable.model);
  const table = traits?.conductor === 'al' ? CLASS2_AL : flexible ? CLASS5_CU : CLASS2_CU;
  const resistance = groups
    .map((g) =>
      table[g.area] !== undefined ? `${g.area} mm²：≤ ${table[g.area]} Ω/km` : `${g.area} mm²：按 GB/T 3956`,
    )
    .join('；');
  const insulation =
    traits && voltage
      ? groups
          .map((g) => `${g.area} mm²：标称 ${insulationThicknessMm(traits!.insulation, voltage!, g.area)} mm`)
          .join('；')
      : '按产品标准';
  const items: Array<[string, string, string[]]> = [
    ['结构尺寸检查', `${cable.spec}，${traits?.conductor === 'al' ? '铝' : '铜'}导体`, ['结构', '外观']],
    ['导体直流电阻（20 ℃）', resistance || '按 GB/T 3956', ['导体电阻', '直流电阻']],
    ['绝缘厚度', insulation, ['绝缘厚度', '绝缘']],
    ['电压试验', voltage ? VOLTAGE_TEST[voltage]! : '按产品标准', ['耐压', '电压试验']],
  ];
  if (voltage === 'mv15' || voltage === 'mv35')
    items.push(['局部放电试验', '1.73U0 下放电量 ≤ 10 pC', ['局部放电', '局放']]);
  if (traits?.armoured) items.push(['铠装层检查', '钢带绕包间隙不大于带宽 50%', ['铠装']]);
  if (/^(ZR|ZA|ZB|ZC|WDZ)/.test(cable.model)) items.push(['成束阻燃试验', 'GB/T 18380.3 规定类别', ['阻燃']]);
  if (traits?.fireResistant) items.push(['耐火试验', 'GB/T 19216 750 ℃ 90 min 不击穿', ['耐火']]);
  return items.map(([name, requirement, keys]) => ({ name, requirement, ...recordedResult(recorded, keys) }));
}
