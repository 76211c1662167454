/**
 * A row's own remark that changes what the row asks for, as a list sent back or marked up writes it: "【数量改为360米】",
 * "【改成4×50+1×25】", "改为4×70+1×35，数量不变", "（手写）改铜芯YJV", "按图纸量+5%损耗", "另加10%", "另加5卷备用",
 * "库存有200米，按差额采购", "为单层用量，1-4层相同", "单根长度，共4根", "Qty is per site, 3 sites", "取消，改用母线",
 * "数量待设计确认", "实际约260米，按实际长度报价". What the
 * remark says is done to the row; a remark that makes the amount unsure (需整盘 beside an amount that is no number of
 * whole drums, a 损耗 percentage not said to be added) leaves the metres to a person.
 */
import { readCable } from './cable';
import { AMOUNT_CHANGED_TO, CHANGE_TO, NEW_AMOUNT } from './change-words';
import { coilMetres } from './quantity';
import { flagged, type ReviewReason } from './reasons';
import type { InquiryRow } from './rows';
import { TAKEN_OUT } from './take-out';
import { normaliseText } from './text';
import { metresPerUnit, roundMetres, unitKind } from './units';

/** A cable number and the word taking it out ("W138取消"). */
const NUMBER_TAKEN_OUT = /[A-Za-z][A-Za-z\d-]*\d\s*(?:取消|删除|不做|不敷设)/g;
/** The amount, or the purchase, is not settled: 数量待设计确认, 米数待定, 是否采购待定. */
const AMOUNT_OPEN =
  /(?:数量|米数|长度|用量)\s*(?:待定|未定|待确认|待设计确认|待核实|待复核)|是否(?:采购|需要|购买)\s*(?:待定|未定|待确认)|(?:应为|应是|改为|变为)\s*\d[^，,；;。]*[，,；;]\s*(?:等|待)\s*(?:设计院?|甲方|业主|图纸|监理)?\s*(?:回复|确认|核实|通知)/;
/** The cable itself is not settled: 截面待设计院确认（3×150或3×185）, 型号待定, 规格待甲方确认. */
const CABLE_OPEN =
  /(?:截面|规格|型号|芯数)\s*(?:待定|未定|(?:待|等)\s*(?:设计院?|甲方|业主|监理)?\s*(?:确认|核实|回复))/;
/**
 * The amount is a placeholder beside the real one in the remark: 实际约260米，按实际长度报价; 实际需要300米; 利库0.3km，实际
 * 采购0.9km (stock taken off what was planned). Without a
 * number (按实际长度报价 alone) the amount is not settled.
 */
const ACTUAL_AMOUNT =
  /实际(?:长度|需要|需求|用量|米数|数量|采购|购买|订购|需采购)?\s*(?:约|大约|为|是|需)?\s*(\d+(?:\.\d+)?)\s*(千米|公里|km|米|m)(?![a-z])/i;
const BY_ACTUAL = /按实际(?:长度|米数|用量|数量)|以实际(?:长度|米数|用量)为准/;
/** A share added on top: +5%, 另加10%, 增加5%, 外加3%. */
const PERCENT_ADDED = /(?:[+＋]|另加|外加|增加|再加|加)\s*(\d{1,2}(?:\.\d{1,2})?)\s*[%％]/;
/** A share said to be in the amount already: 含5%损耗, 已含损耗. */
const PERCENT_INCLUDED = /(?:含|包含|已含|包括)\s*\d{1,2}(?:\.\d{1,2})?\s*[%％]/;
const ANY_PERCENT = /\d\s*[%％]/;
/** So much more in a unit: 另加5卷备用, 另加50米, 增加2盘. */
const MORE_ADDED = /(?:另加|外加|增加|再加|多加)\s*(\d+(?:\.\d+)?)\s*(千米|公里|km|米|m|卷|盘|轴)(?![a-z])/i;
/** Stock to take off: 库存有200米，按差额采购; 扣除库存200米. */
const STOCK = /(?:库存|现有|余料)\s*(?:有|尚有|还有)?\s*(\d+(?:\.\d+)?)\s*(米|m)(?![a-z])/i;
export const BUY_DIFFERENCE = /差额|扣除|扣减|减去/;
/** One floor's amount, the floors the same: 为单层用量，1-4层相同; 每层用量，共6层. */
const ONE_FLOOR = /单层|每层/;
const FLOORS_RANGE = /(\d{1,2})\s*[-~～至到]\s*(\d{1,2})\s*层/;
const FLOORS_COUNT = /共\s*(\d{1,2})\s*层/;
/** One site's or building's amount, so many of them: 数量为单个站点用量，共3个站点; Qty is per site, 3 sites; 单栋用量，共6栋. */
const ONE_OF_MANY = /单个站点|每个站点|每站|单栋|每栋|\bper\s+(?:site|building|villa|block)\b/i;
const MANY_COUNT = /共\s*(\d{1,2})\s*个?\s*(?:站点|站|栋|处)|\b(\d{1,2})\s*(?:sites|buildings|villas|blocks)\b/i;
/** One run's length, so many runs: 单根长度，共4根. */
const ONE_RUN = /单根|每根/;
const RUNS_COUNT = /共\s*(\d{1,2})\s*[根条]/;
/** A whole number of drums wanted, and the drum's length: 需整盘，每盘500米. */
const WHOLE_DRUMS = /整盘|整轴|整卷/;
const PER_DRUM = /每\s*[盘轴卷]\s*(?:按\s*)?(\d+(?:\.\d+)?)\s*(米|m)(?![a-z])/i;

const QUANTITY_REASONS: ReadonlySet<ReviewReason> = new Set(['quantity-missing', 'quantity-ambiguous']);

/** The metres of `count` of the row's unit (卷 of building wire, a length unit), or undefined. */
function metresOf(count: number, unit: string, model: string, perDrum?: number): number | undefined {
  const length = metresPerUnit(unit);
  if (length !== undefined) return count * length;
  if (unitKind(unit)?.kind !== 'drum') return undefined;
  const drum = perDrum ?? (unit === '卷' ? coilMetres(model) : undefined);
  return drum === undefined ? undefined : count * drum;
}

/** The row with what its own remark says done to it; the row itself when the remark changes nothing. */
export function changedByRemark<Row extends Omit<InquiryRow, 'index'>>(draft: Row, remarkWritten: string): Row {
  const remark = normaliseText(remarkWritten);
  if (!remark) return draft;
  const row: Row = { ...draft, reasons: [...draft.reasons] };
  // (A cable number taken out of the row's range, "W138取消", is the schedule's count, not the row.)
  if (TAKEN_OUT.test(remark.replace(NUMBER_TAKEN_OUT, ''))) {
    flagged(row, 'line-cancelled');
    return row;
  }
  if (CABLE_OPEN.test(remark)) {
    flagged(row, 'spec-ambiguous');
    return row;
  }
  if (AMOUNT_OPEN.test(remark)) {
    flagged(row, 'quantity-ambiguous');
    return row;
  }
  const perDrum = PER_DRUM.exec(remark);
  const drumLength = perDrum ? Number(perDrum[1]) * (metresPerUnit(perDrum[2]!) ?? 1) : undefined;
  // Another cable: the words after the change word, with the row's model when only a structure is written.
  const change = CHANGE_TO.exec(remark);
  const newAmount = NEW_AMOUNT.exec(remark) ?? AMOUNT_CHANGED_TO.exec(remark) ?? ACTUAL_AMOUNT.exec(remark);
  if (!newAmount && BY_ACTUAL.test(remark)) {
    flagged(row, 'quantity-ambiguous');
    return row;
  }
  // (The change word of a new amount, "数量改为360米", "改成30卷", changes no cable.)
  const ofAmount =
    change !== null &&
    newAmount !== null &&
    change.index >= newAmount.index &&
    change.index < newAmount.index + newAmount[0].length;
  if (change && !ofAmount) {
    // What the change names, up to a closing bracket and without the document it cites ("变更为4×35+1×16，详设计变更单
    // DQ-03": not the notice's number).
    const written = remark
      .slice(change.index + change[0].length)
      .split(/[)）]/)[0]!
      .replace(/[，,；;]\s*(?:详见?|见|参见|依据|根据)[^，,；;]*/g, '');
    const cable = readCable(written);
    const conductor = /^铜芯/.test(written) && !cable.model ? '' : cable.model;
    if (cable.spec || conductor) {
      if (cable.spec) row.spec = cable.spec;
      if (conductor) row.model = conductor;
      if (cable.scope) row.scope = cable.scope;
    } else {
      // A change the reading cannot follow ("改为不铠装的" with no cable written).
      flagged(row, 'note-changes-row');
      return row;
    }
  }
  if (newAmount) {
    const count = Number(newAmount[1]);
    const unit = newAmount[2] ?? row.unit;
    const metres = metresOf(count, unit || '米', row.model, drumLength);
    if (metres === undefined) flagged(row, 'quantity-ambiguous');
    else {
      row.count = newAmount[1]!;
      row.unit = unit;
      row.metres = roundMetres(metres);
      row.reasons = row.reasons.filter((reason) => !QUANTITY_REASONS.has(reason));
    }
    return row;
  }
  if (row.metres === undefined) return row;
  // 每卷按200米: the row's coils are so long.
  if (drumLength !== undefined && unitKind(row.unit)?.kind === 'drum' && row.count) {
    row.metres = roundMetres(Number(row.count) * drumLength);
  }
  const more = MORE_ADDED.exec(remark);
  if (more) {
    const added = metresOf(Number(more[1]), more[2]!, row.model, drumLength);
    if (added === undefined) flagged(row, 'quantity-ambiguous');
    else row.metres = roundMetres(row.metres + added);
    return row;
  }
  const percent = PERCENT_ADDED.exec(remark);
  if (percent) row.metres = roundMetres(row.metres * (1 + Number(percent[1]) / 100));
  else if (ANY_PERCENT.test(remark) && !PERCENT_INCLUDED.test(remark)) {
    flagged(row, 'quantity-ambiguous');
    return row;
  }
  const stock = STOCK.exec(remark);
  if (stock && BUY_DIFFERENCE.test(remark)) {
    const left = row.metres - Number(stock[1]);
    if (!(left > 0)) {
      flagged(row, 'quantity-ambiguous');
      return row;
    }
    row.metres = roundMetres(left);
  }
  const times = multiplierOf(remark);
  if (times === null) {
    flagged(row, 'quantity-ambiguous');
    return row;
  }
  row.metres = roundMetres(row.metres * times);
  // 需整盘，每盘500米 beside 1200 m: three drums, or 1200 m cut? For a person.
  if (WHOLE_DRUMS.test(remark) && drumLength) {
    const drums = row.metres / drumLength;
    if (Math.abs(drums - Math.round(drums)) > 1e-6) flagged(row, 'quantity-ambiguous');
  }
  return row;
}

/**
 * How many times the row's amount the remark asks for: one floor's amount of floors alike, one site's of several
 * sites, one run's of several runs; 1 when it says none of these, null when it says one but not how many.
 */
function multiplierOf(remark: string): number | null {
  let times = 1;
  if (ONE_FLOOR.test(remark)) {
    const range = FLOORS_RANGE.exec(remark);
    const floors = range ? Number(range[2]) - Number(range[1]) + 1 : Number(FLOORS_COUNT.exec(remark)?.[1] ?? 0);
    if (floors < 2) return null;
    times *= floors;
  }
  if (ONE_OF_MANY.test(remark)) {
    const many = MANY_COUNT.exec(remark);
    const count = Number(many?.[1] ?? many?.[2] ?? 0);
    if (count < 2) return null;
    times *= count;
  }
  if (ONE_RUN.test(remark)) {
    const runs = Number(RUNS_COUNT.exec(remark)?.[1] ?? 0);
    if (runs >= 2) times *= runs;
  }
  return times;
}
