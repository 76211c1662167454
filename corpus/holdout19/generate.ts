/**
 * The nineteenth holdout inquiry corpus: four inquiries written blind (without reading the parser, the server's or the
 * web app's code, docs/, the README's accuracy sections, scripts/ or the git history), from how foreign customers of a
 * Chinese cable supplier write: a Polish contractor's Zapytanie ofertowe e-mail (YKY, YAKY, YKXS, YAKXS, YDY, LgY, DY,
 * YKSY, N2XH), a Turkish contractor's Teklif Talebi sheet (NYY, YVV, N2XY, N2XH, NYM, H05VV-F, H07V-U/-R/-K, NHXMH),
 * an Indian EPC's BOQ sheet (IS 7098 / IS 1554 codes 2XY, A2XY, 2XFY, A2XFY, 2XWY, YWY, FRLS, LSZH, 3.5 core, lakh
 * numbers) and a Vietnamese contractor's e-mail (TCVN / Cadivi names CXV, CVV, CV, CXV/DSTA, AXV, DVV, VCTF, cuộn)
 * with an older mail quoted below. Each file has an answer key written from what the file shows and what a careful
 * salesperson would quote; README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout19/generate.ts
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  writeText,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const CV = '450/750V';
const SV = '300/500V';

const COIL = 'a coil of building wire is 100 m';
const DRUM = 'a drum of power cable with no drum length: ask';
const RANGE = 'a range of lengths, not an amount: ask';
const ONE_LEVEL = 'no voltage written; the spec is made at 0.6/1kV only';
const NOT_SOLD = (what: string) => `${what} is not in the catalogue`;
const NOT_CABLE = (what: string) => `${what}: not a cable`;

interface Written {
  name: string;
  data: Buffer | string;
  key: AnswerKey;
}

const keyed = (file: string, kind: AnswerKey['kind'], layout: string, rows: KeyRow[]): AnswerKey => ({
  file,
  kind,
  layout,
  rows,
});

// ---------------------------------------------------------------------------------------------------------------
/**
 * 1. A Warsaw electrical contractor's Zapytanie ofertowe, Polish with a little English: mail headers, a numbered table
 * typed with spaces (Poz. / Typ / Przekrój / Ilość / J.m. / Uwagi) under section headings (KABLE ENERGETYCZNE 0,6/1 kV,
 * PRZEWODY INSTALACYJNE 450/750 V, KABLE STEROWNICZE, INNE), Polish names by construction, mb / m / km / krążek /
 * bęben / szt., 1 200 and 1.200 thousands, 0,5 km, ok. 300, 250–300; an UWAGA block cancelling poz. 7, changing
 * poz. 3 and asking for an alternative; a signature with NIP / REGON / KRS and 00-950 Warszawa.
 */
function plZapytanie(): Written {
  const widths = [6, 12, 17, 24, 6];
  const t = (...cells: string[]) =>
    cells
      .map((cell, i) => (i < cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell))
      .join('')
      .trimEnd();
  const HEAD_LV = 'the section heading KABLE ENERGETYCZNE 0,6/1 kV gives the level';
  const YKY = `YKY (Cu, PVC insulation, PVC sheath, 0.6/1kV) read as VV; ${HEAD_LV}`;
  const YKXS = `YKXS (Cu, XLPE insulation, PVC sheath) read as YJV; ${HEAD_LV}`;
  const YAKY = `YAKY (Al, PVC/PVC) read as VLV; ${HEAD_LV}`;
  const YAKXS = `YAKXS (Al, XLPE/PVC) read as YJLV; ${HEAD_LV}`;
  const N2XH = `N2XH (XLPE, halogen-free sheath) read as WDZ-YJY; ${HEAD_LV}`;
  const lines: Array<[string, Truth]> = [
    ['Od: Tomasz Wiśniewski <t.wisniewski@elbud-instal.example.pl>', noise],
    ['Wysłano: wtorek, 14 października 2025 08:47', noise],
    ['Do: export@cable-supplier.example', noise],
    ['DW: Anna Kowalczyk <a.kowalczyk@elbud-instal.example.pl>', noise],
    ['Temat: Zapytanie ofertowe nr ZO/2025/10/118 – kable nN, Hala magazynowa Stryków / RFQ cables', noise],
    ['', noise],
    ['Dzień dobry, / Dear Sir or Madam,', noise],
    ['', noise],
    ['W związku z realizacją inwestycji prosimy o przedstawienie oferty cenowej na poniższe kable i przewody.', noise],
    ['Please quote in EUR, DAP Stryków (Incoterms 2020), delivery in week 48/2025. Bębny bezzwrotne OK.', noise],
    ['', noise],
    ['KABLE ENERGETYCZNE 0,6/1 kV', noiseBecause('a section heading; it gives 0.6/1kV to the rows under it')],
    [t('Poz.', 'Typ', 'Przekrój', 'Ilość', 'J.m.', 'Uwagi'), noise],
    ['-------------------------------------------------------------------------------', noise],
    [t('1.', 'YKY', '4x120 mm²', '1 200', 'mb', 'zasilanie RG-1'), item('VV', '4*120', 1200, LV, `${YKY}; 1 200 mb`)],
    [t('2.', 'YKY', '5x16 mm²', '350', 'mb'), item('VV', '5*16', 350, LV, YKY)],
    [
      t('3.', 'YKXS', '4x35 mm²', '400', 'mb', 'wentylatory dachowe'),
      review('poz. 3 is changed by the UWAGA block (zmiana ilości na 450 mb): the new amount is the later line'),
    ],
    [
      t('4.', 'YKXS', '1x240 mm²', '2 bębny po 500 m', '', 'WLZ trafo – RG'),
      item('YJV', '1*240', 1000, LV, `${YKXS}; 2 drums of 500 m`),
    ],
    [
      t('5.', 'YKXS', '3x95+50 mm²', 'ok. 300', 'mb'),
      item('YJV', '3*95+1*50', 300, LV, `${YKXS}; 3x95+50 is three 95 and a reduced 50; ok. (approx.) quotes 300`),
    ],
    [t('6.', 'YKXS', '4x95 mm²', '1.200', 'm', 'patrz uwagi'), item('YJV', '4*95', 1200, LV, `${YKXS}; 1.200 is 1200`)],
    [t('7.', 'YKY', '4x50 mm²', '180', 'mb'), review('poz. 7 is cancelled by the UWAGA block (anulować)')],
    [t('8.', 'YAKY', '4x240 mm²', '0,5 km', '', 'zasilanie hali B'), item('VLV', '4*240', 500, LV, `${YAKY}; 0,5 km`)],
    [t('9.', 'YAKXS', '4x120 mm²', '1,25 km'), item('YJLV', '4*120', 1250, LV, `${YAKXS}; 1,25 km`)],
    [
      t('10.', 'YAKY', '4x35 mm²', '3 szt.', '', 'odcinki wg rysunku E-07'),
      review('3 pieces (szt.) with no length: the lengths are on a drawing; ask'),
    ],
    [t('11.', 'YKY', '4x25 mm²', '1 bęben'), review(DRUM)],
    [t('12.', 'YKY', '5x2,5 mm²', '250–300', 'mb'), review(RANGE)],
    [
      t('13.', 'YKY', '3x1,5 mm²', '6 szt. po 50 m', '', 'oświetlenie zewn.'),
      item('VV', '3*1.5', 300, LV, `${YKY}; 6 pieces of 50 m`),
    ],
    [
      t('14.', 'N2XH', '5x10 mm²', '220', 'm', 'bezhalogenowy, klatka schodowa'),
      item('WDZ-YJY', '5*10', 220, LV, N2XH),
    ],
    [t('15.', 'N2XH-J', '3x1,5 mm²', '140', 'm'), unknown(NOT_SOLD('WDZ-YJY 3×1.5 (halogen-free 1.5 mm²)'))],
    [t('16.', 'YKXS', '4×16 mm²', 'ok. 300', 'mb'), item('YJV', '4*16', 300, LV, `${YKXS}; ok. quotes 300`)],
    [t('17.', 'YKYżo', '4x10 mm²', '450', 'mb'), item('VV', '4*10', 450, LV, `${YKY}; żo is the green-yellow core`)],
    ['', noise],
    ['PRZEWODY INSTALACYJNE 450/750 V', noise],
    [
      t('18.', 'YDY', '3x2,5 mm²', '20 krążków'),
      unknown(NOT_SOLD('YDY (round PVC/PVC installation cable, solid Cu, 450/750V: BVV)')),
    ],
    [t('19.', 'YDYp', '3x1,5 mm²', '10 krążków'), unknown(NOT_SOLD('YDYp (flat PVC/PVC installation cable: BVVB)'))],
    [
      t('20.', 'DY', '1x2,5 mm²', '15 krążków', '', 'po 5: niebieski, brązowy, czarny'),
      item('BV', '1*2.5', 1500, CV, `DY (solid single core) is BV; 15 krążków; ${COIL}; the colours split the 15`),
    ],
    [t('21.', 'DY', '1x4 mm²', '0,3 km'), item('BV', '1*4', 300, CV, 'DY is BV; 0,3 km')],
    [
      t('22.', 'LgY', '1x6 mm²', '300', 'm', 'żółto-zielony'),
      item('BVR', '1*6', 300, CV, 'LgY (flexible single core) is BVR'),
    ],
    [t('23.', 'LgY', '1x16 mm²', '2 krążki'), item('BVR', '1*16', 200, CV, `LgY is BVR; 2 krążki; ${COIL}`)],
    ['', noise],
    ['KABLE STEROWNICZE', noise],
    [
      t('24.', 'YKSY', '7x1,5 mm²', '150', 'mb'),
      item('KVV', '7*1.5', 150, CV, 'YKSY (Cu PVC/PVC control cable) is KVV, made at 450/750V only'),
    ],
    [
      t('25.', 'YKSY', '12x1 mm²', '2 x 80 m', '', 'sterowanie bram'),
      item('KVV', '12*1', 160, CV, 'YKSY is KVV; 2 runs × 80 m'),
    ],
    [
      t('26.', 'YKSYekw', '10x1,5 mm²', '200', 'mb', 'ekranowany'),
      unknown(NOT_SOLD('a screened control cable (YKSYekw, KVVP)')),
    ],
    [
      t('27.', 'OWY', '3x2,5 mm²', '50', 'm', 'przedłużacze budowlane'),
      unknown(NOT_SOLD('OWY (rubber-sheathed flexible cable)')),
    ],
    ['', noise],
    ['INNE', noise],
    [t('28.', 'Dławnica', 'M32 IP68', '40', 'szt.'), unknown(NOT_CABLE('cable glands'))],
    [t('29.', 'Rura DVR', 'fi 110', '200', 'm', 'rura osłonowa'), unknown(NOT_CABLE('a protective conduit'))],
    [t('30.', 'UTP kat. 6', '4x2x0,5', '3', 'kart.', 'karton 305 m'), unknown(NOT_SOLD('a Cat. 6 data cable'))],
    ['', noise],
    ['UWAGA – zmiany po uzgodnieniu z inwestorem (13.10.2025):', noise],
    ['- poz. 7 – anulować.', noiseBecause('a cancellation naming no cable; poz. 7 above is the review row')],
    [
      '- poz. 3 (YKXS 4x35) – zmiana ilości na 450 mb.',
      item('YJV', '4*35', 450, LV, 'the change names the cable and the new amount; 4*35 is made at 0.6/1kV only'),
    ],
    [
      '- ewentualnie YAKXS 4x150 zamiast YKXS 4x95 (poz. 6) – prosimy o wycenę obu wariantów.',
      review('an alternative (ewentualnie … zamiast …) to price instead of poz. 6, not a further demand'),
    ],
    ['', noise],
    ['Warunki: płatność 30 dni od daty faktury, ceny netto (bez VAT 23%), ważność oferty min. 30 dni.', noise],
    ['Proszę podać bazę miedzi (LME) oraz długości fabryczne – max. 500 m na bębnie dla przekrojów ≥ 95 mm².', noise],
    ['', noise],
    ['Z poważaniem / Best regards,', noise],
    ['Tomasz Wiśniewski', noise],
    ['Kierownik Działu Zaopatrzenia / Purchasing Manager', noise],
    ['ELBUD-INSTAL Sp. z o.o.', noise],
    ['ul. Marszałkowska 142, 00-950 Warszawa', noise],
    ['tel. +48 22 621 45 80, kom. +48 601 234 567', noise],
    ['NIP: 525-000-12-34 | REGON: 012345678 | KRS: 0000123456', noise],
    ['Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS, kapitał zakładowy 50 000,00 zł', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'pl-zapytanie.txt',
    data,
    key: keyed(
      'pl-zapytanie.txt',
      'text',
      "a Warsaw contractor's Zapytanie ofertowe e-mail, Polish with a little English: Od/Wysłano/Do/DW/Temat headers, greeting, EUR/DAP lines, a numbered table typed with spaces (Poz. / Typ / Przekrój / Ilość / J.m. / Uwagi, a dashed rule) under headings KABLE ENERGETYCZNE 0,6/1 kV, PRZEWODY INSTALACYJNE 450/750 V, KABLE STEROWNICZE, INNE; YKY, YKYżo, YKXS, YAKY, YAKXS, N2XH, N2XH-J 3x1,5, YDY, YDYp, DY, LgY, YKSY, YKSYekw, OWY; 4x120 mm², 3x95+50, 4×16, 5x2,5; 1 200 mb, 1.200 m, 0,5 / 1,25 / 0,3 km, ok. 300, 250–300, 2 bębny po 500 m, 1 bęben, 3 szt. with no length, 6 szt. po 50 m, 2 x 80 m, 15 / 20 / 10 krążków, 2 krążki; glands, conduit, UTP; an UWAGA block (poz. 7 – anulować, poz. 3 (YKXS 4x35) – zmiana ilości na 450 mb, ewentualnie YAKXS 4x150 zamiast YKXS 4x95); terms (VAT 23%, LME, ≥ 95 mm²); a signature with 00-950 Warszawa, NIP, REGON, KRS and kapitał zakładowy 50 000,00 zł",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 2. A Turkish contractor's Teklif Talebi sheet: a merged title, a project / company / date / contact block, a header
 * Sıra No | Malzeme Cinsi | Kesit | Miktar | Birim | Açıklama; NYY, YVV, N2XY, N2XH, NYM, H05VV-F, H07V-U/-R/-K,
 * NHXMH, NYRY, YSLY-JZ; Kesit 4x50+25, 1x95 mm²; Miktar 1.250 / 0,5 / 1,2 as text, top / mt / metre / m / km / adet;
 * an İPTAL row, an Ara Toplam formula, an empty row, a Notlar block changing row 4 to FR.
 */
async function trTeklif(): Promise<Written> {
  const NYY = 'NYY (PVC/PVC, 0.6/1kV) read as VV';
  const N2XY = 'N2XY (XLPE, PVC sheath) read as YJV';
  const TOP_WIRE = 'a top (roll) of building wire is 100 m';
  let n = 0;
  const r = (truth: Truth, name: string, kesit: string, miktar: Cell, birim: string, note = ''): SourceRow => {
    n += 1;
    return row(truth, n, name, kesit, miktar, birim, note);
  };
  const rows: SourceRow[] = [
    spanned(noise, 'TEKLİF TALEBİ – ELEKTRİK KABLOLARI'),
    row(noise, 'Proje:', 'Gebze OSB Lojistik Deposu – Elektrik Tesisatı (2. Etap)'),
    row(noise, 'Firma:', 'Yıldız Elektrik Taahhüt San. ve Tic. Ltd. Şti.'),
    row(noise, 'Tarih:', { date: '2025-10-08' }, '', 'Teklif No:', 'YE-2025-0917'),
    row(noise, 'İlgili:', 'Murat Kaya', '', 'Tel:', '+90 262 751 23 45', 'murat.kaya@yildizelektrik.example'),
    blank(),
    row(noise, 'Sıra No', 'Malzeme Cinsi', 'Kesit', 'Miktar', 'Birim', 'Açıklama'),
    r(
      item('VV', '4*50+1*25', 1250, LV, `${NYY}; 4x50+25 is four 50 and a reduced 25; 1.250 is 1250`),
      'NYY Kablo',
      '4x50+25',
      '1.250',
      'mt',
      'Ana dağıtım panosu besleme',
    ),
    r(item('VV', '3*2.5', 800, LV, `${NYY}; ${ONE_LEVEL}`), 'NYY Kablo', '3x2,5', 800, 'metre', 'Aydınlatma'),
    r(
      item('VV', '5*6', 500, LV, 'YVV (the TSE name of NYY) is VV; 5 top of 100 mt'),
      'YVV Kablo',
      '5x6',
      5,
      'top',
      'top başı 100 mt',
    ),
    r(
      review('Not 1 changes this row to yanmaz (FR): flame-retardant, class not given (ZR-YJV? ZC-YJV?): ask'),
      'N2XY Kablo',
      '4x95+50',
      650,
      'm',
      'Not 1’e bakınız',
    ),
    r(
      item('WDZ-YJY', '4*25+1*16', 420, LV, 'N2XH (XLPE, halogen-free sheath) read as WDZ-YJY'),
      'N2XH Kablo (halojensiz)',
      '4x25+16',
      420,
      'm',
      'Kaçış yolları',
    ),
    r(
      unknown(NOT_SOLD('NYM (300/500V sheathed installation cable with solid conductors, BVV)')),
      'NYM Kablo',
      '3x2,5',
      15,
      'top',
      'top = 100 mt',
    ),
    r(
      item('RVV', '3*1.5', 500, SV, 'H05VV-F is RVV, made at 300/500V only'),
      'H05VV-F (TTR) Kablo',
      '3x1,5',
      500,
      'metre',
    ),
    r(
      item('BV', '1*2.5', 2000, CV, `H07V-U is BV; 20 top; ${TOP_WIRE}; Not 4 splits the 20 by colour`),
      'H07V-U (NYA) Kablo',
      '1x2,5',
      20,
      'top',
      'renkler Not 4’te',
    ),
    r(
      item('BV', '1*16', 300, CV, 'H07V-R (rigid stranded, class 2) is BV: BV of 10 mm² and more is stranded'),
      'H07V-R Kablo',
      '1x16 mm²',
      300,
      'mt',
      'topraklama',
    ),
    r(
      item('BVR', '1*6', 400, CV, `H07V-K (flexible) is BVR; 4 top; ${TOP_WIRE}`),
      'H07V-K (NYAF) Kablo',
      '1x6',
      4,
      'top',
      'sarı-yeşil',
    ),
    r(
      item('VV', '1*95', 500, LV, `${NYY}; VV 1×95 is made at 0.6/1kV only; 0,5 km`),
      'NYY Kablo',
      '1x95 mm²',
      '0,5',
      'km',
    ),
    r(
      item('YJV', '1*240', 1800, LV, `${N2XY}; 0,6/1 kV written; 1.800 is 1800`),
      'N2XY Kablo',
      '1x240 mm²',
      '1.800',
      'm',
      '0,6/1 kV, trafo – AG pano',
    ),
    r(
      unknown(NOT_SOLD('NHXMH (halogen-free fire-resistant installation cable) 3×1.5')),
      'NHXMH Kablo (FE180/E30)',
      '3x1,5',
      200,
      'm',
      'yangın alarm',
    ),
    r(review('the row is marked İPTAL (cancelled): not to be quoted'), 'NYY Kablo', '4x16', 250, 'm', 'İPTAL'),
    r(
      unknown(NOT_SOLD('NYRY (steel-wire armoured PVC cable, VV32)')),
      'NYRY Kablo',
      '4x35',
      180,
      'm',
      'çelik tel zırhlı, yeraltı',
    ),
    r(review(DRUM), 'N2XY Kablo', '3x150+70', 2, 'top', 'top uzunluğunu bildiriniz'),
    r(
      item('VV', '4*10', 90, LV, `${NYY}; 2 pieces of 45 m`),
      'NYY Kablo',
      '4x10',
      '2 x 45',
      'm',
      '2 adet, her biri 45 mt',
    ),
    r(item('VV', '4*150+1*70', 1200, LV, `${NYY}; 1,2 km`), 'NYY Kablo', '4x150+70', '1,2', 'km'),
    r(review(RANGE), 'H07V-K Kablo', '1x10', '250-300', 'mt'),
    r(
      item('VV', '3*35+1*16', 400, LV, `${NYY}; yaklaşık (approx.) quotes 400`),
      'NYY Kablo',
      '3x35+16',
      'yaklaşık 400',
      'm',
    ),
    r(
      item('RVV', '2*0.75', 1000, SV, 'H05VV-F is RVV; 1.000 is 1000, 0,75 a decimal'),
      'H05VV-F Kablo',
      '2x0,75',
      '1.000',
      'metre',
    ),
    r(item('YJV', '4*6', 350, LV, `${N2XY}; ${ONE_LEVEL}`), 'N2XY Kablo', '4x6', 350, 'metre'),
    r(
      item('KVV', '7*1.5', 600, CV, 'a PVC/PVC control cable (kumanda kablosu) is KVV, made at 450/750V only'),
      'Kumanda Kablosu NYY',
      '7x1,5',
      600,
      'm',
    ),
    r(unknown(NOT_SOLD('YSLY-JZ (a 12-core flexible control cable)')), 'YSLY-JZ Kumanda Kablosu', '12x1', 150, 'm'),
  ];
  const lastCable = rows.length;
  rows.push(
    row(noiseBecause('a subtotal over text and numbers in mixed units'), '', 'Ara Toplam', '', {
      formula: `SUM(D8:D${lastCable})`,
      result: rows
        .slice(7)
        .reduce((sum, source) => sum + (typeof source.cells[3] === 'number' ? source.cells[3] : 0), 0),
    }),
    blank(),
  );
  rows.push(
    r(unknown(NOT_CABLE('cable lugs')), 'Kablo Pabucu (bakır)', '95 mm²', 40, 'adet'),
    r(unknown(NOT_CABLE('a cable tray')), 'Kablo Tavası (galvaniz)', '200x60', 60, 'm', 'kapaklı'),
    blank(),
    row(noise, 'Notlar:'),
    row(
      noiseBecause('changes row 4, which is the review row; names no cable'),
      'Not 1: 4. sıradaki kablo yanmaz (FR) olacak.',
    ),
    row(noise, 'Not 2: Tüm kablolar TSE / IEC 60502-1 belgeli olmalıdır, aksi belirtilmedikçe 0,6/1 kV.'),
    row(noise, 'Not 3: Fiyatlar KDV hariç, teslim yeri Gebze şantiye (DAP), ödeme 60 gün.'),
    row(
      noiseBecause('the colours of Sıra 8: they split its 20 top'),
      'Not 4: 8. sıra renk dağılımı: 8 top mavi, 6 top kahverengi, 6 top siyah.',
    ),
    row(noise, 'Hazırlayan: Murat Kaya – Satın Alma', '', '', 'Onay: Serkan Yıldız'),
  );
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: 'Teklif Talebi',
      widths: [9, 28, 12, 14, 8, 34],
      rows,
      frozenRows: 7,
    },
  ]);
  return {
    name: 'tr-teklif.xlsx',
    data,
    key: keyed(
      'tr-teklif.xlsx',
      'sheet',
      "a Turkish contractor's Teklif Talebi sheet: a title merged over the width, a Proje / Firma / Tarih (a real date) + Teklif No / İlgili + Tel block, an empty row, a frozen header Sıra No | Malzeme Cinsi | Kesit | Miktar | Birim | Açıklama; NYY, YVV, N2XY (one with 0,6/1 kV in Açıklama), N2XH (halojensiz), NYM, H05VV-F (TTR), H07V-U (NYA), H07V-R, H07V-K (NYAF), NHXMH (FE180/E30), NYRY (çelik tel zırhlı), YSLY-JZ, Kumanda Kablosu NYY; Kesit 4x50+25, 4x95+50, 3x35+16, 3x150+70, 1x95 mm², 2x0,75; Miktar as text 1.250 / 1.800 / 1.000 (thousands) and 0,5 / 1,2 km (decimals), 2 x 45 with 2 adet, yaklaşık 400, 250-300; top with top başı 100 mt and without a length on a power cable, top for building wire; a row marked İPTAL; an Ara Toplam formula over mixed units; lugs in adet and a cable tray; a Notlar block (Not 1: 4. sıradaki kablo yanmaz (FR) olacak, a 0,6/1 kV default, KDV/DAP, the colours of a row); Hazırlayan / Onay",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. An Indian EPC's BOQ sheet: S.No. | Description of Item | Unit | Qty | Rate (Rs.) | Amount (Rs.) with Rate blank
 * and Amount formulas; title, project and client lines; sections A. LT POWER CABLES (1.1 kV grade), B. CONTROL CABLES,
 * C. WIRES & FLEXIBLES, D. ACCESSORIES; IS 7098 / IS 1554 codes, 3.5C / 3½C / 3.5 core, lakh numbers, Rmt / RM /
 * Mtr / LS / Nos / Coil; sub-totals, a grand total, a Say row and notes.
 */
async function inBoq(): Promise<Written> {
  const HEAD = 'the section heading (1.1 kV grade) read as 0.6/1kV';
  const HALF = (spec: string) => `3.5 core is three phases and a reduced neutral: ${spec}`;
  const qty = (n: number): Cell => ({ number: n, format: '#,##0' });
  const rowsOut: SourceRow[] = [];
  const amount = (): Cell => {
    const r = rowsOut.length + 1;
    return { formula: `D${r}*E${r}`, result: 0, format: '#,##0' };
  };
  const b = (truth: Truth, sno: string, desc: string, unit: string, q: Cell, withAmount = true): SourceRow =>
    withAmount && typeof q !== 'string' ? row(truth, sno, desc, unit, q, '', amount()) : row(truth, sno, desc, unit, q);
  const push = (...rows: SourceRow[]) => rowsOut.push(...rows);
  push(
    spanned(noise, 'BILL OF QUANTITIES – ELECTRICAL WORKS (LT CABLES, WIRES & ACCESSORIES)'),
    spanned(
      noise,
      'Project: 2 x 1250 kVA Substation & LT Distribution, Plot No. B-14, MIDC Chakan Phase-II, Pune 410501',
    ),
    spanned(
      noise,
      'Client: Suryoday Auto Components Pvt. Ltd.   |   EPC: Shreeji Power Projects Pvt. Ltd.   |   BOQ Ref: SPP/ELE/BOQ/25-26/017 Rev. 1',
    ),
    row(noise, 'S.No.', 'Description of Item', 'Unit', 'Qty', 'Rate (Rs.)', 'Amount (Rs.)'),
    row(
      noiseBecause('a section heading; 1.1 kV grade gives its rows the 0.6/1kV level'),
      'A',
      'LT POWER CABLES – 1.1 kV grade, XLPE insulated, PVC outer sheathed, as per IS 7098 (Part-1)',
    ),
    row(
      noise,
      '',
      'Supply, laying on cable tray / in trench, testing and commissioning of the following cables, including glanding & termination:',
    ),
  );
  const powerStart = rowsOut.length + 1;
  push(
    b(
      unknown(NOT_SOLD('A2XFY (Al, XLPE, steel-strip armoured: YJLV22-type)')),
      'A.1',
      '3.5C x 300 sq.mm A2XFY (Aluminium, XLPE, strip armoured)',
      'Rmt',
      qty(850),
    ),
  );
  push(
    b(
      item('YJLV', '3*240+1*120', 1450, LV, `A2XY (Al, XLPE, unarmoured) is YJLV; ${HALF('3×240+1×120')}; ${HEAD}`),
      'A.2',
      '3½C x 240 sq.mm A2XY, Al. conductor, unarmoured',
      'Rmt',
      qty(1450),
    ),
  );
  push(
    b(
      review('2XFY is flat steel-strip armour, not the double steel tape of YJV22: offer YJV22 as an alternative? ask'),
      'A.3',
      '3.5 core x 185 sq.mm 2XFY (Cu, XLPE, flat strip armoured)',
      'RM',
      qty(1200),
    ),
  );
  push(
    b(
      unknown(NOT_SOLD('2XWY (Cu, XLPE, round steel-wire armoured: YJV32)')),
      'A.4',
      '4C x 95 sq.mm 2XWY Cu XLPE round wire armoured',
      'Mtr',
      qty(600),
    ),
  );
  push(
    b(
      item('YJV', '4*50', 780, LV, `2XY (Cu, XLPE, unarmoured) is YJV; ${HEAD}`),
      'A.5',
      '4C x 50 sq.mm 2XY Cu unarmoured',
      'Rmt',
      qty(780),
    ),
  );
  push(
    b(
      review('FRLS (flame-retardant low-smoke PVC sheath): ZR-YJV, ZC-YJV or WDZ-YJY? ask'),
      'A.6',
      '3.5C x 70 sq.mm Cu XLPE insulated, unarmoured, FRLS PVC outer sheath',
      'Rmt',
      qty(420),
    ),
  );
  push(b(item('YJLV', '2*16', 300, LV, `A2XY is YJLV; ${HEAD}`), 'A.7', '2C x 16 sq.mm A2XY', 'Rmt', qty(300)));
  push(
    b(
      unknown(NOT_SOLD('YJLV 1×630 (the catalogue stops at 1×400 at 0.6/1kV)')),
      'A.8',
      '1C x 630 sq.mm A2XY, Al. unarmoured (Trafo to PCC)',
      'Rmt',
      qty(360),
    ),
  );
  push(
    b(
      item(
        'YJV',
        '1*400',
        540,
        LV,
        `2XY is YJV; ${HEAD} (YJV 1×400 is made at three levels); the runs are in the total`,
      ),
      'A.9',
      '1C x 400 sq.mm 2XY Cu unarmoured (DG to AMF panel, 3 runs/phase + neutral)',
      'Rmt',
      qty(540),
    ),
  );
  push(
    b(
      item('WDZ-YJY', '4*10', 250, LV, `an XLPE cable with an LSZH (halogen-free) sheath is WDZ-YJY; ${HEAD}`),
      'A.10',
      '4C x 10 sq.mm Cu XLPE insulated, LSZH sheathed, unarmoured',
      'Rmt',
      qty(250),
    ),
  );
  push(
    b(review('Qty 2 in drums with no drum length: ask'), 'A.11', '3.5C x 150 sq.mm A2XY (2 drums)', 'Drum', 2, false),
  );
  push(b(review('LS (lump sum): no length: ask'), 'A.12', '4C x 16 sq.mm 2XY (for misc. feeders)', 'LS', 1, false));
  push(
    b(
      item('YJV', '3*95+1*50', 650, LV, `2XY is YJV; ${HALF('3×95+1×50')}; ${HEAD}`),
      'A.13',
      '3.5C x 95 sq.mm 2XY Cu unarmoured',
      'Rmt',
      qty(650),
    ),
  );
  push(
    b(
      item('VV', '4*25', 480, LV, `YY (Cu, PVC insulated, PVC sheathed) is VV; ${HEAD}`),
      'A.14',
      '4C x 25 sq.mm YY Cu PVC/PVC unarmoured',
      'Rmt',
      qty(480),
    ),
  );
  const powerEnd = rowsOut.length;
  push(
    row(noiseBecause('a sub-total of empty amounts'), '', 'Sub-Total (A)', '', '', '', {
      formula: `SUM(F${powerStart}:F${powerEnd})`,
      result: 0,
      format: '#,##0',
    }),
  );
  const subA = rowsOut.length;
  push(row(noise, 'B', 'CONTROL CABLES – Cu conductor, PVC insulated, PVC sheathed'));
  const ctlStart = rowsOut.length + 1;
  push(
    b(
      unknown(NOT_SOLD('YWY (PVC, round-wire armoured) control cable (KVV32)')),
      'B.1',
      '12C x 1.5 sq.mm YWY Cu PVC armoured',
      'Rmt',
      qty(900),
    ),
  );
  push(
    b(
      item('KVV', '4*2.5', 1150, CV, 'a Cu PVC/PVC control cable is KVV, made at 450/750V only'),
      'B.2',
      '4C x 2.5 sq.mm Cu YY unarmoured control cable',
      'Rmt',
      qty(1150),
    ),
  );
  push(
    b(
      item('KVV', '7*1.5', 2400, CV, 'KVV; 2,400 is 2400'),
      'B.3',
      '7C x 1.5 sq.mm Cu PVC/PVC unarmoured',
      'Rmt',
      qty(2400),
    ),
  );
  push(
    b(
      unknown(NOT_SOLD('an overall screened control cable (KVVP)')),
      'B.4',
      '2C x 1.5 sq.mm Cu, overall shielded, PVC/PVC (for CT/PT)',
      'Rmt',
      qty(600),
    ),
  );
  push(b(item('KVV', '19*2.5', 300, CV, 'KVV'), 'B.5', '19C x 2.5 sq.mm YY Cu', 'Rmt', qty(300)));
  push(b(item('KVV', '10*1.5', 450, CV, 'KVV'), 'B.6', '10C x 1.5 sq.mm YY Cu', 'Mtr', qty(450)));
  const ctlEnd = rowsOut.length;
  push(
    row(noiseBecause('a sub-total of empty amounts'), '', 'Sub-Total (B)', '', '', '', {
      formula: `SUM(F${ctlStart}:F${ctlEnd})`,
      result: 0,
      format: '#,##0',
    }),
  );
  const subB = rowsOut.length;
  push(row(noise, 'C', 'WIRES & FLEXIBLES'));
  const wiresStart = rowsOut.length + 1;
  push(
    b(
      item('BV', '1*2.5', 100000, CV, '1C Cu PVC insulated unsheathed 450/750V is BV; 1,00,000 is one lakh'),
      'C.1',
      '1C x 2.5 sq.mm Cu PVC insulated, unsheathed, 450/750V grade (IS 694)',
      'Rmt',
      '1,00,000',
    ),
  );
  push(
    b(
      unknown(NOT_SOLD('FRLS building wire (flame-retardant BV, ZR-BV)')),
      'C.2',
      '1C x 4 sq.mm Cu FRLS PVC insulated wire',
      'Rmt',
      qty(5000),
    ),
  );
  push(
    b(
      item(
        'BVR',
        '1*6',
        1080,
        CV,
        'multi-strand flexible single core is BVR; 12 coils of 90 m (the coil length is written)',
      ),
      'C.3',
      '1C x 6 sq.mm Cu multi-strand flexible PVC wire, green (earthing), coil of 90 mtr',
      'Coil',
      12,
    ),
  );
  push(
    b(
      item('RVV', '3*1.5', 500, SV, 'a PVC flexible sheathed 3-core cord is RVV, made at 300/500V only'),
      'C.4',
      '3C x 1.5 sq.mm Cu PVC flexible sheathed cord',
      'Mtr',
      qty(500),
    ),
  );
  push(b(item('RVV', '2*0.75', 200, SV, 'RVV'), 'C.5', '2C x 0.75 sq.mm Cu flexible PVC sheathed', 'Mtr', qty(200)));
  push(row(noise, 'D', 'ACCESSORIES'));
  push(
    b(
      unknown(NOT_CABLE('cable glands')),
      'D.1',
      'Double compression brass cable glands suitable for 3.5C x 240 sq.mm',
      'Nos',
      24,
    ),
  );
  push(b(unknown(NOT_CABLE('cable lugs')), 'D.2', 'Aluminium crimping lugs 300 sq.mm', 'Nos', 48));
  push(
    b(
      unknown(NOT_CABLE('a cable tray')),
      'D.3',
      'Perforated GI cable tray 300 mm x 50 mm with covers',
      'Rmt',
      qty(120),
    ),
  );
  push(b(unknown(NOT_CABLE('termination kits')), 'D.4', 'Heat shrink LT termination kits, all sizes', 'LS', 1, false));
  const last = rowsOut.length;
  push(
    row(noiseBecause('the grand total of empty amounts'), '', 'TOTAL (A+B+C+D)', '', '', '', {
      formula: `F${subA}+F${subB}+SUM(F${wiresStart}:F${last})`,
      result: 0,
      format: '#,##0',
    }),
    row(noise, '', 'Say Rs. ________ Lakhs only'),
    blank(),
    row(noise, 'Notes:'),
    row(
      noise,
      '1.',
      'Rates to include supply, loading, unloading, transportation up to site, insurance; GST extra as applicable.',
    ),
    row(noise, '2.', 'Quantities are indicative; payment on actual measured length (Rmt) at site.'),
    row(noise, '3.', 'Approved makes: Polycab / KEI / Havells / Finolex or equivalent, with type test certificates.'),
    row(noise, '4.', 'Drum lengths: 500 m ± 5% for power cables, 1000 m for control cables; no joints permitted.'),
    row(noise, '', 'Prepared by: A. Kulkarni (Sr. Engineer – Elect.)', '', '', 'Checked by: R. Deshmukh'),
  );
  const { data, rows: keyRows } = await writeXlsx([
    { name: 'BOQ-Cables', widths: [7, 70, 7, 10, 11, 13], rows: rowsOut, frozenRows: 4 },
  ]);
  return {
    name: 'in-boq.xlsx',
    data,
    key: keyed(
      'in-boq.xlsx',
      'sheet',
      "an Indian EPC's BOQ sheet: three title lines merged over the width (BOQ, project with Pune 410501, client / EPC / BOQ Ref), a frozen header S.No. | Description of Item | Unit | Qty | Rate (Rs.) | Amount (Rs.) with Rate blank and Amount formulas (=D8*E8, 0); section headings A LT POWER CABLES – 1.1 kV grade … IS 7098 (Part-1) with a Supply, laying … line, B CONTROL CABLES, C WIRES & FLEXIBLES, D ACCESSORIES; IS codes A2XFY, A2XY, 2XFY, 2XWY, 2XY, YY, YWY, FRLS, LSZH; 3.5C x 300, 3½C x 240, 3.5 core x 185, 1C x 630, 1C x 400 with 3 runs/phase + neutral in the total; Qty 1,450 / 2,400 shown #,##0, 1,00,000 (lakh) as text, 2 in Drum, 1 in LS, 12 in Coil with coil of 90 mtr; Rmt / RM / Mtr / Drum / LS / Coil / Nos; glands, lugs, tray, termination kits; Sub-Total (A) / (B), TOTAL (A+B+C+D), a Say Rs. … Lakhs only row, notes (rates to include …, approved makes, drum lengths) and Prepared / Checked by",
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 4. A Vietnamese contractor's e-mail, Vietnamese with English: a reply (RE:) with an updated list pasted from Excel
 * (tab-separated STT / Tên vật tư / Quy cách / ĐVT / Số lượng / Ghi chú) under headings I.–IV.; CXV, CVV, CV,
 * CXV/DSTA, CXV/DATA, AXV, CXV/FR, CXV/FRT, DVV, DVV/Sc, VCTF, VCmd; 1.500 m, 2,5 mm², 1,2 km, cuộn, bobin;
 * a Lưu ý block changing Mục 5; the older mail quoted below (-----Original Message-----), whose list is not read again.
 */
function vnEmail(): Written {
  const t = (...cells: string[]) => cells.join('\t');
  const HEAD = 'the heading I. CÁP ĐIỆN LỰC HẠ THẾ 0,6/1kV gives the level';
  const CXV = `CXV (Cu, XLPE, PVC sheath) is YJV; ${HEAD}`;
  const CVV = `CVV (Cu, PVC, PVC sheath) is VV; ${HEAD}`;
  const QUOTED = 'the older mail quoted below: superseded by the list above, not read again';
  const lines: Array<[string, Truth]> = [
    ['From: Nguyễn Văn Hùng <hung.nv@thanhphat-me.example.vn>', noise],
    ['Sent: Thursday, October 16, 2025 10:05 AM', noise],
    ['To: Lily Chen <lily.chen@cable-supplier.example>', noise],
    ['Cc: Trần Thị Mai <mai.tt@thanhphat-me.example.vn>', noise],
    ['Subject: RE: Báo giá cáp điện – Dự án Nhà xưởng KCN VSIP II Bình Dương / Cable quotation', noise],
    ['', noise],
    ['Chào chị Lily,', noise],
    ['', noise],
    [
      'Cảm ơn chị đã phản hồi. Bên em gửi lại danh sách cáp đã cập nhật (thay thế danh sách gửi ngày 10/10), chị báo giá giúp em nhé.',
      noise,
    ],
    [
      'Please quote CIF Hai Phong, price in USD, delivery within 30 days. Cáp theo tiêu chuẩn TCVN 5935 / IEC 60502-1.',
      noise,
    ],
    ['', noise],
    [t('STT', 'Tên vật tư', 'Quy cách', 'ĐVT', 'Số lượng', 'Ghi chú'), noise],
    ['I. CÁP ĐIỆN LỰC HẠ THẾ 0,6/1kV', noiseBecause('a section heading; it gives 0.6/1kV to the rows under it')],
    [
      t('1', 'Cáp điện lực CXV', '3x95+1x50 mm²', 'm', '1.500', 'Tủ MSB – tủ DB1'),
      item('YJV', '3*95+1*50', 1500, LV, `${CXV}; 1.500 is 1500`),
    ],
    [t('2', 'Cáp điện lực CXV', '4x240 mm²', 'm', '850', 'Tủ MSB – tủ DB2'), item('YJV', '4*240', 850, LV, CXV)],
    [
      t('3', 'Cáp CXV/DSTA', '3x120+1x70 mm²', 'm', '420', 'chôn ngầm'),
      item('YJV22', '3*120+1*70', 420, LV, `CXV/DSTA (double steel tape armour) is YJV22; ${HEAD}`),
    ],
    [
      t('4', 'Cáp nhôm AXV', '4x150 mm²', 'km', '1,2'),
      item('YJLV', '4*150', 1200, LV, `AXV (Al, XLPE, PVC) is YJLV; ${HEAD}; 1,2 km`),
    ],
    [
      t('5', 'Cáp điện lực CXV', '4x50+1x25 mm²', 'm', '800', 'tủ chiếu sáng'),
      review('Mục 5 is changed by the Lưu ý block (đổi thành 4x70+1x35): the later line is the item'),
    ],
    [t('6', 'Cáp CVV', '4x16 mm²', 'm', '600'), item('VV', '4*16', 600, LV, CVV)],
    [t('7', 'Cáp CVV', '2x2,5 mm²', 'm', '1.200', 'ổ cắm'), item('VV', '2*2.5', 1200, LV, `${CVV}; 2,5 a decimal`)],
    [
      t('8', 'Cáp điện lực CXV', '1x300 mm²', 'm', '2.400', 'MBA – tủ MSB, tổng chiều dài (4 sợi/pha)'),
      item('YJV', '1*300', 2400, LV, `${CXV} (YJV 1×300 is made at three levels); the runs are in the total`),
    ],
    [
      t('9', 'Cáp CXV/DATA', '1x185 mm²', 'm', '300'),
      unknown(NOT_SOLD('CXV/DATA (single core, aluminium-tape armoured)')),
    ],
    [
      t('10', 'Cáp điện lực CXV', '3x2,5+1x1,5 mm²', 'm', '300'),
      unknown(NOT_SOLD('YJV 3×2.5+1×1.5 (the catalogue’s 3+1 starts at 3×4+1×2.5)')),
    ],
    [
      t('11', 'Cáp chống cháy CXV/FR', '4x25 mm²', 'm', '250', 'bơm PCCC'),
      item('NH-YJV', '4*25', 250, LV, `CXV/FR (chống cháy, fire-resistant) is NH-YJV; ${HEAD}`),
    ],
    [
      t('12', 'Cáp chậm cháy CXV/FRT', '4x35+1x16 mm²', 'm', 'khoảng 350'),
      item(
        'ZR-YJV',
        '4*35+1*16',
        350,
        LV,
        `CXV/FRT (chậm cháy, flame-retardant) is ZR-YJV; ${HEAD}; khoảng (about) quotes 350`,
      ),
    ],
    [
      t('13', 'Cáp điện lực CXV', '3x185+1x95 mm²', 'm', '2 bobin x 500m'),
      item('YJV', '3*185+1*95', 1000, LV, `${CXV}; 2 drums (bobin) of 500 m`),
    ],
    [t('14', 'Cáp CVV', '3x4 mm²', 'cuộn', '2'), review('a power cable in cuộn (coils) with no coil length: ask')],
    [t('15', 'Cáp CXV', '4x35 mm²', 'm', '250-300'), review(RANGE)],
    ['II. CÁP ĐIỀU KHIỂN', noise],
    [
      t('16', 'Cáp điều khiển DVV', '7x1,5 mm²', 'm', '400'),
      item('KVV', '7*1.5', 400, CV, 'DVV (Cu PVC/PVC control cable) is KVV, made at 450/750V only'),
    ],
    [
      t('17', 'Cáp điều khiển DVV', '12x1,0 mm²', 'm', '500'),
      item('KVV', '12*1', 500, CV, 'DVV is KVV; 12x1,0 is 12×1'),
    ],
    [
      t('18', 'Cáp điều khiển DVV/Sc', '4x1,5 mm²', 'm', '300', 'có lưới chống nhiễu'),
      unknown(NOT_SOLD('a screened control cable (DVV/Sc, KVVP)')),
    ],
    ['III. DÂY ĐIỆN', noise],
    [
      t('19', 'Dây đơn cứng CV', '1x2,5 mm²', 'cuộn', '30', 'đỏ, vàng, xanh – mỗi màu 10 cuộn'),
      item('BV', '1*2.5', 3000, CV, `CV (single-core wire) is BV; 30 cuộn; ${COIL}; the colours split the 30`),
    ],
    [
      t('20', 'Dây đơn CV', '1x6 mm²', 'm', '500', 'tiếp địa'),
      item('BV', '1*6', 500, CV, 'CV is BV, made at 450/750V'),
    ],
    [
      t('21', 'Dây mềm tròn VCTF', '3x1,5 mm²', 'm', '300'),
      item('RVV', '3*1.5', 300, SV, 'VCTF (round flexible PVC sheathed cord) is RVV, made at 300/500V only'),
    ],
    [
      t('22', 'Dây đôi mềm dẹt VCmd', '2x1,5 mm²', 'cuộn', '5'),
      unknown(NOT_SOLD('VCmd (flat twin flexible cord, RVB)')),
    ],
    ['IV. VẬT TƯ KHÁC / OTHERS', noise],
    [t('23', 'Đầu cos đồng', '95 mm²', 'cái', '60'), unknown(NOT_CABLE('copper lugs'))],
    [t('24', 'Máng cáp sơn tĩnh điện', '300x100', 'm', '80'), unknown(NOT_CABLE('a cable tray'))],
    [t('25', 'Cáp mạng Cat6 UTP', '', 'thùng', '4', '305m/thùng'), unknown(NOT_SOLD('a Cat6 data cable'))],
    ['', noise],
    ['Lưu ý:', noise],
    [
      '- Mục 5 đổi thành 4x70+1x35, số lượng giữ nguyên.',
      item(
        'YJV',
        '4*70+1*35',
        800,
        LV,
        'the new spec of Mục 5 (CXV, 800 m kept: số lượng giữ nguyên); 4*70+1*35 is made at 0.6/1kV only',
      ),
    ],
    ['- Chiều dài mỗi bobin không quá 500m, chị ghi rõ trọng lượng đồng (kg/km) giúp em.', noise],
    ['- Báo giá có hiệu lực 30 ngày, thanh toán T/T 30% đặt cọc, 70% trước khi giao hàng.', noise],
    ['', noise],
    ['Trân trọng / Best regards,', noise],
    ['Nguyễn Văn Hùng (Mr.)', noise],
    ['Phòng Vật tư – Công ty TNHH Cơ Điện Thành Phát', noise],
    ['Địa chỉ: Số 25, Đường số 7, KCN VSIP II, P. Hòa Phú, TP. Thủ Dầu Một, Bình Dương', noise],
    ['ĐT: 0274 3 635 888 – Mobile/Zalo: 0908 123 456 – MST: 3702123456', noise],
    ['', noise],
    ['-----Original Message-----', noise],
    ['From: Nguyễn Văn Hùng', noise],
    ['Sent: Friday, October 10, 2025 4:32 PM', noise],
    ['To: Lily Chen', noise],
    ['Subject: Báo giá cáp điện – Dự án Nhà xưởng KCN VSIP II Bình Dương', noise],
    ['', noise],
    ['Chào chị, bên em cần báo giá các loại cáp sau:', noise],
    ['1. CXV 3x95+1x50 – 1.200m', noiseBecause(QUOTED)],
    ['2. CXV 4x240 – 850m', noiseBecause(QUOTED)],
    ['3. CVV 4x16 – 600m', noiseBecause(QUOTED)],
    ['4. CV 2,5 – 20 cuộn', noiseBecause(QUOTED)],
    ['Cảm ơn chị.', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'vn-email.txt',
    data,
    key: keyed(
      'vn-email.txt',
      'text',
      "a Vietnamese M&E contractor's e-mail, Vietnamese with English: a reply (From/Sent/To/Cc/Subject: RE:) whose updated list, pasted from Excel as tab-separated text (STT / Tên vật tư / Quy cách / ĐVT / Số lượng / Ghi chú), replaces the one of 10/10; headings I. CÁP ĐIỆN LỰC HẠ THẾ 0,6/1kV, II. CÁP ĐIỀU KHIỂN, III. DÂY ĐIỆN, IV. VẬT TƯ KHÁC; CXV, CVV, CXV/DSTA, AXV, CXV/DATA, CXV/FR (chống cháy), CXV/FRT (chậm cháy), DVV, DVV/Sc, CV, VCTF, VCmd; 3x95+1x50 mm², 3x2,5+1x1,5, 12x1,0; 1.500 / 1.200 / 2.400 (thousands), 1,2 km, khoảng 350, 250-300, 2 bobin x 500m, cuộn for a power cable and for wire (mỗi màu 10 cuộn), 4 sợi/pha in a total; lugs, tray, Cat6 in thùng; a Lưu ý block (Mục 5 đổi thành 4x70+1x35, số lượng giữ nguyên; drum length; terms); a signature with MST; the older mail quoted under -----Original Message----- with its own list",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const files: Written[] = [plZapytanie(), await trTeklif(), await inBoq(), vnEmail()];
  let items = 0;
  let total = 0;
  for (const { name, data, key } of files) {
    writeFileSync(join(HERE, name), data);
    writeFileSync(join(HERE, `${name}.key.json`), `${JSON.stringify(key, null, 2)}\n`);
    const count = (expect: string) => key.rows.filter((r) => r.truth.expect === expect).length;
    items += count('item');
    total += key.rows.length;
    console.log(
      `${name}: ${key.rows.length} rows (${count('item')} items, ${count('review')} review, ${count('unknown')} unknown, ${count('noise')} noise)`,
    );
  }
  console.log(`${files.length} files, ${total} rows, ${items} item rows`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
