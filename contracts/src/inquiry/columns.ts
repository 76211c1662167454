/**
 * Which column of an inquiry sheet holds what, read from the header text (never from positions): 序号, 名称,
 * 型号, 规格, 型号规格 (or 规格型号), 电压等级, 单位, 数量 (工程量, 长度...), 根数 (lengths asked of the row's length), 备注,
 * 材质, and columns to leave alone
 * (物料编码, 品牌, prices, from/to). A header may span two rows ("工程量" over "单位 | 数量").
 */
import { QUANTITY_NUMBER, QUANTITY_UNIT, unitInHeader } from './quantity';
import { findCoresStructure, findStructure } from './structure';
import { normaliseText } from './text';

export type ColumnRole =
  | 'serial'
  | 'name'
  | 'model'
  | 'spec'
  | 'modelSpec'
  | 'voltage'
  | 'unit'
  | 'quantity'
  /** A returned quotation's old quantity, beside the column of this time's (本次询价数量). */
  | 'lastQuantity'
  /** The length of one run (单根长度) beside the row's total (数量): 根数 × 单根长度 when the total is not written. */
  | 'runLength'
  | 'runs'
  /** A drum's length (盘长, 每盘长度) and the number of drums (盘数) beside the row's length: their product must be it. */
  | 'drumLength'
  | 'drums'
  /** How the cable is packed (包装 100米/卷, 500米/盘, 散装): the length of the row's drums or coils. */
  | 'packing'
  /** A cable schedule's cable numbers (W101~W112, W127、W129): so many runs, when its length is one cable's. */
  | 'cableNumbers'
  /** The number of cores, beside a 截面 column of their cross-sections (芯数 4+1 | 截面 95+50 is 4×95+1×50). */
  | 'cores'
  /** Whether the row is to be quoted (是否报价 √ / ×): a row not marked so is not asked. */
  | 'asked'
  /** An ERP's deletion flag (SAP's 删除标识 X): a row so marked is taken out of the requisition. */
  | 'deleted'
  /** The colours a wire is ordered in (红/黄/绿, 红黄绿各2): so many colours of the row's quantity, or of each. */
  | 'colour'
  /** A place's share of the row's quantity (1#楼 | 2#楼 | 地下室 beside 合计): their sum when the total is not written. */
  | 'part'
  /** What was already issued from stock against the row (领料单's 已领, 实发): the rest is what may be bought. */
  | 'issued'
  | 'remark'
  | 'material'
  /** A material export's attributes in columns of their own (绝缘材料, 护套材料, 铠装类型, 阻燃/耐火): the model they make. */
  | 'insulation'
  | 'sheath'
  | 'armour'
  | 'fire'
  | 'ignored';

const ROLE_WORDS: ReadonlyArray<readonly [ColumnRole, RegExp]> = [
  // (Pos., Position, lfd. Nr.: a German list's position; Poz., Lp.: a Polish one's; Sıra No: a Turkish one's; STT: a
  // Vietnamese one's.)
  [
    'serial',
    /^(?:序号|序|编号|no\.?|n[°º]|项次|行号|item|순번|번호|pos\.?|position|lfd\.?nr\.?|poz\.?|lp\.?|s[ıi]rano\.?|s[ıi]ra|stt)$/i,
  ],
  [
    'asked',
    /^(?:是否报价|是否询价|需否报价|是否需要报价|需报价|报价与否|是否采购|是否需要|是否重新报价|是否重报|需重新报价|是否再报价)$/,
  ],
  ['deleted', /^(?:删除标识|删除标记|删除标志|deletion(?:flag|indicator)?)$/i],
  ['cableNumbers', /^(?:电缆编号|电缆号|回路编号|回路号|cable\s*no\.?)$/i],
  [
    'ignored',
    /^物料$|编码|物料号|料号|代码|电缆编号|订单编号|商品编号|物料编号|订单号|货号|^sku|商品id|回路|品牌|厂家|生产厂|制造商|单价|金额|合价|总价|报价|价格|税率|起点|终点|起始|去向|用途|安装位置|敷设|交货|到货|日期|产地|^p\.?u\.?(?:ht|ttc)?(?:\(|$)|^prix|^montant|^precio|^importe|^preço|^valor/i,
  ],
  ['modelSpec', /型号.{0,2}规格|规格.{0,2}型号|型号规格|规格型号|描述|短文本|model.?spec|specification/i],
  ['voltage', /电压|電圧|电圧|额定电压|电压等级|voltage|전압/i],
  ['model', /型号|型式|model|type|^typ$|^tip$/i],
  ['cores', /^(?:芯数|线芯数|芯|cores?|no\.?ofcores)$/i],
  // (Przekrój, Kesit, Quy cách: Polish, Turkish and Vietnamese cross-section or size.)
  ['spec', /规格|截面|spec|규격|サイズ|^size$|^przekr[óo]j$|^kesit$|^quyc[áa]ch$/i],
  // (主计量单位: Yonyou U8's and Kingdee's main unit of measure.)
  // (unité, unidad, unidade: French, Spanish and Portuguese tables' unit.)
  // (Einh., Einheit, ME: a German one's; J.m.: a Polish one's; Birim: a Turkish one's; ĐVT: a Vietnamese one's.)
  [
    'unit',
    /^(?:主)?(?:计量)?单位$|^主计量$|^unit$|^uom$|^단위$|^unit[ée]$|^unidad$|^unidade$|^einh\.?$|^einheit$|^me$|^j\.?m\.?$|^jedn\.?$|^birim$|^đvt$|^đơnvị(?:tính)?$/i,
  ],
  // How many lengths of the row's one length a cable schedule asks for: 根数 × 单根长度.
  ['drumLength', /^(?:盘长|每盘长度?|单盘长度?|每盘米数|盘长度|轴长|每轴长度?|drumlength)(?:[(（][^)）]{0,6}[)）])?$/i],
  ['drums', /^(?:盘数|轴数|盘数量|drums|no\.?ofdrums)(?:[(（][^)）]{0,6}[)）])?$/i],
  ['runs', /^(?:根数|条数|并联根数|电缆根数|回路数|runs)$/i],
  ['issued', /^(?:已领|已领数量|已领用|实发|实发数量|已发|已发数量|已出库|出库数量|已发放)(?:[(（][^)）]{0,6}[)）])?$/],
  [
    'quantity',
    /数量|工程量|需求量|采购量|用量|长度|米数|总长|本月计划|本期计划|本次计划|计划量|合同量|q'?ty|quantity|length|수량|^qt[ée]s?$|^quantit[ée]s?$|^cantidad$|^cant\.?$|^quantidade$|^qtd\.?$|^menge$|^anzahl$|^ilo[śs][ćc]$|^miktar[ıi]?$|^s[ốo]l[ưu][ợo]ng$/i,
  ],
  [
    'remark',
    /备注|备考|说明|附注|技术要求|技术条件|要求|remark|note|비고|^observations?$|^observaciones$|^observações$|^obs\.?$|^bemerkungen?$|^hinweise?$|^uwagi$|^a[çc][ıi]klama$|^ghich[úu]$/i,
  ],
  ['material', /^(?:导体)?材质$|^导体材料$|^material$/i],
  ['insulation', /^(?:绝缘|绝缘材料|绝缘材质|绝缘类型|insulation)$/i],
  ['sheath', /^(?:护套|护套材料|护套材质|外护套|护套类型|sheath)$/i],
  ['armour', /^(?:铠装|铠装类型|铠装层|铠装方式|armou?r)$/i],
  // (特性: a 飞书多维表格's multi-select of tags, "阻燃,耐火".)
  ['fire', /^(?:阻燃\/耐火|阻燃耐火|阻燃或耐火|阻燃等级|耐火等级|燃烧性能|阻燃特性|特性|电缆特性)$/],
  ['colour', /^(?:颜色|色别|色|colou?rs?)$/i],
  ['packing', /^(?:包装|包装方式|包装规格|包装形式|packing|packaging)$/i],
  [
    'name',
    /名称|品名|材料|物资|设备|货物|产品|商品|name|description|품명|^d[ée]signation$|^libell[ée]$|^descripci[oó]n$|^descrição$|^bezeichnung$|^beschreibung$|^artikelbezeichnung$|^kurztext$|^nazwa$|^opis$|^malzeme(?:cinsi)?$|^t[êe]nv[ậa]tt[ưu]$|^t[êe]nh[àa]ng$/i,
  ],
];

/**
 * Whether labels name a record's or a header's columns: three of them roles a header would name, the quantity among
 * them (the one test of a form's labelled fields, a record over lines and a table typed with spaces).
 */
export function namesRecord(roles: readonly (ColumnRole | null)[]): boolean {
  return roles.filter((role) => role !== null).length >= 3 && roles.includes('quantity');
}

/** The role a header text names, or null. */
export function roleOf(header: string): ColumnRole | null {
  const whole = roleOfWords(header);
  if (whole) return whole;
  // A bilingual header ("单位\nUnit", "数量 Q'ty", Korea's "단위 Unit", a portal's "UOM 单位"): the role one of its
  // languages names.
  const parts = header
    .split(/[\r\n]+|(?<=[\u4e00-\u9fff\uac00-\ud7af)）])\s*(?=[A-Za-z])|(?<=[A-Za-z.)'])\s+(?=[\u4e00-\u9fff])/)
    .filter((part) => part.trim() !== '');
  if (parts.length < 2) return null;
  for (const part of parts) {
    const role = roleOfWords(part);
    if (role) return role;
  }
  return null;
}

function roleOfWords(header: string): ColumnRole | null {
  const text = normaliseText(header).replace(/\s+/g, '');
  if (!text || text.length > 20) return null;
  for (const [role, pattern] of ROLE_WORDS) if (pattern.test(text)) return role;
  return null;
}

export interface ColumnMap {
  roles: Array<ColumnRole | null>;
  /** A unit named in the quantity header ("长度(m)"). */
  headerUnit: string;
  /** Rows the header takes (1 or 2). */
  height: number;
  /** This time's quantity is an approved one (核定数量): a row with none there asks, it is not left out. */
  approved?: boolean;
  /** A unit named in the drum length's header ("盘长(km)"); metres when it names none. */
  drumLengthUnit?: string;
}

/** A header naming the length of one run of a row's cable (单根长度, 每根长度): 根数 of them make the row's quantity. */
const PER_RUN = /单根|单条|每根|每条|单长/;

/** A remark column named so (备注, Remarks), not a requirement's (技术要求). */
const REMARK_NAMED = /备注|备考|附注|remark|비고/i;

/** A header naming the row's whole amount, its parts and runs in it (工程量, 总长, 合计). */
const WHOLE_AMOUNT = /工程量|总长|总量|合计|总计/;

/** A header naming this time's quantity: a quotation sent back (本次询价数量, 本次数量), a change notice (调整后数量). */
const THIS_TIME = /本次|此次|这次|本期|本月|本轮|调整后|变更后|修改后|更正后|最终|核定|审定|核准|批准/;
/** A header naming the quantity someone approved (核定数量 beside 申请数量): a row left blank there is not settled. */
const APPROVED = /核定|审定|核准|批准/;

/** A version of a list's quantity, written under its 数量: 第一版 1, 第二版 2, v3 3; 原版 / 修改前 0, 新版 / 修改后 99. */
const VERSION =
  /^(?:第([一二三四五六七八九十\d]{1,2})版|[vV](\d{1,2})|(初版|原版|原设计|修改前|变更前|调整前)|(新版|终版|修改后|变更后|调整后))$/;
const VERSION_DIGITS = '一二三四五六七八九十';

function versionRank(cell: string): number | null {
  const m = VERSION.exec(normaliseText(cell).replace(/\s+/g, ''));
  if (!m) return null;
  if (m[3]) return 0;
  if (m[4]) return 99;
  const written = m[1] ?? m[2]!;
  return Number(written) || VERSION_DIGITS.indexOf(written) + 1;
}

/** The roles of columns that describe the item (what is asked for, not how much). */
export const DESCRIBING_ROLES: ReadonlySet<ColumnRole> = new Set(['model', 'spec', 'modelSpec', 'name']);

function rolesOf(cells: readonly string[]): Array<ColumnRole | null> {
  return cells.map((cell) => roleOf(cell ?? ''));
}

const count = (roles: ReadonlyArray<ColumnRole | null>) => roles.filter((r) => r !== null).length;

/**
 * A header at row `at`: three cells name roles (or every cell of a short header does), one of them describing the
 * item. The next row is part of the
 * header when it names roles in columns that the first row leaves empty or names as a group ("工程量" over "单位|数量").
 */
export function headerAt(rows: readonly (readonly string[])[], at: number): ColumnMap | null {
  const first = rows[at] ?? [];
  const roles = rolesOf(first);
  const filled = first.filter((c) => (c ?? '').trim() !== '').length;
  // Three header words, or a short header made only of header words ("型号 | 规格").
  const enough = count(roles) >= 3 || (count(roles) >= 2 && count(roles) === filled);
  if (!enough || !roles.some((r) => r !== null && DESCRIBING_ROLES.has(r))) return null;
  let height = 1;
  const next = rows[at + 1];
  if (next) {
    const below = rolesOf(next);
    const filledBelow = next.filter((c) => (c ?? '').trim() !== '').length;
    if (count(below) > 0 && count(below) === filledBelow) {
      height = 2;
      below.forEach((role, column) => {
        if (role) roles[column] = role;
      });
    }
  }
  // Versions of the quantity under one 数量 (第一版 | 第二版, 修改前 | 修改后): the latest is this time's quantity.
  if (height === 1 && next) {
    // A header cell merged down over both rows reads again in the second: not a cell of its own.
    const filledBelow = next.filter((c, column) => (c ?? '').trim() !== '' && c !== first[column]).length;
    // Under the quantity's header or the blank cells right of it that its merge covers.
    const underQuantity = (column: number) => {
      let c = column;
      while (c > 0 && !(first[c] ?? '').trim()) c--;
      return roles[c] === 'quantity';
    };
    const versions = next.flatMap((cell, column) => {
      const rank = underQuantity(column) ? versionRank(cell ?? '') : null;
      return rank === null ? [] : [{ column, rank }];
    });
    if (versions.length >= 2 && versions.length === filledBelow) {
      height = 2;
      const latest = versions.reduce((a, b) => (b.rank >= a.rank ? b : a));
      for (const { column } of versions) roles[column] = column === latest.column ? 'quantity' : 'lastQuantity';
    }
  }
  withTotalByParts(roles, first);
  withAddedQuantity(roles, first);
  let headerUnit = '';
  roles.forEach((role, column) => {
    if (role === 'quantity')
      headerUnit ||= unitInHeader(first[column] ?? '') || unitInHeader(rows[at + 1]?.[column] ?? '');
  });
  // A returned quotation with a column for this time's quantity (数量 … 本次询价数量): that one is the quantity, the old
  // one the last time's (a row saying 同上次 takes it).
  const quantities = roles.flatMap((role, column) => (role === 'quantity' ? [column] : []));
  const thisTime = quantities.filter(
    (column) => THIS_TIME.test(first[column] ?? '') || THIS_TIME.test(rows[at + 1]?.[column] ?? ''),
  );
  const approved =
    quantities.length > 1 &&
    thisTime.length === 1 &&
    (APPROVED.test(first[thisTime[0]!] ?? '') || APPROVED.test(rows[at + 1]?.[thisTime[0]!] ?? ''));
  if (quantities.length > 1 && thisTime.length === 1)
    for (const column of quantities) roles[column] = column === thisTime[0] ? 'quantity' : 'lastQuantity';
  // A cable schedule with both a length of one run (单根长度) and the row's total (数量): the total is the quantity, the
  // run's length the way to it when the total is not written (根数 × 单根长度).
  const perRun = quantities.filter(
    (column) => PER_RUN.test(first[column] ?? '') || PER_RUN.test(rows[at + 1]?.[column] ?? ''),
  );
  if (quantities.length > 1 && perRun.length === 1 && thisTime.length === 0) roles[perRun[0]!] = 'runLength';
  // A cable schedule whose only length is one cable's (单根长度) beside its cable numbers (W101~W112): the length
  // of each of the cables numbered.
  if (quantities.length === 1 && perRun.length === 1 && roles.includes('cableNumbers') && !roles.includes('runs'))
    roles[perRun[0]!] = 'runLength';
  // A quantity survey's lengths that add up to its 工程量 (水平长度 | 垂直长度 | 预留长度 | 根数 | 工程量): the total is the
  // quantity, the lengths and the runs already in it.
  const named = quantities.filter(
    (column) => WHOLE_AMOUNT.test(first[column] ?? '') || WHOLE_AMOUNT.test(rows[at + 1]?.[column] ?? ''),
  );
  if (quantities.length > 1 && named.length === 1 && thisTime.length === 0 && perRun.length === 0)
    roles.forEach((role, column) => {
      if ((role === 'quantity' && column !== named[0]) || role === 'runs' || role === 'cableNumbers')
        roles[column] = 'ignored';
    });
  // A 技术要求 column before the 备注 (a materials system's 技术标准/要求 | … | 备注): the 备注 is the row's remark.
  const remarks = roles.flatMap((role, column) => (role === 'remark' ? [column] : []));
  const remarkNamed = remarks.find((column) => REMARK_NAMED.test(normaliseText(first[column] ?? '')));
  if (remarks.length > 1 && remarkNamed !== undefined)
    for (const column of remarks) if (column !== remarkNamed) roles[column] = 'ignored';
  // Two columns may claim the same role (型号 and 规格型号): the first keeps it. A description beside another (物料描述
  // and 扩展描述, or 物料描述 and 规格型号) describes the same item further: both are read.
  const seen = new Set<ColumnRole>();
  const described = roles.some((role, column) => role === 'modelSpec' && /描述/.test(first[column] ?? ''));
  const unique = roles.map((role, column) => {
    if (!role || role === 'ignored' || role === 'part') return role;
    if (role === 'modelSpec' && seen.has(role) && (described || /描述/.test(first[column] ?? ''))) return role;
    if (seen.has(role)) return 'ignored' as const;
    seen.add(role);
    return role;
  });
  if (!unique.includes('quantity') && !unique.some((r) => r === 'modelSpec' || r === 'spec' || r === 'model'))
    return null;
  const drumLengthColumn = unique.indexOf('drumLength');
  const drumLengthUnit =
    drumLengthColumn < 0
      ? ''
      : unitInHeader(first[drumLengthColumn] ?? '') || unitInHeader(rows[at + 1]?.[drumLengthColumn] ?? '');
  return {
    roles: unique,
    headerUnit,
    height,
    ...(approved ? { approved } : {}),
    ...(drumLengthUnit ? { drumLengthUnit } : {}),
  };
}

/** A change list's added amount (本次增加(+), 增加量, 新增) and its reduced one (减少(−), 核减, 减量). */
const ADDED_COLUMN = /^(?:本次|此次)?(?:增加|新增|增量|追加|增补)(?:量|数量|数)?(?:[(（][^)）]{0,6}[)）])?$/;
const REDUCED_COLUMN = /^(?:本次|此次)?(?:减少|核减|减量|扣减|减)(?:量|数量|数)?(?:[(（][^)）]{0,6}[)）])?$/;

/**
 * A 设计变更/签证 增减明细 (原设计量 | 本次增加(+) | 减少(−) | 变更后数量): what is bought is the added amount; the
 * reduction comes out of stock, and the designed and after-change amounts are what the site holds, not an order.
 */
function withAddedQuantity(roles: Array<ColumnRole | null>, header: readonly string[]): void {
  const text = (column: number) => normaliseText(header[column] ?? '').replace(/\s+/g, '');
  const added = roles.findIndex((role, column) => role === null && ADDED_COLUMN.test(text(column)));
  const reduced = roles.findIndex((role, column) => role === null && REDUCED_COLUMN.test(text(column)));
  if (added < 0 || reduced < 0) return;
  roles.forEach((role, column) => {
    if (role === 'quantity' || role === 'lastQuantity') roles[column] = 'ignored';
  });
  roles[added] = 'quantity';
  roles[reduced] = 'ignored';
}

/** A header naming a row's total amount ("合计(米)", "总计", "数量合计"), without the word 数量 of its own. */
const TOTAL_COLUMN = /^(?:合计|总计|总量|共计|合计数量|数量合计|汇总)(?:[(（][^)）]{0,6}[)）])?$/;
/** A header of money: a 合计 beside it is a sum of money, not of metres. */
const MONEY = /价|金额|费/;

/**
 * A list by place (序号 | 名称 | 型号规格 | 单位 | 1#楼 | 2#楼 | 3#楼 | 地下室 | 合计(米)): a header naming no quantity but
 * a total, and no price, has the total as its quantity and the named columns between the description and the total
 * as its parts.
 */
function withTotalByParts(roles: Array<ColumnRole | null>, header: readonly string[]): void {
  if (roles.includes('quantity') || header.some((cell) => MONEY.test(cell ?? ''))) return;
  const text = (column: number) => normaliseText(header[column] ?? '').replace(/\s+/g, '');
  const total = roles.findIndex((role, column) => role === null && TOTAL_COLUMN.test(text(column)));
  if (total < 0) return;
  roles[total] = 'quantity';
  let after = -1;
  roles.forEach((role, column) => {
    if (column < total && role !== null && (DESCRIBING_ROLES.has(role) || role === 'unit')) after = column;
  });
  if (after < 0) return;
  for (let column = after + 1; column < total; column++)
    if (roles[column] === null && text(column)) roles[column] = 'part';
}

/** The columns whose header names what the item is (型号, 规格, 名称 …). */
function describingColumns(map: ColumnMap): number[] {
  return map.roles.flatMap((role, column) => (role && DESCRIBING_ROLES.has(role) ? [column] : []));
}

/** The rows from `start` that describe an item in one of its describing columns. */
function itemRows(map: ColumnMap, rows: readonly (readonly string[])[], start: number): (readonly string[])[] {
  const describing = describingColumns(map);
  return rows.slice(start).filter((cells) => describing.some((c) => (cells[c] ?? '').trim() !== ''));
}

/** A cell that is a number and nothing else, maybe with its unit ("600", "1,200", "85米", "1.5 km"). */
const NUMBER_CELL = new RegExp(String.raw`^${QUANTITY_NUMBER}\s*${QUANTITY_UNIT}?$`, 'i');

/**
 * A header that names no quantity column, with one column after the item's description whose header cell is empty
 * (a crop through the 数量 header, a header cell the customer left blank) and whose cells are numbers in nearly every
 * row that describes an item: that column holds the quantities. A run 1, 2, 3… is a serial number, not a quantity.
 */
export function withUnnamedQuantity(map: ColumnMap, rows: readonly (readonly string[])[], start: number): ColumnMap {
  if (map.roles.includes('quantity')) return map;
  const describing = describingColumns(map);
  const after = Math.max(...describing);
  const headerRows = rows.slice(start - map.height, start);
  const body = itemRows(map, rows, start);
  if (body.length < 3) return map;
  const candidates: number[] = [];
  const columns = Math.max(map.roles.length, ...body.map((cells) => cells.length));
  for (let column = after + 1; column < columns; column++) {
    if (map.roles[column]) continue;
    if (headerRows.some((cells) => (cells[column] ?? '').trim() !== '')) continue;
    const values = body.map((cells) => normaliseText(cells[column] ?? '').trim());
    const numbers = values.filter((v) => NUMBER_CELL.test(v));
    if (numbers.length < body.length * 0.8) continue;
    const serial = numbers.filter((v, i) => Number(v) === i + 1).length;
    if (serial >= numbers.length * 0.8) continue;
    candidates.push(column);
  }
  if (candidates.length !== 1) return map;
  const roles = [...map.roles];
  roles[candidates[0]!] = 'quantity';
  return { ...map, roles };
}

/** Of the rows that describe an item, the share whose cell holds a cable structure for a column to be the 规格 one. */
const SPEC_COLUMN_SHARE = 0.6;

/**
 * A header that names no 规格 column (nor 型号规格), with one column no header word names whose cells hold a cable
 * structure (4×120+1×70, 5×10, 10芯1.5) in most rows that describe an item: that column holds the specs. Its header
 * may be blank or a word read wrong (a photo's 规格 read 找格); structures are what only a 规格 column holds, and the
 * rows read from it still prove each structure (one that does not read is spec-unreadable, as in a named column).
 */
export function withUnnamedSpec(map: ColumnMap, rows: readonly (readonly string[])[], start: number): ColumnMap {
  if (map.roles.some((role) => role === 'spec' || role === 'modelSpec')) return map;
  const body = itemRows(map, rows, start);
  if (body.length < 3) return map;
  const candidates: number[] = [];
  const columns = Math.max(map.roles.length, ...body.map((cells) => cells.length));
  for (let column = 0; column < columns; column++) {
    if (map.roles[column]) continue;
    const structures = body.filter((cells) => {
      const cell = normaliseText(cells[column] ?? '');
      return findStructure(cell) !== null || findCoresStructure(cell) !== null;
    });
    if (structures.length >= body.length * SPEC_COLUMN_SHARE) candidates.push(column);
  }
  if (candidates.length !== 1) return map;
  const roles = [...map.roles];
  roles[candidates[0]!] = 'spec';
  return { ...map, roles };
}

/** Whether a row repeats header words (a header printed again at the top of a page). */
export function isHeaderRepeat(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => (c ?? '').trim() !== '');
  const named = filled.filter((c) => roleOf(c) !== null).length;
  return named >= 2 && named >= filled.length - 1;
}

/** Columns `from` (inclusive) to `to` (exclusive) of a sheet: one table of several printed side by side. */
export interface TablePart {
  from: number;
  to: number;
}

/**
 * The tables printed side by side under one header row (a design's 材料表 as "序号 型号规格 单位 数量 | 序号 型号规格
 * 单位 数量", items 1-7 on the left and 8-14 on the right): the header's first role named again further right starts
 * the next table, when each part is a header of its own naming what is asked for and how much. One part, the whole
 * width, otherwise.
 */
export function sideBySideParts(rows: readonly (readonly string[])[], at: number): TablePart[] {
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  const whole = [{ from: 0, to: width }];
  const header = rows[at] ?? [];
  const roles = rolesOf(header);
  const first = roles.findIndex((role) => role !== null && role !== 'ignored');
  if (first === -1) return whole;
  const starts = [first];
  for (let column = first + 1; column < roles.length; column++) if (roles[column] === roles[first]) starts.push(column);
  if (starts.length < 2) return whole;
  const parts = starts.map((from, i) => ({ from: i === 0 ? 0 : from, to: starts[i + 1] ?? width }));
  const complete = parts.every((part) => {
    const map = headerAt(
      rows.slice(at, at + 2).map((cells) => cells.slice(part.from, part.to)),
      0,
    );
    return map?.roles.includes('quantity') && map.roles.some((role) => role !== null && DESCRIBING_ROLES.has(role));
  });
  return complete ? parts : whole;
}
