/**
 * `npm run accuracy`: the inquiry corpus (corpus/inquiries) through the mock server as the web app sends it — sheets
 * and PDFs uploaded (batch/file/upload), texts pasted (read by @cable/contracts/inquiry, then batch/cable/query) and
 * uploaded as .txt — over real signed HTTP calls to a server started in this process on a free loopback port. Prints,
 * per file: rows correct (cable and metres), flagged for review, silently wrong, noise taken as an item, missed.
 * Exits 1 when anything is silently wrong, a noise row became an item, or fewer than 98 % of known rows are correct.
 *
 * Then the holdout corpus (corpus/holdout: inquiries written apart from the parser and from corpus/inquiries, .xlsx,
 * GB18030 .csv, PDFs and texts) is scored the same way and printed as a second table; it too exits 1 when anything
 * is silently wrong, a noise row became an item, a row was missed or fewer than 98 % of its known rows are correct.
 *
 * `npm run accuracy -- --images <set> [--kind clean|photos|pdf]` scores one picture set (images, images-holdout,
 * images-blind, images-world, images-world2, images-world3, images-world4, images-world5, images-world6 or images-world7), or one kind of file in it, and nothing
 * else: for iterating on recognition without the whole run. `npm run accuracy -- --holdout2` (`--holdout3` … `--holdout7`)
 * scores the second (third, fourth) holdout alone; `npm run accuracy -- --text` every corpus but the pictures.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchQueryResult, BatchUploadResult } from '@cable/contracts/schemas/batch';
import { buildApp } from '../apps/mock-server/src/app';
import { openSession } from '../apps/mock-server/src/cli/signed-call';
import { stopDecoding } from '../apps/mock-server/src/decoding';
import { ALL_HANDLERS } from '../apps/mock-server/src/http/all-handlers';
import { ocrEngine } from '../apps/mock-server/src/ocr/engine';
import { decodeRaster } from '../apps/mock-server/src/ocr/raster';
import { type CorpusClient, type CorpusRun, formatScores, scoreCorpus, totalsOf } from '../corpus/inquiries/score';

const HOLDOUT_DIR = fileURLToPath(new URL('../corpus/holdout', import.meta.url));
/**
 * The holdouts after the first, each written by someone who had not read the parser: `--holdoutN` scores one alone,
 * the full run reports each (not part of its exit code).
 */
const LATER_HOLDOUTS: ReadonlyArray<{ flag: string; name: string; dir: string; about: string }> = [
  {
    flag: '--holdout2',
    name: 'second',
    dir: fileURLToPath(new URL('../corpus/holdout2', import.meta.url)),
    about:
      'corpus/holdout2: ERP exports, merged contractor sheets, a cover block, CSVs, a tender PDF, chats and a mail reply, written in session 15 by someone who did not read the parser',
  },
  {
    flag: '--holdout3',
    name: 'third',
    dir: fileURLToPath(new URL('../corpus/holdout3', import.meta.url)),
    about:
      'corpus/holdout3: a list over two sheets with hidden rows and formulas, a price comparison, a design BOM, a WPS PDF with wrapped cells, a GBK CSV, a forwarded WeChat record, a mixed English mail, an SMS, a site requisition, a returned quotation, an ERP print; written in session 15 by someone who did not read the parser',
  },
  {
    flag: '--holdout4',
    name: 'fourth',
    dir: fileURLToPath(new URL('../corpus/holdout4', import.meta.url)),
    about:
      "corpus/holdout4: a state-grid demand plan, a tender PDF with merged cells, mixed columns, semicolon and UTF-16 CSVs, WeChat for PC, an HTML table pasted into mail, a foreman's note, cable runs, a shop restock, a clarification notice; written in session 15 by someone who did not read the parser",
  },
  {
    flag: '--holdout5',
    name: 'fifth',
    dir: fileURLToPath(new URL('../corpus/holdout5', import.meta.url)),
    about:
      'corpus/holdout5: an English overseas RFQ, cores and sections in their own columns, quantities by building, a two-row header, an ERP CSV in E notation, a two-sheet requisition, a DingTalk approval, a mail over a quoted one, a design PDF, a letter in prose, an English WhatsApp chat, a Notepad list; written in session 17 by two reviewers who did not read the parser',
  },
  {
    flag: '--holdout6',
    name: 'sixth',
    dir: fileURLToPath(new URL('../corpus/holdout6', import.meta.url)),
    about:
      "corpus/holdout6: items over two rows with merged amounts, units in number formats, a bilingual BOQ, wire by colour in rolls, a list on a workbook's second sheet, a QQ group, an Outlook table in pipes, a list printed in two columns, WeChat quote-replies, a tender's specification; written in session 17 by two reviewers who did not read the parser",
  },
  {
    flag: '--holdout7',
    name: 'seventh',
    dir: fileURLToPath(new URL('../corpus/holdout7', import.meta.url)),
    about:
      "corpus/holdout7: a list grouped under model rows, rows ticked to quote, lengths with their units, a Traditional Chinese list, a WPS CSV, a dealer's shorthand SMS, a DingTalk document, a Hong Kong mail, voice notes, a PDF 询价单; written in session 17 by two reviewers who read neither the parser nor the fifth and sixth holdouts",
  },
  {
    flag: '--holdout8',
    name: 'eighth',
    dir: fileURLToPath(new URL('../corpus/holdout8', import.meta.url)),
    about:
      "corpus/holdout8: a forwarded WeChat record, a Feishu markdown table, a Kenyan distributor's mail, a Telegram thread from Almaty, a tender breakdown PDF, and five sheets; written in session 18 by two reviewers who read neither the parser nor the other holdouts after the fourth",
  },
  {
    flag: '--holdout9',
    name: 'ninth',
    dir: fileURLToPath(new URL('../corpus/holdout9', import.meta.url)),
    about:
      "corpus/holdout9: a platform export by attributes, a bill of quantities' 项目特征, sheets per building under a 汇总, a Korean CSV, an ERP purchase order PDF, a DingTalk group, an SMS thread, a Vietnamese mail, meeting minutes, a letter of inquiry PDF; written in session 18 by two reviewers who read neither the parser nor the other holdouts after the fourth",
  },
  {
    flag: '--holdout10',
    name: 'tenth',
    dir: fileURLToPath(new URL('../corpus/holdout10', import.meta.url)),
    about:
      "corpus/holdout10: a design institute's cable schedule CSV, a monthly material plan, remarks that change amounts, a Japanese 見積依頼書, a requisition PDF with handwritten notes, a WeCom chat with two schemes, a Peruvian RFQ in Spanish, an e-mail outline, a quotation quoted back, a government procurement notice PDF; written in session 19 by two reviewers who read neither the parser nor the other holdouts after the fourth",
  },
  {
    flag: '--holdout11',
    name: 'eleventh',
    dir: fileURLToPath(new URL('../corpus/holdout11', import.meta.url)),
    about:
      "corpus/holdout11: a developer's 集采 tender list, a takeoff by distribution box with formulas, a mill's spare-parts request per workshop, a supplier portal CSV, a contract appendix PDF, a phone's OCR paste, a Tashkent buyer's Russian mail, voice notes, a Saudi WhatsApp, a supplementary inquiry PDF; written in session 19 by two reviewers who read neither the parser nor the other holdouts after the fourth",
  },
  {
    flag: '--holdout12',
    name: 'twelfth',
    dir: fileURLToPath(new URL('../corpus/holdout12', import.meta.url)),
    about:
      "corpus/holdout12: a dealer's stock-and-order sheet, a PV cable schedule by cable numbers, a bid workbook on its third sheet, quantities written as text, a specification annex PDF, an Indian RFQ mail, an Indonesian WhatsApp, a mini-program order, a WeChat 接龙, a tender Q&A PDF; written in session 19 by two reviewers who read neither the parser nor the other holdouts after the fourth",
  },
  {
    flag: '--holdout13',
    name: 'thirteenth',
    dir: fileURLToPath(new URL('../corpus/holdout13', import.meta.url)),
    about:
      "corpus/holdout13: a Brazilian distributor's Portuguese mail thread, a Hong Kong WhatsApp in Cantonese, a Taiwanese LINE chat with keycap numbers, a WeChat note with a table per building, a contractor's 工程联系函 PDF; written in session 20 by two reviewers who read neither the parser nor the other holdouts after the fourth",
  },
  {
    flag: '--holdout14',
    name: 'fourteenth',
    dir: fileURLToPath(new URL('../corpus/holdout14', import.meta.url)),
    about:
      "corpus/holdout14: a tracking sheet sent filtered (hidden rows, cell notes), a 变更/签证 增减明细 with error cells, a coal mine's 物资需求计划 CSV in km, a Dubai trader's multi-currency RFQ (SWA/STA, 3.5C, yards, AWG), a Thai BOQ table PDF; written in session 20 by a reviewer who read neither the parser nor the other holdouts after the fourth",
  },
  {
    flag: '--holdout15',
    name: 'fifteenth',
    dir: fileURLToPath(new URL('../corpus/holdout15', import.meta.url)),
    about:
      "corpus/holdout15: a Japanese 見積依頼書 in JIS names, a Peruvian buyer's Spanish mail, a second-round 比价表 with 是否重新报价, WeChat voice messages turned into text, a tender's 分项报价表 PDF over two pages; written in session 21 by a reviewer who read neither the parser nor the other holdouts after the fourth",
  },
  {
    flag: '--holdout16',
    name: 'sixteenth',
    dir: fileURLToPath(new URL('../corpus/holdout16', import.meta.url)),
    about:
      "corpus/holdout16: a GLodon-style 工程量清单 with 项目特征 lines, a Kazakh buyer's Russian mail in GOST names, a 京东慧采 order CSV, a Dubai EPC's RFQ mail with a pasted table (SWA, LSZH, CPC), a factory's 领料单 PDF; written in session 21 by a reviewer who read neither the parser nor the other holdouts after the fourth (first contact only)",
  },
  {
    flag: '--holdout17',
    name: 'seventeenth',
    dir: fileURLToPath(new URL('../corpus/holdout17', import.meta.url)),
    about:
      "corpus/holdout17: a French West African contractor's e-mail in NF C names (U1000 R2V, RVFV, H07V-U, couronnes, tourets), a Yonyou U8 请购单 (主计量单位 千米/卷/盘), an Iraqi buyer's WhatsApp export (Arabic-Indic digits, a wire heading over sizes); written in session 23 by a reviewer who read neither the parser nor the other holdouts after the fourth; first contact 24 of 87, 16 silently wrong; mended in session 24",
  },
  {
    flag: '--holdout18',
    name: 'eighteenth',
    dir: fileURLToPath(new URL('../corpus/holdout18', import.meta.url)),
    about:
      "corpus/holdout18: a Pakistani EPC's e-mail in South-Asian English (3.5 core, Rft, Cu/XLPE/SWA/PVC), a German contractor's Anfrage in VDE/DIN names (NYY-J, NA2XY, N2XH, Ring/Trommel, lfm), a State Grid ECP 物资需求清单 (物料描述 strings, 扩展描述, km), a DingTalk 审批单 PDF (明细 blocks over a page break); written in session 24 by a reviewer who read neither the parser nor the other holdouts but the fourth and the seventeenth's key format; mended in sessions 24 and 25",
  },
  {
    flag: '--holdout19',
    name: 'nineteenth',
    dir: fileURLToPath(new URL('../corpus/holdout19', import.meta.url)),
    about:
      "corpus/holdout19: a Polish contractor's Zapytanie ofertowe (YKY, YAKXS, YDY, LgY, mb, krążek, bęben, poz. notes), a Turkish Teklif Talebi sheet (NYY, YVV, H07V-R, 4x50+25, top, İPTAL, a Not: block), an Indian EPC's BOQ (IS 7098 codes 2XWY/A2XFY/2XFY, FRLS, 3½C, lakh figures, Rmt, LS), a Vietnamese contractor's e-mail (CXV, CXV/DSTA, AXV, cuộn, a quoted older mail, Mục 5 đổi thành); written in session 25 by a reviewer who read neither the parser nor the other holdouts but the fourth and the eighteenth's key format; first contact 30 of 99, 8 silently wrong; mended in session 25",
  },
  {
    flag: '--holdout20',
    name: 'twentieth',
    dir: fileURLToPath(new URL('../corpus/holdout20', import.meta.url)),
    about:
      "corpus/holdout20: a design institute's 电缆清册 (one row per circuit, 〃 carried down), a GB 50500 工程量清单 (multi-line 项目特征描述 cells, 电缆头 in 个), a 1688 buyer's 旺旺 chat (亲, changes and cancellations), a 百度爱采购 digest of leads, a competitor's two-page 送货单 PDF (退货 line, 整盘); written in session 26 by a reviewer who read neither the parser nor the other holdouts but the fourth and the nineteenth's key format",
  },
  {
    flag: '--holdout21',
    name: 'twenty-first',
    dir: fileURLToPath(new URL('../corpus/holdout21', import.meta.url)),
    about:
      "corpus/holdout21: a WeChat record with the salesperson's own replies (echoes, read-backs, stock remarks) and the customer's corrections, a contractor's 材料计划 over three building sheets and a 汇总 to quote from (甲供 rows), a 用友 请购单 CSV in GBK (千米, 行关闭人), an EPC's English e-mail in IEC notation (Cu/XLPE/SWA/PVC, STA, 3.5C, LSZH, a quoted superseded Rev.0), a three-page 招标 货物需求一览表 PDF with wrapped cells; written in session 28 by a reviewer who read neither the parser nor the other holdouts but the fourth and the twentieth's key format",
  },
  {
    flag: '--holdout22',
    name: 'twenty-second',
    dir: fileURLToPath(new URL('../corpus/holdout22', import.meta.url)),
    about:
      "corpus/holdout22: an AutoCAD 材料表 exported as fixed-width text (根 × 长度 in 备注, %%c), a developer's 集采 workbook as an old .xls (甲供/乙供, a struck-out row), a DingTalk group of three whose supplier's 业务员 is named by no company, a Malaysian M&E BOM as an old .xls (SWA, an Alternate column, a provisional sum), a 监理 工作联系单 (原设计 → 现变更为, 暂缓, 退回); written in session 28 by a reviewer who read neither the parser nor the other holdouts but the fourth and the twenty-first's key format",
  },
  {
    flag: '--holdout23',
    name: 'twenty-third',
    dir: fileURLToPath(new URL('../corpus/holdout23', import.meta.url)),
    about:
      "corpus/holdout23: an electrician's household shorthand (2.5的线5盘, 平房 for 平方), a two-lot 比选文件 PDF (万米, 最高限价, 小计 per lot), a Gulf contractor's e-mail in BS names (6491X, 6242Y, BS 5467/6724 SWA), a WPS .xls with 芯数 and 截面 apart and 长度(km), a 企业微信 微文档 export (两级表头, 一期/二期/合计, 已下单); written in session 28 by a reviewer who read neither the parser nor the other holdouts but the fourth and the twenty-second's key format",
  },
  {
    flag: '--holdout24',
    name: 'twenty-fourth',
    dir: fileURLToPath(new URL('../corpus/holdout24', import.meta.url)),
    about:
      "corpus/holdout24: an AI assistant's markdown tidy-up of a list pasted into chat (headings, a table, ~~struck~~ and **bold** amounts, 总计约 2.3 km), a bilingual SAP 询价单 PDF over two pages (KM / ROL units, long texts, 删除), a 飞书多维表格 CSV export (multi-select 特性 tags, 2卷(100m/卷)), an iPhone 备忘录 checklist (☑ already bought, ✏️改95米), a 物业 以旧换新 list (原型号 → 更换型号规格, 同原规格, 盘 of wire); written in session 32 by a reviewer who read neither the parser nor the other holdouts but the fourth and the twenty-third's key format",
  },
];
const IMAGES_DIR = fileURLToPath(new URL('../corpus/images', import.meta.url));
const IMAGES_HOLDOUT_DIR = fileURLToPath(new URL('../corpus/images-holdout', import.meta.url));
const IMAGES_BLIND_DIR = fileURLToPath(new URL('../corpus/images-blind', import.meta.url));
const IMAGES_WORLD_DIR = fileURLToPath(new URL('../corpus/images-world', import.meta.url));
const IMAGES_WORLD2_DIR = fileURLToPath(new URL('../corpus/images-world2', import.meta.url));
const IMAGES_WORLD3_DIR = fileURLToPath(new URL('../corpus/images-world3', import.meta.url));
const IMAGES_WORLD4_DIR = fileURLToPath(new URL('../corpus/images-world4', import.meta.url));
const IMAGES_WORLD5_DIR = fileURLToPath(new URL('../corpus/images-world5', import.meta.url));
const IMAGES_WORLD6_DIR = fileURLToPath(new URL('../corpus/images-world6', import.meta.url));
const IMAGES_WORLD7_DIR = fileURLToPath(new URL('../corpus/images-world7', import.meta.url));
/** The picture whose recognition time is the benchmark figure: an A4 page at 150 dpi. */
const A4_PAGE = join(IMAGES_DIR, 'c-screenshot-a4.png');
const A4_TARGET_MS = 3000;

const MIME: Record<string, string> = {
  sheet: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  text: 'text/plain',
  image: 'image/png',
};

function dataOf<T>(envelope: unknown, what: string): T {
  const answer = envelope as { stat?: { err?: number; msg?: string }; data?: T };
  if (answer.stat?.err !== 0) throw new Error(`${what} refused: ${answer.stat?.err} ${answer.stat?.msg}`);
  return answer.data as T;
}

/** The picture set and kind named on the command line (`--images images-holdout --kind photos`), if any. */
function onlyImages(args: readonly string[]): { dir: string; kind: (typeof IMAGE_KINDS)[number] | undefined } | null {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const set = value('--images');
  if (!set) return null;
  const dir = {
    images: IMAGES_DIR,
    'images-holdout': IMAGES_HOLDOUT_DIR,
    'images-blind': IMAGES_BLIND_DIR,
    'images-world': IMAGES_WORLD_DIR,
    'images-world2': IMAGES_WORLD2_DIR,
    'images-world3': IMAGES_WORLD3_DIR,
    'images-world4': IMAGES_WORLD4_DIR,
    'images-world5': IMAGES_WORLD5_DIR,
    'images-world6': IMAGES_WORLD6_DIR,
    'images-world7': IMAGES_WORLD7_DIR,
  }[set];
  if (!dir)
    throw new Error(
      `--images takes images, images-holdout, images-blind, images-world, images-world2, images-world3, images-world4, images-world5, images-world6 or images-world7, not ${set}`,
    );
  const kindName = value('--kind');
  const kind = IMAGE_KINDS.find((k) => k.flag === kindName);
  if (kindName && !kind) throw new Error(`--kind takes ${IMAGE_KINDS.map((k) => k.flag).join(', ')}, not ${kindName}`);
  return { dir, kind };
}

async function main(): Promise<number> {
  // `--a4`: the A4 page's recognition time alone (about 20 s), to take the figure on a quiet machine.
  if (process.argv.includes('--a4')) {
    console.log(await a4Benchmark());
    return 0;
  }
  const only = onlyImages(process.argv.slice(2));
  // The handlers imported here, not by buildApp's dynamic import: this script runs as CommonJS under tsx, where
  // that import would load a second copy of the route modules whose ApiError the error plugin does not know, and
  // every refusal (1001) would come back as 1099.
  const app = await buildApp({ handlers: ALL_HANDLERS });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const session = await openSession(address, 'quote');
    const freshUsage = () =>
      app.repos.store.mutate((state) => {
        state.usage = {};
      });
    const client: CorpusClient = {
      upload: async (file) =>
        dataOf<BatchUploadResult>(
          await session.upload(
            '/biz/qms/batch/file/upload',
            { kind: file.kind, unit: '0' },
            {
              name: file.name,
              type: file.name.endsWith('.csv')
                ? 'text/csv'
                : file.name.endsWith('.jpg')
                  ? 'image/jpeg'
                  : MIME[file.kind]!,
              data: file.data,
            },
          ),
          `upload of ${file.name}`,
        ),
      query: async (keywords) =>
        dataOf<BatchQueryResult>(
          await session.post('/biz/qms/batch/cable/query', { cond: { keywords, unit: 0 } }),
          'batch/cable/query',
        ),
    };
    // A holdout file the server refuses counts as every row missed.
    const holdoutClient: CorpusClient = {
      ...client,
      upload: async (file) => {
        try {
          return await client.upload(file);
        } catch (error) {
          console.log(`  ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
          return { kind: file.kind, results: [], keywords: [], unmatched: [] };
        }
      },
    };
    if (only) {
      await imageFigures(holdoutClient, only.dir, only.kind?.test, freshUsage);
      return 0;
    }
    const flagged = LATER_HOLDOUTS.find((held) => process.argv.includes(held.flag));
    if (flagged) {
      report(await scoreCorpus(holdoutClient, flagged.dir));
      return 0;
    }
    const run = await scoreCorpus(client);
    const totals = report(run);
    const share = totals.correct / totals.known;
    const good =
      totals.silentlyWrong === 0 && totals.noiseAsItem === 0 && share >= 0.98 && run.pastedDiffers.length === 0;

    console.log(
      '\nholdout (corpus/holdout: written apart from the parser; exit rule: 0 silently wrong, 0 noise, 0 missed, >= 98 % correct)\n',
    );
    let holdoutGood = false;
    try {
      const held = report(await scoreCorpus(holdoutClient, HOLDOUT_DIR));
      holdoutGood =
        held.silentlyWrong === 0 && held.noiseAsItem === 0 && held.missed === 0 && held.correct / held.known >= 0.98;
    } catch (error) {
      console.log(`holdout not scored: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const held of LATER_HOLDOUTS) {
      console.log(`\n${held.name} holdout (${held.about}; reported, not part of the exit code)\n`);
      try {
        report(await scoreCorpus(holdoutClient, held.dir));
      } catch (error) {
        console.log(`${held.name} holdout not scored: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    // `--text`: the sheets, PDFs and texts alone (every corpus but the pictures, about two minutes), with the exit rule.
    if (process.argv.includes('--text')) return good && holdoutGood ? 0 : 1;
    console.log(
      '\nimages (corpus/images: screenshots, phone-style photos and a scanned PDF, recognised by OCR; the pictures recognition is tuned on; reported, not part of the exit code)\n',
    );
    await imageFigures(holdoutClient, IMAGES_DIR, undefined, freshUsage);
    console.log(
      '\npicture holdout (corpus/images-holdout: other rows, fonts and layouts from a separate generator, never used for tuning; reported, not part of the exit code)\n',
    );
    await imageFigures(holdoutClient, IMAGES_HOLDOUT_DIR, undefined, freshUsage);
    console.log(
      '\nblind picture holdout (corpus/images-blind: written before the second OCR round and only its totals read; other fonts, layouts and photos; reported, not part of the exit code)\n',
    );
    await imageFigures(holdoutClient, IMAGES_BLIND_DIR, undefined, freshUsage);
    console.log(
      '\nworld picture holdout (corpus/images-world: pictures as customers send them, written without reading the recogniser; its silently wrong rows were read and mended in the fourth round, see docs/ocr.md; reported, not part of the exit code)\n',
    );
    await imageFigures(holdoutClient, IMAGES_WORLD_DIR, undefined, freshUsage);
    console.log(
      "\nsecond world picture holdout (corpus/images-world2: HTML rendered in Chromium as customers' pictures look, written without reading the recogniser; reported, not part of the exit code)\n",
    );
    await imageFigures(holdoutClient, IMAGES_WORLD2_DIR, undefined, freshUsage);
    console.log(
      '\nthird world picture holdout (corpus/images-world3: mostly phone photos, keystoned, curled, of a monitor, dim, sideways, written as a reviewer tests without reading the recogniser; reported, not part of the exit code)\n',
    );
    await imageFigures(holdoutClient, IMAGES_WORLD3_DIR, undefined, freshUsage);
    console.log(
      '\nfourth world picture holdout (corpus/images-world4: a Word quotation, an Excel window under a frozen header, a table sent as a picture in WeChat, two tables side by side, full-width Notepad text, and photos of three of them, written as an outside reviewer tests without reading the recogniser; reported, not part of the exit code)\n',
    );
    await imageFigures(holdoutClient, IMAGES_WORLD4_DIR, undefined, freshUsage);
    console.log(
      '\nfifth world picture holdout (corpus/images-world5: a DingTalk approval, WPS dark mode at 2×, mobile Excel with wrapped cells, a sealed form with handwritten quantities, a two-page grey scan, and photos on a clipboard, under a lamp, of an ERP screen, folded and sideways, written in session 15 without reading the recogniser; reported, not part of the exit code)\n',
    );
    await imageFigures(holdoutClient, IMAGES_WORLD5_DIR, undefined, freshUsage);
    console.log(
      "\nsixth world picture holdout (corpus/images-world6: a WeChat Work chat with a typed list, Excel for Windows with gridlines hidden, a procurement portal's 询价明细, and photos of a page under window light, at a steep angle, of a monitor, of a grey fax copy and upside down, written in session 31 without reading the recogniser; reported, not part of the exit code)\n",
    );
    await imageFigures(holdoutClient, IMAGES_WORLD6_DIR, undefined, freshUsage);
    console.log(
      '\nseventh world picture holdout (corpus/images-world7: a phone WeChat chat in dark mode, WPS on a Mac at 2× with filter buttons, a DingTalk 审批 on a phone, and photos of a list with pen ticks and a struck row, a page folded in thirds under a shadow, a page held with a thumb over a quantity, a yellow carbon copy turned 90°, and a small table forwarded through WeChat three times, written in session 32 without reading the recogniser; reported, not part of the exit code)\n',
    );
    await imageFigures(holdoutClient, IMAGES_WORLD7_DIR, undefined, freshUsage);
    try {
      console.log(`\n${await a4Benchmark()}`);
    } catch (error) {
      console.log(`A4 benchmark not run: ${error instanceof Error ? error.message : String(error)}`);
    }
    return good && holdoutGood ? 0 : 1;
  } finally {
    await app.close();
    await stopDecoding();
  }
}

/** The kinds of picture the issue sets targets for, told apart by the file's type. */
const IMAGE_KINDS = [
  { label: 'clean screenshots', flag: 'clean', test: (file: string) => file.endsWith('.png') },
  { label: 'phone-style photos', flag: 'photos', test: (file: string) => file.endsWith('.jpg') },
  { label: 'scanned PDFs', flag: 'pdf', test: (file: string) => file.endsWith('.pdf') },
] as const;

/**
 * A picture corpus scored and printed: the table, then the figures per kind. Each set starts with the user's image
 * recognitions uncounted: the run reads more pictures than one user's limit allows (1051 would refuse the rest).
 */
async function imageFigures(
  client: CorpusClient,
  dir: string,
  only?: (file: string) => boolean,
  usage?: () => void,
): Promise<void> {
  usage?.();
  try {
    const images = await scoreCorpus(client, dir, only);
    report(images);
    for (const kind of IMAGE_KINDS) {
      if (only && !images.scores.some((score) => kind.test(score.file))) continue;
      const totals = totalsOf(images.scores.filter((score) => kind.test(score.file)));
      console.log(
        `${kind.label}: ${totals.correct} of ${totals.known} known rows correct (${((100 * totals.correct) / Math.max(1, totals.known)).toFixed(1)} %), ${totals.flagged} flagged, ${totals.silentlyWrong} silently wrong, ${totals.noiseAsItem} noise as item, ${totals.missed} missed`,
      );
    }
  } catch (error) {
    console.log(`images not scored: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * One A4 page's recognition in this process (engine loaded first, then the best of three runs: the figure is the
 * engine's, not the machine's other load), against the 3 s target. A benchmark figure, not a test.
 */
async function a4Benchmark(): Promise<string> {
  const started = performance.now();
  const engine = await ocrEngine();
  const startMs = performance.now() - started;
  const bytes = readFileSync(A4_PAGE);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    const used = process.cpuUsage();
    await engine.recognise(await decodeRaster(bytes));
    times.push(performance.now() - t);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const best = Math.min(...times);
  const load = loadavg()[0]!.toFixed(1);
  return `A4 page (${A4_PAGE.slice(A4_PAGE.lastIndexOf('/') + 1)}, 150 dpi): recognised in ${(best / 1000).toFixed(2)} s (best of ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s; engine start ${(startMs / 1000).toFixed(2)} s; CPU ${cpu.map((t) => (t / 1000).toFixed(2)).join(' / ')} s over both runtime threads; load average ${load} on ${cpus().length} cores); target under ${A4_TARGET_MS / 1000} s: ${best < A4_TARGET_MS ? 'met' : 'NOT met'}`;
}

/** Prints a run: the table, one line per row that is not right, and the totals. */
function report(run: CorpusRun) {
  console.log(formatScores(run));
  const totals = totalsOf(run.scores);
  for (const score of run.scores)
    for (const problem of score.problems) console.log(`  ${score.file} (${score.route}) ${problem}`);
  for (const file of run.pastedDiffers) console.log(`  ${file}: pasted text and the uploaded file give different rows`);
  const share = totals.correct / totals.known;
  console.log(
    `\n${totals.correct} of ${totals.known} known rows correct (${(100 * share).toFixed(1)} %), ${totals.flagged} flagged, ${totals.silentlyWrong} silently wrong, ${totals.noiseAsItem} noise rows taken as items, ${totals.missed} missed`,
  );
  return totals;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
