/**
 * The texts and PDFs of the sixth holdout corpus: a QQ group chat exported as text, an Outlook mail whose table came
 * out as pipes and dashes (with an older table quoted below it), a one-page list printed in two columns side by side,
 * a WeChat chat copied from the phone app with the new quote-reply format and voice-to-text lines, and a tender's
 * 技术规范 whose 货物需求表 is on its second page only. Every key row is written from what the file shows and what a
 * careful salesperson would quote.
 *
 *   npx tsx corpus/holdout6/generate-texts.ts   # writes the 5 files and their .key.json (deterministic)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout6
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
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

const ROLL = 'building wire 卷 = 100 m';
const LV = 'no voltage written: a power cable made at 0.6/1kV and 8.7/15kV is taken as 0.6/1kV';

function save(file: string, data: string | Buffer, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file.replace(/\.[a-z]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
}

/** A text saved on Windows: CRLF line ends, optionally a UTF-8 BOM. */
const windowsText = (data: string, bom: boolean) =>
  Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(data.replace(/\n/g, '\r\n'))]);

// ---------------------------------------------------------------------------------------------------------------
// 1. qq-group.txt — a QQ group chat exported from QQ for PC (.txt, UTF-8 with a BOM, CRLF).

const QQ_LAYOUT =
  'a QQ group chat exported from QQ for PC as text (UTF-8 with a BOM, CRLF): the export header (消息记录…, ===== rules, 消息分组/消息对象), "2025-10-12 9:14:03 张工(123456789)" lines with the hour unpadded, each message on the lines under its header and a blank line after, @mentions (@李经理 帮报个价), [图片]; a message of three YJV lines closed by 以上都要阻燃的 (ZR or ZC? the supplier asks, the buyer does not answer); a second list of eight lines: yjv四乘九十五加一乘五十 三百米 (乘 for ×, Chinese numerals), 4×35+1×16 两百米, 120m, YJV 1*240 4根*80米, BV2.5 20卷, BVR 4平方 and a full-width space before 5卷, a trailing space, 3x1.5; PVC conduit in 根; 两根耐火的 heading two NH-YJV lines, one with （控制箱）; the supplier\'s reply naming 4*185的ZR';

function qqGroup() {
  const zhang = (time: string) => `2025-10-12 ${time} 张工(123456789)`;
  const wang = (time: string) => `2025-10-12 ${time} 王磊(3307715820)`;
  const li = (time: string) => `2025-10-12 ${time} 李经理(2851337406)`;
  const flameRetardant = review(
    '以上都要阻燃的 under the list makes it flame-retardant, but of which class: ZR-YJV or ZC-YJV (both in the catalogue)? The supplier asks and the buyer has not answered; the YJV written on the line must not be quoted',
  );
  const rule = '================================================================';
  const lines: Array<[string, Truth]> = [
    ['消息记录（此消息记录为文本格式，不支持重新导入）', noise],
    ['', noise],
    [rule, noise],
    ['消息分组:我的QQ群', noise],
    [rule, noise],
    ['消息对象:滨江花园三期水电群', noise],
    [rule, noise],
    ['', noise],
    [zhang('9:14:03'), noise],
    ['@李经理 帮报个价，三期配电房出线的', noise],
    ['[图片]', noiseBecause('a picture')],
    ['', noise],
    [zhang('9:15:41'), noise],
    ['YJV 4*185+1*95 260米', flameRetardant],
    ['YJV 4*120+1*70 180米', flameRetardant],
    ['YJV 5*10 450米', flameRetardant],
    [
      '以上都要阻燃的',
      noiseBecause('changes the model of the three lines above (keyed review); names no cable itself'),
    ],
    ['', noise],
    [li('9:18:37'), noise],
    ['收到。阻燃的要ZR还是ZC？图纸上怎么标的', noiseBecause("the supplier's question")],
    ['', noise],
    [zhang('9:20:15'), noise],
    ['我问下设计院再回你', noise],
    ['', noise],
    [wang('9:21:50'), noise],
    ['@李经理 路灯和地下室的也一起报下', noise],
    [
      'yjv四乘九十五加一乘五十 三百米',
      item('YJV', '4*95+1*50', 300, undefined, '乘 for ×, 加 for +, Chinese numerals: 4×95+1×50, 300 m'),
    ],
    ['YJV22 4×35+1×16 两百米', item('YJV22', '4*35+1*16', 200, undefined, '两百米 = 200 m')],
    ['VV 3*25+2*16 120m', item('VV', '3*25+2*16', 120)],
    ['YJV 1*240 4根*80米', item('YJV', '1*240', 320, '0.6/1kV', `4 runs × 80 m; ${LV}`)],
    ['BV2.5 20卷', item('BV', '1*2.5', 2000, undefined, ROLL)],
    ['BVR 4平方\u30005卷', item('BVR', '1*4', 500, undefined, `4平方 = 4 mm²; ${ROLL}`)],
    ['KVV 7*1.5 350米  ', item('KVV', '7*1.5', 350, undefined, 'trailing spaces')],
    ['RVV 3x1.5 200米', item('RVV', '3*1.5', 200)],
    ['PVC25穿线管 200根', unknown('PVC conduit, not a cable')],
    ['', noise],
    [wang('9:25:11'), noise],
    ['地下室风机两根耐火的', noiseBecause('两根 counts the two lines below (two cables), not runs')],
    ['NH-YJV 4*25+1*16 160米', item('NH-YJV', '4*25+1*16', 160)],
    ['NH-YJV 5×6 90米（控制箱）', item('NH-YJV', '5*6', 90)],
    ['', noise],
    [li('9:27:40'), noise],
    ['4*185的ZR现货不多，要调货，下午一起发报价单', noiseBecause("the supplier's reply: names a cable, asks for none")],
  ];
  const { data, rows } = writeText(lines);
  save('qq-group.txt', windowsText(data, true), 'text', QQ_LAYOUT, rows);
}

// ---------------------------------------------------------------------------------------------------------------
// 2. outlook-pipes.txt — an English/Chinese mail from Outlook whose table came out as pipes and dashes (CRLF).

const OUTLOOK_LAYOUT =
  'an overseas buyer\'s e-mail copied out of Outlook (English with Chinese lines, CRLF): From/Sent/To/Subject headers, a table drawn with pipes and a short dash rule (|-----|------|), cells padded with spaces; descriptions Cu/XLPE/PVC (YJV), Cu/XLPE/STA/PVC (YJV22), Cu/PVC/PVC (VV), Cu/XLPE/SWA/PVC (wire armour: YJV32, not in the catalogue); sizes 4C x 240 + 1C x 120 mm², 4x95+1x50, 1C x 300, 10C x 1.5, 2.5 mm²; Qty 1,200 and 1.2 km, 2 Drum with "500 m/drum" in the description, 30 Roll, M, TBA, 1 Lot of glands and lugs; one row whose description wraps onto a second pipe line and one whose size wraps ("4C x 25 +" / "1C x 16"); a delivery note naming a drum length; a signature; the ________ rule Outlook writes above a quoted older mail (From: … Sent: … To: … Subject:) with the superseded first table';

function outlookPipes() {
  const widths = [5, 36, 26, 7, 6];
  const pipe = (...cells: string[]) => `|${cells.map((c, i) => ` ${c.padEnd(widths[i]! - 1)}`).join('|')}|`;
  const old = (...cells: string[]) => `| ${cells.join(' | ')} |`;
  const superseded = noiseBecause(
    'the quoted earlier mail\'s table, superseded by the revised list ("previous list is cancelled")',
  );
  const wrapped = noiseBecause("the row above's cell goes on onto this line");
  const lines: Array<[string, Truth]> = [
    ['From: Ahmed Raza <ahmed.raza@gulf-mep.ae>', noise],
    ['Sent: Tuesday, October 14, 2025 3:42 PM', noise],
    ['To: 李娜 <lina@hxcable.com.cn>', noise],
    ['Subject: RE: RFQ-2025-118 LV cables - Al Noor Villas / 询价', noise],
    ['', noise],
    ['Dear Ms. Li,', noise],
    ['Please quote your best CIF Jebel Ali price for the revised list below, previous list is cancelled.', noise],
    ['请按以下清单报价，谢谢！', noise],
    ['', noise],
    [pipe('No.', 'Description', 'Size', 'Qty', 'Unit'), noise],
    ['|-----|------|------|------|------|', noise],
    [
      pipe('1', 'Cu/XLPE/PVC (YJV) 0.6/1kV', '4C x 240 + 1C x 120 mm²', '850', 'm'),
      item('YJV', '4*240+1*120', 850, '0.6/1kV'),
    ],
    [
      pipe('2', 'Cu/XLPE/PVC (YJV) 0.6/1kV', '4C x 185 + 1C x 95 mm²', '1,200', 'm'),
      item('YJV', '4*185+1*95', 1200, '0.6/1kV', 'thousands separator'),
    ],
    [pipe('3', 'YJV 0.6/1kV', '4x95+1x50', '1.2', 'km'), item('YJV', '4*95+1*50', 1200, '0.6/1kV', '1.2 km')],
    [
      pipe('4', 'YJV 0.6/1kV, 500 m/drum', '3C x 150 + 2C x 70', '2', 'Drum'),
      item('YJV', '3*150+2*70', 1000, '0.6/1kV', '2 drums × 500 m/drum (written in the description)'),
    ],
    [
      pipe('5', 'Cu/XLPE/STA/PVC (YJV22) 0.6/1kV', '4C x 70 + 1C x 35', '320', 'm'),
      item('YJV22', '4*70+1*35', 320, '0.6/1kV', 'STA: steel tape armour'),
    ],
    [pipe('', 'armoured, for direct burial', '', '', ''), wrapped],
    [
      pipe('6', 'Fire resistant NH-YJV 0.6/1kV', '4C x 25 +', '180', 'm'),
      item('NH-YJV', '4*25+1*16', 180, '0.6/1kV', 'the size wraps: "1C x 16" is on the next pipe line'),
    ],
    [pipe('', '', '1C x 16', '', ''), wrapped],
    [
      pipe('7', 'Cu/XLPE/SWA/PVC 0.6/1kV', '4C x 50 + 1C x 25', '260', 'm'),
      unknown('SWA is steel wire armour (YJV32); the catalogue has only steel-tape armour (YJV22)'),
    ],
    [pipe('8', 'Cu/PVC/PVC (VV) 0.6/1kV', '4C x 16 mm²', '400', 'M'), item('VV', '4*16', 400, '0.6/1kV', 'M = m')],
    [pipe('9', 'YJV 0.6/1kV single core', '1C x 300', '600', 'm'), item('YJV', '1*300', 600, '0.6/1kV')],
    [pipe('10', 'YJV 8.7/15kV', '3C x 95', '450', 'm'), item('YJV', '3*95', 450, '8.7/15kV')],
    [
      pipe('11', 'BV 450/750V building wire', '2.5 mm²', '30', 'Roll'),
      item('BV', '1*2.5', 3000, '450/750V', `Roll = 卷; ${ROLL}`),
    ],
    [pipe('12', 'KVV 450/750V control cable', '10C x 1.5', '500', 'm'), item('KVV', '10*1.5', 500, '450/750V')],
    [
      pipe('13', 'KVV 450/750V control cable', '4C x 2.5', 'TBA', 'm'),
      review('quantity TBA (to be advised): no amount to quote'),
    ],
    [pipe('14', 'Cable glands & lugs for item 1-5', '-', '1', 'Lot'), unknown('glands and lugs, not a cable')],
    ['', noise],
    [
      'Delivery: 4 weeks / 交货期4周. Wooden drums, max. 500 m per drum.',
      noiseBecause('a packing note, not an amount'),
    ],
    ['Best regards,', noise],
    ['Ahmed Raza', noise],
    ['Procurement Engineer | Gulf MEP Contracting LLC', noise],
    ['Tel: +971 4 288 1350 | Mob: +971 50 612 7784', noise],
    ['________________________________', noise],
    ['From: Ahmed Raza', noise],
    ['Sent: Friday, October 10, 2025 11:08 AM', noise],
    ['To: 李娜 <lina@hxcable.com.cn>', noise],
    ['Subject: RFQ-2025-118 LV cables - Al Noor Villas', noise],
    ['', noise],
    ['Dear Ms. Li, kindly quote the following:', noise],
    [old('No.', 'Description', 'Size', 'Qty', 'Unit'), noise],
    ['|-----|------|------|------|------|', noise],
    [old('1', 'YJV 0.6/1kV', '4C x 240 + 1C x 120', '600', 'm'), superseded],
    [old('2', 'YJV 0.6/1kV', '4C x 185 + 1C x 95', '1,000', 'm'), superseded],
    [old('3', 'YJV 0.6/1kV', '4C x 95 + 1C x 50', '800', 'm'), superseded],
  ];
  const { data, rows } = writeText(lines);
  save('outlook-pipes.txt', windowsText(data, false), 'text', OUTLOOK_LAYOUT, rows);
}

// ---------------------------------------------------------------------------------------------------------------
// 3. two-column-list.pdf — one page, the list printed in two ruled halves side by side (1–12 left, 13–24 right).

const TWO_COLUMN_LAYOUT =
  'a one-page text PDF (A4) with the list printed in two ruled halves side by side, items 1–12 on the left and 13–24 on the right, the same header 序号/型号规格/单位/数量 over both; the right half sits half a row lower than the left (two tables placed side by side, the right one set down), so no line across the page holds two items and, read top to bottom, the lines alternate left and right (1, 13, 2, 14, …); a title and a 编制/日期 line above, two notes below; specs joined to the model with a dash (YJV-4×240+1×120, YJV-4X95+1X50, BV-2.5mm²), 千米 with 1.2, 1,050, 按实, 卷 for BV/BVR, KVVP and a cable tray';

async function cjkFont(doc: PDFDocument) {
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      (fontkit as { create: (b: Uint8Array, name: string) => unknown }).create(bytes, 'NotoSansCJKsc-Regular'),
  } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  for (const path of [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  ]) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch {
      continue;
    }
    return doc.embedFont(bytes, { subset: true });
  }
  throw new Error('NotoSansCJK-Regular.ttc not found: install fonts-noto-cjk to regenerate the PDFs');
}

async function twoColumnList() {
  type Half = [string, string, string, string, Truth];
  const left: Half[] = [
    ['1', 'YJV-4×240+1×120', '米', '320', item('YJV', '4*240+1*120', 320)],
    ['2', 'YJV-4×185+1×95', '米', '450', item('YJV', '4*185+1*95', 450)],
    ['3', 'YJV-4×150+1×70', '米', '280', item('YJV', '4*150+1*70', 280)],
    ['4', 'YJV-4×120+1×70', '米', '1,050', item('YJV', '4*120+1*70', 1050, undefined, 'thousands separator')],
    ['5', 'YJV-4X95+1X50', '米', '600', item('YJV', '4*95+1*50', 600, undefined, 'X for ×')],
    ['6', 'YJV-4×70+1×35', '米', '385', item('YJV', '4*70+1*35', 385)],
    ['7', 'YJV-5×16', '米', '240', item('YJV', '5*16', 240)],
    ['8', 'YJV-5×10', '米', '520', item('YJV', '5*10', 520)],
    ['9', 'YJV22-4×50+1×25', '米', '160', item('YJV22', '4*50+1*25', 160)],
    ['10', 'YJV22-3×240+2×120', '米', '90', item('YJV22', '3*240+2*120', 90)],
    ['11', 'ZR-YJV-4×35+1×16', '千米', '1.2', item('ZR-YJV', '4*35+1*16', 1200, undefined, '1.2 千米')],
    ['12', 'NH-YJV-5×6', '米', '按实', review('按实 (as measured on site): no amount to quote')],
  ];
  const right: Half[] = [
    ['13', 'VV-3×25+2×16', '米', '200', item('VV', '3*25+2*16', 200)],
    ['14', 'KVV-4×1.5', '米', '850', item('KVV', '4*1.5', 850)],
    ['15', 'KVV-14×1.5', '米', '300', item('KVV', '14*1.5', 300)],
    ['16', 'KVVP-10×1.0', '米', '260', unknown('KVVP (screened control cable) is not in the catalogue')],
    ['17', 'BV-2.5mm²', '卷', '40', item('BV', '1*2.5', 4000, undefined, ROLL)],
    ['18', 'BV-4mm²', '卷', '25', item('BV', '1*4', 2500, undefined, ROLL)],
    ['19', 'BVR-6mm²', '卷', '8', item('BVR', '1*6', 800, undefined, ROLL)],
    ['20', 'BV-16mm²', '米', '150', item('BV', '1*16', 150)],
    ['21', 'RVV-3×1.0', '米', '500', item('RVV', '3*1', 500)],
    ['22', 'YJV-1×240', '米', '180', item('YJV', '1*240', 180, '0.6/1kV', LV)],
    ['23', 'JKLYJ-10kV-1×120', '米', '900', item('JKLYJ', '1*120', 900, '10kV')],
    ['24', '电缆桥架200×100', '米', '120', unknown('cable tray, not a cable')],
  ];
  const header: Half = ['序号', '型号规格', '单位', '数量', noiseBecause('the header of one half')];

  const doc = await PDFDocument.create();
  const when = new Date(Date.UTC(2025, 9, 16, 2, 0, 0));
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  doc.setProducer('Microsoft® Word 2016');
  doc.setCreator('Microsoft® Word 2016');
  const font = await cjkFont(doc);
  const [width, height] = [595.28, 841.89];
  const page = doc.addPage([width, height]);
  const margin = 42;
  const grey = rgb(0.25, 0.25, 0.25);
  const placed: Array<{ y: number; text: string; truth: Truth }> = [];
  const text = (value: string, y: number, size: number, centred: boolean, truth: Truth, indent = 0) => {
    const w = font.widthOfTextAtSize(value, size);
    if (w > width - 2 * margin - indent) throw new Error(`a line is wider than the page: ${value}`);
    page.drawText(value, { x: centred ? (width - w) / 2 : margin + indent, y, size, font });
    placed.push({ y, text: value, truth });
  };

  // Two halves of 250 pt with a gutter of 11 pt; within a half: 序号 | 型号规格 | 单位 | 数量.
  const halfWidth = 250;
  const columns = [0, 30, 170, 205];
  const rowHeight = 18;
  const drawHalf = (x0: number, yTop: number, rowsOfHalf: Half[]) => {
    rowsOfHalf.forEach(([no, spec, unit, qty, truth], i) => {
      const top = yTop - i * rowHeight;
      const baseline = top - 12.5;
      const cells = [no, spec, unit, qty];
      cells.forEach((cell, c) => {
        const cellLeft = x0 + columns[c]!;
        const cellRight = x0 + (columns[c + 1] ?? halfWidth);
        const size = 9;
        const w = font.widthOfTextAtSize(cell, size);
        if (w > cellRight - cellLeft - 4) throw new Error(`a cell is wider than its column: ${cell}`);
        // 序号, 单位 and 数量 centred, 型号规格 from the left.
        const x = c === 1 ? cellLeft + 4 : (cellLeft + cellRight - w) / 2;
        page.drawText(cell, { x, y: baseline, size, font });
      });
      for (const edge of [...columns.map((c) => x0 + c), x0 + halfWidth])
        page.drawLine({
          start: { x: edge, y: top },
          end: { x: edge, y: top - rowHeight },
          thickness: 0.5,
          color: grey,
        });
      if (i === 0)
        page.drawLine({ start: { x: x0, y: top }, end: { x: x0 + halfWidth, y: top }, thickness: 0.8, color: grey });
      page.drawLine({
        start: { x: x0, y: top - rowHeight },
        end: { x: x0 + halfWidth, y: top - rowHeight },
        thickness: 0.5,
        color: grey,
      });
      placed.push({ y: baseline, text: cells.join(' | '), truth });
    });
  };

  text('锦城·翠湖湾二期 配电工程电缆材料清单', height - 70, 15, true, noise);
  text('编制：川能电气安装公司 项目部    日期：2025年10月16日    页次：1/1', height - 96, 9, false, noise);
  const tableTop = height - 112;
  drawHalf(margin, tableTop, [header, ...left]);
  // The right half is set down half a row: its lines fall between the left half's.
  drawHalf(margin + halfWidth + 11, tableTop - rowHeight / 2, [header, ...right]);
  const below = tableTop - rowHeight / 2 - 13 * rowHeight - 24;
  text('注：1. 以上数量为设计长度，施工时按实际敷设长度结算，损耗另计。', below, 9, false, noise);
  text('2. 电缆须附合格证及第三方检测报告，电线按每卷100米供货。', below - 16, 9, false, noise, 27);

  const rows: KeyRow[] = placed
    .sort((a, b) => b.y - a.y)
    .map((entry, i) => ({ row: i + 1, text: entry.text, truth: entry.truth }));
  const data = Buffer.from(await doc.save({ useObjectStreams: false }));
  save('two-column-list.pdf', data, 'pdf', TWO_COLUMN_LAYOUT, rows);
}

// ---------------------------------------------------------------------------------------------------------------
// 4. wechat-new-quote.txt — a WeChat chat copied from the phone app (LF), with the new quote-reply format.

const WECHAT_LAYOUT =
  'a WeChat chat copied out of the phone app (LF): name-and-time lines (张工(鑫达机电) 10月15日 09:15), [微笑] / [抱拳] and 👍; quote-replies in the new format — the quoted message in 「张工(鑫达机电)：…」, a "- - - - - - - - - - - - - - -" rule, then the reply — one by the supplier (这个有现货), one changing an amount (这根改成250米: the cable is only in the quote), one cancelling a line (这个不要了); a price question 多少钱一米 and the supplier\'s price; voice-to-text lines with Chinese numerals and no punctuation (要那个三芯一百八十五加两芯九十五的 两百米 names no model; 嗯还有YJV的四芯二十五加一芯十六 一百五十米); amounts 要1千米, 一卷, 两盘（每盘500米） written before the cable, 一卷红的一卷蓝的, 180m; 冷缩头 in 个';

function wechatNewQuote() {
  const zhang = (time: string) => `张工(鑫达机电) 10月15日 ${time}`;
  const li = (time: string) => `李建华 10月15日 ${time}`;
  const separator = '- - - - - - - - - - - - - - -';
  const quoted = noiseBecause('the quoted message, repeated by the reply: already keyed where it was sent');
  const lines: Array<[string, Truth]> = [
    [zhang('09:12'), noise],
    ['李经理早[微笑] 厂房二期的电缆帮忙报一下', noise],
    [li('09:13'), noise],
    ['好的张工，发过来吧👍', noise],
    [zhang('09:15'), noise],
    ['YJV 4*95+1*50 300米', item('YJV', '4*95+1*50', 300)],
    ['YJV 4*70+1*35 200米', review('changed later by a quote-reply (这根改成250米): 200 m must not be quoted')],
    ['VV 3*16+1*10 150米', review('cancelled later by a quote-reply (这个不要了): must not be quoted')],
    ['KVV 4*2.5 要1千米', item('KVV', '4*2.5', 1000, undefined, '1千米 = 1000 m')],
    ['BV 4平方 一卷', item('BV', '1*4', 100, undefined, ROLL)],
    ['YJV22 3*120+2*70 180m', item('YJV22', '3*120+2*70', 180)],
    [zhang('09:16'), noise],
    [
      '再来两盘（每盘500米）YJV 4*50+1*25',
      item('YJV', '4*50+1*25', 1000, undefined, '2 drums × 500 m; the amount is written before the cable'),
    ],
    [li('09:20'), noise],
    ['「张工(鑫达机电)：YJV 4*95+1*50 300米」', quoted],
    [separator, noise],
    ['这个有现货，今天能发', noiseBecause("the supplier's reply")],
    [zhang('09:21'), noise],
    ['多少钱一米', noiseBecause('a price question')],
    [li('09:23'), noise],
    ['4*95+1*50的含税268一米，其他的下午统一出报价单', noiseBecause("the supplier's price, not a demand")],
    [zhang('09:30'), noise],
    ['「张工(鑫达机电)：YJV 4*70+1*35 200米」', quoted],
    [separator, noise],
    [
      '这根改成250米',
      item(
        'YJV',
        '4*70+1*35',
        250,
        undefined,
        'the new amount for the cable in the quote just above (the quote-reply ties them): YJV 4*70+1*35 250 m',
      ),
    ],
    [zhang('09:31'), noise],
    ['「张工(鑫达机电)：VV 3*16+1*10 150米」', quoted],
    [separator, noise],
    ['这个不要了', noiseBecause('cancels the quoted line (keyed review where it was sent)')],
    [zhang('09:40'), noise],
    [
      '要那个三芯一百八十五加两芯九十五的 两百米',
      review('voice-to-text with no model: 3×185+2×95 is made as YJV, VV, YJV22, ZR-YJV…; the supplier asks which'),
    ],
    [
      '嗯还有YJV的四芯二十五加一芯十六 一百五十米',
      item('YJV', '4*25+1*16', 150, undefined, 'voice-to-text: 四芯二十五加一芯十六 = 4×25+1×16, 150 m'),
    ],
    [zhang('09:42'), noise],
    ['BVR2.5 一卷红的一卷蓝的', item('BVR', '1*2.5', 200, undefined, `two colours × 1 卷; ${ROLL}`)],
    ['RVV 2*1.0 一卷', item('RVV', '2*1', 100, undefined, ROLL)],
    ['4*95的冷缩头要20个', unknown('cold-shrink terminations, not a cable')],
    [li('09:45'), noise],
    ['三芯185加两芯95的是YJV还是VV？铠装要不要', noiseBecause("the supplier's question")],
    [zhang('09:46'), noise],
    ['我问下现场[抱拳]', noise],
  ];
  const { data, rows } = writeText(lines);
  save('wechat-new-quote.txt', data, 'text', WECHAT_LAYOUT, rows);
}

// ---------------------------------------------------------------------------------------------------------------
// 5. tender-spec.pdf — a tender's 技术规范: page 1 prose naming cables, page 2 the 货物需求表 (数量 before 单位).

const TENDER_LAYOUT =
  "a tender's 第四章 技术规范 and 第五章 货物需求表 (Word to a text PDF, A4) over two pages: page 1 is prose only, naming cables and lengths in sentences (YJV、YJV22, ZR-YJV, NH-YJV, KVV-450/750V, YJV-4×185+1×95, 4×95+1×50及以上单盘长度不小于300米) — requirements, not the list; page 2 holds the ruled table 序号/货物名称/规格型号/数量/单位/交货期/备注 with 数量 before 单位; 规格型号 as YJV-0.6/1kV-4×185+1×95, YJV-8.7/15kV-3×240, KVV-450/750V-10×1.0; 1.5 / 0.65 / 0.45 / 1.2 in km, 2 盘 with 每盘250米 in 备注 and 2 盘 without, 1,500 in m, terminations and joints in 套, KVVP; notes under the table; 第 n 页 共 2 页 footers";

async function tenderSpec() {
  const prose = (text: string): PdfLine => ({ kind: 'text', text, truth: noiseBecause('prose of the 技术规范') });
  const plain = (text: string, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text,
    truth: noise,
    ...extra,
  });
  const page1: PdfLine[] = [
    plain('清源县污水处理厂提标改造工程电缆采购 招标文件', { size: 14, centred: true }),
    plain('第四章  技术规范', { size: 12, centred: true }),
    plain('一、总则', { gapBefore: 4 }),
    prose('1.1 本规范适用于清源县污水处理厂提标改造工程所需低压电力电缆、中压电力电缆、控制电缆及'),
    prose('电缆附件的供货，包括设计、制造、试验、包装、运输及现场技术服务。'),
    prose('1.2 投标人所供货物应为全新、合格的产品，并符合本规范及国家现行有关标准的规定。'),
    plain('二、标准与技术要求', { gapBefore: 4 }),
    prose('2.1 0.6/1kV交联聚乙烯绝缘电力电缆（YJV、YJV22）执行GB/T 12706.1-2020，导体采用'),
    prose('第2种紧压圆形铜导体；8.7/15kV电缆执行GB/T 12706.2-2020。'),
    prose('2.2 阻燃电缆ZR-YJV的阻燃性能不低于GB/T 18380.33规定的C类；耐火电缆NH-YJV在火焰温度'),
    prose('750℃下供火时间不小于90min。'),
    prose('2.3 控制电缆KVV-450/750V执行GB/T 9330-2020，屏蔽型控制电缆KVVP采用铜丝编织屏蔽。'),
    prose('2.4 四芯加一芯电缆（如YJV-4×185+1×95）的中性线截面按标准配置，不接受减小截面。'),
    plain('三、包装与交货', { gapBefore: 4 }),
    prose('3.1 电缆应成盘交货，截面4×95+1×50及以上规格单盘长度不小于300米，其余规格不小于200米，'),
    prose('盘上标明型号规格、长度、盘号及生产日期。'),
    prose('3.2 每盘电缆须附出厂检验报告，电缆两端应密封，电缆盘应能承受运输和吊装。'),
    prose('3.3 交货地点为项目现场指定位置，卸车由投标人负责。'),
    plain('四、试验与验收', { gapBefore: 4 }),
    prose('4.1 到货后由招标人委托第三方检测机构抽检，抽检不合格的，该批次全部退换。'),
    prose('4.2 导体电阻、绝缘厚度、护套厚度任一项不合格即判定该盘不合格。'),
  ];
  const cellTruth = (truth: Truth, ...cells: string[]): PdfLine => ({ kind: 'cells', cells, truth });
  const term = unknown('cable terminations and joints (套), not a cable');
  const page2: PdfLine[] = [
    plain('第五章  货物需求表', { size: 12, centred: true }),
    plain('招标编号：QYZB-2025-1036    包号：第一包（电缆及附件）'),
    {
      kind: 'cells',
      cells: ['序号', '货物名称', '规格型号', '数量', '单位', '交货期', '备注'],
      truth: noise,
      top: true,
    },
    cellTruth(
      item('YJV', '4*185+1*95', 1500, '0.6/1kV', '1.5 km'),
      '1',
      '低压电力电缆',
      'YJV-0.6/1kV-4×185+1×95',
      '1.5',
      'km',
      '合同签订后20天',
    ),
    cellTruth(
      item('YJV', '4*120+1*70', 860, '0.6/1kV'),
      '2',
      '低压电力电缆',
      'YJV-0.6/1kV-4×120+1×70',
      '860',
      'm',
      '合同签订后20天',
    ),
    cellTruth(
      item('YJV', '4*50+1*25', 500, '0.6/1kV', '2 盘 × 每盘250米 (备注)'),
      '3',
      '低压电力电缆',
      'YJV-0.6/1kV-4×50+1×25',
      '2',
      '盘',
      '合同签订后20天',
      '每盘250米',
    ),
    cellTruth(
      review('2 盘 with no drum length: the 技术规范 gives only a minimum (单盘长度不小于300米), not the length; ask'),
      '4',
      '低压电力电缆',
      'YJV-0.6/1kV-4×240+1×120',
      '2',
      '盘',
      '合同签订后20天',
    ),
    cellTruth(
      item('YJV22', '4*95+1*50', 650, '0.6/1kV', '0.65 km'),
      '5',
      '铠装电力电缆',
      'YJV22-0.6/1kV-4×95+1×50',
      '0.65',
      'km',
      '合同签订后20天',
      '直埋',
    ),
    cellTruth(
      item('YJV22', '3*70+2*35', 420, '0.6/1kV'),
      '6',
      '铠装电力电缆',
      'YJV22-0.6/1kV-3×70+2×35',
      '420',
      'm',
      '合同签订后20天',
      '直埋',
    ),
    cellTruth(
      item('ZR-YJV', '5*16', 380, '0.6/1kV'),
      '7',
      '阻燃电力电缆',
      'ZR-YJV-0.6/1kV-5×16',
      '380',
      'm',
      '合同签订后20天',
    ),
    cellTruth(
      item('NH-YJV', '4*35+1*16', 240, '0.6/1kV'),
      '8',
      '耐火电力电缆',
      'NH-YJV-0.6/1kV-4×35+1×16',
      '240',
      'm',
      '合同签订后20天',
      '消防泵房',
    ),
    cellTruth(
      item('YJV', '3*240', 450, '8.7/15kV', '0.45 km'),
      '9',
      '中压电力电缆',
      'YJV-8.7/15kV-3×240',
      '0.45',
      'km',
      '合同签订后30天',
      '进线',
    ),
    cellTruth(
      item('KVV', '7*1.5', 1200, '450/750V', '1.2 km'),
      '10',
      '控制电缆',
      'KVV-450/750V-7×1.5',
      '1.2',
      'km',
      '合同签订后20天',
    ),
    cellTruth(
      item('KVV', '10*1', 600, '450/750V'),
      '11',
      '控制电缆',
      'KVV-450/750V-10×1.0',
      '600',
      'm',
      '合同签订后20天',
    ),
    cellTruth(
      unknown('KVVP (screened control cable) is not in the catalogue'),
      '12',
      '屏蔽控制电缆',
      'KVVP-450/750V-4×1.5',
      '300',
      'm',
      '合同签订后20天',
    ),
    cellTruth(
      item('BV', '1*4', 1500, '450/750V', 'thousands separator'),
      '13',
      '布电线',
      'BV-450/750V-4',
      '1,500',
      'm',
      '合同签订后20天',
      '颜色按现场要求',
    ),
    cellTruth(term, '14', '电缆终端头', '1kV户内冷缩4×185', '12', '套', '合同签订后20天', '与第1项配套'),
    cellTruth(term, '15', '电缆中间接头', '1kV冷缩4×95', '4', '套', '合同签订后20天', '与第5项配套'),
    plain('注：1. 数量为招标暂估量，结算按实际供货量计；单位“km”为千米。', { gapBefore: 6 }),
    plain('2. 电缆终端头、中间接头须与所供电缆规格配套，随电缆同批交货。'),
  ];
  // Footers at the foot of each page: the writer draws top to bottom, so the gap before the footer fills the page.
  const footer = (lines: PdfLine[], n: number): PdfLine[] => {
    let y = 841.89 - 36 - 10;
    for (const line of lines) {
      if (line.kind === 'text') y -= (line.gapBefore ?? 0) + 14 + ((line.size ?? 9) > 10 ? 6 : 2);
      else y -= 14;
    }
    return [
      ...lines,
      {
        kind: 'text',
        text: `清源县污水处理厂提标改造工程电缆采购招标文件    第 ${n} 页 共 2 页`,
        truth: noiseBecause('page footer'),
        centred: true,
        gapBefore: y - 56,
      },
    ];
  };
  const { data, rows } = await writePdf({
    page: [595.28, 841.89],
    columns: [0, 28, 96, 226, 262, 292, 372],
    pages: [footer(page1, 1), footer(page2, 2)],
    producer: 'Microsoft® Word 2016',
  });
  save('tender-spec.pdf', data, 'pdf', TENDER_LAYOUT, rows);
}

async function main() {
  qqGroup();
  outlookPipes();
  await twoColumnList();
  wechatNewQuote();
  await tenderSpec();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
