/**
 * The units a quantity is written in and the metres one of each is: the one table of them, for the inquiry parser
 * (quantity.ts) and for a quantity typed into a field (the web app's quantity fields read a number and one unit with it,
 * without the parser's reading of whole cells).
 */

export type UnitKind = 'length' | 'drum' | 'piece' | 'other';

/**
 * Drums, reels, rolls and coils in the languages inquiries come in, as a regular-expression alternation: English;
 * Spanish and Portuguese bobina, rollo, rolo, carrete; Indonesia's haspel; French touret (a drum), couronne (a coil),
 * bobine, rouleau; German Ring (a coil), Trommel and its Tr. (a drum); Polish krążek (a coil) and bęben (a drum);
 * Turkish top (a roll) and makara (a drum); Vietnamese cuộn (a coil) and bobin (a drum).
 */
export const DRUM_WORDS =
  'drums?|rolls?|coils?|reels?|bobinas?|bobines?|bobin|rollos?|rolos?|rouleaux|rouleau|carretes?|haspel|tourets?|couronnes?|ringe?|trommeln?|tr\\.|kr[ąa][żz]k(?:i|ów|ow)|kr[ąa][żz]ek|b[ęe]bn(?:y|ów|ow)|b[ęe]ben|top|makara|cu[ộo]n';

const UNIT_WORDS: ReadonlyArray<readonly [RegExp, UnitKind, number]> = [
  [/^(?:km|千米|公里)$/i, 'length', 1000],
  // (万米: ten thousand metres, as a tender's 分项报价表 writes a long run.)
  [/^万米$/, 'length', 10000],
  // (ml, m.l.: metros lineales, as Latin America writes a length.)
  // (Rm, rmt: running metres, as a Gulf or British BOQ writes a length.)
  // (lfm, lfd. m: laufende Meter, as a German list writes a length.)
  // (mb: metr bieżący, as a Polish list writes a length; mt, as a Turkish one does; mét, a Vietnamese one.)
  [
    /^(?:米|m|mtr|mtrs|米长|meters?|metres?|metros?|lm|ml|m\.l\.|rm|rmt|r\.m\.|lfm\.?|lfd\.?\s?m|mb|mt|m[ée]t)$/i,
    'length',
    1,
  ],
  // (Rft, running feet: a Pakistani or Indian BOQ's length in feet.)
  [/^(?:ft|feet|foot|rft|r\.\s?ft\.?|running\s+(?:feet|foot)|lin\.?\s?ft)$/i, 'length', 0.3048],
  [/^(?:yd|yds|yards?)$/i, 'length', 0.9144],
  // ROL and DR: an ERP's units of a roll and a drum (SAP's ROL, DR).
  [new RegExp(`^(?:盘|轴|卷|圈|捆|rol|dr|${DRUM_WORDS})$`, 'i'), 'drum', 0],
  // (Stk., Stück: German pieces, so many lengths "je 80 m".)
  // (szt., adet: Polish and Turkish pieces.)
  [/^(?:根|条|段|lances?|stk\.?|stück|szt\.?|adet)$/i, 'piece', 0],
  [/^(?:套|个|只|台|项|批|组|件|吨|t|kg|千克|公斤|pcs|箱|包|st)$/i, 'other', 0],
];

export function unitKind(unit: string): { kind: UnitKind; factor: number } | null {
  const word = unit.trim();
  for (const [pattern, kind, factor] of UNIT_WORDS) if (pattern.test(word)) return { kind, factor };
  return null;
}

/** The metres one of a length unit is (千米 1000, m 1, yd 0.9144), or undefined for any other unit. */
export function metresPerUnit(unit: string): number | undefined {
  const known = unitKind(unit);
  return known?.kind === 'length' ? known.factor : undefined;
}

/** Metres to the millimetre, as every length the parser reads is kept. */
export const roundMetres = (metres: number): number => Math.round(metres * 1000) / 1000;
