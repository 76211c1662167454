/**
 * Writes the inquiry corpus: sheets, PDFs and texts in the layouts customers send, each with its answer key
 * (<name>.key.json) written from what the customer meant, not from any parser.
 *
 *   npx tsx corpus/inquiries/generate.ts
 *
 * The PDFs embed a subset of Noto Sans CJK SC (Debian's fonts-noto-cjk) read at generation time; the generated
 * files are committed, so tests and `npm run accuracy` need neither the font nor this script.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue } from '../../apps/mock-server/fixtures/catalogue';
import { type SourceRow, writePdf, writeText, writeXlsx } from './documents';
import {
  type AnswerKey,
  type Cable,
  CONTROL,
  Dice,
  type Expectation,
  FIRE,
  fullWidth,
  type KeyRow,
  LV_POWER,
  MEDIUM,
  metresFor,
  nameOf,
  OVERHEAD,
  specStyle,
  WIRES,
  withThousands,
  writeModelSpec,
  writeScope,
  writeSpec,
  writeWireArea,
} from './world';

const HERE = dirname(fileURLToPath(import.meta.url));
const NOISE: Expectation = { expect: 'noise' };

const item = (cable: Cable, metres: number, scopeWritten: boolean): Expectation => ({
  expect: 'item',
  model: cable.model,
  spec: cable.spec,
  ...(scopeWritten ? { scope: cable.scope } : {}),
  metres,
});
const review = (why: string): Expectation => ({ expect: 'review', why });
const unknown = (why: string): Expectation => ({ expect: 'unknown', why });
const row = (cells: Array<string | number>, truth: Expectation): SourceRow => ({ cells, truth });
const blankRow = (columns: number): SourceRow => row(Array(columns).fill(''), NOISE);
const spanned = (text: string, columns: number): SourceRow => ({
  cells: [text, ...Array(columns - 1).fill('')],
  truth: NOISE,
  spanned: true,
});

// ---- quantities as written beside a cable ----

interface WrittenQuantity {
  qty: string | number;
  unit: string;
  remark: string;
  /** Text appended to the model/spec cell instead of quantity and unit columns ("YJV-3×150 600米"). */
  inSpec: string;
  metres: number;
}

interface QuantityChoices {
  drum?: boolean;
  km?: boolean;
  inSpec?: boolean;
  inQtyCell?: boolean;
  fullWidth?: boolean;
  thousands?: boolean;
  units?: string[];
}

const isCoiled = (c: Cable) => c.model === 'BV' || c.model === 'BVR' || c.model === 'RVV';

function writeQuantity(cable: Cable, dice: Dice, choices: QuantityChoices): WrittenQuantity {
  const metres = metresFor(cable, dice);
  const units = choices.units ?? ['米', '米', '米', '米', 'm', 'M'];
  const plain = (): WrittenQuantity => ({ qty: metres, unit: dice.pick(units), remark: '', inSpec: '', metres });
  const roll = dice.next();
  if (isCoiled(cable) && roll < 0.35) {
    // Building wire is sold in 100 m coils (GB/T 5023 packing): 5卷 = 500 m.
    const coils = dice.pick([2, 3, 5, 10, 20, 30]);
    return { qty: coils, unit: dice.pick(['卷', '卷', '盘']), remark: '', inSpec: '', metres: coils * 100 };
  }
  if (choices.drum && roll < 0.08) {
    const length = dice.pick([300, 500, 500, 1000]);
    const drums = dice.pick([2, 3, 4]);
    const unit = dice.pick(['盘', '盘', '轴']);
    const remark = dice.pick([`每${unit}${length}米`, `${length}米/${unit}`, `${length}m/${unit}`]);
    return { qty: drums, unit, remark, inSpec: '', metres: drums * length };
  }
  if (choices.km && roll < 0.16) {
    const km = dice.pick([1, 1.2, 1.5, 2, 3, 0.8, 2.5]);
    return {
      qty: String(km),
      unit: dice.pick(['km', 'KM', '千米', '公里', 'Km']),
      remark: '',
      inSpec: '',
      metres: km * 1000,
    };
  }
  if (choices.thousands && roll < 0.24) {
    const big = dice.pick([1200, 1500, 2500, 3600, 1850, 12000]);
    return { qty: withThousands(big), unit: dice.pick(['米', 'm']), remark: '', inSpec: '', metres: big };
  }
  if (choices.inSpec && roll < 0.3) {
    return { qty: '', unit: '', remark: '', inSpec: ` ${metres}${dice.pick(['米', '米', 'm'])}`, metres };
  }
  if (choices.inQtyCell && roll < 0.36) {
    return { qty: `${metres}${dice.pick(['米', 'm', ' 米'])}`, unit: '', remark: '', inSpec: '', metres };
  }
  if (choices.fullWidth && roll < 0.4) {
    return { qty: fullWidth(String(metres)), unit: '米', remark: '', inSpec: '', metres };
  }
  return plain();
}

function pickCables(dice: Dice, pool: readonly Cable[], count: number): Cable[] {
  return Array.from({ length: count }, () => dice.pick(pool));
}

// ---- layout A: a contractor's project inquiry (序号 名称 型号规格 单位 数量 备注) ----

function layoutA(): { rows: SourceRow[]; widths: number[] } {
  const dice = new Dice(20250312);
  const columns = 6;
  let serial = 0;
  const rows: SourceRow[] = [
    spanned('XX花园二期机电安装工程电缆询价单', columns),
    spanned('项目名称：XX花园二期1#-6#楼    询价日期：2025年3月12日    联系人：王工 13912345678', columns),
    row(['序号', '名称', '型号规格', '单位', '数量', '备注'], NOISE),
  ];
  const cableRow = (cable: Cable) => {
    const written = writeModelSpec(cable, dice, { allowFullWidth: true });
    const q = writeQuantity(cable, dice, { drum: true, km: true, inSpec: true, fullWidth: true, thousands: true });
    rows.push(
      row(
        [++serial, nameOf(cable, dice), written.text + q.inSpec, q.unit, q.qty, q.remark],
        item(cable, q.metres, written.scopeWritten),
      ),
    );
  };
  const special = (cells: Array<string | number>, truth: Expectation) => rows.push(row([++serial, ...cells], truth));
  const yjv = (spec: string) => ({ model: 'YJV', scope: '0.6/1kV', spec });

  rows.push(spanned('一、低压电力电缆', columns));
  for (const cable of pickCables(dice, LV_POWER, 26)) cableRow(cable);
  special(['电力电缆', 'YJV-3×150mm² 600米', '', '', ''], item(yjv('3*150'), 600, false));
  special(['电力电缆', 'YJV 4*25+1*16（铜芯）', '米', 450, ''], item(yjv('4*25+1*16'), 450, false));
  special(['电力电缆', 'YJV－4×50＋1×25', '米', 200, ''], item(yjv('4*50+1*25'), 200, false));
  special(['电力电缆', 'YJV-0.6/1kV-3×240+1×120', 'km', 3, ''], item(yjv('3*240+1*120'), 3000, true));
  special(['铠装电缆', 'YJV22-4×95+1×50', '', '3 km', ''], item({ ...yjv('4*95+1*50'), model: 'YJV22' }, 3000, false));
  special(['电力电缆', 'YJV-4×185+1×95', '盘', 32, ''], review('32 drums, drum length not given'));
  special(['电力电缆', 'ＹＪＶ－３×９５＋１×５０', '米', '１５０', ''], item(yjv('3*95+1*50'), 150, false));
  special(['电力电缆', '0.6/1KV YJV 3×150', '米', '1,200', ''], item(yjv('3*150'), 1200, true));
  special(['电力电缆', 'YJV-3×240', '根', 2, ''], review('2 pieces of unknown length'));
  special(['电力电缆', 'YJV-4×120+1×70', '米', '', '长度待定'], review('no quantity'));
  special(['电力电缆', 'YJV-5×16', '米', '按实际', ''], review('quantity "as needed"'));
  special(['电力电缆', 'YJY-4×25+1×16', '米', 150, ''], review('YJY: typo of YJV, or the PE-sheathed YJY'));
  special(['电力电缆', 'YJV 3×240+1×150', '米', 100, ''], unknown('non-standard 3×240+1×150'));
  special(['电力电缆', 'YJV32-3×95', '米', 80, ''], unknown('YJV32 (steel wire armour) not made'));
  special(['电力电缆', 'YJV-1×500', '米', 300, ''], review('1×500 is medium voltage only: which voltage?'));
  for (const cable of pickCables(dice, LV_POWER, 22)) cableRow(cable);
  rows.push(row(['', '小计', '', '', '', ''], NOISE));
  rows.push(blankRow(columns));

  rows.push(spanned('二、阻燃耐火电缆', columns));
  for (const cable of pickCables(dice, FIRE, 26)) cableRow(cable);
  special(['阻燃电缆', 'ZR-YJV22-4×50+1×25', '米', 150, ''], unknown('ZR-YJV22 not in the catalogue'));
  special(['耐火电缆', 'NH-YJV-3×300', '米', 100, ''], unknown('NH-YJV 3×300 not made'));
  rows.push(blankRow(columns));

  rows.push(spanned('三、控制电缆', columns));
  for (const cable of pickCables(dice, CONTROL, 16)) cableRow(cable);
  const kvv = (spec: string) => ({ model: 'KVV', scope: '450/750V', spec });
  special(['控制电缆', 'KVV-10×1.5mm2', '米', 300, ''], item(kvv('10*1.5'), 300, false));
  special(['控制电缆', 'KVV10*1.5', 'm', 500, ''], item(kvv('10*1.5'), 500, false));
  special(['控制电缆', 'KW-4×1.5', '米', 200, ''], review('KW: typo of KVV'));
  special(['屏蔽控制电缆', 'KVVP-10×1.5', '米', 300, ''], unknown('KVVP (screened) not made'));
  special(['计算机电缆', 'DJYPVP-2×2×1.0', '米', 500, ''], unknown('computer cable not made'));

  rows.push(spanned('四、电线及护套线', columns));
  for (const cable of pickCables(dice, WIRES, 24)) cableRow(cable);
  const bv = (spec: string) => ({ model: 'BV', scope: '450/750V', spec });
  special(['电线', 'BV2.5', '卷', 100, ''], item(bv('1*2.5'), 10000, false));
  special(['电线', 'BV-2.5', '米', 100, ''], item(bv('1*2.5'), 100, false));
  special(
    ['护套线', 'RVV 3*1.5 护套线', '卷', 5, ''],
    item({ model: 'RVV', scope: '300/500V', spec: '3*1.5' }, 500, false),
  );
  special(['电线', 'BVV-2×2.5', '米', 200, ''], unknown('BVV not made'));

  rows.push(spanned('五、其他', columns));
  special(['中压电缆', 'YJV22-8.7/15-3*240', '米', 1200, ''], item({ ...mvCable('YJV22', '3*240') }, 1200, true));
  special(['镀锌钢管', 'DN50', '米', 120, ''], unknown('steel pipe'));
  special(['电缆桥架', '200×100', '米', 60, ''], unknown('cable tray'));
  special(['电缆终端头', '10kV 3×240 户内', '套', 6, ''], unknown('terminations'));
  rows.push(row(['合计', '', '', '', '', ''], NOISE));
  rows.push(blankRow(columns));
  rows.push(spanned('注：1.报价含税（13%增值税专用发票），含运费送至工地；', columns));
  rows.push(spanned('2.电缆须符合国标GB/T 12706-2020，提供第三方检测报告；', columns));
  rows.push(spanned('3.请于3月20日前回复报价，注明交货期及付款方式。', columns));
  rows.push(spanned('以下空白', columns));
  return { rows, widths: [6, 20, 34, 8, 10, 16] };
}

function mvCable(model: string, spec: string): Cable {
  return { model, scope: '8.7/15kV', spec };
}

// ---- layout B: a design institute's material list (two-row header, separate model/spec/voltage, codes) ----

function layoutB(): { rows: SourceRow[]; widths: number[]; merges: Array<[number, number, number, number]> } {
  const dice = new Dice(20250402);
  const columns = 10;
  let serial = 0;
  const header1 = ['序号', '物料编码', '材料名称', '型号', '规格', '电压等级', '工程量', '', '品牌要求', '备注'];
  const header2 = ['', '', '', '', '', '', '单位', '数量', '', ''];
  const rows: SourceRow[] = [
    spanned('XX产业园10kV配电工程主要材料清单', columns),
    row(header1, NOISE),
    row(header2, NOISE),
  ];
  const merges: Array<[number, number, number, number]> = [];
  const headerMerges = (top: number) => {
    for (const column of [1, 2, 3, 4, 5, 6, 9, 10]) merges.push([top, column, top + 1, column]);
    merges.push([top, 7, top, 8]);
  };
  headerMerges(2);
  let code = 30010100;
  const brands = ['远东', '宝胜', '上上', '远东/宝胜/上上', '', '', '', ''];
  const remarks = ['', '', '', '', '1#变电所', '消防泵房', '含敷设余量', '出线柜至变压器'];
  const cableRow = (cable: Cable, voltage?: string) => {
    code += Math.floor(dice.next() * 40) + 1;
    const style = specStyle(dice);
    const spec =
      cable.model === 'BV' || cable.model === 'BVR' ? writeWireArea(cable.spec, dice) : writeSpec(cable.spec, style);
    // Medium-voltage and overhead lines always carry their voltage; low-voltage ones often leave it blank.
    const always = cable.scope !== '0.6/1kV' && cable.model !== 'BV' && cable.model !== 'BVR';
    const stated = voltage ?? (always || dice.chance(0.75) ? writeScope(cable.scope, dice) : '');
    const km = dice.chance(0.07);
    const metres = km ? dice.pick([1000, 1500, 2000]) : metresFor(cable, dice);
    rows.push(
      row(
        [
          ++serial,
          String(code),
          nameOf(cable, dice),
          cable.model,
          spec,
          stated,
          km ? 'km' : dice.pick(['米', '米', 'm']),
          km ? metres / 1000 : metres,
          dice.pick(brands),
          dice.pick(remarks),
        ],
        item(cable, metres, stated !== ''),
      ),
    );
  };
  const special = (cells: Array<string | number>, truth: Expectation) => {
    code += 7;
    rows.push(row([++serial, String(code), ...cells], truth));
  };

  rows.push(spanned('一、10kV电力电缆', columns));
  for (const cable of pickCables(dice, MEDIUM.slice(0, 14), 14)) cableRow(cable);
  special(
    ['中压电力电缆', 'YJV', '3×240', '8.7/15kV', '米', 850, '远东', ''],
    item(mvCable('YJV', '3*240'), 850, true),
  );
  special(['电力电缆', 'YJV22', '3×240', '10kV', '米', 420, '', ''], review('10kV: 8.7/10 or 8.7/15?'));
  special(
    ['电力电缆', 'YJV', '1×300', '26/35kV', '米', 360, '', '主变进线'],
    item({ model: 'YJV', scope: '26/35kV', spec: '1*300' }, 360, true),
  );
  special(['铝合金电缆', 'YJLHV', '3×185', '8.7/15kV', '米', 600, '', ''], unknown('aluminium alloy cable'));
  rows.push(row(['', '', '小计', '', '', '', '', '', '', ''], NOISE));

  rows.push(spanned('二、0.6/1kV电力电缆', columns));
  for (const cable of pickCables(dice, LV_POWER, 30)) cableRow(cable);
  special(
    ['电力电缆', 'YJV', '3×240', '0.6/1kV', '米', 260, '', ''],
    item({ model: 'YJV', scope: '0.6/1kV', spec: '3*240' }, 260, true),
  );
  // A printed list repeats its header at the top of page 2.
  rows.push(row(header1, NOISE), row(header2, NOISE));
  headerMerges(rows.length - 1);
  for (const cable of pickCables(dice, [...LV_POWER, ...FIRE], 26)) cableRow(cable);
  special(['屏蔽控制电缆', 'ZR-KVVP', '4×1.5', '450/750V', '米', 200, '', ''], unknown('ZR-KVVP not made'));
  rows.push(row(['', '', '小计', '', '', '', '', '', '', ''], NOISE));

  rows.push(spanned('三、控制电缆及电线', columns));
  for (const cable of pickCables(dice, CONTROL, 12)) cableRow(cable);
  for (const cable of pickCables(dice, WIRES.slice(0, 12), 10)) cableRow(cable, dice.chance(0.5) ? '450/750V' : '');

  rows.push(spanned('四、架空线路', columns));
  for (const cable of OVERHEAD) cableRow(cable, cable.scope);
  special(['架空绝缘导线', 'JKLYJ', '1×150', '', '米', 900, '', ''], review('JKLYJ 1×150: 1kV or 10kV?'));
  rows.push(row(['合计', '', '', '', '', '', '', '', '', ''], NOISE));
  rows.push(spanned('说明：1.电缆长度为估算长度，以现场实际为准；2.所有电缆均为铜芯（注明者除外）。', columns));
  rows.push(row(['编制：李工', '', '', '审核：张工', '', '', '', '日期：2025-04-02', '', ''], NOISE));
  return { rows, widths: [6, 12, 18, 10, 16, 11, 7, 9, 16, 14], merges };
}

// ---- layout C: a contractor's purchase list (数量 before 单位, price columns, units inside cells) ----

function layoutC(): { rows: SourceRow[]; widths: number[] } {
  const dice = new Dice(20250508);
  const columns = 8;
  let serial = 0;
  const rows: SourceRow[] = [
    row(['电缆采购需求表', '', '', '', '', '', '', ''], NOISE),
    row(['需方：XX建设集团有限公司第三项目部', '', '', '', '', '', '', ''], NOISE),
    row(['日期：2025.05.08', '', '', '', '', '', '', ''], NOISE),
    blankRow(columns),
    row(['序号', '规格型号', '名称', '数量', '单位', '单价（元）', '金额（元）', '备注'], NOISE),
  ];
  const cableRow = (cable: Cable) => {
    const written = writeModelSpec(cable, dice, { allowFullWidth: true });
    const q = writeQuantity(cable, dice, { drum: true, km: true, inQtyCell: true, thousands: true, inSpec: true });
    rows.push(
      row(
        [++serial, written.text + q.inSpec, nameOf(cable, dice), q.qty, q.unit, '', '', q.remark],
        item(cable, q.metres, written.scopeWritten),
      ),
    );
  };
  const special = (cells: Array<string | number>, truth: Expectation) => rows.push(row([++serial, ...cells], truth));
  for (const cable of pickCables(dice, [...LV_POWER, ...FIRE], 40)) cableRow(cable);
  const yjv = (spec: string) => ({ model: 'YJV', scope: '0.6/1kV', spec });
  special(['YJV-4×35+1×16 300m', '电力电缆', '', '', '', '', ''], item(yjv('4*35+1*16'), 300, false));
  special(['YJV-3×70+1×35', '电力电缆', '32', '盘', '', '', ''], review('32 drums, no drum length'));
  special(['YJV-4×70+1×35', '电力电缆', '2', '盘', '', '', '每盘1000米'], item(yjv('4*70+1*35'), 2000, false));
  special(
    ['YJV22-4×50+1×25', '铠装电缆', '3', '轴', '', '', '500m/轴'],
    item({ ...yjv('4*50+1*25'), model: 'YJV22' }, 1500, false),
  );
  special(
    ['ZR-YJV-4×95+1×50', '阻燃电缆', '2盘(每盘500米)', '', '', '', ''],
    item({ ...yjv('4*95+1*50'), model: 'ZR-YJV' }, 1000, false),
  );
  special(['YJV-5×10', '电力电缆', '3km', '', '', '', ''], item(yjv('5*10'), 3000, false));
  special(['YJV-4×16', '电力电缆', '0.8', '千米', '', '', ''], item(yjv('4*16'), 800, false));
  special(['YJV-4×25+1×16', '电力电缆', '约300', '米', '', '', ''], item(yjv('4*25+1*16'), 300, false));
  special(['YJV-3×185+1×95', '电力电缆', '', '米', '', '', '按图纸'], review('no quantity'));
  special(
    ['YJLV-4×120+1×70', '铝芯电缆', '1,500', 'm', '', '', ''],
    item({ ...yjv('4*120+1*70'), model: 'YJLV' }, 1500, false),
  );
  rows.push(blankRow(columns));
  for (const cable of pickCables(dice, [...CONTROL, ...WIRES], 30)) cableRow(cable);
  special(['KVW-10×1.5', '控制电缆', '400', '米', '', '', ''], review('KVW: a misread KVV'));
  special(
    ['BV-4mm²', '电线', '２０', '卷', '', '', ''],
    item({ model: 'BV', scope: '450/750V', spec: '1*4' }, 2000, false),
  );
  special(
    ['BVR 6平方', '软线', '500', '米', '', '', ''],
    item({ model: 'BVR', scope: '450/750V', spec: '1*6' }, 500, false),
  );
  special(['GYTA53-12B1', '光缆', '2', 'km', '', '', ''], unknown('optical fibre cable'));
  special(['YJV-2×10', '电力电缆', '1,200', 'M', '', '', ''], item(yjv('2*10'), 1200, false));
  for (const cable of pickCables(dice, [...LV_POWER, ...MEDIUM], 12)) cableRow(cable);
  rows.push(row(['合计', '', '', '', '', '', '', ''], NOISE));
  rows.push(
    row(['备注：以上数量为暂估，以实际为准；请报含税到厂价，报价有效期30天。', '', '', '', '', '', '', ''], NOISE),
  );
  return { rows, widths: [6, 34, 16, 10, 8, 12, 12, 16] };
}

// ---- layout D: a design's cable schedule (电缆清册: one row per circuit, length header in metres) ----

function layoutD(): { rows: SourceRow[]; widths: number[] } {
  const dice = new Dice(20250611);
  const columns = 8;
  const rows: SourceRow[] = [
    spanned('1#厂房低压配电系统电缆清册', columns),
    row(['序号', '电缆编号', '起点', '终点', '型号', '规格', '长度(m)', '备注'], NOISE),
  ];
  const targets = ['1#楼AP1', '1#楼AP2', '2#楼AL1', '消防泵房XF1', '空压站', '水泵房', '照明配电箱AL3', '充电桩'];
  const pool = [...LV_POWER.filter((c) => c.model === 'YJV' || c.model === 'YJV22'), ...FIRE.slice(0, 12)];
  for (let i = 1; i <= 52; i++) {
    const cable = dice.pick(pool);
    const writtenModel = dice.chance(0.4) ? `${cable.model}-0.6/1kV` : cable.model;
    const metres = dice.pick([35, 48, 60, 85, 92, 120, 135, 160, 210, 260, 18, 75]);
    rows.push(
      row(
        [
          i,
          `WP${Math.ceil(i / 4)}-${((i - 1) % 4) + 1}`,
          dice.pick(['低压配电室', '变电所', '1#配电间']),
          dice.pick(targets),
          writtenModel,
          writeSpec(cable.spec, { times: dice.pick(['×', '×', '*']), suffix: '' }),
          metres,
          dice.pick(['', '', '', '穿管敷设', '桥架敷设', '直埋']),
        ],
        item(cable, metres, writtenModel.includes('kV')),
      ),
    );
  }
  rows.push(row([53, 'WP14-1', '变电所', '预留', 'YJV', '4×240+1×120', '', '待定'], review('no length')));
  rows.push(row(['', '', '', '', '', '合计', '', ''], NOISE));
  rows.push(spanned('注：电缆长度已含10%预留量。', columns));
  return { rows, widths: [6, 10, 14, 16, 16, 16, 10, 12] };
}

// ---- PDFs: E (单位 before 数量) and F (separate model/spec/voltage, 数量 before 单位) ----

function layoutE(): { rows: SourceRow[] } {
  const dice = new Dice(20250618);
  const rows: SourceRow[] = [];
  let serial = 0;
  const add = (cable: Cable) => {
    const written = writeModelSpec(cable, dice);
    const q = writeQuantity(cable, dice, { drum: true, km: true, thousands: true });
    rows.push(
      row(
        [
          ++serial,
          nameOf(cable, dice),
          written.text,
          q.unit,
          typeof q.qty === 'number' ? String(q.qty) : q.qty,
          q.remark,
        ],
        item(cable, q.metres, written.scopeWritten),
      ),
    );
  };
  for (const cable of pickCables(dice, [...LV_POWER, ...FIRE, ...CONTROL, ...WIRES], 34)) add(cable);
  rows.push(row([++serial, '电力电缆', 'YJV-4×150+1×70', '盘', '4', ''], review('4 drums, no length')));
  rows.push(row(['', '合计', '', '', '', ''], NOISE));
  return { rows };
}

function layoutF(): { rows: SourceRow[] } {
  const dice = new Dice(20250619);
  const rows: SourceRow[] = [];
  let serial = 0;
  const add = (cable: Cable) => {
    const always = cable.scope !== '0.6/1kV' && cable.scope !== '450/750V';
    const stated = always || dice.chance(0.7) ? writeScope(cable.scope, dice) : '';
    const spec =
      cable.model === 'BV' || cable.model === 'BVR'
        ? writeWireArea(cable.spec, dice)
        : writeSpec(cable.spec, specStyle(dice));
    const q = writeQuantity(cable, dice, { drum: true, km: true, thousands: true });
    rows.push(
      row(
        [++serial, nameOf(cable, dice), cable.model, spec, stated, String(q.qty), q.unit, q.remark],
        item(cable, q.metres, stated !== ''),
      ),
    );
  };
  for (const cable of pickCables(dice, [...MEDIUM, ...LV_POWER, ...OVERHEAD, ...CONTROL], 34)) add(cable);
  rows.push(
    row([++serial, '电力电缆', 'YJV', '1×630', '', '600', '米', ''], review('1×630 is made at 8.7/15kV and 26/35kV')),
  );
  rows.push(row([++serial, '控制电缆', 'KVVP2', '4×1.5', '450/750V', '300', '米', ''], unknown('KVVP2 not made')));
  return { rows };
}

// ---- texts: a chat message and a block pasted from Excel ----

function chatMessage(): SourceRow[] {
  const t = (text: string, truth: Expectation) => row([text], truth);
  const yjv = (spec: string) => ({ model: 'YJV', scope: '0.6/1kV', spec });
  const dice = new Dice(20250701);
  const lines: SourceRow[] = [
    t('王经理您好，我们项目需要以下电缆，麻烦报个价：', NOISE),
    t('', NOISE),
    t('1、YJV-0.6/1kV 4×95+1×50 电缆 320米', item(yjv('4*95+1*50'), 320, true)),
    t('2. BV2.5 100卷', item({ model: 'BV', scope: '450/750V', spec: '1*2.5' }, 10000, false)),
    t('3）KVV10*1.5 500m', item({ model: 'KVV', scope: '450/750V', spec: '10*1.5' }, 500, false)),
    t('4、BV-2.5 100米', item({ model: 'BV', scope: '450/750V', spec: '1*2.5' }, 100, false)),
    t('5、YJV22-8.7/15-3*240 1.2km', item(mvCable('YJV22', '3*240'), 1200, true)),
    t('6、RVV3*1.5护套线 2卷', item({ model: 'RVV', scope: '300/500V', spec: '3*1.5' }, 200, false)),
    t('7、ZR-YJV 3*185+2*95 共450米', item({ ...yjv('3*185+2*95'), model: 'ZR-YJV' }, 450, false)),
    t('8、NH-YJV-4*16 80m', item({ model: 'NH-YJV', scope: '0.6/1kV', spec: '4*16' }, 80, false)),
    t('9、电力电缆YJV3*150 600米', item(yjv('3*150'), 600, false)),
    t('10、YJV 4×240+1×120，2盘，每盘500米', item(yjv('4*240+1*120'), 1000, false)),
    t('11、YJV 3×120+1×70 32盘', review('32 drums, no length')),
    t('12、WDZ-YJY 5×10 1,500米', item({ model: 'WDZ-YJY', scope: '0.6/1kV', spec: '5*10' }, 1500, false)),
    t('13、KVV 4*2.5 300', item({ model: 'KVV', scope: '450/750V', spec: '4*2.5' }, 300, false)),
    t('14、YJLV 4*70+1*35 0.5公里', item({ ...yjv('4*70+1*35'), model: 'YJLV' }, 500, false)),
    t('15、JKLYJ-10kV-1*120 1500米', item({ model: 'JKLYJ', scope: '10kV', spec: '1*120' }, 1500, true)),
    t('16、KW 7*1.5 200米', review('KW: typo of KVV')),
    t('17、光缆 12芯 2000米', unknown('optical fibre')),
  ];
  let n = 17;
  for (const cable of pickCables(dice, [...LV_POWER, ...FIRE, ...WIRES, ...CONTROL], 16)) {
    const written = writeModelSpec(cable, dice);
    const coiled = isCoiled(cable) && dice.chance(0.3);
    const metres = coiled ? dice.pick([5, 10, 20]) * 100 : metresFor(cable, dice);
    const quantity = coiled ? `${metres / 100}卷` : `${metres}${dice.pick(['米', '米', 'm', ' 米', 'M'])}`;
    const sep = dice.pick(['、', '.', '、', ' ']);
    lines.push(t(`${++n}${sep}${written.text} ${quantity}`, item(cable, metres, written.scopeWritten)));
  }
  lines.push(
    t('', NOISE),
    t('以上均要国标，含税含运费到上海松江工地，谢谢！', NOISE),
    t('交货期：7天内', NOISE),
    t('张工 13912345678', NOISE),
  );
  return lines;
}

function excelPaste(): SourceRow[] {
  const dice = new Dice(20250702);
  const rows: SourceRow[] = [row(['序号', '名称', '规格型号', '数量', '单位', '备注'], NOISE)];
  let serial = 0;
  for (const cable of pickCables(dice, [...LV_POWER, ...FIRE, ...CONTROL, ...WIRES, ...MEDIUM], 36)) {
    const written = writeModelSpec(cable, dice);
    const q = writeQuantity(cable, dice, { km: true, thousands: true, drum: true });
    rows.push(
      row(
        [++serial, nameOf(cable, dice), written.text, String(q.qty), q.unit, q.remark],
        item(cable, q.metres, written.scopeWritten),
      ),
    );
  }
  rows.push(row([++serial, '电力电缆', 'YJV-4×50+1×25', '', '米', ''], review('no quantity')));
  rows.push(row(['', '合计', '', '', '', ''], NOISE));
  return rows;
}

// ---- writing and checking ----

/** Every item's cable must be in the catalogue; unknown rows must not be. */
function checkAgainstCatalogue(key: AnswerKey): void {
  const { cables } = buildCatalogue();
  for (const entry of key.rows) {
    const truth = entry.truth;
    if (truth.expect !== 'item') continue;
    const found = cables.some(
      (c) => c.model === truth.model && c.spec === truth.spec && (!truth.scope || c.scope === truth.scope),
    );
    if (!found)
      throw new Error(
        `${key.file} row ${entry.row}: ${truth.model} ${truth.scope ?? ''} ${truth.spec} is not in the catalogue`,
      );
    if (!(truth.metres > 0)) throw new Error(`${key.file} row ${entry.row}: no metres`);
  }
}

function save(file: string, data: Buffer | string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]): void {
  const key: AnswerKey = { file, kind, layout, rows };
  checkAgainstCatalogue(key);
  writeFileSync(join(HERE, file), data);
  writeFileSync(join(HERE, file.replace(/\.[a-z]+$/, '.key.json')), `${JSON.stringify(key, null, 2)}\n`);
  const counts = rows.reduce<Record<string, number>>((acc, r) => {
    acc[r.truth.expect] = (acc[r.truth.expect] ?? 0) + 1;
    return acc;
  }, {});
  console.log(file.padEnd(34), JSON.stringify(counts));
}

async function main(): Promise<void> {
  const a = layoutA();
  const sheetA = await writeXlsx({ name: '询价单', widths: a.widths, rows: a.rows });
  save(
    'a-building-project.xlsx',
    sheetA.data,
    'sheet',
    'title, merged cells, 序号/名称/型号规格/单位/数量/备注',
    sheetA.key,
  );

  const b = layoutB();
  const sheetB = await writeXlsx({ name: '主要材料表', widths: b.widths, rows: b.rows, merges: b.merges });
  save(
    'b-design-institute.xlsx',
    sheetB.data,
    'sheet',
    'two-row header, 物料编码, separate 型号/规格/电压等级, 工程量(单位|数量)',
    sheetB.key,
  );

  const c = layoutC();
  const sheetC = await writeXlsx({ name: 'Sheet1', widths: c.widths, rows: c.rows });
  save(
    'c-contractor-order.xlsx',
    sheetC.data,
    'sheet',
    '规格型号/名称/数量/单位 with price columns, units inside cells',
    sheetC.key,
  );

  const d = layoutD();
  const sheetD = await writeXlsx({ name: '电缆清册', widths: d.widths, rows: d.rows });
  save('d-cable-schedule.xlsx', sheetD.data, 'sheet', 'cable schedule: circuit codes, 型号/规格, 长度(m)', sheetD.key);

  const e = layoutE();
  const pdfE = await writePdf({
    title: 'XX工业园区配电工程电缆询价单',
    info: '询价单位：XX电气工程有限公司    日期：2025-06-18    联系人：刘工 13812345678',
    header: ['序号', '名称', '型号规格', '单位', '数量', '备注'],
    widths: [40, 120, 250, 50, 80, 200],
    rows: e.rows,
    perPage: 22,
    footer: ['注：1.报价含税含运费；2.电缆须提供合格证及检测报告。', '请于6月25日前回复。'],
  });
  save('e-unit-before-quantity.pdf', pdfE.data, 'pdf', 'PDF: 序号/名称/型号规格/单位/数量/备注', pdfE.key);

  const f = layoutF();
  const pdfF = await writePdf({
    title: '电缆采购询价函',
    info: '致：电缆供应商    项目：XX污水处理厂提标改造工程    日期：2025年6月19日',
    header: ['序号', '名称', '型号', '规格', '电压等级', '数量', '单位', '备注'],
    widths: [36, 110, 80, 150, 80, 70, 50, 160],
    rows: f.rows,
    perPage: 20,
    footer: ['备注：以上为暂定数量，结算以实际供货为准。'],
  });
  save('f-quantity-before-unit.pdf', pdfF.data, 'pdf', 'PDF: 序号/名称/型号/规格/电压等级/数量/单位/备注', pdfF.key);

  const g = writeText(chatMessage(), '');
  save('g-chat-message.txt', g.data, 'text', 'a chat message: numbered free-text lines, greeting and sign-off', g.key);

  const h = writeText(excelPaste(), '\t');
  save(
    'h-pasted-from-excel.txt',
    h.data,
    'text',
    'rows copied from Excel (tab-separated, header 序号/名称/规格型号/数量/单位/备注)',
    h.key,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
