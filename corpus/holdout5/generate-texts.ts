/**
 * The texts and PDF of the fifth holdout corpus (one reviewer's part; the sheets are another's): a DingTalk 采购申请
 * copied as text, an e-mail reply over a quoted earlier mail, a CAD-exported 主要设备材料表 (a text PDF, landscape A4),
 * a formal 询价函 in prose, an overseas buyer's WhatsApp chat in English, and a list typed in Notepad with columns of
 * spaces and tabs. Each file is written with its answer key (the writers of corpus/holdout4), one key row per text line
 * or PDF line as corpus/holdout4/check.ts numbers them. The truths are what a careful salesperson reads from each line;
 * the judgement calls are in README-texts.md.
 *
 *   npx tsx corpus/holdout5/generate-texts.ts
 *   npx tsx corpus/holdout4/check.ts corpus/holdout5
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnswerKey,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  type PdfLine,
  review,
  type Truth,
  unknown,
  writePdf,
  writeText,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

/** A full-width space (U+3000), as Chinese input methods type between words. */
const FW = '\u3000';
/** A non-breaking space (U+00A0), as a line copied out of an HTML mail keeps it. */
const NB = '\u00a0';
/** The left-to-right mark WhatsApp for iOS writes before system lines and attachments. */
const LRM = '\u200e';

const L1KV = '0.6/1kV';
const L15KV = '8.7/15kV';
const NO_VOLTAGE = 'no voltage written: a power cable made at 0.6/1kV and 8.7/15kV is taken as 0.6/1kV';
const COIL = 'building wire 卷 = 100 m';
const SEVERAL = 'several cables on one line: a key line holds one cable, so the line needs a person (or a split)';

type Line = [string, Truth];

// ---------------------------------------------------------------------------------------------------------------
// 1. dingtalk-approval.txt — a DingTalk 采购申请 copied out of the approval as text

function dingtalk(): { data: string; rows: KeyRow[]; layout: string } {
  const detail = (n: number, fields: string, truth: Truth): Line[] => [
    [`明细${n}`, noiseBecause('the heading of a detail')],
    [fields, truth],
  ];
  const lines: Line[] = [
    ['李明提交的采购申请', noise],
    ['审批编号：202510141530000187', noise],
    ['申请人：李明', noise],
    ['部门：工程部', noise],
    ['项目：城南安置房二期配电工程', noise],
    ['期望交付日期：2025-10-25', noise],
    ...detail(
      1,
      '物品名称：电力电缆  规格型号：YJV-0.6/1KV-4*95+1*50  数量：300  单位：米  用途：1#楼',
      item('YJV', '4*95+1*50', 300, L1KV),
    ),
    ...detail(
      2,
      '物品名称：电力电缆  规格型号：YJV-0.6/1KV-4*70+1*35  数量：1,200  单位：米  用途：2#、3#楼',
      item('YJV', '4*70+1*35', 1200, L1KV, '1,200 with a thousands separator'),
    ),
    ...detail(
      3,
      `物品名称：铠装电力电缆${FW}规格型号：YJV22-0.6/1KV-4*150+1*70${FW}数量：0.45${FW}单位：千米${FW}用途：室外埋地`,
      item('YJV22', '4*150+1*70', 450, L1KV, '0.45 千米; fields apart by full-width spaces'),
    ),
    ...detail(
      4,
      '物品名称：阻燃电缆  规格型号：ZR-YJV-5*10  数量：180  单位：米  用途：地下室',
      item('ZR-YJV', '5*10', 180),
    ),
    ...detail(
      5,
      '物品名称：耐火电缆  规格型号：NH-YJV-4*25+1*16  数量：120  单位：米  用途：消防风机',
      item('NH-YJV', '4*25+1*16', 120),
    ),
    ...detail(
      6,
      '物品名称：YJV电缆  规格型号：4*16  数量：260  单位：米  用途：路灯',
      item('YJV', '4*16', 260, undefined, 'the model is in 物品名称 (YJV电缆), the 规格型号 holds only the spec'),
    ),
    ...detail(
      7,
      '物品名称：电力电缆  规格型号：YJV-4*35+1*16  数量：约500  单位：米  用途：1#楼照明干线 ',
      item('YJV', '4*35+1*16', 500, undefined, '约500 quoted as 500; a trailing space'),
    ),
    ...detail(
      8,
      '物品名称：布电线  规格型号：BV-2.5  数量：20  单位：卷  用途：照明',
      item('BV', '1*2.5', 2000, undefined, COIL),
    ),
    ...detail(
      9,
      `物品名称：软铜线${FW}规格型号：BVR-1*4 黄绿${FW}数量：8${FW}单位：卷${FW}用途：接地`,
      item('BVR', '1*4', 800, undefined, `${COIL}; 黄绿 is the colour`),
    ),
    ...detail(
      10,
      '物品名称：高压电缆  规格型号：YJV-8.7/15KV-3*95  数量：1.2  单位：千米  用途：环网柜进线',
      item('YJV', '3*95', 1200, L15KV, '1.2 千米'),
    ),
    ...detail(
      11,
      '物品名称：低烟无卤电缆  规格型号：WDZ-YJY-4*35+1*16  数量：200  单位：米  用途：地下室',
      item('WDZ-YJY', '4*35+1*16', 200),
    ),
    ...detail(
      12,
      '物品名称：控制电缆  规格型号：KVV-7*1.5  数量：150  单位：米  用途：水泵控制',
      item('KVV', '7*1.5', 150),
    ),
    ...detail(
      13,
      '物品名称：电力电缆  规格型号：YJV-4*240+1*120  数量：2  单位：盘  用途：总进线',
      review('drums (盘) of power cable with no drum length: ask'),
    ),
    ...detail(
      14,
      '物品名称：铝芯电缆  规格型号：YJLV-4*50+1*25  数量：0.3  单位：千米  用途：临电',
      item('YJLV', '4*50+1*25', 300, undefined, '0.3 千米'),
    ),
    ...detail(
      15,
      '物品名称：电缆桥架  规格型号：200*100  数量：80  单位：米  用途：配电间',
      unknown('a cable tray, not a cable'),
    ),
    ['采购说明：价格含税含运费，送货到工地，请采购部询价后回复', noise],
    ['审批流程', noise],
    ['李明  发起申请  10-14 15:30', noise],
    ['王强（部门主管）  审批  同意  10-14 16:02', noise],
    ['赵丽（财务）  审批中', noise],
    ['抄送人：陈总、采购部刘洋', noise],
  ];
  return {
    ...writeText(lines),
    layout:
      'a DingTalk 采购申请 copied as text: 审批编号/申请人/部门/项目 lines, then 明细1…明细15 headings each over one line of 物品名称/规格型号/数量/单位/用途 apart by two spaces (two details by full-width spaces); YJV-0.6/1KV-4*95+1*50 with an upper-case KV, 1,200, 单位 千米 (0.45, 1.2, 0.3) and 卷 (BV-2.5, BVR-1*4 黄绿), 数量 约500, a 规格型号 of only 4*16 with the model in 物品名称 (YJV电缆), a YJV-8.7/15KV, 2 盘 with no drum length, a cable tray; 采购说明, 审批流程 lines (发起申请, 部门主管 审批 同意, 财务 审批中) and 抄送人',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. mail-thread.txt — a reply whose list supersedes the quoted earlier one

function mailThread(): { data: string; rows: KeyRow[]; layout: string } {
  const quoted = noiseBecause('the earlier mail quoted under the reply: superseded by the new list (以这次为准)');
  const lines: Line[] = [
    ['王经理：', noise],
    ['您好！', noise],
    ['上周发给您的锦绣华庭项目电缆清单，数量有调整，以这次为准：', noise],
    [
      '1、YJV-0.6/1KV 4X95+1X50  两百米',
      item('YJV', '4*95+1*50', 200, L1KV, '两百米 = 200 m (the quoted old list had 150)'),
    ],
    ['2、YJV 3*185+2*95  1.5公里', item('YJV', '3*185+2*95', 1500, undefined, '1.5公里 (was 1.2公里)')],
    [
      `3、YJV22-8.7/15KV${NB}3*70  420米`,
      item('YJV22', '3*70', 420, L15KV, 'a non-breaking space between model and spec (was 400米)'),
    ],
    ['4、ZR-YJV 4*35+1*16  380米', item('ZR-YJV', '4*35+1*16', 380, undefined, 'unchanged, written again')],
    ['5、NH-YJV 5*6  150米', item('NH-YJV', '5*6', 150, undefined, 'new in this list')],
    ['6、KVV 8*1.5  600米', item('KVV', '8*1.5', 600, undefined, 'new in this list')],
    ['7、YJV 1*240  6根×85米', item('YJV', '1*240', 510, L1KV, `6 runs × 85 m (was 6根×80米); ${NO_VOLTAGE}`)],
    ['8、BVR 1*6 黄绿  12卷', item('BVR', '1*6', 1200, undefined, `${COIL} (was 10卷)`)],
    ['9、BV 2.5 红、蓝、黄各10卷', item('BV', '1*2.5', 3000, undefined, `${COIL}; three colours × 10 卷`)],
    ['10、WDZ-YJY 4*185+1*95  长度待现场核实后补发', review('no amount yet (待现场核实后补发): ask, or wait')],
    ['11、10kV冷缩户外终端头 3*70  6套', unknown('cable terminations (终端头), an accessory, not a cable')],
    [
      '原清单里的KVV 4*1.5不要了。',
      review('a cable named only to cancel it (不要了): it must not be quoted; a person checks'),
    ],
    ['麻烦尽快报个含税到工地价，谢谢！', noise],
    ['', noise],
    ['刘伟', noise],
    ['华建机电安装有限公司 采购部', noise],
    ['手机：138 1234 5678', noise],
    ['', noise],
    ['-----原始邮件-----', noise],
    ['发件人："刘伟"<liuwei@huajian-me.com>;', noise],
    ['发送时间：2025年10月9日(星期四) 上午10:21', noise],
    ['收件人："王经理"<wang@hdcable.com>;', noise],
    ['主题：电缆询价-锦绣华庭项目', noise],
    ['', noise],
    ['> 王经理您好：', noise],
    ['> 锦绣华庭项目需要以下电缆，麻烦报价：', noise],
    ['> 1、YJV-0.6/1KV 4X95+1X50  150米', quoted],
    ['> 2、YJV 3*185+2*95  1.2公里', quoted],
    [`> 3、YJV22-8.7/15KV${NB}3*70  400米`, quoted],
    ['> 4、ZR-YJV 4*35+1*16  380米', quoted],
    ['> 5、KVV 4*1.5  300米', noiseBecause('quoted old list; left out of the new list and cancelled there (不要了)')],
    ['> 6、BVR 1*6  10卷', quoted],
    ['> 7、YJV 1*240  6根×80米', quoted],
    ['> 谢谢！', noise],
    ['> 刘伟', noise],
  ];
  return {
    ...writeText(lines),
    layout:
      'a Chinese e-mail reply over the quoted earlier mail: greeting, 数量有调整，以这次为准： and an 11-row list 1、…11、 (4X95+1X50 两百米, 3*185+2*95 1.5公里, YJV22-8.7/15KV 3*70 joined by a non-breaking space, BVR 1*6 黄绿 12卷, BV 2.5 红、蓝、黄各10卷, 6根×85米, 长度待现场核实, 终端头 in 套), a line cancelling a cable of the old list (KVV 4*1.5不要了), a signature; then -----原始邮件----- with 发件人/发送时间/收件人/主题 and the old list quoted with "> " (different amounts, a row the new list drops); no 其余不变',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 3. design-materials.pdf — a CAD-exported 主要设备材料表 (landscape A4)

async function designMaterials(): Promise<{ data: Buffer; rows: KeyRow[]; layout: string }> {
  const r = (cells: string[], truth: Truth, top = false): PdfLine => ({ kind: 'cells', cells, truth, top });
  const t = (text: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text,
    truth,
    ...extra,
  });
  const note = noiseBecause('a 说明 line: a design note, not a demand, even where it names a cable');
  const lines: PdfLine[] = [
    t('主要设备材料表', noise, { size: 14, centred: true }),
    r(['序号', '名称', '型号及规格', '单位', '数量', '备注'], noiseBecause('the header'), true),
    r(['1', '低压开关柜', 'GCS型', '台', '8', '见系统图'], unknown('switchgear, not a cable')),
    r(['2', '动力配电箱', 'XL-21', '台', '6', 'AP1~AP6'], unknown('a distribution box, not a cable')),
    r(
      ['3', '电力电缆', 'YJV22-0.6/1kV-4×120+1×70', '米', '460', '变电所至AP1'],
      item('YJV22', '4*120+1*70', 460, L1KV),
    ),
    r(
      ['4', '电力电缆', 'YJV22-0.6/1kV-4×185+1×95', '米', '320(暂估)', '室外埋地'],
      item('YJV22', '4*185+1*95', 320, L1KV, '320(暂估): an estimate is the amount to quote'),
    ),
    r(['5', '电力电缆', 'YJV-0.6/1kV-4×50+1×25', '米', '580', ''], item('YJV', '4*50+1*25', 580, L1KV)),
    r(['6', '电力电缆', 'YJV-0.6/1kV-5×16', '米', '按实', ''], review('按实: no amount (as measured on site): ask')),
    r(['7', '电力电缆', 'YJV-0.6/1kV-3×2.5', '米', '800', '照明回路'], item('YJV', '3*2.5', 800, L1KV)),
    r(['8', '阻燃电缆', 'ZR-YJV-0.6/1kV-3×4+1×2.5', '米', '420', ''], item('ZR-YJV', '3*4+1*2.5', 420, L1KV)),
    r(['9', '阻燃电缆', 'ZC-YJV-0.6/1kV 4×95+1×50', '米', '200', ''], item('ZC-YJV', '4*95+1*50', 200, L1KV)),
    r(['10', '耐火电缆', 'NH-YJV-0.6/1kV 4×25+1×16', '米', '240', '消防负荷'], item('NH-YJV', '4*25+1*16', 240, L1KV)),
    r(['11', '耐火电缆', 'NH-YJV-0.6/1kV 5×6', '米', '180', '应急照明'], item('NH-YJV', '5*6', 180, L1KV)),
    r(
      ['12', '低烟无卤阻燃耐火电缆', 'WDZN-YJY-0.6/1kV-4×35+1×16', '米', '160', '消防泵'],
      unknown(
        'WDZN-YJY (low-smoke halogen-free flame-retardant fire-resistant) is not in the catalogue (only WDZ-YJY)',
      ),
    ),
    r(
      ['13', '低烟无卤阻燃电缆', 'WDZ-YJY-0.6/1kV-4×70+1×35', '米', '300', ''],
      item('WDZ-YJY', '4*70+1*35', 300, L1KV),
    ),
    r(
      ['14', '高压电缆', 'YJV22-8.7/15kV-3×95', 'km', '0.85', '10kV进线'],
      item('YJV22', '3*95', 850, L15KV, '0.85 km'),
    ),
    r(['15', '控制电缆', 'KVV-450/750V-7×1.5', '米', '350', ''], item('KVV', '7*1.5', 350, '450/750V')),
    r(['16', '控制电缆', 'KVV-4×1.5', '米', '600', ''], item('KVV', '4*1.5', 600)),
    r(['17', '绝缘导线', 'BV-450/750V-1×2.5', '米', '4800', ''], item('BV', '1*2.5', 4800, '450/750V')),
    r(['18', '绝缘导线', 'BV-450/750V-1×4', '米', '2600', '插座回路'], item('BV', '1*4', 2600, '450/750V')),
    r(['19', '接地线', 'BVR-1×16', '米', '200', '黄绿双色'], item('BVR', '1*16', 200)),
    r(['20', '焊接钢管', 'SC32', '米', '320', ''], unknown('steel conduit, not a cable')),
    r(['21', '电缆桥架', '300×100', '米', '150', '热镀锌'], unknown('a cable tray, not a cable')),
    t('说明：', noise, { gapBefore: 10 }),
    t('1. 电缆穿管敷设，YJV-4×16以下穿SC32，YJV-4×25~4×50穿SC50。', note),
    t('2. 表中电缆长度按图纸估算，施工时按实际测量下料，数量不作为结算依据。', note),
    t('3. 消防用电设备配电线路采用NH-YJV-0.6/1kV耐火电缆，明敷时穿金属管并刷防火涂料。', note),
    t('4. 10kV进线电缆YJV22-8.7/15kV-3×95由供电部门确认路径后订货。', note),
    t('5. 设备材料以施工图及招标文件为准。', note),
    t('工程名称：滨江花园二期配电工程　　图名：主要设备材料表　　图号：电施-02', noiseBecause('the title block'), {
      gapBefore: 12,
      right: true,
    }),
    t('比例：1:100　　设计：赵磊　　校对：孙红　　审核：周建国　　日期：2025.09', noiseBecause('the title block'), {
      right: true,
    }),
  ];
  const pdf = await writePdf({
    page: [842, 595],
    columns: [0, 40, 190, 450, 510, 600],
    pages: [lines],
    producer: 'AutoCAD 2020 - DWG To PDF.pc3',
  });
  return {
    ...pdf,
    layout:
      'a CAD-exported 主要设备材料表 (a text PDF, landscape A4, ruled, one page): 序号/名称/型号及规格/单位/数量/备注 with model, voltage and spec joined in one cell (YJV22-0.6/1kV-4×120+1×70, NH-YJV-0.6/1kV 4×25+1×16 with a space, KVV-450/750V-7×1.5, BV-450/750V-1×2.5, WDZN-YJY-0.6/1kV-4×35+1×16), 320(暂估), 按实, a km row (0.85), switchgear, a distribution box, conduit and tray; a 说明： paragraph of five numbered lines naming cables in prose (YJV-4×16以下穿SC32, YJV22-8.7/15kV-3×95由供电部门确认); a title block (工程名称/图名/图号, 比例/设计/校对/审核/日期) at the bottom right',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 4. inquiry-letter.txt — a formal 询价函 in prose

function inquiryLetter(): { data: string; rows: KeyRow[]; layout: string } {
  const lines: Line[] = [
    ['询  价  函', noise],
    ['编号：SQJS-XJ-2025-087', noise],
    ['', noise],
    ['江苏华东电缆有限公司：', noise],
    [
      `${FW}${FW}我公司承建的宿迁经济技术开发区东区10kV配电线路改造工程已进入设备材料采购阶段。现需采购YJV22-8.7/15kV 3×240电缆约1.2公里，ZR-YJV-0.6/1kV 4×185+1×95 电缆650米，以及控制电缆KVV 10×1.5共计800米。为保证工程进度，特向贵公司询价。`,
      review(
        `${SEVERAL}; the same three cables are listed again under 具体如下 (rows 7–9), so the sentence must not be quoted a second time`,
      ),
    ],
    ['一、询价内容及数量，具体如下：', noise],
    [
      '1、YJV22-8.7/15kV 3×240 电力电缆，约1.2公里；',
      item('YJV22', '3*240', 1200, L15KV, '约1.2公里 quoted as 1200 m'),
    ],
    ['2、ZR-YJV-0.6/1kV 4×185+1×95 阻燃电力电缆，650米；', item('ZR-YJV', '4*185+1*95', 650, L1KV)],
    ['3、控制电缆KVV 10×1.5，共计800米；', item('KVV', '10*1.5', 800)],
    ['4、YJV-0.6/1kV 4×120+1×70 电力电缆，420米；', item('YJV', '4*120+1*70', 420, L1KV)],
    ['5、NH-YJV-0.6/1kV 5×10 耐火电缆，260米；', item('NH-YJV', '5*10', 260, L1KV)],
    [
      '6、JKLYJ-10/240 架空绝缘导线，3.6千米；',
      item('JKLYJ', '1*240', 3600, '10kV', 'JKLYJ-10/240: rated 10kV, 240 mm²; 3.6 千米'),
    ],
    ['7、BV-450/750V 1×4 布电线，30卷；', item('BV', '1*4', 3000, '450/750V', COIL)],
    ['8、YJV-8.7/15kV 1×300 单芯电缆，6根，每根150米；', item('YJV', '1*300', 900, L15KV, '6 runs × 150 m')],
    ['9、ZC-YJV-0.6/1kV 4×50+1×25 电力电缆，300米；', item('ZC-YJV', '4*50+1*25', 300, L1KV)],
    [
      '10、YJV22-0.6/1kV 4×95+1×50 电力电缆，800～1000米（以最终图纸为准）；',
      review('a range of lengths (800～1000米), not an amount: ask'),
    ],
    ['11、10kV冷缩户外终端头（3×240），12套。', unknown('cable terminations (终端头), an accessory, not a cable')],
    [
      `${FW}${FW}另，路灯部分需JKLYJ-1/70及YJV-0.6/1kV 4×16电缆各300米，请一并报价。`,
      review(`${SEVERAL} (两种 各300米)`),
    ],
    [
      `${FW}${FW}如贵公司有NH-YJV-0.6/1kV 4×35+1×16现货，约需200米，请在报价单中单独注明。`,
      item(
        'NH-YJV',
        '4*35+1*16',
        200,
        L1KV,
        'one cable inside a sentence, asked for from stock (现货) and to be shown apart: quoted, about 200 m',
      ),
    ],
    ['二、技术要求', noise],
    [
      `${FW}${FW}所供电缆须为铜芯，执行GB/T 12706-2020标准，YJV22系列须为钢带铠装，并提供型式试验报告及检测报告。`,
      noiseBecause('a requirement naming a cable series, no cable or amount'),
    ],
    ['三、交货要求', noise],
    [
      `${FW}${FW}交货期：合同签订后15日内分批交货；交货地点：宿迁经济技术开发区东区施工现场（车板交货），卸货由我方负责。`,
      noise,
    ],
    ['四、付款方式', noise],
    [`${FW}${FW}货到验收合格后付合同价款的70%，竣工验收后付至95%，余款5%作为质保金，质保期满一年后无息支付。`, noise],
    ['五、报价要求', noise],
    [
      `${FW}${FW}报价须含13%增值税专用发票及运费，报价有效期30天；请于2025年10月20日17:00前将加盖公章的报价单发送至下列邮箱。`,
      noise,
    ],
    [`联系人：张工${FW}${FW}电话：0527-84456721${FW}${FW}手机：139 5278 6614`, noise],
    ['邮箱：zhanggong@sqjs-build.com', noise],
    ['', noise],
    ['宿迁市建设工程集团有限公司（盖章）', noiseBecause('the seal line')],
    ['二〇二五年十月十三日', noise],
  ];
  return {
    ...writeText(lines),
    layout:
      'a formal 询价函 in prose: title, 编号, addressee, an opening paragraph on one line naming three cables in its sentences (YJV22-8.7/15kV 3×240电缆约1.2公里, …650米, KVV 10×1.5共计800米) that the list repeats; 具体如下： and a list 1、…11、 with one cable a line (约1.2公里, 3.6千米, 30卷, 6根，每根150米, 800～1000米, JKLYJ-10/240, 终端头 in 套); a sentence naming two cables (…及…各300米) and one naming one from stock (约需200米); 技术要求 naming YJV22 with no amount; 交货/付款/报价 terms, contacts, a seal line and a date in Chinese numerals; paragraphs indented with full-width spaces',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 5. whatsapp-english.txt — an overseas buyer's WhatsApp chat exported from an iPhone

function whatsapp(): { data: string; rows: KeyRow[]; layout: string } {
  const at = (time: string, who: string, text: string) => `[12/10/25, ${time}] ${who}: ${text}`;
  const A = 'Ahmed';
  const S = 'Li Wei';
  const reply = noiseBecause("the supplier's message");
  const lines: Line[] = [
    [
      at(
        '09:12:40',
        A,
        `${LRM}Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.`,
      ),
      noise,
    ],
    [at('09:14:03', A, 'Hello my friend, new project in Sharjah, warehouse. pls quote CIF Jebel Ali'), noise],
    [
      at('09:14:41', A, 'all power cables copper XLPE unless i say'),
      noiseBecause('a condition for the lines that follow (copper, XLPE insulation)'),
    ],
    [at('09:15:10', A, 'need 500m 4core 95mm2 XLPE cable'), review('corrected below (sorry 700m not 500m)')],
    [
      at('09:15:52', A, '4 x 95 + 1 x 50 sqmm cu xlpe pvc 0.6/1kv – 1.2 km'),
      item('YJV', '4*95+1*50', 1200, L1KV, 'cu xlpe pvc = YJV; 1.2 km'),
    ],
    [
      at('09:16:30', A, 'same as before but 240mm single core 6 runs of 80m'),
      item(
        'YJV',
        '1*240',
        480,
        L1KV,
        'same as the line before (cu xlpe pvc 0.6/1kv) but single core 240: 6 runs × 80 m',
      ),
    ],
    [
      at('09:17:05', A, 'armoured 4x16 300 mtrs'),
      item('YJV22', '4*16', 300, undefined, 'armoured copper XLPE (the condition above) = YJV22; mtrs = metres'),
    ],
    [
      at('09:17:48', A, '3c 2.5mm flexible x 2 rolls (100m each)'),
      item('RVV', '3*2.5', 200, undefined, 'a three-core flexible cord = RVV; 2 rolls × 100 m'),
    ],
    [`${LRM}${at('09:18:20', A, `${LRM}<attached: 00000012-PHOTO-2025-10-12-09-18-20.jpg>`)}`, noiseBecause('a photo')],
    [at('09:21:07', S, 'Hi Ahmed, well noted 👍'), reply],
    [
      at('09:21:39', S, 'for the 4core 95 you need earth core also or just 4 core?'),
      noiseBecause("the supplier's question"),
    ],
    [at('09:24:15', A, 'just 4 core'), noiseBecause('answers the question: the 4-core 95 has no earth core')],
    [
      at('09:24:58', A, 'and control cable 10 core 1.5mm 400 m'),
      item('KVV', '10*1.5', 400, undefined, 'a 10-core 1.5 control cable = KVV'),
    ],
    [at('09:25:30', A, '2 core 6mm2 cu xlpe 0.6/1kv 250m'), item('YJV', '2*6', 250, L1KV)],
    [at('09:26:02', A, 'also'), noise],
    [
      '1.5 km of 4x25+16 cu xlpe',
      item('YJV', '4*25+1*16', 1500, undefined, 'a line of a message of several lines; 4x25+16 = 4×25+1×16; 1.5 km'),
    ],
    [
      'aluminium 4x150 xlpe 800m',
      item('YJLV', '4*150', 800, undefined, 'aluminium XLPE = YJLV; a line of a message of several lines'),
    ],
    [
      at('09:27:19', A, '1.5mm2 BV wire red/black 10 rolls each'),
      item('BV', '1*1.5', 2000, undefined, 'rolls of building wire = 100 m; two colours × 10 rolls'),
    ],
    [
      at('09:28:01', A, 'MV cable 3 core 240 11kv 600m'),
      review('a network voltage alone (11kV): 8.7/15kV or 6.35/11kV? ask (the supplier does, below)'),
    ],
    [at('09:28:40', A, '4x50+25 cu xlpe 2 drums'), review('drums of power cable with no drum length: ask')],
    [at('09:29:12', A, '20 pcs cable lugs 95mm'), unknown('cable lugs, an accessory, not a cable')],
    [at('09:35:50', S, '11kv we make 8.7/15kv, ok for you?'), noiseBecause("the supplier's question")],
    [at('09:36:33', S, 'and drum length for the 4x50?'), noiseBecause("the supplier's question")],
    [at('09:52:18', A, 'will check with consultant'), noiseBecause('answers neither question yet')],
    [at('10:05:41', A, `${LRM}This message was deleted.`), noiseBecause('a deleted message')],
    [
      at('10:06:12', A, 'sorry 700m not 500m for the 4 core 95'),
      item('YJV', '4*95', 700, undefined, 'the correction of row 4: copper XLPE 4-core 95 (just 4 core), 700 m'),
    ],
    [at('10:06:40', S, 'ok noted, 700m 4x95'), noiseBecause('the supplier repeats the correction keyed on row 26')],
    [at('10:07:15', A, 'pls send price today, delivery time also'), noise],
    [at('10:08:03', S, 'Sure, will send by 3pm'), reply],
  ];
  return {
    ...writeText(lines),
    layout:
      "a WhatsApp chat exported from an iPhone ([12/10/25, 09:14:03] Ahmed: …, dd/mm/yy), English with loose notation: 4core 95mm2, 4 x 95 + 1 x 50 sqmm cu xlpe pvc 0.6/1kv – 1.2 km (an en dash), same as before but 240mm single core 6 runs of 80m, armoured 4x16 300 mtrs, 3c 2.5mm flexible x 2 rolls (100m each), 10 core 1.5mm, 4x25+16, aluminium 4x150, BV wire red/black 10 rolls each, 11kv, 2 drums, lugs; a condition line (all power cables copper XLPE unless i say) the lines after it need; a message of three lines (two without a timestamp); left-to-right marks, an attachment, a deleted message, an emoji; supplier questions and the buyer's answers; a line corrected later (sorry 700m not 500m for the 4 core 95) and the supplier echoing it",
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 6. notepad-columns.txt — a list typed in Notepad, columns of spaces and tabs

function notepadColumns(): { data: string; rows: KeyRow[]; layout: string } {
  const rule = '------------------------------------------------------';
  const lines: Line[] = [
    ['幸福里小区地下车库配电电缆用量（初稿）   ', noise],
    ['', noise],
    ['序号\t型号\t规格\t\t单位\t数量\t备注', noiseBecause('the header')],
    [rule, noise],
    ['一、动力电缆', noiseBecause('a group heading')],
    ['1\tYJV\t4×185+1×95\t米\t２６０\tAP1进线', item('YJV', '4*185+1*95', 260, undefined, 'full-width digits')],
    [
      `2   YJV     ４×１２０＋１×７０${FW}${FW}m${FW}${FW}180`,
      item('YJV', '4*120+1*70', 180, undefined, 'full-width digits and ＋, columns of spaces and full-width spaces'),
    ],
    [`3\tYJV22\t4＊70+1＊35\t米\t${FW}３２０\t室外`, item('YJV22', '4*70+1*35', 320, undefined, 'full-width ＊')],
    ['4\tZR-YJV\t5×16\t\t米\t150\t排风机', item('ZR-YJV', '5*16', 150)],
    ['5\tYJV\t3×240+2×120\t米\t95', item('YJV', '3*240+2*120', 95)],
    [
      '6\tNH-YJV\t4×50+\t米\t２１０\t消防',
      item('NH-YJV', '4*50+1*25', 210, undefined, 'the spec is wrapped by hand: 4×50+ here, 1×25 on the next line'),
    ],
    ['\t\t1×25', noiseBecause('the rest of row 6’s spec, wrapped by hand; keyed on the line with the amount')],
    ['7\tZC-YJV\t４×９５＋', noiseBecause('row 7’s model and the first half of its spec; keyed on the next line')],
    [
      `\t１×５０\t米\t１２０\t `,
      item(
        'ZC-YJV',
        '4*95+1*50',
        120,
        undefined,
        'row 7 wrapped by hand: the model and ４×９５＋ are on the line above, the amount on this one',
      ),
    ],
    ['8\tYJV\t1×300\t米\t360\t单芯', item('YJV', '1*300', 360, L1KV, NO_VOLTAGE)],
    ['9\tYJV22\t4×35+1×16\t米\t300～350\t待定', review('a range of lengths (300～350), marked 待定: ask')],
    [`${FW}${FW}小计：\t\t约2300米`, noiseBecause('a subtotal')],
    ['', noise],
    ['二、照明', noiseBecause('a group heading')],
    ['10\tBV\t2.5\t卷\t３０\t红蓝黄各10', item('BV', '1*2.5', 3000, undefined, `${COIL}; 红蓝黄各10 = the 30 卷`)],
    ['11\tBV\t4\t\t卷\t15', item('BV', '1*4', 1500, undefined, COIL)],
    ['12  BVR   1.5     卷  ８', item('BVR', '1*1.5', 800, undefined, COIL)],
    ['13\tYJV\t3×4+1×2.5\t米\t420', item('YJV', '3*4+1*2.5', 420)],
    ['14\tRVV\t3×1.5\t米\t200\t', item('RVV', '3*1.5', 200)],
    ['15\tPVC线管\tΦ20\t米\t500', unknown('PVC conduit, not a cable')],
    [`${FW}${FW}小计：53卷，1120米`, noiseBecause('a subtotal')],
    ['', noise],
    ['三、控制', noiseBecause('a group heading')],
    ['16\tKVV\t7×1.5\t米\t300', item('KVV', '7*1.5', 300)],
    ['17\tKVV\t４×１.０\t米\t２６０', item('KVV', '4*1', 260, undefined, '４×１.０ = 4×1.0')],
    ['18\tKVVP\t4×1.5\t米\t100\t屏蔽', unknown('KVVP (shielded control cable) is not in the catalogue')],
    [`${FW}${FW}小计：660米`, noiseBecause('a subtotal')],
    ['', noise],
    [rule, noise],
    ['合计：电缆约3600米（不含线管），电线53卷', noiseBecause('the total')],
    ['备注：数量未含损耗，以现场为准', noise],
  ];
  return {
    ...writeText(lines),
    layout:
      'a list typed in Notepad: a title with trailing spaces, a header 序号/型号/规格/单位/数量/备注 over columns of tabs, a ---- rule, groups 一、动力电缆 / 二、照明 / 三、控制 each with a 小计 (约2300米; 53卷，1120米 mixing 卷 and 米) and a 合计; columns of tabs on most lines, of spaces and full-width spaces on others, not aligned; full-width digits (２６０, ４×１２０＋１×７０, ４×１.０) and ＊; two rows wrapped by hand (6: 4×50+ with its amount, 1×25 on the next line; 7: ZC-YJV ４×９５＋, then １×５０ with the amount); m beside 米; BV 2.5 / BV 4 / BVR 1.5 in 卷 (红蓝黄各10 in 备注); 300～350 待定; PVC线管, KVVP; blank lines',
  };
}

async function main() {
  const files: Array<[string, AnswerKey['kind'], { data: string | Buffer; rows: KeyRow[]; layout: string }]> = [
    ['dingtalk-approval.txt', 'text', dingtalk()],
    ['mail-thread.txt', 'text', mailThread()],
    ['design-materials.pdf', 'pdf', await designMaterials()],
    ['inquiry-letter.txt', 'text', inquiryLetter()],
    ['whatsapp-english.txt', 'text', whatsapp()],
    ['notepad-columns.txt', 'text', notepadColumns()],
  ];
  for (const [name, kind, { data, rows, layout }] of files) {
    const key: AnswerKey = { file: name, kind, layout, rows };
    writeFileSync(join(HERE, name), data);
    writeFileSync(join(HERE, `${name.slice(0, name.lastIndexOf('.'))}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
    const count = (expect: Truth['expect']) => rows.filter((r) => r.truth.expect === expect).length;
    console.log(
      `${name}: ${rows.length} rows, ${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
