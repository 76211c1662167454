/**
 * The eighteenth holdout inquiry corpus: four inquiries written blind (without reading the parser, the server's or the
 * web app's code, docs/, the README's accuracy sections, scripts/ or the git history), from how customers of a Chinese
 * cable supplier write: a Pakistani EPC contractor's e-mail in South-Asian English (3.5 core, Cu/PVC/PVC, SWA, Rft),
 * a German electrical contractor's Anfrage in VDE/DIN names (NYY-J, N2XY, NA2XY, NYM-J, H07RN-F, Ölflex), a State
 * Grid ECP 物资需求清单 export, and a DingTalk 审批单 exported to PDF. Each file has an answer key written from what the
 * file shows and what a careful salesperson would quote; README.md lists the judgement calls.
 *
 *   npx tsx corpus/holdout18/generate.ts
 */

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnswerKey,
  type Cell,
  item,
  type KeyRow,
  noise,
  noiseBecause,
  type PdfLine,
  review,
  row,
  type SourceRow,
  spanned,
  type Truth,
  unknown,
  writePdf,
  writeText,
  writeXlsx,
} from '../holdout4/writers';

const HERE = dirname(fileURLToPath(import.meta.url));

const LV = '0.6/1kV';
const MV = '8.7/15kV';
const CV = '450/750V';
const SV = '300/500V';
const JK10 = '10kV';
const JK1 = '1kV';

const COIL = 'a coil of building wire is 100 m';
const DRUM = 'a drum of power cable with no drum length: ask';
const RANGE = 'a range of lengths, not an amount: ask';
const ONE_LEVEL = 'no voltage written; the spec is made at 0.6/1kV only';
const NOT_SOLD = (what: string) => `${what} is not in the catalogue`;
const NOT_CABLE = (what: string) => `${what}: not a cable`;
const FEET = (feet: number, metres: number) => `${feet} ft × 0.3048 = ${metres} m`;

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
 * 1. A Lahore EPC contractor's e-mail in South-Asian English: a follow-up on top (an amendment cancelling Sr. No. 12
 * and revising Sr. No. 1) over the original RFQ, whose Word table (Sr. No. / Description / Unit / Qty) is pasted as
 * tab-separated text: 3.5 core, Cu/PVC/PVC, Cu/XLPE/STA/PVC, Cu/XLPE/SWA/PVC, ARM, Mtrs / RM / Rft / running feet,
 * "Qty: 03 Drums of 500 Mtrs", terms (CIF Karachi / Chittagong, validity), a signature with NTN and PEC numbers.
 */
function pkEmail(): Written {
  const t = (...cells: string[]) => cells.join('\t');
  const VVN = 'Cu/PVC/PVC 0.6/1kV (the section heading) is VV';
  const YJVN = 'Cu/XLPE/PVC 0.6/1kV (the section heading) is YJV';
  const HALF = (spec: string) => `3.5 core is three phases and a reduced neutral: ${spec}`;
  const lines: Array<[string, Truth]> = [
    ['From: Muhammad Usman Tariq <m.usman@alnoor-eng.example>', noise],
    ['Sent: Wednesday, October 15, 2025 9:12 AM', noise],
    ["To: 'Kevin Zhang' <kevin.zhang@cable-supplier.example>", noise],
    ['Cc: Adeel Ahmed <adeel.ahmed@alnoor-eng.example>; procurement@alnoor-eng.example', noise],
    ['Subject: RE: RFQ No. ANE/PROC/25/0412 - LV Power & Control Cables - 132kV Grid Station Sahiwal', noise],
    ['', noise],
    ['Dear Kevin,', noise],
    ['', noise],
    ['Further to trailing mail, please note following amendments in our RFQ:', noise],
    [
      '1) Sr. No. 12 stands cancelled, client has deleted the same.',
      noiseBecause('a cancellation naming no cable; Sr. No. 12 below is the review row'),
    ],
    [
      '2) Qty of Sr. No. 1 (4 Core 16 Sq.mm Cu/PVC/PVC) may be read as 800 Mtrs in place of 600 Mtrs.',
      item('VV', '4*16', 800, LV, 'the amendment names the cable and the new amount; 0.6/1kV from the RFQ heading'),
    ],
    ['Rest all remains same. Kindly share your offer by Friday positively.', noise],
    ['', noise],
    ['Regards,', noise],
    ['Usman', noise],
    ['', noise],
    ['________________________________', noise],
    ['From: Muhammad Usman Tariq', noise],
    ['Sent: Tuesday, October 14, 2025 11:42 AM', noise],
    ['To: export.sales@cable-supplier.example', noise],
    ['Cc: procurement@alnoor-eng.example', noise],
    ['Subject: RFQ No. ANE/PROC/25/0412 - LV Power & Control Cables - 132kV Grid Station Sahiwal', noise],
    ['', noise],
    ['Dear Sir,', noise],
    ['', noise],
    ['Assalam-o-Alaikum & Greetings of the day!', noise],
    ['', noise],
    [
      'We are EPC contractor for the subject project of NTDC and pleased to invite your best offer for below mentioned cables.',
      noise,
    ],
    [
      'Kindly quote your best CIF Karachi rate. Our sister concern in Dhaka may also order same items, so please mention CIF Chittagong separately.',
      noise,
    ],
    ['', noise],
    [t('Sr. No.', 'Description', 'Unit', 'Qty'), noise],
    [t('A)', 'LV POWER CABLES 0.6/1 kV (600/1000V) AS PER IEC 60502-1', '', ''), noise],
    [
      t('1', '4 Core 16 Sq.mm Cu/PVC/PVC', 'Mtrs', '600'),
      review('revised by the amendment on top (800 Mtrs in place of 600): the amendment line is the item'),
    ],
    [t('2', '4 Core 10 Sq.mm Cu/PVC/PVC', 'Mtrs', '1,500'), item('VV', '4*10', 1500, LV, `${VVN}; 1,500`)],
    [
      t('3', '2C 2.5 Cu/PVC/PVC', 'RM', '2,000'),
      item('VV', '2*2.5', 2000, LV, `${VVN}; 2C 2.5 is 2 cores of 2.5 mm²; RM is running metres`),
    ],
    [
      t('4', '3.5 Core 95 sq.mm Cu/XLPE/PVC', 'Mtrs', 'Qty: 03 Drums of 500 Mtrs'),
      item('YJV', '3*95+1*50', 1500, LV, `${YJVN}; ${HALF('3×95+1×50')}; 3 drums × 500 m`),
    ],
    [
      t('5', '3.5 Core 185 Sq.mm Cu/XLPE/PVC', 'Mtrs', '750'),
      item('YJV', '3*185+1*95', 750, LV, `${YJVN}; ${HALF('3×185+1×95')}`),
    ],
    [
      t('6', '3.5C x 50 mm2 Cu/XLPE/STA/PVC (Armoured)', 'Mtrs', '450'),
      item('YJV22', '3*50+1*25', 450, LV, `Cu/XLPE/STA/PVC (steel tape armour) is YJV22; ${HALF('3×50+1×25')}`),
    ],
    [
      t('7', '4C x 25 sq.mm Cu/XLPE/SWA/PVC', 'Mtrs', '1,200'),
      unknown(NOT_SOLD('Cu/XLPE/SWA/PVC (steel wire armour, YJV32)')),
    ],
    [
      t('8', '4 Core 35 Sq.mm Cu/XLPE/PVC ARM', 'Mtrs', '380'),
      review('ARM with no armour type: steel tape (YJV22) or steel wire (SWA, not in the catalogue)? ask'),
    ],
    [
      t('9', '1C x 240 mm2 Cu/XLPE/PVC', 'Rft', '2,000'),
      item('YJV', '1*240', 609.6, LV, `${YJVN}; Rft is running feet: ${FEET(2000, 609.6)}`),
    ],
    [t('10', '1C x 185 mm2 Cu/XLPE/PVC', 'Mtrs', '02 Drums'), review(DRUM)],
    [
      t('11', '4C x 120 Sq.mm Al/XLPE/PVC', 'Mtrs', '900Mtrs'),
      item('YJLV', '4*120', 900, LV, 'Al/XLPE/PVC is YJLV; the unit glued to the number'),
    ],
    [
      t('12', '3.5 Core 70 Sq.mm Cu/PVC/PVC', 'Mtrs', 'approx. 300'),
      review('cancelled by the amendment on top (Sr. No. 12 stands cancelled): it must not be quoted'),
    ],
    [
      t('13', '2C x 4 sqmm Cu/PVC/PVC (for street lighting)', 'running feet', '1000'),
      item('VV', '2*4', 304.8, LV, `${VVN}; ${FEET(1000, 304.8)}`),
    ],
    [
      t('14', '3.5 Core 25 Sq.mm Cu/PVC/STA/PVC', 'Mtrs', '350'),
      item('VV22', '3*25+1*16', 350, LV, `Cu/PVC/STA/PVC is VV22; ${HALF('3×25+1×16')}`),
    ],
    [t('B)', 'CONTROL CABLES & WIRES', '', ''), noise],
    [
      t('15', 'Control Cable 12C x 1.5 Sq.mm Cu/PVC/PVC', 'Mtrs', '800'),
      item('KVV', '12*1.5', 800, CV, 'a Cu/PVC/PVC control cable is KVV, made at 450/750V only'),
    ],
    [
      t('16', 'Control Cable 7C x 2.5 Sq.mm Cu/PVC/OS/PVC (Overall Screened)', 'Mtrs', '400'),
      unknown(NOT_SOLD('a screened control cable (KVVP)')),
    ],
    [
      t('17', 'Contol Cable 19C x 1.5 Sq.mm Cu/PVC/PVC', 'Mtrs', '250'),
      item('KVV', '19*1.5', 250, CV, 'Contol (a typo) cable Cu/PVC/PVC is KVV, made at 450/750V only'),
    ],
    [t('18', '1C x 16 Sq.mm Cu/PVC 450/750V Yellow/Green (Earthing)', 'Mtrs', '500-600'), review(RANGE)],
    [
      t('19', '1C x 4 Sq.mm Cu/PVC 450/750V Red/Black', 'Coils', '10 Coils (100 Mtr each)'),
      item('BV', '1*4', 1000, CV, 'single-core Cu/PVC 450/750V is BV; 10 coils × 100 m'),
    ],
    [
      t('20', '1C x 2.5 sq.mm Cu/PVC 450/750V Flexible', 'Rft', '500'),
      item('BVR', '1*2.5', 152.4, CV, `flexible single-core Cu/PVC is BVR; ${FEET(500, 152.4)}`),
    ],
    [t('C)', 'ACCESSORIES', '', ''), noise],
    [
      t('21', 'Double compression brass cable glands for 3.5C x 95 Sq.mm', 'Nos', '12'),
      unknown(NOT_CABLE('cable glands')),
    ],
    [t('22', 'Copper cable lugs 240 Sq.mm (long barrel)', 'Nos', '24'), unknown(NOT_CABLE('cable lugs'))],
    [t('23', 'Cat-6 UTP cable (for SCADA)', 'Box (305 Mtr)', '4'), unknown(NOT_SOLD('Cat-6 UTP data cable'))],
    ['', noise],
    ['Terms & Conditions:', noise],
    ['1. Price basis: CIF Karachi (Pakistan) in USD; CIF Chittagong (Bangladesh) separately.', noise],
    ['2. Validity of offer: minimum 90 days.', noise],
    ['3. Payment: 100% irrevocable LC at sight.', noise],
    ['4. Delivery: 6-8 weeks from LC opening, partial shipment allowed.', noise],
    ['5. Standard drum length 500/1000 Mtrs (+/- 5%), drum schedule to be submitted with offer.', noise],
    ['6. Type test reports (KEMA/CESI) and certificate of origin required.', noise],
    ['', noise],
    ['Please do the needful and revert at the earliest.', noise],
    ['', noise],
    ['Thanks & Best Regards,', noise],
    ['', noise],
    ['Muhammad Usman Tariq', noise],
    ['Manager Procurement', noise],
    ['Al-Noor Engineering Services (Pvt.) Ltd.', noise],
    ['Office # 14, 2nd Floor, Siddiq Trade Centre, Gulberg III, Lahore-54660, Pakistan', noise],
    ['Tel: +92-42-35761234 | Cell/WhatsApp: +92-300-5123467', noise],
    ['NTN: 4123456-7 | PEC Reg. No. C-4/EE/1187', noise],
    ['Disclaimer: This e-mail and any attachment are confidential and intended solely for the addressee.', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'pk-email.txt',
    data,
    key: keyed(
      'pk-email.txt',
      'text',
      "a Lahore EPC contractor's e-mail in South-Asian English: a follow-up on top (RE:, Further to trailing mail, 1) Sr. No. 12 stands cancelled, 2) Qty of Sr. No. 1 (4 Core 16 …) may be read as 800 Mtrs in place of 600 Mtrs) over the original RFQ; a Word table pasted as tab-separated text (Sr. No. / Description / Unit / Qty) under section headings A) LV POWER CABLES 0.6/1 kV, B) CONTROL CABLES & WIRES, C) ACCESSORIES; 4 Core 16 Sq.mm Cu/PVC/PVC, 2C 2.5, 3.5 Core 95 / 185 / 70 / 25, 3.5C x 50 Cu/XLPE/STA/PVC, Cu/XLPE/SWA/PVC, Cu/XLPE/PVC ARM, Cu/PVC/STA/PVC, Al/XLPE/PVC, 1C x 240 mm2; Mtrs, RM, Rft and running feet, 1,500 / 2,000 / 1,200, Qty: 03 Drums of 500 Mtrs, 02 Drums, 900Mtrs, approx. 300, 500-600, 10 Coils (100 Mtr each); an overall screened control cable, glands, lugs, Cat-6 UTP; numbered terms (CIF Karachi / Chittagong, validity, 500/1000 Mtrs drums); a signature with NTN and PEC numbers",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 2. A Bavarian electrical contractor's Anfrage, German with some English: a table aligned with spaces (Pos. 10, 20,
 * … / Menge / Einh. / Bezeichnung / Bemerkung) in VDE/DIN names (NYY-J, NYY-O, NA2XY-J, N2XY-J, N2XH-J, NYCWY, NYM-J,
 * H07V-K/-U, H05VV-F, H07RN-F, JZ-500, ÖLFLEX, N2XSY), decimal commas and thousands points, Ring à 100 m, Trommel,
 * lfm, km, ca., je, two Alternativ: lines, MwSt/Incoterms, a PS cancelling a position, a signature with HRA/HRB and
 * USt-IdNr.
 */
function deAnfrage(): Written {
  const widths = [6, 9, 8, 52];
  const t = (...cells: string[]) =>
    cells
      .map((cell, i) => (i < cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell))
      .join('')
      .trimEnd();
  const ALT = (what: string) =>
    `an Alternativ: line (${what}) is an option to price instead of the position, not a further demand: a person marks it`;
  const NYY = 'NYY (PVC insulation, PVC sheath, 0.6/1kV) read as VV';
  const N2XY = 'N2XY (XLPE insulation, PVC sheath, 0.6/1kV) read as YJV';
  const N2XH = 'N2XH (XLPE, halogen-free sheath, 0.6/1kV) read as WDZ-YJY';
  const lines: Array<[string, Truth]> = [
    ['Von: Huber, Stefan <s.huber@elektro-brandl.example>', noise],
    ['Gesendet: Dienstag, 14. Oktober 2025 08:17', noise],
    ['An: export@cable-supplier.example', noise],
    ['Cc: Brandl, Thomas <t.brandl@elektro-brandl.example>', noise],
    ['Betreff: Anfrage 25-0487 Kabel und Leitungen / RFQ cables – BV Logistikzentrum Plattling', noise],
    ['', noise],
    ['Sehr geehrte Damen und Herren,', noise],
    ['dear Ms. Chen,', noise],
    ['', noise],
    [
      'wie heute telefonisch besprochen bitten wir um Ihr Angebot für nachstehende Kabel und Leitungen (an English offer is fine).',
      noise,
    ],
    [
      'Lieferung DAP Baustelle 94447 Plattling (Incoterms® 2020), Preise bitte netto zzgl. MwSt. in EUR, Kupferbasis (DEL-Notiz) bitte angeben.',
      noise,
    ],
    [
      'Bezeichnungen nach VDE/DIN; gleichwertige Fabrikate nach IEC/GB sind zulässig, bitte Datenblätter beifügen.',
      noise,
    ],
    ['', noise],
    [t('Pos.', 'Menge', 'Einh.', 'Bezeichnung', 'Bemerkung'), noise],
    [t('----', '-------', '-----', '-'.repeat(48), '----------'), noise],
    [
      t('10', '1.200', 'm', 'NYY-J 5x10 RE 0,6/1kV', 'UV-Zuleitungen'),
      item('VV', '5*10', 1200, LV, `${NYY}; 1.200 with a thousands point; RE (solid round) noted in the offer`),
    ],
    [
      t('20', '5', 'Ring', 'NYY-J 3x1,5 RE, Ring à 100 m', 'Außenbeleuchtung'),
      item('VV', '3*1.5', 500, LV, `${NYY}; 5 rings × 100 m`),
    ],
    [
      t('30', '4 x 85', 'm', 'NYY-O 1x240 RM 0,6/1kV', 'Einzeladern L1-L3 + N'),
      item('VV', '1*240', 340, LV, `${NYY} (-O: no green/yellow core); 4 runs × 85 m`),
    ],
    [
      t('40', '0,35', 'km', 'NA2XY-J 4x150 SE 0,6/1 kV', 'Hauptzuleitung Halle 2'),
      item('YJLV', '4*150', 350, LV, 'NA2XY (aluminium, XLPE, PVC sheath) read as YJLV; 0,35 km'),
    ],
    ['      Alternativ: NAYY-J 4x150 SE, Menge wie vor', review(ALT('NAYY-J = VLV 4×150, the amount of Pos. 40'))],
    [
      t('50', '2', 'Tr.', 'N2XY-J 3x185/95 SM 0,6/1kV, Trommel à 500 m', ''),
      item('YJV', '3*185+1*95', 1000, LV, `${N2XY}; 3x185/95 is three 185 and a reduced 95; 2 drums × 500 m`),
    ],
    [
      t('60', 'ca. 280', 'lfm', 'N2XY-J 5x16 RM', 'Ladestation'),
      item('YJV', '5*16', 280, LV, `${N2XY}; ca. quotes the number`),
    ],
    [
      '      Alternativ: NYY-J 5x16 RM, 280 m (falls N2XY nicht kurzfristig lieferbar)',
      review(ALT('NYY-J = VV 5×16, 280 m')),
    ],
    [
      t('70', '3 Stk.', '', 'N2XY-J 4x95 SM, je 80 m', 'Kältezentrale'),
      item('YJV', '4*95', 240, LV, `${N2XY}; 3 lengths × 80 m; ${ONE_LEVEL}`),
    ],
    [t('80', '620', 'm', 'N2XH-J 5x6 RE (halogenfrei, FRNC)', 'Serverraum'), item('WDZ-YJY', '5*6', 620, LV, N2XH)],
    [t('90', '160', 'm', 'N2XH-J 4x25 RM', 'Fluchtwege'), item('WDZ-YJY', '4*25', 160, LV, N2XH)],
    [
      t('100', '180', 'm', 'NYCWY 4x35/16', 'Außenanlage'),
      unknown(
        'NYCWY (four cores and a concentric 16 mm² conductor) has no equivalent in the catalogue; VV 4×35+1×16 is a five-core cable, not the same',
      ),
    ],
    [
      t('110', '30', 'Ring', 'NYM-J 3x1,5 (Ring à 100 m)', 'Büros'),
      unknown(NOT_SOLD('NYM-J (300/500V sheathed installation cable with solid conductors, ~BVV; RVV is flexible)')),
    ],
    [
      t('120', '2', 'Ring', 'H07V-K 1x16 gn/ge, Ring à 100 m', 'PA'),
      review('cancelled by the PS below (Pos. 120 entfällt): it must not be quoted'),
    ],
    [
      t('130', 'je 3', 'Ring', 'H07V-U 1x2,5 bl / sw / br, Ring à 100 m', ''),
      item('BV', '1*2.5', 900, CV, 'H07V-U (solid PVC wire) read as BV; 3 colours × 3 rings × 100 m'),
    ],
    [
      t('140', '10', 'Ring', 'H05VV-F 3G1,5 weiß, Ring à 100 m', ''),
      item('RVV', '3*1.5', 1000, SV, 'H05VV-F read as RVV 300/500V; 3G1,5 is 3 cores of 1.5; 10 rings × 100 m'),
    ],
    [t('150', '150', 'm', 'H07RN-F 3G2,5', 'Baustrom'), unknown(NOT_SOLD('H07RN-F (rubber flexible cable, YC)'))],
    [
      t('160', '200', 'm', 'JZ-500 12G0,75', 'Steuerung Tore'),
      unknown(NOT_SOLD('JZ-500 12G0,75 (a 12-core flexible control cable, ~KVVR)')),
    ],
    [
      t('170', '0,5', 'km', 'ÖLFLEX® CLASSIC 110 4G1,5 oder gleichwertig', ''),
      item(
        'RVV',
        '4*1.5',
        500,
        SV,
        'ÖLFLEX CLASSIC 110 (PVC flexible cable, 300/500V) with oder gleichwertig (or equivalent) read as RVV; 0,5 km',
      ),
    ],
    [
      t('180', '3 x 420', 'm', 'N2XSY 1x150 RM/25 12/20 kV', 'Trafostation'),
      unknown(NOT_SOLD('a 12/20kV cable (the catalogue is 8.7/15kV and 26/35kV)')),
    ],
    [t('190', '1', 'Trommel', 'NYY-J 4x50 SM', 'Restlänge ok'), review(DRUM)],
    [t('200', '300-350', 'm', 'NYY-J 5x25 RM', 'nach Aufmaß'), review(RANGE)],
    [t('210', '1,2', 'km', 'NYY-J 3x2,5 RE', 'Steckdosenkreise'), item('VV', '3*2.5', 1200, LV, `${NYY}; 1,2 km`)],
    [t('220', '40', 'Stk.', 'Kabelverschraubung M32x1,5 Messing vernickelt', ''), unknown(NOT_CABLE('cable glands'))],
    [t('230', '1.000', 'm', 'Datenkabel Cat.7 S/FTP 4x2xAWG23/1 LSOH', 'IT'), unknown(NOT_SOLD('a Cat.7 data cable'))],
    ['', noise],
    ['Bitte mit Angabe von Lieferzeit (KW), Trommelgrößen und -gewichten sowie Gültigkeit des Angebots.', noise],
    ['Angebotsabgabe bis spätestens Fr., 24.10.2025. Zahlungsbedingungen: 30 Tage netto, 14 Tage 2 % Skonto.', noise],
    ['', noise],
    [
      'PS: Pos. 120 entfällt, haben wir noch am Lager.',
      noiseBecause('a cancellation naming no cable; Pos. 120 above is the review row'),
    ],
    ['', noise],
    ['Mit freundlichen Grüßen / Best regards', noise],
    ['', noise],
    ['i. A. Stefan Huber', noise],
    ['Einkauf / Procurement', noise],
    ['', noise],
    ['Elektro Brandl GmbH & Co. KG', noise],
    ['Gewerbering 14 · 94469 Deggendorf · Germany', noise],
    ['Tel. +49 991 37120-45 · Fax +49 991 37120-99 · www.elektro-brandl.example', noise],
    ['Sitz Deggendorf · Registergericht Deggendorf HRA 2811 · USt-IdNr.: DE 812 345 678', noise],
    ['Persönlich haftende Gesellschafterin: Brandl Verwaltungs GmbH, Registergericht Deggendorf HRB 3471', noise],
    ['Geschäftsführer: Thomas Brandl, Maria Brandl-Eder', noise],
  ];
  const { data, rows } = writeText(lines);
  return {
    name: 'de-anfrage.txt',
    data,
    key: keyed(
      'de-anfrage.txt',
      'text',
      "a Bavarian electrical contractor's Anfrage, German with some English: mail headers (Von/Gesendet/An/Cc/Betreff), greeting, DAP/Incoterms/MwSt/Kupferbasis lines, a table aligned with spaces (Pos. / Menge / Einh. / Bezeichnung / Bemerkung, a dashed rule) with Pos. 10 to 230 in VDE/DIN names: NYY-J 5x10 RE, NYY-J 3x1,5 in Ring à 100 m, NYY-O 1x240 RM, NA2XY-J 4x150 SE, N2XY-J 3x185/95 SM (reduced neutral), N2XY-J 5x16 RM, N2XH-J (halogenfrei), NYCWY 4x35/16, NYM-J 3x1,5, H07V-K, H07V-U, H05VV-F 3G1,5, H07RN-F 3G2,5, JZ-500 12G0,75, ÖLFLEX® CLASSIC 110 4G1,5 oder gleichwertig, N2XSY 12/20 kV; 0,6/1kV and 0,6/1 kV; 1.200 and 1.000 with thousands points, 0,35 / 0,5 / 1,2 km, ca. 280 lfm, 4 x 85, 3 x 420, 3 Stk. je 80 m, je 3 Ring over three colours, Tr. with and without Trommel à 500 m, 300-350; two indented Alternativ: lines; a cable gland and a Cat.7 data cable; a PS cancelling Pos. 120; a signature with HRA/HRB and USt-IdNr.",
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 3. A State Grid ECP 物资需求清单 export: a merged title, a 批次/分标 row and a 说明 row (扩展描述 overrides the
 * 物料描述), a frozen header 包号/行项目/物料编码/物料描述/扩展描述/单位/需求数量/交货日期/交货地点/网省采购申请号/技术规范书ID
 * and three narrow code columns; 单位 千米 / km / 米 / 套 / 吨, quantities 2.450 / 0.35 / 1.2; a 合计 formula.
 */
async function ecpWuzi(): Promise<Written> {
  const km = (n: number): Cell => ({ number: n, format: '0.000' });
  const day = (date: string): Cell => ({ date });
  const D1 = day('2025-11-15');
  const D2 = day('2025-11-30');
  const D3 = day('2025-12-10');
  const PLACE1 = '郑州供电公司物资仓库';
  const PLACE2 = '开封供电公司城东配送点';
  const NETWORK_10KV = 'only the network voltage AC10kV for a YJV22 (扩展描述 empty): 8.7/10kV or 8.7/15kV? ask';
  const AC1 = 'AC1kV read as 0.6/1kV';
  const EXT = '扩展描述 names 8.7/15kV';
  let line = 0;
  const tail = ['4101', 'HA01', 'Z01'];
  const r = (
    truth: Truth,
    pack: string,
    code: string,
    desc: string,
    ext: string,
    unit: string,
    qty: Cell,
    date: Cell,
    place: string,
    spec: string,
  ): SourceRow => {
    line += 1;
    const apply = `41002509${String(180000 + line * 7).padStart(6, '0')}`;
    return row(truth, pack, String(line * 10), code, desc, ext, unit, qty, date, place, apply, spec, ...tail);
  };
  const rows: SourceRow[] = [
    spanned(noise, '国网河南省电力公司2025年第二批配网物资协议库存采购——物资需求清单'),
    spanned(
      noise,
      '批次：豫电2025-PW02　　分标：配网电缆及附件　　导出时间：2025-09-18 16:42:07　　导出人：ECP_zhangwei',
    ),
    spanned(
      noise,
      '说明：1.本表由电子商务平台（ECP）导出，物料编码、物料描述以平台主数据为准；2.扩展描述为需求单位补充的技术要求，与物料描述不一致时以扩展描述为准；3.需求数量按“单位”列计量。',
    ),
    row(
      noise,
      '包号',
      '行项目',
      '物料编码',
      '物料描述',
      '扩展描述',
      '单位',
      '需求数量',
      '交货日期',
      '交货地点',
      '网省采购申请号',
      '技术规范书ID',
      '工厂',
      '库存地点',
      '需求类型',
    ),
    r(
      item('YJV22', '3*240', 2450, MV, EXT),
      '包1',
      '500108953',
      '电力电缆,AC10kV,YJV22,3×240,无阻燃,普通,无内衬',
      '额定电压8.7/15kV',
      '千米',
      km(2.45),
      D1,
      PLACE1,
      '9906-500108953-00012',
    ),
    r(
      review(NETWORK_10KV),
      '包1',
      '500108961',
      '电力电缆,AC10kV,YJV22,3×70,无阻燃,普通',
      '',
      '千米',
      1.2,
      D1,
      PLACE1,
      '9906-500108961-00004',
    ),
    r(
      item('YJV', '3*300', 350, MV, `${EXT}; km`),
      '包1',
      '500108977',
      '电力电缆,AC10kV,YJV,3×300,无阻燃,普通',
      '8.7/15kV',
      'km',
      0.35,
      D1,
      PLACE1,
      '9906-500108977-00007',
    ),
    r(
      item('YJV', '1*400', 630, MV, `${EXT}; 单芯, 630 m over the three phases`),
      '包1',
      '500109012',
      '电力电缆,AC10kV,YJV,1×400,无阻燃,普通',
      '8.7/15kV，单芯，三相合计',
      '米',
      630,
      D2,
      PLACE2,
      '9906-500109012-00002',
    ),
    r(
      unknown(NOT_SOLD('ZC-YJV22 (阻燃C级 steel-tape armoured) at 8.7/15kV')),
      '包1',
      '500109038',
      '电力电缆,AC10kV,YJV22,3×150,阻燃C级,普通',
      '8.7/15kV',
      '千米',
      km(0.8),
      D2,
      PLACE2,
      '9906-500109038-00003',
    ),
    r(
      item('VV', '4*35+1*16', 500, LV, AC1),
      '包2',
      '500014523',
      '低压电力电缆,AC1kV,VV,4×35+1×16',
      '',
      '千米',
      km(0.5),
      D1,
      PLACE1,
      '9906-500014523-00021',
    ),
    r(
      item('YJV', '4*185+1*95', 1050, LV, `${AC1}; 1.050 千米`),
      '包2',
      '500014587',
      '电力电缆,AC1kV,YJV,4×185+1×95,无阻燃,无铠装',
      '',
      '千米',
      km(1.05),
      D1,
      PLACE1,
      '9906-500014587-00009',
    ),
    r(
      item(
        'ZC-YJV',
        '4*95+1*50',
        600,
        LV,
        `${AC1}; the 扩展描述 (改为阻燃C类) changes the model, as the 说明 row says`,
      ),
      '包2',
      '500014601',
      '电力电缆,AC1kV,YJV,4×95+1×50,无阻燃,无铠装',
      '改为阻燃C类，其余不变',
      '千米',
      km(0.6),
      D2,
      PLACE2,
      '9906-500014601-00015',
    ),
    r(
      item('YJV22', '4*120+1*70', 420, LV, `${AC1}; km`),
      '包2',
      '500014622',
      '电力电缆,AC1kV,YJV22,4×120+1×70,无阻燃,钢带铠装',
      '',
      'km',
      0.42,
      D2,
      PLACE2,
      '9906-500014622-00006',
    ),
    r(
      item('YJLV', '3*150+1*70', 850, LV, `${AC1}; the ECP form 截面,芯数 (150,3+1) with the standard reduced core 70`),
      '包2',
      '500014649',
      '电力电缆,AC1kV,YJLV,150,3+1,无阻燃,无铠装',
      '',
      '千米',
      km(0.85),
      D2,
      PLACE2,
      '9906-500014649-00011',
    ),
    r(
      item('VV22', '4*25+1*16', 380, LV, `${AC1}; 米`),
      '包2',
      '500014655',
      '低压电力电缆,AC1kV,VV22,4×25+1×16',
      '直埋',
      '米',
      380,
      D3,
      PLACE1,
      '9906-500014655-00002',
    ),
    r(
      review('260 in a 千米 column for a 4×50+1×25 (260 km?): metres typed in? ask'),
      '包2',
      '500014670',
      '电力电缆,AC1kV,YJV,4×50+1×25,无阻燃,无铠装',
      '',
      '千米',
      260,
      D3,
      PLACE1,
      '9906-500014670-00008',
    ),
    r(
      item('NH-YJV', '5*10', 300, LV, `${AC1}; YJV with 耐火 is NH-YJV`),
      '包2',
      '500014688',
      '电力电缆,AC1kV,YJV,5×10,耐火,无铠装',
      '消防回路',
      '千米',
      km(0.3),
      D3,
      PLACE1,
      '9906-500014688-00001',
    ),
    r(
      item('KVV', '4*1.5', 1500, CV, '1.5 千米'),
      '包2',
      '500021204',
      '控制电缆,AC450/750V,KVV,4×1.5,无阻燃',
      '',
      '千米',
      1.5,
      D2,
      PLACE2,
      '9906-500021204-00005',
    ),
    r(
      unknown(NOT_SOLD('KVVP2-22 (screened, armoured control cable)')),
      '包2',
      '500021219',
      '控制电缆,AC450/750V,KVVP2-22,10×1.5,无阻燃',
      '',
      '千米',
      km(0.4),
      D2,
      PLACE2,
      '9906-500021219-00003',
    ),
    r(
      item('BV', '1*2.5', 3000, CV, '3 千米; the colours in 扩展描述 split the amount, they do not add to it'),
      '包2',
      '500024417',
      '布电线,AC450/750V,BV,2.5',
      '红、黄、绿各1/3',
      '千米',
      3,
      D3,
      PLACE1,
      '9906-500024417-00010',
    ),
    r(
      review('需求数量 0 with 需求取消（已利库）: nothing to price; it must not be quoted'),
      '包2',
      '500014702',
      '电力电缆,AC1kV,YJV,4×240+1×120,无阻燃,无铠装',
      '需求取消（已利库）',
      '千米',
      km(0),
      D3,
      PLACE1,
      '9906-500014702-00004',
    ),
    r(
      unknown(NOT_CABLE('a cable termination')),
      '包3',
      '500021866',
      '10kV电缆终端,3×240,户外终端,冷缩,铜',
      '',
      '套',
      12,
      D1,
      PLACE1,
      '9906-500021866-00002',
    ),
    r(
      unknown(NOT_CABLE('a straight joint')),
      '包3',
      '500021873',
      '10kV电缆中间接头,3×240,冷缩,直通,铜',
      '',
      '套',
      4,
      D1,
      PLACE1,
      '9906-500021873-00001',
    ),
    r(
      item('JKLYJ', '1*240', 3600, JK10, 'JKLYJ at AC10kV is the catalogue level 10kV; 240 is the section'),
      '包4',
      '500027361',
      '架空绝缘导线,AC10kV,JKLYJ,240',
      '',
      '千米',
      3.6,
      D2,
      PLACE2,
      '9906-500027361-00006',
    ),
    r(
      item('JKLYJ', '1*120', 1200, JK1, 'JKLYJ at AC1kV is the catalogue level 1kV; km'),
      '包4',
      '500027388',
      '架空绝缘导线,AC1kV,JKLYJ,120',
      '',
      'km',
      1.2,
      D2,
      PLACE2,
      '9906-500027388-00002',
    ),
    r(
      unknown(NOT_SOLD('JL/G1A steel-cored aluminium strand')),
      '包4',
      '500026545',
      '钢芯铝绞线,JL/G1A,240/30',
      '',
      '吨',
      5.8,
      D3,
      PLACE2,
      '9906-500026545-00003',
    ),
  ];
  const first = 5;
  const last = rows.length;
  let sum = 0;
  for (const source of rows.slice(first - 1)) {
    const cell = source.cells[6];
    if (typeof cell === 'number') sum += cell;
    else if (typeof cell === 'object' && 'number' in cell) sum += cell.number;
  }
  rows.push(
    row(noiseBecause('合计 over mixed units (千米, km, 米, 套, 吨)'), '', '合计', '', '', '', '', {
      formula: `SUM(G${first}:G${last})`,
      result: Math.round(sum * 1000) / 1000,
      format: '0.000',
    }),
  );
  rows.push(spanned(noise, '数据来源：电子商务平台（ECP）需求管理模块　　本清单仅供询价参考，以正式招标文件为准。'));
  const { data, rows: keyRows } = await writeXlsx([
    {
      name: '物资需求清单',
      widths: [6, 7, 11, 44, 24, 6, 10, 12, 22, 16, 22, 2, 2, 2],
      rows,
      frozenRows: 4,
    },
  ]);
  return {
    name: 'ecp-wuzi.xlsx',
    data,
    key: keyed(
      'ecp-wuzi.xlsx',
      'sheet',
      'a State Grid ECP 物资需求清单 export: a title merged over the width, a 批次/分标/导出时间 row and a 说明 row (扩展描述 overrides 物料描述 where they differ), a frozen 14-column header 包号/行项目/物料编码/物料描述/扩展描述/单位/需求数量/交货日期/交货地点/网省采购申请号/技术规范书ID and three narrow code columns (工厂/库存地点/需求类型, width 2); 包1 中压 (电力电缆,AC10kV,YJV22,3×240,无阻燃,普通,无内衬 with 额定电压8.7/15kV in 扩展描述, one AC10kV row with 扩展描述 empty, a 阻燃C级 YJV22), 包2 低压 (低压电力电缆,AC1kV,VV,4×35+1×16; YJV,4×95+1×50 with 扩展描述 改为阻燃C类; the ECP form YJLV,150,3+1; 耐火 as a word; KVV, KVVP2-22, BV 2.5 with colours; a 260 in 千米; a 0 with 需求取消（已利库）), 包3 terminations and joints in 套, 包4 JKLYJ 240 / 120 and JL/G1A in 吨; 单位 千米 / km / 米 / 套 / 吨 with 2.450 / 1.050 shown 0.000 and 0.35 / 1.2 / 0.42 plain; real dates; a 合计 formula over mixed units and a 数据来源 footer',
      keyRows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
/**
 * 4. A DingTalk (钉钉) 采购比价审批 exported to PDF: form fields (审批编号, 发起人, 部门, 申请事由, …), a 采购明细 table
 * (序号/物品名称/规格型号/数量/单位/预估单价/备注) over a page break with its header repeated, a 合计, a 补充明细
 * widget printed as 明细1 / 明细2 blocks, 审批流程 lines (同意 · 2025-10-12 10:21), 抄送人, page footers.
 */
async function dingtalkBijia(): Promise<Written> {
  const text = (t: string, truth: Truth = noise, extra: Partial<Extract<PdfLine, { kind: 'text' }>> = {}): PdfLine => ({
    kind: 'text',
    text: t,
    truth,
    ...extra,
  });
  const cells = (truth: Truth, ...c: string[]): PdfLine => ({ kind: 'cells', cells: c, truth });
  const header = (top: boolean): PdfLine => ({
    kind: 'cells',
    cells: ['序号', '物品名称', '规格型号', '数量', '单位', '预估单价（元）', '备注'],
    truth: noiseBecause(top ? 'the table header' : 'the table header, repeated on page 2'),
    top: true,
  });
  const footer = (n: number): PdfLine =>
    text(`钉钉 · 王磊 于 2025-10-12 15:36 打印　　第 ${n} 页 / 共 2 页`, noiseBecause('page footer'), {
      size: 8,
      centred: true,
      gapBefore: 6,
    });
  const pages: PdfLine[][] = [
    [
      text('滨湖置业建设工程有限公司', noise, { size: 9, right: true }),
      text('物资采购比价审批', noise, { size: 14, centred: true }),
      text('审批编号　202510120948000356712　　　　当前状态：审批中'),
      text('创建时间　2025-10-12 09:48'),
      text('发起人　王磊'),
      text('发起人部门　工程管理部 / 项目二部'),
      text('申请事由　滨湖花园二期10kV配电工程（1#~6#楼）电缆及辅材采购，请三家比价后下单'),
      text('采购类型　工程物资'),
      text('期望到货日期　2025-10-25'),
      text('比价供应商　①江苏某电缆有限公司　②河北某线缆集团　③安徽某电缆股份'),
      text('采购明细（共18项）', noise, { gapBefore: 6 }),
      header(true),
      cells(
        item('YJV', '4*35+1*16', 260, LV, ONE_LEVEL),
        '1',
        '电力电缆',
        'YJV-4*35+1*16',
        '260',
        '米',
        '98.50',
        '1#楼进线',
      ),
      cells(
        item('YJV', '4*95+1*50', 1180, LV, '1,180 with a thousands comma'),
        '2',
        '电力电缆',
        'YJV-0.6/1kV-4*95+1*50',
        '1,180',
        '米',
        '236.00',
        '',
      ),
      cells(
        item('YJV22', '4*150+1*70', 420, LV, `0.42 千米; ${ONE_LEVEL}`),
        '3',
        '铠装电缆',
        'YJV22-4×150+1×70',
        '0.42',
        '千米',
        '',
        '主干线直埋',
      ),
      cells(item('YJV', '3*70', 320, MV), '4', '电力电缆', 'YJV-8.7/15kV-3*70', '320', '米', '', '10kV进线'),
      cells(
        item('YJV', '1*240', 500, LV, '2 盘 × 每盘250米'),
        '5',
        '电力电缆',
        'YJV-0.6/1kV-1×240',
        '2',
        '盘',
        '',
        '每盘250米',
      ),
      cells(
        item('ZC-YJV', '5*16', 300, LV, `约 quotes the number; ${ONE_LEVEL}`),
        '6',
        '阻燃电缆',
        'ZC-YJV-5*16',
        '约300',
        '米',
        '',
        '',
      ),
      cells(
        item('NH-YJV', '4*25+1*16', 180, LV, ONE_LEVEL),
        '7',
        '耐火电缆',
        'NH-YJV-4*25+1*16',
        '180',
        '米',
        '',
        '消防风机',
      ),
      cells(
        item('WDZ-YJY', '5*10', 240, LV, `a full-width ＊; ${ONE_LEVEL}`),
        '8',
        '低烟无卤电缆',
        'WDZ-YJY-5＊10',
        '240',
        '米',
        '',
        '地下车库',
      ),
      cells(review(RANGE), '9', '铝芯电缆', 'YJLV-4*120+1*70', '200-250', '米', '', '按现场复核'),
      cells(
        review('电缆 4*25+1*16 with no model (YJV? VV? armoured?): ask'),
        '10',
        '电缆',
        '4*25+1*16',
        '400',
        '米',
        '',
        '型号待定',
      ),
      cells(
        item('KVV', '7*1.5', 500, CV, 'KVV is made at 450/750V only'),
        '11',
        '控制电缆',
        'KVV-7×1.5',
        '500',
        '米',
        '',
        '',
      ),
      cells(
        item('BV', '1*2.5', 2000, CV, `20 卷; ${COIL}; the colours split the 20 卷`),
        '12',
        '塑铜线',
        'BV2.5',
        '20',
        '卷',
        '135.00',
        '红黄绿蓝各5卷',
      ),
      footer(1),
    ],
    [
      header(false),
      cells(item('BVR', '1*4', 800, CV, `8 卷; ${COIL}`), '13', '软线', 'BVR-1*4', '8', '卷', '', '黄绿双色'),
      cells(
        item('RVV', '3*1.5', 300, SV, 'RVV is made at 300/500V only'),
        '14',
        '护套线',
        'RVV3*1.5',
        '300',
        '米',
        '',
        '监控电源',
      ),
      cells(review('数量 待定 (no amount): ask'), '15', '电力电缆', 'VV-3*10+1*6', '待定', '米', '', '待设计出图'),
      cells(unknown(NOT_CABLE('cable tray')), '16', '电缆桥架', '200*100 热镀锌', '120', '米', '', '含盖板'),
      cells(unknown(NOT_CABLE('cable lugs')), '17', '铜鼻子', 'DT-95', '60', '个', '', ''),
      cells(unknown(NOT_SOLD('Cat5e network cable')), '18', '网线', '超五类 CAT5e', '3', '箱', '', '305米/箱'),
      text('合计（预估金额）：¥86,540.00　　大写：捌万陆仟伍佰肆拾元整', noiseBecause('the 合计 of the 预估单价'), {
        gapBefore: 4,
      }),
      text('补充明细（现场追加）', noise, { gapBefore: 6 }),
      text(
        '明细1　物品名称 电力电缆　规格型号 YJV-5*6　数量 120　单位 米　备注 水泵房',
        item('YJV', '5*6', 120, LV, `a 明细 block on one line; ${ONE_LEVEL}`),
      ),
      text(
        '明细2　物品名称 电力电缆　规格型号 VV-3*4+1*2.5　数量 90　单位 米',
        item('VV', '3*4+1*2.5', 90, LV, `a 明细 block on one line; ${ONE_LEVEL}`),
      ),
      text(
        '明细3　物品名称 冷缩终端头　规格型号 10kV 3*70 户内　数量 2　单位 套',
        unknown(NOT_CABLE('a cable termination')),
      ),
      text(
        '明细4　物品名称 电力电缆　规格型号 YJV-4*16　数量 3根×45　单位 米　备注 路灯',
        item('YJV', '4*16', 135, LV, `3 runs × 45 m; ${ONE_LEVEL}`),
      ),
      text('审批流程', noise, { gapBefore: 8, size: 11 }),
      text('王磊　发起申请 · 2025-10-12 09:48'),
      text('李建华（项目经理）　同意 · 2025-10-12 10:21'),
      text('张敏（采购部）　同意 · 2025-10-12 14:05　意见：第9项长度待现场复核，第15项出图后补报'),
      text('赵丽（财务部）　审批中'),
      text('抄送人　陈志强、刘芳（已读）'),
      footer(2),
    ],
  ];
  const { data, rows } = await writePdf({
    page: [595, 842],
    columns: [0, 30, 100, 250, 300, 340, 410],
    pages,
    producer: 'DingTalk PDF Export',
  });
  return {
    name: 'dingtalk-bijia.pdf',
    data,
    key: keyed(
      'dingtalk-bijia.pdf',
      'pdf',
      'a DingTalk (钉钉) 物资采购比价审批 exported to a text PDF (A4, two pages): a company line, the form title, fields as label and value on one line (审批编号 with 当前状态, 创建时间, 发起人, 发起人部门, 申请事由 naming a 10kV 配电工程 and 1#~6#楼, 采购类型, 期望到货日期, 比价供应商 ①②③); a ruled 采购明细 table 序号/物品名称/规格型号/数量/单位/预估单价（元）/备注 of 18 rows over the page break, its header repeated at the top of page 2; 规格型号 as YJV-4*35+1*16, YJV-0.6/1kV-4*95+1*50, YJV22-4×150+1×70, YJV-8.7/15kV-3*70, WDZ-YJY-5＊10 (full-width ＊), BV2.5, RVV3*1.5, a 4*25+1*16 with no model; 数量 1,180, 0.42 in 千米, 2 盘 with 每盘250米, 约300, 200-250, 待定, 卷 with 红黄绿蓝各5卷; tray, lugs, network cable; a 合计 with its amount in words; a 补充明细 widget printed as 明细1–明细4 blocks on one line each (数量 3根×45, a termination); 审批流程 lines (同意 · 2025-10-12 10:21, a comment, 审批中), 抄送人, page footers',
      rows,
    ),
  };
}

// ---------------------------------------------------------------------------------------------------------------
async function main() {
  const files: Written[] = [pkEmail(), deAnfrage(), await ecpWuzi(), await dingtalkBijia()];
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
