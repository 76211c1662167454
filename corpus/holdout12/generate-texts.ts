/**
 * The plain texts and the text PDF of the twelfth holdout corpus: an Indian EPC contractor's English RFQ e-mail (IS
 * cable codes 2XY/A2XY/2XWY, 3.5C, sq.mm, lakh, drums), an Indonesian buyer's WhatsApp chat exported on Android (NYY,
 * NYA, NYM, haspel, roll, 1.500 meter, 2,5mm), a WeChat mini-program 询价清单 shared as text (one block of 商品/规格/数量
 * lines per item between rules, a 买家留言 that changes items), a WeChat group 接龙 of site teams' weekly needs, and a
 * tender's 招标答疑文件 PDF whose answers change the list's quantities. Each file gets its answer key (.key.json).
 * Deterministic: no dates of the run, no randomness.
 *
 *   npx tsx corpus/holdout12/generate-texts.ts
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

function saveKey(file: string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]) {
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file.replace(/\.[^.]+$/, '')}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
}

interface TextOptions {
  crlf?: boolean;
  bom?: boolean;
}

/** A text file as its program saved it (LF or CRLF, UTF-8 with or without a BOM) and its key. */
function saveText(file: string, layout: string, lines: Array<[string, Truth]>, options: TextOptions = {}) {
  const { data, rows } = writeText(lines);
  const text = options.crlf ? data.replace(/\n/g, '\r\n') : data;
  const bytes = Buffer.concat([options.bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text)]);
  writeFileSync(join(HERE, file), bytes);
  saveKey(file, 'text', layout, rows);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. An Indian EPC contractor's RFQ e-mail in English, copied out of Outlook into a .txt (CRLF).

const LT = '0.6/1kV';
const SWA = 'Cu/XLPE/SWA/PVC (2XWY) is a round-wire armoured cable (YJV32): not in the catalogue, which has YJV22 only';

saveText(
  'india-rfq-email.txt',
  "an Indian EPC contractor's RFQ e-mail in English pasted from Outlook (CRLF): mail headers, a subject naming 33/11 kV, the budget in lakh; four lettered sections whose headings carry what the rows leave out (1.1 kV grade, copper unless noted, 1.5 sq.mm unless noted); IS 7098 codes 2XY / A2XY / 2XWY / YY beside or instead of Cu/XLPE/PVC; 3.5C x 95 sq.mm (3½ cores: the reduced neutral), 12C with its size in the heading, ditto; Mtrs, Rmt, 0.75 km, 1,250 and the Indian grouping 1,00,000 (1 lakh), 2 runs x 180 Mtrs, 300 coils of 90 m, 2 drums with the drum length in the notes below; FRLS, 11 kV (E) grade, an instrumentation pair cable, glands and lugs; notes and a signature",
  [
    ['From: Rajesh Iyer <rajesh.iyer@svepl.co.in>', noise],
    ['Sent: Monday, 22 September 2025 11:47', noise],
    ['To: export3@dongfang-cable.com', noise],
    ['Subject: RFQ for LT/HT cables - 33/11 kV S/S at Hosur - Ref. SVEPL/PUR/25-26/0417', noise],
    ['', noise],
    ['Dear Sir,', noise],
    [
      'Kindly quote your best CIF Chennai price for the cables below. Package budget is approx. INR 85 lakh, so please be competitive.',
      noiseBecause('the budget in lakh is money, not a length'),
    ],
    ['', noise],
    [
      'A) LT power cables, 1.1 kV grade, IS 7098 (Part 1), copper unless noted',
      noiseBecause('section heading: its 1.1 kV grade (0.6/1kV) and copper apply to rows 10-18'),
    ],
    [
      '1. 2XY 3.5C x 95 sq.mm (Cu/XLPE/PVC, unarmoured) - 850 Mtrs',
      item('YJV', '3*95+1*50', 850, LT, '3.5C is three cores and a reduced neutral: 95 + 50'),
    ],
    ['2. 2XY 3.5C x 185 sq.mm - 1,250 Mtrs', item('YJV', '3*185+1*95', 1250, LT, '2XY = Cu/XLPE/PVC unarmoured')],
    ['3. 2XWY 3.5C x 240 sq.mm (Cu/XLPE/SWA/PVC) - 4 drums', unknown(SWA)],
    ['4. 2XY 4C x 25 sq.mm - 600 Rmt', item('YJV', '4*25', 600, LT, 'Rmt = running metres')],
    ['5. 2XY 4C x 16 sq.mm - 0.75 km', item('YJV', '4*16', 750, LT)],
    [
      '6. A2XY 3.5C x 300 sq.mm (Al/XLPE/PVC) - 2 runs x 180 Mtrs',
      item('YJLV', '3*300+1*150', 360, LT, 'A2XY = aluminium XLPE; 2 runs of 180 m'),
    ],
    [
      '7. A2XY 1C x 630 sq.mm - 900 Mtrs',
      unknown('aluminium XLPE single core 630 at 0.6/1kV: the catalogue makes YJLV up to 1×400 only'),
    ],
    ['8. YY 2C x 4 sq.mm (Cu/PVC/PVC) - 1,800 Mtrs', item('VV', '2*4', 1800, LT, 'YY = PVC/PVC unarmoured')],
    [
      '9. 2XY 3.5C x 50 sq.mm, FRLS outer sheath - 420 Mtrs',
      review(
        'FRLS (flame-retardant low-smoke) sheath: which flame-retardant class (ZR-/ZC-YJV, or a low-smoke WDZ) must be agreed with the buyer',
      ),
    ],
    [
      'B) Control cables, Cu/PVC/PVC unarmoured (KVV or equivalent), 1.5 sq.mm unless noted',
      noiseBecause('section heading: KVV and 1.5 sq.mm apply to rows 20-22'),
    ],
    ['10. 12C - 1,500 Mtrs', item('KVV', '12*1.5', 1500, undefined, 'the size comes from the heading: 1.5 sq.mm')],
    [
      '11. 7C x 2.5 sq.mm - 2 drums',
      item('KVV', '7*2.5', 1000, undefined, 'the notes give the standard drum length: 500 mtrs, so 2 drums = 1000 m'),
    ],
    ['12. 4C x 2.5 sq.mm - 800 Mtrs', item('KVV', '4*2.5', 800)],
    [
      '13. 2 pair x 1.0 sq.mm instrumentation cable, overall screened - 1,000 Mtrs',
      unknown('a screened instrumentation pair cable: not in the catalogue'),
    ],
    ['C) Wires & flexibles', noise],
    [
      '14. 1.5 sq.mm single core Cu, PVC insulated, 450/750V (BV) - 1,00,000 Mtrs (1 lakh), R/Y/B/Black/Green equal',
      item('BV', '1*1.5', 100000, '450/750V', 'Indian grouping 1,00,000 = 1 lakh = 100000 m in total over the colours'),
    ],
    [
      '15. 2.5 sq.mm ditto - 300 coils of 90 m',
      item('BV', '1*2.5', 27000, '450/750V', 'ditto: the single-core BV of row 25; 300 × 90 m'),
    ],
    ['16. 3C x 1.5 sq.mm flexible Cu/PVC/PVC (RVV) - 1,500 Mtrs', item('RVV', '3*1.5', 1500)],
    [
      '17. 1C x 6 sq.mm flexible, green/yellow, for earthing - 250 Mtrs',
      item('BVR', '1*6', 250, undefined, "a flexible single core: the catalogue's BVR"),
    ],
    ['D) HT cable', noise],
    [
      '18. 11 kV (E) grade 3C x 185 sq.mm Cu/XLPE/PVC - 350 Mtrs',
      review(
        '11 kV (E) grade is 6.35/11 kV; the catalogue makes YJV 3×185 at 8.7/15kV, a higher grade someone must offer as the substitute',
      ),
    ],
    ['19. Cable glands and lugs for all above - 1 lot', unknown('cable glands and lugs: accessories')],
    ['', noise],
    ['Notes:', noise],
    [
      '- Standard drum length 500 mtrs +/- 5%; non-standard lengths to be agreed.',
      noiseBecause('a note: gives row 21 its drum length'),
    ],
    ['- Qty tentative, may vary +/- 10% at PO stage.', noise],
    ['- Make: Polycab / KEI / Havells or equivalent with type test reports.', noise],
    ['', noise],
    ['Thanks & Regards,', noise],
    ['Rajesh Iyer, Manager - Purchase', noise],
    ['Sri Vinayaka Engineering Projects Pvt. Ltd. | +91 98450 12345', noise],
  ],
  { crlf: true },
);

// ---------------------------------------------------------------------------------------------------------------
// 2. An Indonesian buyer's WhatsApp chat, exported on Android ("Ekspor chat", without media): Indonesian notation
//    (1.500 meter is fifteen hundred, 2,5mm is 2.5), NYY/NYA/NYM names, haspel (drum), roll.

const wa = (time: string, who: string, text: string) => `22/09/25 ${time} - ${who}: ${text}`;
const HENDRA = 'Hendra Wijaya';
const LINA = 'Lina Export';

saveText(
  'indonesia-whatsapp.txt',
  "an Indonesian buyer's WhatsApp chat exported on Android (dd/mm/yy hh.mm - name: text; messages of several lines go on without the prefix; <Media tidak disertakan>), in Bahasa Indonesia with the local (VDE-derived) names NYY (= VV), NA2XY (= YJLV), NYA (= BV), NYAF, NYMHY (= RVV), NYM, NYFGbY, N2XSY; Indonesian numbers 1.500 meter (fifteen hundred), 4x2,5mm, 0,4 km, 0,6/1kV; haspel (drum) @ 500m, roll with its length given in a later message, kurang lebih 800 meter; a size changed later (ganti jadi 4x25, jumlah sama), the salesperson's own replies, a cable tray",
  [
    [
      '22/09/25 08.57 - Pesan dan panggilan terenkripsi secara end-to-end. Tidak seorang pun di luar chat ini, termasuk WhatsApp, yang dapat membaca atau mendengarkannya. Ketuk untuk info selengkapnya.',
      noise,
    ],
    [wa('09.14', HENDRA, 'Selamat pagi Bu Lina'), noise],
    [
      wa('09.15', HENDRA, 'Mohon penawaran harga kabel utk proyek gudang kami di Cikarang, harga CIF Tanjung Priok ya'),
      noise,
    ],
    [
      wa('09.17', HENDRA, 'Kabel NYY 4x16mm 0,6/1kV 1.500 meter'),
      review('changed at 10.05 (row 23: NYY 4x16 ganti jadi 4x25, jumlah sama): not to be quoted as 4×16'),
    ],
    ['NYY 4x2,5mm 1.000 meter', item('VV', '4*2.5', 1000, undefined, 'NYY = Cu/PVC/PVC; 1.000 is one thousand')],
    ['NYY 3x2,5mm 750 meter', item('VV', '3*2.5', 750)],
    [
      'NYY 1x240mm kurang lebih 800 meter (untuk trafo ke panel)',
      item('VV', '1*240', 800, undefined, 'kurang lebih = about: the number is quoted'),
    ],
    [
      'NA2XY 4x150mm 2 haspel @ 500m',
      item('YJLV', '4*150', 1000, undefined, 'NA2XY = Al/XLPE/PVC; haspel = drum: 2 × 500 m'),
    ],
    [
      wa('09.19', HENDRA, 'Kabel kontrol 10x1,5mm (setara KVV) 0,4 km'),
      item('KVV', '10*1.5', 400, undefined, 'setara KVV = KVV or equivalent; 0,4 km = 400 m'),
    ],
    [
      'NYFGbY 4x35mm 0,6/1kV 250 meter',
      review(
        "NYFGbY is armoured with flat steel wires and a steel tape; the catalogue's VV22 is double steel tape: the buyer must accept the substitute",
      ),
    ],
    [
      'N2XSY 1x240mm 12/20kV 3 x 400 meter',
      unknown('a 12/20kV single core: the catalogue makes medium-voltage YJV at 8.7/15kV and 26/35kV only'),
    ],
    [wa('09.22', HENDRA, 'Untuk instalasi:'), noise],
    [
      'NYA 2,5mm merah 10 roll, hitam 10 roll, kuning-hijau 5 roll',
      item('BV', '1*2.5', 2500, undefined, 'NYA = BV; 25 rolls of 100 m (row 22: roll NYA yg 100 meter)'),
    ],
    ['NYA 1,5mm biru 8 roll', item('BV', '1*1.5', 800, undefined, '8 rolls of 100 m (row 22)')],
    [
      'NYAF 6mm kuning-hijau 200 meter (grounding panel)',
      item('BVR', '1*6', 200, undefined, "NYAF is the flexible single core: the catalogue's BVR"),
    ],
    [
      'NYM 3x2,5mm 30 roll',
      unknown(
        'NYM is a solid-core PVC-sheathed installation cable (BVV): not in the catalogue; dropped at 09.40 anyway',
      ),
    ],
    ['NYMHY 3x1,5mm 300 meter', item('RVV', '3*1.5', 300, undefined, 'NYMHY is the flexible PVC sheathed cord: RVV')],
    [wa('09.23', HENDRA, '<Media tidak disertakan>'), noise],
    [wa('09.23', HENDRA, 'Ini gambar single line nya bu'), noise],
    [
      wa('09.31', LINA, 'Baik Pak Hendra, kami hitung dulu. NYM kami tidak produksi, boleh diganti RVV?'),
      noiseBecause("the salesperson's own question"),
    ],
    [wa('09.40', HENDRA, 'NYM skip dulu bu, nanti saya beli lokal'), noise],
    [
      wa('09.42', HENDRA, 'Oh ya, roll NYA yg 100 meter ya, jangan yg 50 meter'),
      noiseBecause('gives the roll length of rows 13 and 14'),
    ],
    [
      wa('10.05', HENDRA, 'Maaf bu, NYY 4x16 ganti jadi 4x25, jumlah sama'),
      item('VV', '4*25', 1500, undefined, 'the correction of row 4: same amount, 1.500 meter'),
    ],
    [
      wa('10.06', HENDRA, 'Tambah juga kabel tray 300x100 tebal 2mm 60 batang'),
      unknown('a cable tray (60 lengths), not a cable'),
    ],
    [wa('10.06', HENDRA, 'Pembayaran T/T 30% DP, 70% sebelum kirim. Ditunggu penawarannya hari ini ya bu 🙏'), noise],
    [wa('10.11', LINA, 'Siap Pak, sore ini kami kirim'), noise],
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// 3. A WeChat mini-program shop's 询价清单, shared to the salesperson as text: a block of lines per item between
//    rules, the cable in the 商品 title and/or the 规格 (SKU option), the amount in 数量, and a 买家留言 at the end
//    that changes two items. Each block is keyed on its first line (商品); its other lines are noise.

const RULE = '━━━━━━━━━━━━━━━━━━';
const BLOCK_LINE = noiseBecause('a line of the block keyed on its 商品 line');

saveText(
  'miniapp-order.txt',
  "a WeChat mini-program shop's 询价清单 shared as text: header lines (单号, 询价人, 提交时间, 收货地址), then one block per item between ━━━ rules: 商品N：<SKU title>, 规格：<SKU option>, 数量：<n unit>; the model in the title and the size in the option (4芯95平方+1芯50平方, 7芯×1.5平方 100米/盘, 3*1.0 100米/卷), or both in the title with 规格：默认; 数量 in 米, 卷, 盘, and a placeholder 1 米 whose block's 备注 gives the real length (实际约260米); a 买家留言 after the blocks that makes item 3 flame-retardant (ZR) and drops item 6; a cable tray block. Each block keyed on its 商品 line",
  [
    ['【询价清单】来自「华缆优选」小程序', noise],
    ['询价单号：XJ2509190032', noise],
    ['询价人：王先生（嘉兴恒达机电安装有限公司）', noise],
    ['提交时间：2025-09-19 14:22:05', noise],
    ['收货地址：浙江省嘉兴市南湖区亚太路1052号3号仓库', noise],
    [RULE, noise],
    ['商品1：国标铜芯YJV电力电缆 0.6/1KV', item('YJV', '4*95+1*50', 320, LT, '规格 4芯95平方+1芯50平方, 数量 320 米')],
    ['规格：4芯95平方+1芯50平方', BLOCK_LINE],
    ['数量：320 米', BLOCK_LINE],
    [RULE, noise],
    ['商品2：BV铜芯硬线 家装国标电线', item('BV', '1*2.5', 1000, undefined, '规格 2.5平方 100米/卷 × 10 卷')],
    ['规格：2.5平方 红色 100米/卷', BLOCK_LINE],
    ['数量：10 卷', BLOCK_LINE],
    [RULE, noise],
    [
      '商品3：YJV 4*35+1*16 铜芯电力电缆',
      item('ZR-YJV', '4*35+1*16', 180, undefined, '买家留言: 第3项要阻燃的（ZR） makes it ZR-YJV; 数量 180 米'),
    ],
    ['规格：默认', BLOCK_LINE],
    ['数量：180 米', BLOCK_LINE],
    [RULE, noise],
    ['商品4：KVV控制电缆 铜芯', item('KVV', '7*1.5', 300, undefined, '规格 7芯×1.5平方 100米/盘 × 3 盘')],
    ['规格：7芯×1.5平方 100米/盘', BLOCK_LINE],
    ['数量：3 盘', BLOCK_LINE],
    [RULE, noise],
    [
      '商品5：YJV22 钢带铠装电力电缆',
      item('YJV22', '3*120+1*70', 260, undefined, '数量 1 米 is a placeholder; the 备注 gives 实际约260米'),
    ],
    ['规格：3*120+1*70', BLOCK_LINE],
    ['数量：1 米', BLOCK_LINE],
    ['备注：实际约260米，按实际长度报价', BLOCK_LINE],
    [RULE, noise],
    [
      '商品6：RVV护套线 白色',
      review('买家留言: 第6项先不要了 — dropped by the buyer (RVV 3×1.0, 5 卷), not to be quoted'),
    ],
    ['规格：3*1.0 100米/卷', BLOCK_LINE],
    ['数量：5 卷', BLOCK_LINE],
    [RULE, noise],
    ['商品7：电缆桥架 槽式 热镀锌', unknown('a cable tray (200×100×1.5, 80 米), not a cable')],
    ['规格：200*100*1.5', BLOCK_LINE],
    ['数量：80 米', BLOCK_LINE],
    [RULE, noise],
    ['商品8：NH-YJV 耐火电力电缆', item('NH-YJV', '5*10', 150, undefined, '规格 5*10, 数量 150 米')],
    ['规格：5*10', BLOCK_LINE],
    ['数量：150 米', BLOCK_LINE],
    [RULE, noise],
    [
      '买家留言：第3项要阻燃的（ZR），第6项先不要了，都含税含运到嘉兴。',
      noiseBecause('the note that changes items 3 and 6 (rows 15 and 28)'),
    ],
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// 4. A WeChat group 接龙 (solitaire) of a contractor's site teams, the final message pasted into Notepad by the
//    材料部 clerk and saved as UTF-8 with a BOM and CRLF.

saveText(
  'wechat-jielong.txt',
  "a contractor's WeChat group 接龙 (#接龙, a title, the 格式 line and a 例 example line, then numbered entries 工区 姓名 型号规格 数量 as each site team added its line), pasted into Notepad (UTF-8 with a BOM, CRLF): 同1，120米 (the cable of entry 1); a later entry withdrawing entry 2 (第2条撤回); 本周无; 三百米, 两百五十米, 1.2公里, 180m, 约400米（含预留）, 150米*2根, 1盘 and 3卷 of building wire, a range 300-350米; JKLYJ-10/120; a 3+1 core cable written at 8.7/15kv; a YJV at the network voltage 10kV; steel conduit; the clerk's closing line",
  [
    ['#接龙', noise],
    ['9月第4周各工区电缆需求，周三12点前接龙，材料部汇总后统一询价', noise],
    ['格式：工区 姓名 型号规格 数量', noise],
    ['例 X工区 张三 YJV 4×25+1×16 100米', noiseBecause('the 接龙 example line, not a demand')],
    ['', noise],
    ['1. 一工区 张建军 YJV-4×95+1×50 260米', item('YJV', '4*95+1*50', 260)],
    [
      '2. 一工区 张建军 BV2.5 红蓝黄绿各5卷',
      review('withdrawn by entry 10 (row 15: 第2条撤回，仓库还有): not to be quoted'),
    ],
    ['3. 二工区 李海涛 同1，120米', item('YJV', '4*95+1*50', 120, undefined, '同1: the cable of entry 1')],
    ['4. 二工区 李海涛 KVV 10×1.5 三百米', item('KVV', '10*1.5', 300)],
    ['5. 三工区 王磊 本周无', noiseBecause('本周无: nothing this week')],
    [
      '6. 四工区 赵云飞 YJV22-3×150+2×70 约400米（含预留）',
      item('YJV22', '3*150+2*70', 400, undefined, '约 and 含预留: the number is quoted'),
    ],
    [
      '7. 四工区 赵云飞 JKLYJ-10/120 1.2公里',
      item('JKLYJ', '1*120', 1200, '10kV', 'JKLYJ-10/120: 10kV, 1×120; 1.2公里 = 1200 m'),
    ],
    ['8. 五工区 孙志 NH-YJV 4×25+1×16 180m', item('NH-YJV', '4*25+1*16', 180)],
    ['9. 五工区 孙志 镀锌钢管SC32 200米', unknown('galvanised steel conduit SC32, not a cable')],
    ['10. 一工区 张建军 第2条撤回，仓库还有', noiseBecause('withdraws entry 2 (row 7)')],
    ['11. 六工区 周涛 ZR-YJV 5×6 150米*2根', item('ZR-YJV', '5*6', 300, undefined, '2 runs of 150 m')],
    ['12. 六工区 周涛 BVR 1×16 黄绿 1盘', item('BVR', '1*16', 100, undefined, 'building wire in 盘: a 100 m coil')],
    [
      '13. 七工区 吴 YJV 3x240+1x120 8.7/15kv 90米',
      review('a 3+1 core construction is low-voltage, the voltage written is 8.7/15kV: one of them is wrong'),
    ],
    [
      '14. 七工区 吴 YJV 3×240 10kV 350米',
      review('10kV is the network voltage only: 8.7/10kV or 8.7/15kV must be confirmed'),
    ],
    ['15. 八工区 郑凯 RVV 4×1.5 两百五十米', item('RVV', '4*1.5', 250)],
    ['16. 八工区 郑凯 YJV 4×50+1×25 300-350米', review('a range, 300-350米: the amount must be agreed')],
    ['17. 二工区 李海涛 补：BV4 双色 3卷', item('BV', '1*4', 300, undefined, '3 卷 of 100 m; 双色 = green/yellow')],
    ['18. 材料部 陈 收到，今天下班前汇总发厂家', noise],
  ],
  { crlf: true, bom: true },
);

// ---------------------------------------------------------------------------------------------------------------
// 5. A tender's 招标答疑文件 (a text PDF, two A4 pages): questions and answers; the answers change, confirm or add
//    items of the tender's 货物需求一览表 (not attached).

const text = (t: string, truth: Truth, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
  kind: 'text',
  text: t,
  truth,
  ...extra,
});

async function tenderQa() {
  const page1: PdfLine[] = [
    text('杭州湾新区智能装备产业园10kV配电工程电缆采购项目', noise, { size: 14, centred: true }),
    text('招标答疑文件（第1号）', noise, { size: 12, centred: true }),
    text('招标编号：HZWZB-2025-0917-03　　　　发布日期：2025年9月24日', noise, { gapBefore: 4 }),
    text('各潜在投标人：', noise),
    text('　　截至2025年9月22日17:00，招标人共收到投标人书面提出的问题11条，现将问题及答复汇总如下。', noise),
    text('本答疑文件是招标文件的组成部分，与招标文件具有同等效力；内容如有矛盾，以本文件为准。', noise),
    text('一、商务部分', noise, { gapBefore: 4 }),
    text('问1：投标保证金是否接受银行保函？', noise),
    text('答：接受。保函应由国有或股份制商业银行出具，有效期不短于投标有效期后30天。', noise),
    text('二、技术及数量部分', noise, { gapBefore: 4 }),
    text(
      '问2：第2项YJV-0.6/1kV-4×185+1×95清单数量为650米，与施工图统计的约860米不符，请核实。',
      review('the list amount 650米, changed by the answer on the next line (860米): not to be quoted'),
    ),
    text(
      '答：经核实，第2项YJV-0.6/1kV-4×185+1×95数量调整为860米，其余技术参数不变。',
      item('YJV', '4*185+1*95', 860, LT, 'the answer sets the amount'),
    ),
    text('问3：第5项NH-YJV-0.6/1kV规格栏仅写“5芯16”，是否为5×16？', noiseBecause('a question with no amount')),
    text(
      '答：是。第5项为NH-YJV-0.6/1kV-5×16，数量420米不变。',
      item('NH-YJV', '5*16', 420, LT, 'the answer confirms the spec and the amount'),
    ),
    text('问4：第7项KVV-4×2.5与第8项KVVP-4×2.5用途相同，是否重复？', noiseBecause('a question with no amount')),
    text(
      '答：重复。删除第7项KVV-4×2.5（原300米）；',
      review('a deleted item (KVV 4×2.5, 原300米): must not be quoted'),
    ),
    text(
      '　　第8项KVVP-4×2.5数量由200米调整为500米。',
      unknown('KVVP (screened control cable) is not in the catalogue'),
    ),
    text(
      '问5：第10项ZR-YJV-0.6/1kV-3×50+2×25，设计说明要求阻燃C类，型号是否应为ZC-YJV？',
      noiseBecause('a question with no amount'),
    ),
    text(
      '答：是。第10项型号更正为ZC-YJV-0.6/1kV-3×50+2×25，数量280米不变。',
      item('ZC-YJV', '3*50+2*25', 280, LT, 'the model corrected by the answer'),
    ),
    text(
      '问6：第12项YJV22-8.7/15kV-3×240数量栏为“1.2”，单位栏空白，请明确单位是千米还是米。',
      review('an amount with no unit (1.2), given by the answer on the next line'),
    ),
    text(
      '答：单位为千米，即1200米。',
      item(
        'YJV22',
        '3*240',
        1200,
        '8.7/15kV',
        'the cable is the one of the question above (第12项); the amount is here',
      ),
    ),
    text('问7：第15项JKLYJ-10kV-1×185的数量是否已包含施工损耗及备用量？', noiseBecause('a question with no amount')),
    text(
      '答：已包含。第15项JKLYJ-10kV-1×185按清单数量3.6千米报价，不另计损耗。',
      item('JKLYJ', '1*185', 3600, '10kV', '3.6千米 = 3600 m'),
    ),
    text('第 1 页 共 2 页', noise, { centred: true, gapBefore: 330 }),
  ];
  const page2: PdfLine[] = [
    text(
      '问8：施工图中路灯回路采用YJV-0.6/1kV-5×6，货物需求一览表未列，是否需要报价？',
      noiseBecause('a question with no amount'),
    ),
    text(
      '答：需要。新增第21项YJV-0.6/1kV-5×6，数量1500米，交货时间同第二批。',
      item('YJV', '5*6', 1500, LT, 'an item added by the answer'),
    ),
    text('问9：第18项BV-450/750V-1×4以“卷”计量，每卷长度按多少米计？', noiseBecause('a question with no amount')),
    text(
      '答：每卷按100米计。第18项BV-1×4共50卷，即5000米。',
      item('BV', '1*4', 5000, '450/750V', '50 卷 × 100 m, as the answer says'),
    ),
    text(
      '问10：第20项“10kV冷缩中间接头（3×240）”是否由电缆供应商提供？',
      noiseBecause('a question about an accessory'),
    ),
    text(
      '答：是。10kV冷缩中间接头3×240共8套，随电缆一并报价。',
      unknown('cold-shrink straight joints (8 套): accessories, not a cable'),
    ),
    text(
      '问11：第3项YJV-0.6/1kV-4×120+1×70数量1050米是单根长度还是总长度？',
      item('YJV', '4*120+1*70', 1050, LT, 'the answer on the next line confirms 1050米 as the total'),
    ),
    text(
      '答：1050米为总长度，分3盘供货，每盘350米，盘长允许偏差±5%。',
      noiseBecause('confirms the amount of the question above; 3盘 × 350米 is how it is delivered'),
    ),
    text('三、其他', noise, { gapBefore: 4 }),
    text('1. 除本答疑文件所述内容外，招标文件其他内容不变。', noise),
    text('2. 投标截止时间及开标时间不变，仍为2025年10月9日9:30。', noise),
    text('招标人：杭州湾新区智能装备产业园开发有限公司', noise, { right: true, gapBefore: 20 }),
    text('招标代理机构：浙江中衡工程咨询有限公司', noise, { right: true }),
    text('2025年9月24日', noise, { right: true }),
    text('第 2 页 共 2 页', noise, { centred: true, gapBefore: 300 }),
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0],
    pages: [page1, page2],
    producer: 'Microsoft® Word 2016',
  });
  writeFileSync(join(HERE, 'tender-qa.pdf'), data);
  saveKey(
    'tender-qa.pdf',
    'pdf',
    "a tender's 招标答疑文件（第1号） (Word to a text PDF, two A4 pages, no table): title, 招标编号 and date, an opening paragraph; 问n：/答：lines under 一、商务部分 and 二、技术及数量部分; answers that change a list amount (650 → 860米, the question keeps the old one), confirm a spec and amount (数量420米不变), delete an item (删除第7项…（原300米）) on a line whose continuation changes a KVVP, correct a model (ZR-YJV → ZC-YJV, 数量280米不变), give the unit of a bare 1.2 (答：单位为千米，即1200米 — the cable only in the question), add an item (新增第21项), turn 50卷 into 5000米; a question whose amount the answer confirms (1050米为总长度，分3盘供货，每盘350米); joints as accessories; 三、其他, the signatories right-aligned, 第 n 页 共 2 页 footers",
    rows,
  );
}

tenderQa()
  .then(() => console.log('wrote 5 files and their keys to corpus/holdout12'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
