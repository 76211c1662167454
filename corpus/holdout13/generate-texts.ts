/**
 * The texts of the thirteenth holdout corpus (four plain texts and one text PDF), written by an outside reviewer who had
 * not read the parser. Every key row is what a careful salesperson would quote from the line, never a parser's output.
 *
 *   npx tsx corpus/holdout13/generate-texts.ts   # writes the five files and their .key.json (deterministic)
 *   npx tsx corpus/holdout4/check.ts corpus/holdout13
 *
 * The sheets of this folder are another writer's (generate-sheets.ts); this script writes only its own five files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
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
mkdirSync(HERE, { recursive: true });

function save(file: string, kind: AnswerKey['kind'], layout: string, data: string | Buffer, rows: KeyRow[]) {
  writeFileSync(join(HERE, file), data);
  const key: AnswerKey = { file, kind, layout, rows };
  writeFileSync(join(HERE, `${file}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
}

const LV = '0.6/1kV';
const MV = '8.7/15kV';

// ---------------------------------------------------------------------------------------------------------------------
// 1. brazil-email.txt — a São Paulo distributor's e-mail thread in Portuguese (Outlook, Brazilian headers), newest on
//    top: the correction above the list it corrects.
// ---------------------------------------------------------------------------------------------------------------------
const brazil: Array<[string, Truth]> = [
  ['De: Rafael Souza <compras@eletropaulista.com.br>', noise],
  ['Enviado em: terça-feira, 14 de outubro de 2025 10:42', noise],
  ['Para: Lily Chen <lily.chen@hzcable.cn>', noise],
  ['Assunto: RES: RES: Cotação cabos – Obra Galpão Guarulhos (REV. 1)', noise],
  ['', noise],
  ['Bom dia Lily,', noise],
  ['Segue a correção que a engenharia pediu, o resto da lista abaixo continua igual:', noise],
  [
    'Item 4: o correto é YJV 0,6/1kV 3x150+2x70 mm², mesma quantidade (480 m).',
    item('YJV', '3*150+2*70', 480, LV, 'correction of item 4 below: the new cable with its amount'),
  ],
  ['Item 9: cancelado, o cliente final vai comprar local.', noiseBecause('withdraws item 9 below; names no cable')],
  ['Sobre o item 6: ainda estou vendo com a obra o comprimento das bobinas, te aviso.', noise],
  ['', noise],
  ['Obrigado! Rafael', noise],
  ['', noise],
  ['De: Lily Chen <lily.chen@hzcable.cn>', noise],
  ['Enviado em: segunda-feira, 13 de outubro de 2025 21:15', noise],
  ['Para: Rafael Souza <compras@eletropaulista.com.br>', noise],
  ['Assunto: RES: Cotação cabos – Obra Galpão Guarulhos', noise],
  ['', noise],
  [
    'Dear Rafael, well received, we will send the quotation tomorrow. Item 6 "2 bobinas": how many meters per drum please?',
    noiseBecause("the salesperson's own question"),
  ],
  ['', noise],
  ['De: Rafael Souza <compras@eletropaulista.com.br>', noise],
  ['Enviado em: segunda-feira, 13 de outubro de 2025 16:03', noise],
  ['Para: Lily Chen <lily.chen@hzcable.cn>', noise],
  ['Assunto: Cotação cabos – Obra Galpão Guarulhos', noise],
  ['', noise],
  ['Prezada Lily, boa tarde.', noise],
  [
    'Por favor, cotar os cabos abaixo para a obra do galpão logístico em Guarulhos/SP. Todos os cabos de potência em 0,6/1 kV, salvo indicação.',
    noise,
  ],
  ['As quantidades já incluem 10% de perdas.', noiseBecause('the amounts already hold the losses: nothing to add')],
  ['', noise],
  [
    '1) Cabo YJV 4x95+1x50 mm² – 1.200 metros',
    item('YJV', '4*95+1*50', 1200, LV, '1.200 is 1200 (Brazilian thousands dot)'),
  ],
  ['2) Cabo YJV 4x35+1x16mm2 ...... 860 m', item('YJV', '4*35+1*16', 860, LV)],
  [
    '3) Cabo YJV 1x240 mm² — 4 lances de 85 m',
    item('YJV', '1*240', 340, LV, '4 runs of 85 m; 0,6/1 kV from the intro'),
  ],
  ['4) Cabo YJV 3x150+1x70 mm² – 480 m', review('changed by the later e-mail (Item 4: o correto é … 3x150+2x70)')],
  [
    '5) Cabo alumínio YJLV 3x185+1x95 – 1,5 km',
    item('YJLV', '3*185+1*95', 1500, LV, '1,5 km is 1500 m (decimal comma)'),
  ],
  ['6) Cabo armado YJV22 3x240+2x120 – 2 bobinas', review('2 drums with no drum length (the salesperson asked)')],
  ['7) Cabo de média tensão YJV 8,7/15 kV 3x95 mm² – 600 m', item('YJV', '3*95', 600, MV)],
  [
    '8) Cabo YJV 3x70 mm² para rede 13,8 kV – 350 m',
    review('a 13.8 kV network named, no cable voltage (8.7/15kV? 12/20kV?)'),
  ],
  ['9) Cabo de controle KVV 7x1,5 mm² – 850 m', review('cancelled in the later e-mail (Item 9: cancelado)')],
  ['10) Cabo PP (RVV) 3x2,5 mm² – aprox. 500 m', item('RVV', '3*2.5', 500, undefined, 'aprox. quotes the number')],
  [
    '11) Fio BV 2,5 mm² – 30 rolos de 100 m (10 azul, 10 preto, 10 vermelho)',
    item('BV', '1*2.5', 3000, undefined, '30 coils of 100 m'),
  ],
  ['12) Fio BV 4 mm² verde/amarelo – 12 rolos', item('BV', '1*4', 1200, undefined, 'rolo = 卷, 100 m')],
  ['13) Cabo flexível BVR 10 mm² – entre 300 e 400 m', review('a range, 300 to 400 m')],
  ['14) Cabo JKLYJ 1 kV 1x120 (rede aérea) – 2.400 m', item('JKLYJ', '1*120', 2400, '1kV', '2.400 is 2400')],
  ['15) Cabo ZR-YJV 5x4 mm² – 0,8 km', item('ZR-YJV', '5*4', 800, LV, '0,8 km is 800 m')],
  ['16) Cabo de rede Cat6 – 3 caixas', unknown('network cable, not in the catalogue')],
  ['17) Terminais de compressão 95 mm² – 200 pç', unknown('compression lugs, not cable')],
  ['18) Cabo NH-YJV 4x25+1x16 – a definir', review('amount to be defined (a definir)')],
  ['', noise],
  ['Prazo de entrega desejado: 45 dias. Incoterm CIF Santos.', noise],
  ['Favor informar validade da proposta e condições de pagamento.', noise],
  ['', noise],
  ['Atenciosamente,', noise],
  ['Rafael Souza', noise],
  ['Compras | Eletro Paulista Distribuidora Ltda.', noise],
  ['Tel.: +55 11 3456-7890 | WhatsApp +55 11 98765-4321 | CNPJ 12.345.678/0001-90', noise],
  ['Rua Soldado Ely Gomes, 1.250 – CEP 07034-010 Guarulhos/SP', noise],
];

// ---------------------------------------------------------------------------------------------------------------------
// 2. hk-whatsapp.txt — a Hong Kong contractor's WhatsApp chat exported on Android in Traditional Chinese (zh-HK
//    locale): Cantonese, 轆 for coils, 碼 (yards) beside 米, spoken numbers (千二, 百五, 廿五, 卅, 兩百幾).
// ---------------------------------------------------------------------------------------------------------------------
const C = '陳生 利達機電';
const hk: Array<[string, Truth]> = [
  [
    '14/10/2025 上午9:02 - 訊息和通話均已端對端加密。此聊天以外的任何人 (包括 WhatsApp) 都無法讀取或收聽這些內容。輕按即可瞭解詳情。',
    noise,
  ],
  [`14/10/2025 上午9:14 - ${C}: 早晨 Lily 👋`, noise],
  [`14/10/2025 上午9:15 - ${C}: 觀塘嗰個商場翻新，啲電纜想你報個價，唔該晒`, noise],
  [`14/10/2025 上午9:16 - ${C}: 全部銅芯國標，冇特別講就係0.6/1kV`, noise],
  [
    `14/10/2025 上午9:18 - ${C}: YJV 4C 185平方+1C 95 要千二米`,
    review('cut to 六百米 for this order later (今次先落一半): the later line is the item'),
  ],
  ['YJV 4芯70+1芯35 三百五十米', item('YJV', '4*70+1*35', 350, LV)],
  ['YJV 4x25+1x16 百五米', review('changed later to 4x35+1x16 (數量唔變)')],
  ['YJV 單芯240 要8條，每條廿五米', item('YJV', '1*240', 200, LV, '8 runs of 廿五 (25) m; 0.6/1kV as the chat says')],
  ['NH-YJV 4x16 消防泵房用 大約二百米', item('NH-YJV', '4*16', 200, LV, '大約 quotes the number')],
  ['BV 2.5 紅黑藍 各5轆', item('BV', '1*2.5', 1500, undefined, '3 colours × 5 coils (轆 = 卷) × 100 m')],
  ['BV 6平方 黃綠 3轆', item('BV', '1*6', 300, undefined, '3 coils')],
  ['KVV 10芯1.5 兩百幾米', review('兩百幾米: two hundred and some (the salesperson asked)')],
  [`14/10/2025 上午9:19 - ${C}: <媒體已略去>`, noise],
  [`14/10/2025 上午9:19 - ${C}: 圖紙上面啲長度係估嘅，你照住報先`, noise],
  [
    `14/10/2025 上午9:21 - ${C}: 另外地盤嗰邊要 YJV22 3x120+2x70 三百碼`,
    review('碼 (yards), corrected to 300米 in a later line that is the item'),
  ],
  ['14/10/2025 上午9:24 - Lily: 陳生早晨！收到🙏 想確認下 YJV22 嗰條係三百碼定三百米？我哋係按米計', noise],
  ['14/10/2025 上午9:25 - Lily: 仲有 KVV 兩百幾米大概幾多？', noise],
  [
    `14/10/2025 上午9:31 - ${C}: 係米呀唔係碼，打錯字 😅 YJV22 3x120+2x70 300米`,
    item('YJV22', '3*120+2*70', 300, LV, 'the correction: metres, not yards'),
  ],
  [`14/10/2025 上午9:32 - ${C}: KVV嗰條等師傅度完先話你`, noiseBecause('the KVV amount comes later; names no amount')],
  [`14/10/2025 上午10:05 - ${C}: 仲有幾樣漏咗`, noise],
  ['WDZ-YJY 5x10 低煙無鹵 八十米x3條', item('WDZ-YJY', '5*10', 240, LV, '3 runs of 80 m')],
  ['YJV 3C 50平方 卅米', item('YJV', '3*50', 30, LV, '卅 is 30; 0.6/1kV as the chat says')],
  [
    'RVV 3x1.5 控制箱用 五百碼',
    review('500碼 is 500 yards (457.2 m), confirmed as yards later: the metres to quote are for a person to settle'),
  ],
  ['電線喉 20mm 50枝', unknown('conduit, not cable')],
  ['14/10/2025 上午10:07 - Lily: 好嘅，RVV 嗰條都係米？', noise],
  [
    `14/10/2025 上午10:12 - ${C}: 嗰條真係碼嚟㗎，舊圖係英制，你幫我換算吓`,
    noiseBecause('confirms yards for the RVV line'),
  ],
  [`14/10/2025 上午11:40 - ${C}: 此訊息已被刪除`, noise],
  [
    `14/10/2025 上午11:41 - ${C}: 4x25嗰條改做 YJV 4x35+1x16 啦，數量唔變`,
    item('YJV', '4*35+1*16', 150, LV, 'the new cable; 數量唔變 keeps the 百五米 of the line it replaces'),
  ],
  [
    `14/10/2025 下午2:16 - ${C}: 啱啱同老細傾完，YJV 4C185 嗰條今次先落一半，六百米，其餘下個月再落單`,
    item('YJV', '4*185+1*95', 600, LV, 'this order is half of the 千二米: 600 m; the rest is a later order'),
  ],
  [`14/10/2025 下午2:17 - ${C}: 幾時有貨？送去觀塘地盤，使唔使俾訂金？`, noise],
  ['14/10/2025 下午2:30 - Lily: 收到陳生，今日之內出報價單俾你 👍', noise],
  [`14/10/2025 下午2:31 - ${C}: 👍👍`, noise],
];

// ---------------------------------------------------------------------------------------------------------------------
// 3. line-taiwan.txt — a LINE chat saved as text (zh-TW) with a Taiwanese trader buying for a factory in Vietnam:
//    tab-separated time / name / message, multi-line messages in double quotes, keycap-emoji item numbers (1️⃣ … 🔟,
//    1️⃣1️⃣) and ①②③, 公尺 and 捲, and a later message adding 一成 (10%) to the power-cable list only.
// ---------------------------------------------------------------------------------------------------------------------
const W = '王經理（宏昇電機）';
const L = 'Lily（華纜）';
const plus10 = '＋一成 (10%) from the 09:30 message, for the power-cable list (09:45)';
const line: Array<[string, Truth]> = [
  [`[LINE] 與${W}的聊天記錄`, noise],
  ['儲存日期：2025/10/16 14:32', noise],
  ['', noise],
  ['2025/10/15（三）', noise],
  [`09:12\t${W}\tLily 早安～`, noise],
  [`09:13\t${W}\t[貼圖]`, noise],
  [`09:20\t${W}\t"越南平陽新廠的電纜，照大陸國標，麻煩報價（FOB上海）`, noise],
  ['1️⃣ YJV 0.6/1kV 4×120+1×70　450公尺', item('YJV', '4*120+1*70', 495, LV, `450 ${plus10}`)],
  ['2️⃣ YJV 0.6/1kV 4×50+1×25　1,200公尺', item('YJV', '4*50+1*25', 1320, LV, `1,200 ${plus10}`)],
  ['3️⃣ YJV 0.6/1kV 3×185+2×95　300公尺', item('YJV', '3*185+2*95', 330, LV, `300 ${plus10}`)],
  ['4️⃣ YJV22 0.6/1kV 4×240　2盤（每盤250公尺）', item('YJV22', '4*240', 550, LV, `2 drums of 250 m = 500 ${plus10}`)],
  ['5️⃣ ZR-YJV 4C×16+1C×10　600公尺', item('ZR-YJV', '4*16+1*10', 660, undefined, `600 ${plus10}`)],
  ['6️⃣ NH-YJV 3×35+2×16　180公尺', item('NH-YJV', '3*35+2*16', 198, undefined, `180 ${plus10}`)],
  ['7️⃣ YJV 0.6/1kV 1C×300mm²　12條×45公尺', item('YJV', '1*300', 594, LV, `12 × 45 = 540 ${plus10}`)],
  ['8️⃣ BV 4mm² 紅/白/黑 各10捲', item('BV', '1*4', 3300, undefined, `30 coils = 3000 m ${plus10}`)],
  ['9️⃣ BVR 16mm² 綠黃　5捲', item('BVR', '1*16', 550, undefined, `5 coils = 500 m ${plus10}`)],
  ['🔟 IV 5.5mm²（台規）20捲', unknown('JIS/CNS IV wire of 5.5 mm², not a catalogue size')],
  ['1️⃣1️⃣ YJV 8.7/15kV 3×240 約850公尺', item('YJV', '3*240', 935, MV, `item 11 (keycaps 1 1); 約850 ${plus10}`)],
  ['1️⃣2️⃣ BV 25mm² 綠黃（接地）看現場再說"', review('item 12: no amount (看現場再說)')],
  [`09:21\t${W}\t[照片]`, noise],
  [`09:26\t${W}\t"控制線另外：`, noise],
  ['① KVV 4×1.5　2,000公尺', item('KVV', '4*1.5', 2000, undefined, 'control cables take no 一成 (09:45)')],
  ['② KVV 7×2.5　350公尺', item('KVV', '7*2.5', 350)],
  ['③ KVVP 4×1.0　500公尺', unknown('KVVP (screened control cable), not in the catalogue')],
  ['④ RVV 2×1.0　3捲"', item('RVV', '2*1', 300, undefined, '3 coils of 100 m')],
  [
    `09:30\t${W}\t以上每項再加一成（損耗）`,
    noiseBecause('adds 10% to the power-cable list (see 09:45); names no cable'),
  ],
  [`09:41\t${L}\t王經理早安！收到～請問加一成是電纜跟控制線都要加嗎？`, noise],
  [`09:44\t${W}已收回訊息`, noise],
  [`09:45\t${W}\t電纜才要加，控制線是實際數量不用加`, noise],
  [`09:47\t${L}\t好的👌 第4項2盤加一成是550公尺，盤長我們再配`, noiseBecause("the salesperson's own arithmetic")],
  [`09:48\t${W}\t對`, noise],
  ['2025/10/16（四）', noise],
  [`10:05\t${W}\t"早～控制線追加兩項：`, noise],
  ['⑤ KVV 10×1.5　一千二百公尺', item('KVV', '10*1.5', 1200, undefined, 'a later message: no 一成')],
  ['⑥ YJV 0.6/1kV 4×185+1×95　兩捲"', review('a power cable in 捲 with no length (the salesperson asked)')],
  [`10:08\t${L}\t收到，⑥一捲大概多長呢？`, noise],
  [`10:20\t${W}\t[檔案] 宏昇越南廠電纜清單1016.pdf`, noise],
  [`10:21\t${W}\t長度在檔案裡，你們看一下，含稅嗎？交期多久？`, noise],
];

// ---------------------------------------------------------------------------------------------------------------------
// 4. wechat-note.txt — a WeChat Favourites note (收藏 → 笔记) copied as text: a table drawn with spaces and full-width ｜
//    per building, 小计 sentences under each, full-width digits, pinyin-input homophones (平房, 电览, 凯装), and 备注 at the
//    end that change the list above (2#楼的YJV全部改成阻燃, a row's amount, a range settled).
// ---------------------------------------------------------------------------------------------------------------------
const zr = '2#楼的YJV全部改成阻燃 (备注1): ZR-YJV';
const note: Array<[string, Truth]> = [
  ['城南幼儿园 电缆电线统计（初稿）', noise],
  ['编辑于 10月17日 15:26', noise],
  ['', noise],
  ['@王经理 麻烦按下面报个价，不懂的打我电话 139 6812 0357', noise],
  ['', noise],
  ['一、1#楼（教学楼）', noise],
  ['序号｜型号     ｜规格             ｜数量      ｜备注', noise],
  ['－－｜－－－－－｜－－－－－－－－－｜－－－－－｜－－－－', noise],
  [' 1  ｜YJV      ｜4×95+1×50        ｜210米     ｜总配电房→1AL', item('YJV', '4*95+1*50', 210)],
  [' 2  ｜YJV      ｜４×３５＋１×１６       ｜185米     ｜', review('corrected in 备注2 (158米不是185)')],
  [' 3  ｜yjv      ｜5×10             ｜二百三    ｜厨房', item('YJV', '5*10', 230, undefined, '二百三 is 230')],
  [
    ' 4  ｜BV       ｜2.5平房          ｜30卷      ｜红黄绿各10',
    item('BV', '1*2.5', 3000, undefined, '平房 typed for 平方'),
  ],
  [' 5  ｜BV       ｜4平方            ｜12卷      ｜', item('BV', '1*4', 1200)],
  [' 6  ｜电览桥架 ｜200×100          ｜60米      ｜', unknown('a cable tray (电览 for 电缆), not cable')],
  ['1#楼小计：电缆3种 约625米，电线42卷', noiseBecause('a subtotal of the rows above')],
  ['', noise],
  ['二、2#楼（综合楼）', noise],
  ['序号｜型号     ｜规格             ｜数量      ｜备注', noise],
  [' 1  ｜YJV      ｜４×１５０＋１×７０      ｜320米     ｜', item('ZR-YJV', '4*150+1*70', 320, undefined, zr)],
  [' 2  ｜YJV      ｜3×50+2×25        ｜140米     ｜', item('ZR-YJV', '3*50+2*25', 140, undefined, zr)],
  [
    ' 3  ｜YJV      ｜1×185            ｜4根×60米  ｜',
    item('ZR-YJV', '1*185', 240, undefined, `${zr}; 4 runs of 60 m`),
  ],
  [
    ' 4  ｜YJV22    ｜4×70+1×35（凯装）｜95米      ｜埋地',
    review('does 全部改成阻燃 reach the armoured YJV22 (ZR-YJV22 is not in the catalogue)? 凯装 for 铠装'),
  ],
  [
    ' 5  ｜KVV      ｜8×1.5            ｜300米     ｜',
    item('KVV', '8*1.5', 300, undefined, 'a control cable: 备注1 names YJV'),
  ],
  [' 6  ｜BVR      ｜1.5              ｜20卷      ｜', item('BVR', '1*1.5', 2000)],
  [
    ' 7  ｜YJV      ｜4×16+1×10        ｜一百米左右｜',
    item('ZR-YJV', '4*16+1*10', 100, undefined, `${zr}; 左右 quotes the number`),
  ],
  ['2#楼小计：电缆约900米（不含KVV），电线20卷', noiseBecause('a subtotal of the rows above')],
  ['', noise],
  ['三、3#楼（食堂）图纸还没定，先按估的报，后面再调', noise],
  ['序号｜型号     ｜规格             ｜数量      ｜备注', noise],
  [
    ' 1  ｜YJV      ｜4×25+1×16        ｜约150米   ｜',
    item('YJV', '4*25+1*16', 150, undefined, '先按估的报: quoted as estimated'),
  ],
  [
    ' 2  ｜YJV      ｜3×16+2×10        ｜60米      ｜',
    unknown('YJV 3×16+2×10 is not in the catalogue (3+2 starts at 25)'),
  ],
  [' 3  ｜NH-YJV   ｜4×6              ｜80-100米  ｜消防', review('a range; settled at 90米 in 备注3, the item')],
  [' 4  ｜RVV      ｜3×2.5            ｜两卷      ｜', item('RVV', '3*2.5', 200, undefined, '两卷: 2 coils of 100 m')],
  ['3#楼小计：约300米', noiseBecause('a subtotal')],
  ['', noise],
  ['合计：电缆约1,825米，电线62卷，具体以你们核对为准', noiseBecause('a total of the list')],
  ['', noise],
  ['备注：', noise],
  ['1. 2#楼的YJV全部改成阻燃的（ZR-YJV），甲方要求', noiseBecause('changes the 2#楼 rows above; names no amount')],
  [
    '2. 1#楼第2项写错了，YJV 4×35+1×16是158米不是185',
    item('YJV', '4*35+1*16', 158, undefined, 'the correction of 1#楼 row 2'),
  ],
  ['3. 3#楼消防那条NH-YJV 4×6按90米报', item('NH-YJV', '4*6', 90, undefined, 'settles the 80-100米 range')],
  ['4. 价格含税含运费到工地，付款方式电话沟通', noise],
];

// ---------------------------------------------------------------------------------------------------------------------
// 5. site-contact-letter.pdf — a general contractor's 工程联系函 to the supplier (Word to a text PDF, A4, one page):
//    items in sentences per building with 小计 sentences, a cable named by reference (规格同11#楼第1项), a split delivery
//    (先按300米发货), 暂按1.2千米, a swap 数量不变, an excluded cable, 按实结算, a short delivery to make up.
// ---------------------------------------------------------------------------------------------------------------------
const I = '　　';
const t = (text: string, truth: Truth, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
  kind: 'text',
  text,
  truth,
  ...extra,
});
const letter: PdfLine[] = [
  t('浙江恒筑建设集团有限公司滨江花园三期项目经理部', noise, { centred: true, size: 12 }),
  t('工 程 联 系 函', noise, { centred: true, size: 16 }),
  t('编号：HZJS-BJ3-WZ-2025-047　　　　　　　　　　　　　　　　日期：2025年10月20日', noise, { gapBefore: 4 }),
  t('致：杭州华缆电线电缆有限公司 销售部 王经理', noise),
  t('事由：滨江花园三期电缆补充采购及到货安排', noise),
  t('王经理：', noise, { gapBefore: 6 }),
  t(`${I}我项目部2025年9月28日签订的电缆采购合同（合同号HL-2025-0928）项下货物已陆续到货。现因设计`, noise),
  t('变更及现场实际需要，需补充采购部分电缆，请贵司按以下内容报价并备货：', noise),
  t('一、11#楼（高层住宅）', noise, { gapBefore: 4 }),
  t(`${I}1. 强电井竖向干线采用YJV-0.6/1kV-4×120+1×70电缆，共需380米。`, item('YJV', '4*120+1*70', 380, LV)),
  t(
    `${I}2. 地下室至11#楼配电间新增一路NH-YJV-0.6/1kV-4×50+1×25，长度约260米（含预留）。`,
    item('NH-YJV', '4*50+1*25', 260, LV, '约 quotes the number'),
  ),
  t(
    `${I}3. 户内照明回路BV-2.5mm²，红、蓝、黄绿三色各40卷。`,
    item('BV', '1*2.5', 12000, undefined, '120 coils of 100 m'),
  ),
  t(`${I}11#楼以上三项小计：电缆640米，电线120卷。`, noiseBecause('a subtotal of the three lines above')),
  t('二、12#楼（高层住宅）', noise),
  t(
    `${I}1. 电缆规格同11#楼第1项，数量420米，先按300米发货，余下120米待井道封堵后另行通知。`,
    item('YJV', '4*120+1*70', 420, LV, 'the cable of 11#楼 item 1 by reference; 420 m ordered, delivered as 300 + 120'),
  ),
  t(`${I}2. 电梯电源采用ZC-YJV-0.6/1kV-5×16，每部电梯75米，共2部。`, item('ZC-YJV', '5*16', 150, LV, '2 lifts × 75 m')),
  t(
    `${I}3. 原合同第7项YJV-0.6/1kV-3×95+2×50（200米）取消，改为WDZ-YJY-0.6/1kV-3×95+2×50，数量不变。`,
    item('WDZ-YJY', '3*95+2*50', 200, LV, 'the new cable; 数量不变 keeps the 200米 on the line'),
  ),
  t(`${I}12#楼本次新增电缆小计570米（不含第3项调换）。`, noiseBecause('a subtotal')),
  t('三、地下车库', noise),
  t(
    `${I}1. 充电桩配电干线采用YJV22-0.6/1kV-4×95+1×50，暂按1.2千米备货，最终以现场实测为准。`,
    item('YJV22', '4*95+1*50', 1200, LV, '暂按1.2千米: the amount to quote'),
  ),
  t(`${I}2. 排风机控制线KVV-7×1.5约500米，KVV-4×1.5约350米。`, review('two cables on one line')),
  t(`${I}3. 应急照明回路WDZ-YJY-3×4（部分回路），数量按实结算。`, review('按实结算: no amount')),
  t(`${I}4. 配套冷缩终端头（4×95+1×50用）24套，请一并报价。`, unknown('cold-shrink terminations, not cable')),
  t(`${I}地下车库小计：电力电缆约1.2千米，控制电缆约850米。`, noiseBecause('a subtotal')),
  t('四、室外工程', noise),
  t(`${I}1. 路灯电缆YJV22-0.6/1kV-5×10，860米。`, item('YJV22', '5*10', 860, LV)),
  t(
    `${I}2. 10kV进线电缆YJV22-8.7/15kV-3×240由供电局指定厂家供货，不在本次报价范围。`,
    review('a named cable excluded from this quotation: must not be quoted'),
  ),
  t(
    `${I}3. 室外架空段JKLYJ-10/120，约0.35公里。`,
    item('JKLYJ', '1*120', 350, '10kV', 'JKLYJ-10/120 is 10 kV, 1×120; 约0.35公里 is 350 m'),
  ),
  t('五、其他要求', noise),
  t(`${I}1. 以上电缆除JKLYJ外均为铜芯，执行现行国家标准，随货提供3C证书及型式试验报告。`, noise),
  t(`${I}2. 请按我方提供的分段长度配盘，分段长度表见附件。`, noise),
  t(`${I}3. 请于2025年10月24日前回复报价，联系人：刘工，电话138 0571 2468。`, noise),
  t(
    '六、另：10月15日送货单（SH-1015-03）中BV-4mm²少到5卷，请随本批一并补齐。',
    review('a short delivery to make up: sent, not priced'),
  ),
  t('附件：分段长度表（1页）', noise, { gapBefore: 4 }),
  t('浙江恒筑建设集团有限公司滨江花园三期项目经理部（盖章）', noise, { right: true, gapBefore: 10 }),
  t('经办人：刘建明　　项目经理：赵志强', noise, { right: true }),
  t('2025年10月20日', noise, { right: true }),
  t('抄送：项目商务部、监理单位', noise, { gapBefore: 6 }),
];

async function main() {
  const b = writeText(brazil);
  save(
    'brazil-email.txt',
    'text',
    'a São Paulo distributor’s e-mail thread in Portuguese from Outlook (De:/Enviado em:/Para:/Assunto: RES:), newest on top: the buyer’s correction of item 4 (3x150+2x70, mesma quantidade (480 m)) and withdrawal of item 9 above the salesperson’s English question and the original list; 0,6/1 kV stated once in the intro, Brazilian numbers (1.200 metros, 2.400 m, 1,5 km, 0,8 km, 7x1,5), 4 lances de 85 m, rolos (coils) of BV with colours, 2 bobinas with no length, a 13,8 kV network named for a YJV, aprox., entre 300 e 400 m, a definir; as quantidades já incluem 10% de perdas; Cat6 and lugs; a signature with CNPJ, CEP and a street number 1.250',
    b.data,
    b.rows,
  );
  const h = writeText(hk);
  save(
    'hk-whatsapp.txt',
    'text',
    'a Hong Kong contractor’s WhatsApp chat exported on Android in Traditional Chinese (dd/mm/yyyy 上午/下午h:mm - name: text, continuation lines with no prefix, <媒體已略去>, 此訊息已被刪除): Cantonese (早晨, 唔該晒, 嗰條, 啲), 0.6/1kV said once for the whole chat, 4C 185平方+1C 95, 4芯70+1芯35, 單芯240 8條每條廿五米, 卅米, 千二米, 百五米, 兩百幾米, 轆 for coils (紅黑藍各5轆), 碼 (yards) typed for 米 on one line and meant on another (舊圖係英制), a core change with 數量唔變, and the order cut to half (今次先落一半，六百米)',
    h.data,
    h.rows,
  );
  const l = writeText(line);
  save(
    'line-taiwan.txt',
    'text',
    'a LINE chat saved as text (zh-TW): [LINE] 與…的聊天記錄 / 儲存日期 header, date lines 2025/10/15（三）, time⇥name⇥message, multi-line messages wrapped in double quotes; a Taiwanese trader buying GB cable for a Vietnam plant: keycap-emoji numbers 1️⃣…🔟 and 1️⃣1️⃣ 1️⃣2️⃣ for 11 and 12, circled ①…⑥ for control cables, full-width spaces before the amount, 公尺, 捲, 1,200公尺, 2盤（每盤250公尺）, 12條×45公尺, 一千二百公尺; a later message adding 一成 (10%) to the power-cable list, the salesperson’s question and the answer limiting it to 電纜; [貼圖]/[照片]/[檔案], a message unsent (已收回訊息); a JIS IV 5.5mm² and a KVVP',
    l.data,
    l.rows,
  );
  const n = writeText(note);
  save(
    'wechat-note.txt',
    'text',
    'a WeChat Favourites note (收藏 → 笔记) copied as text: title and 编辑于 line, an @ line with a phone number, a table per building drawn with spaces and full-width ｜ (序号｜型号｜规格｜数量｜备注, a －－ ruler under the first header), full-width digits (４×３５＋１×１６), homophones (2.5平房, 电览桥架, 凯装), yjv in lower case, 二百三, 4根×60米, 一百米左右, 80-100米, 两卷, a 3×16+2×10; 小计 sentences under each building and a 合计; 备注 at the end that change the rows above (2#楼的YJV全部改成阻燃, 1#楼第2项 158米不是185, the range settled at 90米)',
    n.data,
    n.rows,
  );
  const p = await writePdf({
    page: [595.28, 841.89],
    columns: [0],
    pages: [letter],
    producer: 'Microsoft® Word 2016',
  });
  save(
    'site-contact-letter.pdf',
    'pdf',
    'a general contractor’s 工程联系函 to the supplier (Word to a text PDF, A4, one page, no table): company and title centred, 编号/日期, 致/事由, a two-line opening paragraph, items as sentences under 一、11#楼 / 二、12#楼 / 三、地下车库 / 四、室外工程 with a 小计 sentence after each; 共需380米, 约260米（含预留）, 三色各40卷, 规格同11#楼第1项 (a cable by reference) with 先按300米发货，余下120米…, 每部电梯75米，共2部, 原…取消，改为…数量不变, 暂按1.2千米, two KVV on one line, 按实结算, terminations, a 10 kV cable excluded (不在本次报价范围), JKLYJ-10/120 约0.35公里; requirements, a short delivery to make up (少到5卷), a stamp line, signatures and 抄送',
    p.data,
    p.rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
