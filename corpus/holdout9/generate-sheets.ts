/**
 * The sheets and the PDF of the ninth holdout corpus: four spreadsheets (three .xlsx, one CSV) and one text PDF, with
 * their answer keys. Deterministic: fixed dates, no randomness, byte for byte the same on every run.
 *
 *   npx tsx corpus/holdout9/generate-sheets.ts
 *   npx tsx corpus/holdout4/check.ts corpus/holdout9
 *
 * The keys are written from what each file shows and what a careful salesperson would quote (README-sheets.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import {
  type AnswerKey,
  blank,
  type Cell,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  review,
  row,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writeCsv,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

function save(file: string, data: Buffer | string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = {
    file,
    kind,
    layout,
    rows: rows.map((r) => ({ ...r, text: r.text.replace(/\n/g, '⏎') })),
  };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
  const count = (what: Truth['expect']) => rows.filter((r) => r.truth.expect === what).length;
  console.log(
    `${file}: ${rows.length} rows, ${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise`,
  );
}

const km = (n: number, digits = 3): Cell => ({ number: n, format: `0.${'0'.repeat(digits)}` });
const grouped = (n: number): Cell => ({ number: n, format: '#,##0' });
const twoPlaces = (n: number): Cell => ({ number: n, format: '0.00' });

// ---------------------------------------------------------------------------------------------------------------
// 1. A purchasing platform's 询价单 export: one row per 物料, the cable's make-up in attribute columns.
// ---------------------------------------------------------------------------------------------------------------
async function platformAttributes() {
  const due = (d: string): Cell => ({ date: d });
  const data: Array<[Cell[], Truth]> = [
    [
      [
        '300100012',
        '电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '0.6/1kV',
        '4+1',
        '185+95',
        '米',
        620,
        due('2025-10-15'),
        '',
      ],
      item('YJV', '4*185+1*95', 620, '0.6/1kV'),
    ],
    [
      [
        '300100013',
        '电力电缆',
        '铜',
        'XLPE',
        'PVC',
        '无',
        '—',
        '0.6/1kV',
        '4+1',
        '95+50',
        'm',
        grouped(1350),
        due('2025-10-15'),
        '',
      ],
      item('YJV', '4*95+1*50', 1350, '0.6/1kV'),
    ],
    [
      [
        '300100027',
        '电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '钢带铠装',
        '无',
        '0.6/1kV',
        '3+2',
        '120+70',
        '米',
        280,
        due('2025-10-15'),
        '直埋段',
      ],
      item('YJV22', '3*120+2*70', 280, '0.6/1kV'),
    ],
    [
      [
        '300100031',
        '电力电缆',
        '铝',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '0.6/1kV',
        '4+1',
        '240+120',
        '千米',
        km(0.46),
        due('2025-10-20'),
        '',
      ],
      item('YJLV', '4*240+1*120', 460, '0.6/1kV', '0.460 千米'),
    ],
    [
      [
        '300200004',
        '阻燃电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '阻燃C类',
        '0.6/1kV',
        5,
        16,
        '米',
        900,
        due('2025-10-15'),
        '',
      ],
      item('ZC-YJV', '5*16', 900, '0.6/1kV'),
    ],
    [
      [
        '300200011',
        '耐火电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '耐火',
        '0.6/1kV',
        '4+1',
        '35+16',
        '米',
        450,
        due('2025-10-15'),
        '消防负荷',
      ],
      item('NH-YJV', '4*35+1*16', 450, '0.6/1kV'),
    ],
    [
      [
        '300200019',
        '低烟无卤电力电缆',
        '铜',
        '交联聚乙烯',
        '无卤低烟聚烯烃',
        '无',
        '阻燃',
        '0.6/1kV',
        4,
        50,
        '米',
        210,
        due('2025-10-15'),
        '',
      ],
      item('WDZ-YJY', '4*50', 210, '0.6/1kV'),
    ],
    [
      [
        '300100040',
        '电力电缆',
        '铜',
        '聚氯乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '0.6/1kV',
        '3+1',
        '50+25',
        '米',
        160,
        due('2025-10-15'),
        '',
      ],
      item('VV', '3*50+1*25', 160, '0.6/1kV'),
    ],
    [
      [
        '300300002',
        '中压电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '钢带铠装',
        '无',
        '8.7/15kV',
        3,
        240,
        '米',
        grouped(1800),
        due('2025-10-30'),
        '',
      ],
      item('YJV22', '3*240', 1800, '8.7/15kV'),
    ],
    [
      [
        '300300005',
        '中压电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '10kV',
        3,
        95,
        '米',
        650,
        due('2025-10-30'),
        '',
      ],
      review(
        '10kV is the network voltage only: YJV 3×95 is made at 0.6/1kV and 8.7/15kV, the level is a person’s call',
      ),
    ],
    [
      [
        '300400010',
        '控制电缆',
        '铜',
        '聚氯乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '450/750V',
        10,
        1.5,
        '米',
        600,
        due('2025-10-15'),
        '',
      ],
      item('KVV', '10*1.5', 600, '450/750V'),
    ],
    [
      [
        '300400016',
        '控制电缆',
        '铜',
        '聚氯乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '450/750V',
        4,
        1.5,
        '米',
        380,
        due('2025-10-15'),
        '铜带总屏蔽',
      ],
      unknown('the note makes it a shielded control cable (KVVP), not in the catalogue'),
    ],
    [
      [
        '300500001',
        '铜芯聚氯乙烯绝缘电线',
        '铜',
        '聚氯乙烯',
        '—',
        '—',
        '—',
        '450/750V',
        1,
        2.5,
        '卷',
        40,
        due('2025-10-10'),
        '红、黄、绿、蓝、黄绿双色各8卷',
      ],
      item('BV', '1*2.5', 4000, '450/750V', '40 卷 × 100 m'),
    ],
    [
      [
        '300500009',
        '铜芯聚氯乙烯绝缘软电线',
        '铜（多股软）',
        '聚氯乙烯',
        '—',
        '—',
        '—',
        '450/750V',
        1,
        6,
        '米',
        500,
        due('2025-10-10'),
        '',
      ],
      item('BVR', '1*6', 500, '450/750V'),
    ],
    [
      [
        '300100052',
        '电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '0.6/1kV',
        1,
        240,
        '米',
        360,
        due('2025-10-15'),
        '单芯，三相各120米',
      ],
      item('YJV', '1*240', 360, '0.6/1kV'),
    ],
    [
      [
        '300100058',
        '电力电缆',
        '铜',
        '交联聚乙烯',
        '聚乙烯',
        '钢带铠装',
        '无',
        '0.6/1kV',
        '4+1',
        '70+35',
        '米',
        300,
        due('2025-10-15'),
        '',
      ],
      unknown('a PE outer sheath over steel tape is YJV23, not in the catalogue'),
    ],
    [
      [
        '300100063',
        '电力电缆',
        '铝',
        '交联聚乙烯',
        '聚氯乙烯',
        '钢带铠装',
        '无',
        '0.6/1kV',
        4,
        150,
        '米',
        220,
        due('2025-10-15'),
        '',
      ],
      unknown('aluminium with steel tape is YJLV22, not in the catalogue'),
    ],
    [
      [
        '300100070',
        '电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '0.6/1kV',
        '4+1',
        '120+70',
        '米',
        0,
        due('2025-10-15'),
        '已取消',
      ],
      review('0 with 已取消: a cancelled line, not to be quoted'),
    ],
    [
      [
        '300100074',
        '电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '0.6/1kV',
        '3+1',
        '25+16',
        '盘',
        2,
        due('2025-10-15'),
        '',
      ],
      review('2 盘 of a power cable with no drum length'),
    ],
    [
      [
        '300600003',
        '架空绝缘电缆',
        '铝',
        '交联聚乙烯',
        '—',
        '—',
        '—',
        '10kV',
        1,
        120,
        '米',
        grouped(2400),
        due('2025-11-05'),
        '',
      ],
      item('JKLYJ', '1*120', 2400, '10kV'),
    ],
    [
      ['300700021', '电缆终端头', '—', '—', '—', '—', '—', '8.7/15kV', 3, 240, '套', 12, due('2025-10-30'), '户内冷缩'],
      unknown('a cable termination (accessory), not a cable'),
    ],
    [
      [
        '300200003',
        '阻燃电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '阻燃',
        '0.6/1kV',
        '4+1',
        '50+25',
        '米',
        750,
        due('2025-10-15'),
        '',
      ],
      item('ZR-YJV', '4*50+1*25', 750, '0.6/1kV'),
    ],
    [
      [
        '300100081',
        '电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '0.6/1kV',
        2,
        4,
        '米',
        grouped(1200),
        due('2025-10-15'),
        '路灯',
      ],
      item('YJV', '2*4', 1200, '0.6/1kV'),
    ],
    [
      [
        '300500020',
        '聚氯乙烯护套软电缆',
        '铜',
        '聚氯乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '300/500V',
        3,
        1.5,
        '米',
        800,
        due('2025-10-10'),
        '',
      ],
      item('RVV', '3*1.5', 800, '300/500V'),
    ],
    [
      [
        '300100088',
        '电力电缆',
        '铜',
        '交联聚乙烯',
        '聚氯乙烯',
        '无',
        '无',
        '0.6/1kV',
        '3+2',
        '185+95',
        'KM',
        1.2,
        due('2025-10-20'),
        '',
      ],
      item('YJV', '3*185+2*95', 1200, '0.6/1kV', '1.2 KM'),
    ],
  ];
  const first = 4;
  const last = first + data.length - 1;
  const numeric = (c: Cell) => (typeof c === 'number' ? c : typeof c === 'object' && 'number' in c ? c.number : 0);
  const total = Math.round(data.reduce((sum, [cells]) => sum + numeric(cells[11]!), 0) * 1000) / 1000;
  const rows: SourceRow[] = [
    spanned(noise, '询价单明细导出（导出时间：2025-09-22 09:30:12  导出人：采购专员 王婷）'),
    row(
      noise,
      '询价单号',
      'XJ2025091700032',
      '询价标题',
      '产业园二期配电工程电缆采购',
      '',
      '',
      '采购组织',
      '星河置业有限公司',
      '',
      '',
      '报价截止',
      { date: '2025-09-26' },
    ),
    row(
      noise,
      '序号',
      '物料编码',
      '物料名称',
      '导体材质',
      '绝缘材料',
      '护套材料',
      '铠装类型',
      '阻燃/耐火',
      '额定电压',
      '芯数',
      '标称截面(mm²)',
      '计量单位',
      '需求数量',
      '需求日期',
      '备注',
    ),
    ...data.map(([cells, truth], i) => row(truth, i + 1, ...cells)),
    row(noiseBecause('a total over mixed units'), '合计', '', '', '', '', '', '', '', '', '', '', '', {
      formula: `SUM(M${first}:M${last})`,
      result: total,
    }),
    spanned(noise, '说明：1.报价含税（13%）含运费至项目现场；2.请注明交货期及付款方式；3.以上数量为暂估量，结算按实。'),
  ];
  const { data: file, rows: keyRows } = await writeXlsx([
    { name: '询价明细', widths: [6, 12, 18, 10, 12, 14, 10, 10, 10, 7, 12, 9, 10, 12, 22], rows, frozenRows: 3 },
  ]);
  save(
    'platform-attributes.xlsx',
    file,
    'sheet',
    'a purchasing platform’s 询价单明细 export: a merged export line and a 询价单号/采购组织/报价截止 line above a frozen 15-column header; one row per 物料 with the cable’s make-up in attribute columns (导体材质 铜/铝/铜（多股软）, 绝缘 交联聚乙烯/XLPE/聚氯乙烯, 护套 聚氯乙烯/PVC/聚乙烯/无卤低烟聚烯烃, 铠装 无/钢带铠装, 阻燃/耐火 无/阻燃/阻燃C类/耐火, 额定电压, 芯数 4+1 / 3+2 / 5, 截面 185+95 / 16) — no model written anywhere; 千米 with 0.000 format, KM, 卷 with colours in 备注, 盘 with no drum length, 套; a 10kV row, a 0 with 已取消, a note 铜带总屏蔽 turning a KVV into KVVP, YJV23 and YJLV22 make-ups; a 合计 formula and a 说明 line',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. A 工程量清单 (分部分项工程和单价措施项目清单与计价表) whose 项目特征描述 cells hold several lines, exported page by page.
// ---------------------------------------------------------------------------------------------------------------
async function boqFeatures() {
  const features = (...lines: string[]) => lines.map((l, i) => `${i + 1}.${l}`).join('\n');
  const header = (page: number, pages: number): SourceRow[] => [
    spanned(noise, '分部分项工程和单价措施项目清单与计价表'),
    spanned(
      noise,
      `工程名称：江岸县人民医院门急诊综合楼电气安装工程　　　标段：一标段　　　第 ${page} 页  共 ${pages} 页`,
    ),
    row(noise, '序号', '项目编码', '项目名称', '项目特征描述', '计量单位', '工程量', '金额（元）'),
    row(noise, '', '', '', '', '', '', '综合单价', '合价', '其中：暂估价'),
  ];
  const line = (truth: Truth, n: number, code: string, name: string, feature: string, unit: string, qty: number) =>
    row(truth, n, code, name, feature, unit, twoPlaces(qty));
  const page1: SourceRow[] = [
    ...header(1, 2),
    row(noiseBecause('分部 heading'), '', '', '电缆安装'),
    line(
      item('YJV', '4*185+1*95', 386.4, '0.6/1kV'),
      1,
      '030408001001',
      '电力电缆',
      features(
        '名称：电力电缆',
        '型号：YJV',
        '规格：4×185+1×95',
        '材质：铜芯',
        '敷设方式、部位：桥架、穿管敷设',
        '电压等级(kV)：1kV以下',
      ),
      'm',
      386.4,
    ),
    line(
      item('ZR-YJV', '4*70+1*35', 1245.8, '0.6/1kV'),
      2,
      '030408001002',
      '电力电缆',
      features(
        '名称：阻燃电力电缆',
        '型号：ZR-YJV',
        '规格：4×70+1×35',
        '材质：铜芯',
        '敷设方式、部位：桥架',
        '电压等级(kV)：1kV以下',
      ),
      'm',
      1245.8,
    ),
    line(
      item('NH-YJV', '5*10', 512.3, '0.6/1kV'),
      3,
      '030408001003',
      '电力电缆',
      features(
        '名称：耐火电力电缆',
        '型号：NH-YJV',
        '规格：5×10',
        '材质：铜芯',
        '敷设方式、部位：桥架',
        '电压等级(kV)：0.6/1',
      ),
      'm',
      512.3,
    ),
    line(
      item('WDZ-YJY', '4*25+1*16', 168.5, '0.6/1kV'),
      4,
      '030408001004',
      '电力电缆',
      features(
        '名称：低烟无卤电力电缆',
        '型号、规格：WDZ-YJY-4×25+1×16',
        '材质：铜芯',
        '敷设方式：穿SC50钢管埋地',
        '电压等级：1kV',
      ),
      'm',
      168.5,
    ),
    line(
      item('YJV22', '3*240+2*120', 94, '0.6/1kV'),
      5,
      '030408001005',
      '电力电缆',
      features(
        '名称：铠装电力电缆',
        '型号：YJV22',
        '规格：3×240+2×120',
        '敷设方式：直埋',
        '电压等级：0.6/1kV',
        '其他：含过路保护管',
      ),
      'm',
      94,
    ),
    line(
      item('YJV22', '3*70', 325, '8.7/15kV'),
      6,
      '030408001006',
      '电力电缆',
      features('名称：高压电力电缆', '型号：YJV22-8.7/15kV', '规格：3×70', '材质：铜芯', '敷设方式：电缆沟'),
      'm',
      325,
    ),
    line(
      item('YJV', '1*240', 236.8, '0.6/1kV', 'no voltage written: 0.6/1kV'),
      7,
      '030408001007',
      '电力电缆',
      features('名称：电力电缆', '型号：YJV', '规格：1×240', '材质：铜芯', '敷设方式、部位：桥架'),
      'm',
      236.8,
    ),
    line(
      review('two specs: 3×120+1×70 or 3×120+2×70, 以设计为准'),
      8,
      '030408001008',
      '电力电缆',
      features(
        '名称：电力电缆',
        '型号：YJV',
        '规格：3×120+1×70（或3×120+2×70，以设计为准）',
        '敷设方式：桥架',
        '电压等级：1kV',
      ),
      'm',
      154,
    ),
    line(
      item('YJV', '3*35+1*16', 412.6, '0.6/1kV'),
      9,
      '030408001009',
      '电力电缆',
      features('名称：电力电缆', '型号：YJV-0.6/1kV', '规格：3×35+1×16', '敷设方式：桥架'),
      'm',
      412.6,
    ),
    line(
      unknown('mineral-insulated BTTZ, not in the catalogue'),
      10,
      '030408001010',
      '电力电缆',
      features('名称：矿物绝缘电缆', '型号：BTTZ', '规格：4×35+1×16', '敷设方式：明敷'),
      'm',
      145,
    ),
    line(
      unknown('a cable termination (电缆头) counted in 个, an accessory'),
      11,
      '030408006001',
      '电力电缆头',
      features(
        '名称：电力电缆终端头',
        '型号：YJV',
        '规格：4×185+1×95',
        '材质、类型：热缩式',
        '安装部位：配电柜',
        '电压等级(kV)：1kV以下',
      ),
      '个',
      8,
    ),
    line(
      unknown('conduit (镀锌钢管 DN100) in metres, not a cable'),
      12,
      '030408003001',
      '电缆保护管',
      features('名称：镀锌钢管', '材质：SC', '规格：DN100', '敷设方式：埋地'),
      'm',
      76,
    ),
    row(noiseBecause('page subtotal'), '', '', '本页小计'),
  ];
  const page2: SourceRow[] = [
    ...header(2, 2),
    line(
      item('KVV', '7*1.5', 420.6),
      13,
      '030408002001',
      '控制电缆',
      features('名称：控制电缆', '型号：KVV', '规格：7×1.5', '敷设方式：桥架'),
      'm',
      420.6,
    ),
    line(
      unknown('shielded control cable KVVP, not in the catalogue'),
      14,
      '030408002002',
      '控制电缆',
      features('名称：屏蔽控制电缆', '型号：KVVP', '规格：4×1.5', '敷设方式：桥架'),
      'm',
      180,
    ),
    line(
      review('规格：详见系统图 — no spec written'),
      15,
      '030408001011',
      '电力电缆',
      features('名称：电力电缆', '型号：YJV', '规格：详见系统图', '敷设方式：桥架', '电压等级：1kV'),
      'm',
      260,
    ),
    line(
      item('YJV', '4*16+1*10', 88.6, '0.6/1kV'),
      16,
      '030408001012',
      '电力电缆',
      features('名称：电力电缆', '型号：YJV', '规格：4×16+1×10', '敷设方式：穿管', '电压等级：1kV'),
      'm',
      88.6,
    ),
    row(noiseBecause('分部 heading'), '', '', '配管、配线'),
    line(
      item('BV', '1*2.5', 8640.5, '450/750V'),
      17,
      '030411004001',
      '配线',
      features('名称：管内穿线', '配线形式：照明线路', '型号：BV', '规格：2.5mm²', '材质：铜芯', '配线部位：穿管暗敷'),
      'm',
      8640.5,
    ),
    line(
      item('BV', '1*4', 3216.2, '450/750V'),
      18,
      '030411004002',
      '配线',
      features('名称：管内穿线', '配线形式：动力线路', '型号：BV', '规格：4mm²', '材质：铜芯', '配线部位：穿管暗敷'),
      'm',
      3216.2,
    ),
    line(
      unknown('WDZN-BYJ (halogen-free fire-resistant wire), not in the catalogue'),
      19,
      '030411004003',
      '配线',
      features('名称：管内穿线', '配线形式：应急照明', '型号：WDZN-BYJ', '规格：2.5mm²', '配线部位：穿管暗敷'),
      'm',
      1580,
    ),
    line(
      item('BVR', '1*25', 310, '450/750V'),
      20,
      '030411004004',
      '配线',
      features('名称：线槽配线', '型号：BVR', '规格：1×25mm²（黄绿）', '用途：PE干线'),
      'm',
      310,
    ),
    line(
      unknown('cable tray (桥架) in metres, not a cable'),
      21,
      '030411003001',
      '桥架',
      features('名称：电缆桥架', '规格：400×150', '材质：热镀锌', '类型：槽式'),
      'm',
      210.5,
    ),
    row(noiseBecause('page subtotal'), '', '', '本页小计'),
    row(noiseBecause('total'), '', '', '合　　计'),
  ];
  const headerMerges = (top: number): Array<[number, number, number, number]> => [
    [top, 1, top + 1, 1],
    [top, 2, top + 1, 2],
    [top, 3, top + 1, 3],
    [top, 4, top + 1, 4],
    [top, 5, top + 1, 5],
    [top, 6, top + 1, 6],
    [top, 7, top, 9],
  ];
  const rows = [...page1, ...page2];
  const secondTop = page1.length + 3;
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '表-08 分部分项工程清单',
      widths: [6, 15, 11, 40, 8, 11, 10, 12, 11],
      rows,
      merges: [...headerMerges(3), ...headerMerges(secondTop)],
    },
  ]);
  save(
    'boq-features.xlsx',
    data,
    'sheet',
    'a 工程量清单 (GB 50500 表-08 分部分项工程和单价措施项目清单与计价表) exported from a pricing program page by page into one sheet: title, 工程名称/标段/第 n 页 共 2 页, a two-row header (序号…工程量 merged down, 金额（元） over 综合单价/合价/其中：暂估价) repeated on page 2; 分部 rows 电缆安装 / 配管、配线; 12-digit 项目编码; the cable only in the multi-line 项目特征描述 cell (1.名称：… 2.型号：YJV 3.规格：4×185+1×95 4.材质 5.敷设方式 6.电压等级(kV)：1kV以下 — or 型号、规格：WDZ-YJY-4×25+1×16 on one line, 型号：YJV22-8.7/15kV), 项目名称 always 电力电缆/配线/控制电缆; 工程量 in m with two decimals (386.40, 8640.50), price columns empty; a termination with a model and spec counted in 个, conduit (穿SC50钢管 in a feature, DN100) and tray in m, BTTZ, KVVP, WDZN-BYJ, a spec 详见系统图, two specs (或…以设计为准), one YJV 1×240 with no voltage; 本页小计 and 合计 rows',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. A workbook with one sheet per building and a 汇总 sheet (formulas over the building sheets) for the inquiry.
// ---------------------------------------------------------------------------------------------------------------
async function buildingSheets() {
  type Line = [string, string, number, string];
  const buildings: Array<[string, string, Line[]]> = [
    [
      '1#楼',
      '1#楼 电缆电线材料统计',
      [
        ['电力电缆', 'YJV-4×95+1×50', 185, '配电室—1AP'],
        ['电力电缆', 'YJV-5×16', 420, '各层配电箱'],
        ['阻燃电缆', 'ZR-YJV-4×25+1×16', 360, '公区照明'],
        ['电线', 'BV-2.5', 3200, ''],
        ['电线', 'BV-4', 1800, ''],
        ['桥架', '200×100', 96, '热镀锌'],
      ],
    ],
    [
      '2#楼',
      '2#楼 电缆电线材料统计',
      [
        ['电力电缆', 'YJV-4×95+1×50', 210, '配电室—2AP'],
        ['电力电缆', 'YJV-5×10', 380, '商业配电箱'],
        ['阻燃电缆', 'ZR-YJV-4×25+1×16', 290, '公区照明'],
        ['耐火电缆', 'NH-YJV-4×35+1×16', 150, '消防'],
        ['电线', 'BV-2.5', 2900, ''],
        ['电线', 'BV-4', 1500, ''],
      ],
    ],
    [
      '地下室',
      '地下室 电缆电线材料统计',
      [
        ['电力电缆', 'YJV-4×240+1×120', 260, '变配电室至各楼'],
        ['电力电缆', 'YJV22-4×185+1×95', 180, '室外直埋段'],
        ['耐火电缆', 'NH-YJV-4×35+1×16', 220, '消防风机、水泵'],
        ['控制电缆', 'KVV-7×1.5', 300, ''],
        ['电线', 'BV-2.5', 1200, ''],
        ['桥架', '300×150', 140, '热镀锌'],
      ],
    ],
  ];
  const repeated = noiseBecause(
    'a building’s detail line, repeated in the 汇总 sheet the customer marks 询价用 (quoted there)',
  );
  const sheets = buildings.map(([name, title, lines]) => ({
    name,
    widths: [6, 12, 22, 6, 10, 18],
    rows: [
      spanned(noise, title),
      row(noise, '序号', '名称', '型号规格', '单位', '数量', '备注'),
      ...lines.map(([what, spec, qty, note], i) => row(repeated, i + 1, what, spec, '米', qty, note)),
    ],
  }));
  // Where each spec is on each building sheet (Excel row), for the 汇总's formulas.
  const at = (sheet: string, spec: string): { formula: string; result: number } | '' => {
    const b = buildings.find(([name]) => name === sheet)!;
    const i = b[2].findIndex(([, s]) => s === spec);
    if (i < 0) return '';
    return { formula: `'${sheet}'!E${i + 3}`, result: b[2][i]![2] };
  };
  const summary: Array<[string, string, string, Truth]> = [
    ['电力电缆', 'YJV-4×240+1×120', '', item('YJV', '4*240+1*120', 260)],
    ['电力电缆', 'YJV-4×95+1×50', '', item('YJV', '4*95+1*50', 395)],
    ['电力电缆', 'YJV-5×16', '', item('YJV', '5*16', 420)],
    [
      '电力电缆',
      'YJV-5×10',
      '2#楼暂缓，本次先不报',
      review('备注 2#楼暂缓，本次先不报: the only building asking for it is held back'),
    ],
    ['电力电缆', 'YJV22-4×185+1×95', '', item('YJV22', '4*185+1*95', 180)],
    ['阻燃电缆', 'ZR-YJV-4×25+1×16', '', item('ZR-YJV', '4*25+1*16', 650)],
    ['耐火电缆', 'NH-YJV-4×35+1×16', '', item('NH-YJV', '4*35+1*16', 370)],
    ['控制电缆', 'KVV-7×1.5', '', item('KVV', '7*1.5', 300)],
    ['电线', 'BV-2.5', '可按卷报（100米/卷）', item('BV', '1*2.5', 7300)],
    ['电线', 'BV-4', '', item('BV', '1*4', 3300)],
    ['桥架', '200×100', '热镀锌', unknown('cable tray, not a cable')],
    ['桥架', '300×150', '热镀锌', unknown('cable tray, not a cable')],
  ];
  const first = 3;
  const summaryRows: SourceRow[] = [
    spanned(noise, '滨河花园3#地块 1#、2#楼及地下室 电缆电线汇总表（询价用）'),
    row(noise, '序号', '名称', '型号规格', '单位', '1#楼', '2#楼', '地下室', '合计', '备注'),
    ...summary.map(([what, spec, note, truth], i) => {
      const r = first + i;
      const cells = ['1#楼', '2#楼', '地下室'].map((b) => at(b, spec));
      const sum = cells.reduce((s, c) => s + (c === '' ? 0 : c.result), 0);
      return row(truth, i + 1, what, spec, '米', ...cells, { formula: `SUM(E${r}:G${r})`, result: sum }, note);
    }),
  ];
  const lastData = first + summary.length - 1;
  const grand = summary.reduce((s, [, spec]) => {
    return s + ['1#楼', '2#楼', '地下室'].map((b) => at(b, spec)).reduce((t, c) => t + (c === '' ? 0 : c.result), 0);
  }, 0);
  summaryRows.push(
    row(noiseBecause('total'), '', '合计', '', '', '', '', '', {
      formula: `SUM(H${first}:H${lastData})`,
      result: grand,
    }),
    spanned(noise, '注：各楼明细见分表；以上数量未含损耗，请按合计数量报价，注明交货期。'),
  );
  const { data, rows: keyRows } = await writeXlsx([
    ...sheets,
    { name: '汇总', widths: [6, 12, 22, 6, 10, 10, 10, 10, 22], rows: summaryRows },
  ]);
  save(
    'building-sheets.xlsx',
    data,
    'sheet',
    "a contractor’s workbook with one sheet per building (1#楼, 2#楼, 地下室: a merged title, 序号/名称/型号规格/单位/数量/备注, six lines each — YJV-4×95+1×50, YJV-5×16, ZR-YJV-…, NH-YJV-…, KVV-7×1.5, BV-2.5, 桥架 200×100) and, last, a 汇总 sheet titled 汇总表（询价用） whose 1#楼/2#楼/地下室 cells are formulas over the building sheets (='1#楼'!E3, cached) and whose 合计 is =SUM(E3:G3); the same cable on two or three building sheets is one 汇总 line; a 备注 2#楼暂缓，本次先不报 on the one line only 2#楼 asks for; trays; a 合计 formula and a note 请按合计数量报价. Rows are numbered over the four sheets in order.",
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. A Korean EPC contractor's cable inquiry CSV (Excel "CSV UTF-8"): Korean cable names, SQ sizes, DRUM.
// ---------------------------------------------------------------------------------------------------------------
function koreanCsv() {
  const c = (truth: Truth, ...cells: Cell[]): SourceRow => ({ cells, truth });
  const fcv = (spec: string, metres: number, note?: string) => item('YJV', spec, metres, '0.6/1kV', note);
  const rows: SourceRow[] = [
    c(noise, 'CABLE INQUIRY LIST (케이블 견적 요청서)'),
    c(noise, 'Project: Hai Phong Tire Plant Expansion - Electrical Work', '', '', '', '', 'Date:', '2025-09-19'),
    c(noise, 'From: Kim Min-su (김민수 대리), Purchasing Team, Daewon E&C Vietnam'),
    blank(),
    c(noise, 'No.', '품명 Description', '규격 Size', '전압 Voltage', '단위 Unit', "수량 Q'ty", '비고 Remark'),
    c(fcv('4*95', 1200), '1', 'F-CV', '4C×95SQ', '0.6/1kV', 'M', '1,200', ''),
    c(
      fcv('1*240', 2400, 'R/S/T/N 각 600M = 2400'),
      '2',
      'F-CV',
      '1C×240SQ',
      '0.6/1kV',
      'M',
      '2,400',
      'R/S/T/N 각 600M',
    ),
    c(fcv('4*25', 850), '3', 'F-CV', '4C x 25SQ', '0.6/1kV', 'M', '850', ''),
    c(fcv('2*4', 600), '4', 'F-CV', '2Cx4SQ', '0.6/1kV', 'M', '600', 'Lighting'),
    c(fcv('3*6', 450), '5', 'F-CV', '3C×6SQ', '0.6/1kV', 'M', '450', ''),
    c(fcv('5*2.5', 1100), '6', 'F-CV', '5C×2.5SQ', '0.6/1kV', 'M', '1,100', ''),
    c(fcv('1*50', 1500, '1.5 km'), '7', 'F-CV', '1C×50SQ', '0.6/1kV', 'km', '1.5', ''),
    c(fcv('1*120', 960), '8', 'F-CV', '120SQ×1C', '0.6/1kV', 'M', '960', ''),
    c(fcv('4*150', 1000, '2 drums × 500 m'), '9', 'F-CV', '4C×150SQ', '0.6/1kV', 'DRUM', '2', '500M/DRUM'),
    c(
      review('3 DRUM with no drum length (the remarks allow 500M or 1,000M)'),
      '10',
      'F-CV',
      '4C×35SQ',
      '0.6/1kV',
      'DRUM',
      '3',
      '',
    ),
    c(review('취소 (Cancelled): not to be quoted'), '11', 'F-CV', '4C×10SQ', '0.6/1kV', 'M', '450', '취소 (Cancelled)'),
    c(
      review('TFR-CV is tray flame retardant (IEC 60332-3, no category): ZR-YJV or ZC-YJV, a person picks the class'),
      '12',
      'TFR-CV',
      '4C×50SQ',
      '0.6/1kV',
      'M',
      '700',
      'IEC 60332-3',
    ),
    c(
      item('NH-YJV', '4*16', 320, '0.6/1kV'),
      '13',
      'FR-CV',
      '4C×16SQ',
      '0.6/1kV',
      'M',
      '320',
      'Fire pump, IEC 60331-21',
    ),
    c(item('KVV', '10*2.5', 500), '14', 'F-CVV', '10C×2.5SQ', '', 'M', '500', ''),
    c(item('KVV', '4*1.5', 1200), '15', 'F-CVV', '4C×1.5SQ', '', 'M', '1,200', ''),
    c(
      unknown('F-CVV-SB is a shielded control cable (KVVP), not in the catalogue'),
      '16',
      'F-CVV-SB',
      '4C×1.5SQ',
      '',
      'M',
      '300',
      'Shielded (Cu braid)',
    ),
    c(item('RVV', '3*1.5', 400), '17', 'VCTF', '3C×1.5SQ', '', 'M', '400', 'Flexible, for hoist'),
    c(
      unknown('HFIX is halogen-free cross-linked polyolefin building wire (WDZ-BYJ), not in the catalogue'),
      '18',
      'HFIX',
      '2.5SQ',
      '450/750V',
      'M',
      '3,000',
      'Color: R/S/T/N/G (600M each)',
    ),
    c(
      review(
        '6/10kV is not a catalogue level (YJV 3×95 is made at 0.6/1kV and 8.7/15kV): offering 8.7/15kV is a person’s call',
      ),
      '19',
      'F-CV',
      '3C×95SQ',
      '6/10kV',
      'M',
      '450',
      '',
    ),
    c(
      unknown('CNCV-W 18/30kV concentric-neutral cable, 325SQ: not in the catalogue'),
      '20',
      'CNCV-W',
      '1C×325SQ',
      '18/30kV',
      'M',
      '1,800',
      '22.9kV distribution',
    ),
    c(unknown('cable glands, an accessory'), '21', 'Cable Gland', 'for F-CV 4C×95SQ', '', 'EA', '24', 'Brass, IP68'),
    c(fcv('3*2.5', 2000), '22', 'F-CV', '3C×2.5SQ', '0.6/1kV', 'M', '2,000', ''),
    blank(),
    c(noise, '※ Remarks'),
    c(noise, '1. Price: CIF Haiphong, USD, valid 30 days'),
    c(noise, '2. Standard: IEC 60502-1 / KS C IEC 60502-1; test report (KTL or KEMA) required'),
    c(noise, '3. Drum length 500M or 1,000M (max); cable length marked on each drum'),
    c(noise, '4. All quantities are net; please quote unit price per meter'),
  ];
  const { data, rows: keyRows } = writeCsv(rows, 7, { separator: ',', encoding: 'utf8-bom' });
  save(
    'korean-rfq.csv',
    data,
    'sheet',
    'a Korean EPC contractor’s cable inquiry saved by Excel as CSV UTF-8 (BOM, comma, CRLF) for a site in Vietnam: English and Korean (품명/규격/전압/단위/수량/비고, 각, 취소), Korean designations F-CV (0.6/1kV XLPE/PVC, IEC 60332-1), TFR-CV (tray flame retardant), FR-CV (fire resistant), F-CVV / F-CVV-SB (control, shielded), VCTF (flexible), HFIX (halogen-free wire), CNCV-W 18/30kV; sizes as 4C×95SQ, 4C x 25SQ, 2Cx4SQ, 120SQ×1C, 2.5SQ; quantities quoted with thousands commas ("1,200"), km, DRUM with and without 500M/DRUM, EA; a 6/10kV level the catalogue lacks, a 취소 (Cancelled) line; three header lines, a blank and numbered remarks (one giving drum lengths 500M or 1,000M)',
    keyRows,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. A 采购订单 printed from an ERP to a text PDF: 数量 right-aligned, 单价 and 金额 left empty for the supplier.
// ---------------------------------------------------------------------------------------------------------------
type PoLine =
  | { kind: 'text'; text: string; truth: Truth; size?: number; align?: 'left' | 'centre' | 'right'; gap?: number }
  | { kind: 'cells'; cells: string[]; truth: Truth; top?: boolean; rule?: boolean };

function cjkFont(): Uint8Array {
  for (const path of [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  ]) {
    try {
      return readFileSync(path);
    } catch {}
  }
  throw new Error('NotoSansCJK-Regular.ttc not found: install fonts-noto-cjk to regenerate the PDF');
}

async function purchaseOrder() {
  const WRITTEN_AT = new Date(Date.UTC(2025, 8, 18, 8, 42, 0));
  const widths = [26, 60, 192, 30, 62, 46, 50, 57];
  const align: Array<'left' | 'right' | 'centre'> = [
    'centre',
    'left',
    'left',
    'centre',
    'right',
    'right',
    'right',
    'centre',
  ];
  const po = (
    truth: Truth,
    n: string,
    code: string,
    name: string,
    unit: string,
    qty: string,
    date = '2025-10-20',
    rule = true,
  ): PoLine => ({ kind: 'cells', cells: [n, code, name, unit, qty, '', '', date], truth, rule });
  const more = (text: string): PoLine => ({
    kind: 'cells',
    cells: ['', '', text, '', '', '', '', ''],
    truth: noiseBecause('the second line of the 物料名称 cell above'),
    rule: true,
  });
  const head: PoLine = {
    kind: 'cells',
    cells: ['行号', '物料编码', '物料名称及规格型号', '单位', '数量', '单价', '金额', '交货日期'],
    truth: noise,
    top: true,
  };
  const page1: PoLine[] = [
    { kind: 'text', text: '浙江滨江建设集团有限公司', truth: noise, size: 13, align: 'centre' },
    { kind: 'text', text: '采 购 订 单（询 价）', truth: noise, size: 12, align: 'centre' },
    {
      kind: 'text',
      text: '订单编号：CG-PO-20250918-017　　订单日期：2025-09-18　　币种：人民币　　税率：13%',
      truth: noise,
      gap: 4,
    },
    {
      kind: 'text',
      text: '供应商：＿＿＿＿＿＿＿＿（请填写单价后盖章回传）　　采购员：刘洋　　部门：物资设备部',
      truth: noise,
    },
    {
      kind: 'text',
      text: '项目：滨江物流中心二期10kV配电及室外照明工程　　交货地点：项目现场仓库（萧山区）',
      truth: noise,
    },
    head,
    po(item('YJV22', '3*300', 1650, '8.7/15kV'), '1', '02.01.0133', '电力电缆 YJV22-8.7/15kV-3×300', '米', '1,650.00'),
    po(item('YJV', '3*95', 420, '8.7/15kV'), '2', '02.01.0134', '电力电缆 YJV-8.7/15kV-3×95', '米', '420.00'),
    po(
      item('YJV', '4*240+1*120', 380, '0.6/1kV'),
      '3',
      '02.01.0087',
      '电力电缆 YJV-0.6/1kV-4×240+1×120',
      '米',
      '380.00',
      '2025-10-20',
      false,
    ),
    more('铜芯，GB/T 12706.1，附型式试验报告'),
    po(
      item('YJV', '4*50+1*25', 1260, '0.6/1kV'),
      '4',
      '02.01.0091',
      '电力电缆 YJV-0.6/1kV-4×50+1×25',
      '米',
      '1,260.00',
    ),
    po(
      item('YJLV', '4*120+1*70', 850, '0.6/1kV', '0.850 千米'),
      '5',
      '02.01.0112',
      '电力电缆 YJLV-0.6/1kV-4×120+1×70',
      '千米',
      '0.850',
    ),
    po(item('KVV', '14*1.5', 600, '450/750V'), '6', '02.02.0015', '控制电缆 KVV-450/750V-14×1.5', '米', '600.00'),
    po(
      item('JKLYJ', '1*70', 3600, '1kV'),
      '7',
      '02.03.0201',
      '架空绝缘导线 JKLYJ-1kV-1×70',
      '米',
      '3,600.00',
      '2025-11-05',
    ),
    po(item('VV22', '4*25+1*16', 900, '0.6/1kV'), '8', '02.01.0140', '电力电缆 VV22-0.6/1kV-4×25+1×16', '米', '900.00'),
    po(
      item('YJV22', '4*16+1*10', 2150, '0.6/1kV'),
      '9',
      '02.01.0141',
      '电力电缆 YJV22-0.6/1kV-4×16+1×10',
      '米',
      '2,150.00',
      '2025-11-05',
    ),
    po(unknown('a cold-shrink joint (accessory)'), '10', '02.04.0008', '10kV冷缩中间接头 3×300', '套', '6.00'),
    po(unknown('a cold-shrink termination (accessory)'), '11', '02.04.0011', '10kV户外冷缩终端头 3×300', '套', '4.00'),
    po(
      review('0.00 on a line the next says is merged into line 1: a duplicate, not to be quoted'),
      '12',
      '02.01.0133',
      '电力电缆 YJV22-8.7/15kV-3×300',
      '米',
      '0.00',
      '2025-10-20',
      false,
    ),
    more('（本行已并入第1行）'),
    { kind: 'text', text: '第 1 页  共 2 页', truth: noise, align: 'centre', gap: 10 },
  ];
  const page2: PoLine[] = [
    { kind: 'text', text: '订单编号：CG-PO-20250918-017（续）', truth: noise },
    head,
    po(unknown('flat steel (earthing) in metres, not a cable'), '13', '02.05.0020', '热镀锌扁钢 -40×4', '米', '500.00'),
    po(
      item('ZC-YJV', '3*70+2*35', 540, '0.6/1kV'),
      '14',
      '02.01.0150',
      '阻燃电缆 ZC-YJV-0.6/1kV-3×70+2×35',
      '米',
      '540.00',
    ),
    po(item('NH-YJV', '5*6', 330, '0.6/1kV'), '15', '02.01.0151', '耐火电缆 NH-YJV-0.6/1kV-5×6', '米', '330.00'),
    po(item('YJV', '1*185', 760, '0.6/1kV'), '16', '02.01.0160', '电力电缆 YJV-0.6/1kV-1×185', '米', '760.00'),
    po(
      item('BV', '1*6', 1000, '450/750V'),
      '17',
      '02.06.0003',
      '布电线 BV-450/750V-1×6 黄绿',
      '米',
      '1,000.00',
      '2025-10-10',
    ),
    po(
      review('YJV-10kV names the network voltage only: 3×240 is made at 0.6/1kV and 8.7/15kV'),
      '18',
      '02.01.0170',
      '电力电缆 YJV-10kV-3×240',
      '米',
      '280.00',
    ),
    po(
      item('WDZ-YJY', '4*95+1*50', 280, '0.6/1kV'),
      '19',
      '02.01.0171',
      '低烟无卤电缆 WDZ-YJY-0.6/1kV-4×95+1×50',
      '米',
      '280.00',
    ),
    po(
      unknown('KVVP2-22, a shielded armoured control cable, not in the catalogue'),
      '20',
      '02.02.0016',
      '屏蔽控制电缆 KVVP2-22-7×1.5',
      '米',
      '260.00',
    ),
    { kind: 'cells', cells: ['', '', '合计', '', '14,920.85', '', '', ''], truth: noiseBecause('total'), rule: true },
    {
      kind: 'text',
      text: '备注：1. 单价、金额栏请供应商填写，含13%增值税及运至交货地点的运费；',
      truth: noise,
      gap: 8,
    },
    { kind: 'text', text: '　　　2. 数量为暂定数量，结算以实际到货验收数量为准；', truth: noise },
    { kind: 'text', text: '　　　3. 电缆须附出厂检验报告、CCC证书，盘上标明型号规格及长度。', truth: noise },
    {
      kind: 'text',
      text: '制单：刘洋　　审核：　　　　批准：　　　　打印时间：2025-09-18 16:42',
      truth: noise,
      gap: 8,
    },
    { kind: 'text', text: '第 2 页  共 2 页', truth: noise, align: 'centre', gap: 10 },
  ];

  const doc = await PDFDocument.create();
  doc.setCreationDate(WRITTEN_AT);
  doc.setModificationDate(WRITTEN_AT);
  doc.setProducer('U8 采购管理 打印输出');
  doc.setCreator('U8 采购管理 打印输出');
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (fontkit as { create: (b: Uint8Array, name: string) => unknown }).create(bytes, 'NotoSansCJKsc-Regular'),
  } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const font = await doc.embedFont(cjkFont(), { subset: true });
  const size: [number, number] = [595.28, 841.89];
  const margin = 36;
  const step = 15;
  const grey = rgb(0.3, 0.3, 0.3);
  const lefts = widths.map((_, i) => margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const right = margin + widths.reduce((a, b) => a + b, 0);
  if (right > size[0] - margin + 0.5) throw new Error('the PDF table is wider than the page');
  const keyRows: KeyRow[] = [];
  for (const lines of [page1, page2]) {
    const page = doc.addPage(size);
    let y = size[1] - margin - 12;
    for (const line of lines) {
      if (line.kind === 'text') {
        y -= line.gap ?? 0;
        const s = line.size ?? 9;
        const w = font.widthOfTextAtSize(line.text, s);
        if (w > size[0] - 2 * margin) throw new Error(`a PDF line is wider than the page: ${line.text}`);
        const x = line.align === 'centre' ? (size[0] - w) / 2 : line.align === 'right' ? size[0] - margin - w : margin;
        page.drawText(line.text, { x, y, size: s, font });
        keyRows.push({ row: keyRows.length + 1, text: line.text, truth: line.truth });
        y -= step + (s > 10 ? 6 : 2);
      } else {
        const s = 8.5;
        line.cells.forEach((text, i) => {
          if (text === '') return;
          const w = font.widthOfTextAtSize(text, s);
          if (w > widths[i]! - 6) throw new Error(`a PDF cell is wider than its column: ${text}`);
          const x =
            align[i] === 'right'
              ? lefts[i]! + widths[i]! - 3 - w
              : align[i] === 'centre'
                ? lefts[i]! + (widths[i]! - w) / 2
                : lefts[i]! + 3;
          page.drawText(text, { x, y, size: s, font });
        });
        const top = y + step - 4;
        const bottom = y - 4;
        if (line.top)
          page.drawLine({ start: { x: margin, y: top }, end: { x: right, y: top }, thickness: 0.6, color: grey });
        for (const x of [...lefts, right])
          page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, thickness: 0.5, color: grey });
        if (line.rule !== false)
          page.drawLine({ start: { x: margin, y: bottom }, end: { x: right, y: bottom }, thickness: 0.5, color: grey });
        // The 物料名称 cell goes on to the next line: the rule stays open under it, closed under the other columns.
        else
          for (const [from, to] of [
            [lefts[0]!, lefts[2]!],
            [lefts[3]!, right],
          ] as const)
            page.drawLine({ start: { x: from, y: bottom }, end: { x: to, y: bottom }, thickness: 0.5, color: grey });
        keyRows.push({
          row: keyRows.length + 1,
          text: line.cells.filter((t) => t !== '').join(' | '),
          truth: line.truth,
        });
        y -= step;
      }
      if (y < margin) throw new Error('a PDF page overflows');
    }
  }
  const data = Buffer.from(await doc.save({ useObjectStreams: false }));
  save(
    'purchase-order.pdf',
    data,
    'pdf',
    'a 采购订单（询价） printed from an ERP (U8) to a text PDF, A4, two pages: company and title centred, 订单编号/供应商/项目 lines, a ruled 8-column table 行号/物料编码/物料名称及规格型号/单位/数量/单价/金额/交货日期 with 数量 right-aligned (1,650.00, 0.850 in 千米) and 单价/金额 empty for the supplier; the header repeated on page 2 under a （续） line; 物料名称 as 电力电缆 YJV22-8.7/15kV-3×300, JKLYJ-1kV-1×70, KVV-450/750V-14×1.5, BV-450/750V-1×6 黄绿; two 名称 cells go on to a second line (a standard, （本行已并入第1行） under a 0.00 duplicate); accessories in 套, flat steel in 米, YJV-10kV, KVVP2-22; a 合计 line, 备注 lines, 制单/审核 and 第 n 页 共 2 页 footers',
    keyRows,
  );
}

async function main() {
  await platformAttributes();
  await boqFeatures();
  await buildingSheets();
  koreanCsv();
  await purchaseOrder();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
