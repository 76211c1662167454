import { describe, expect, it } from 'vitest';
import { formatVoltage, parseVoltage, readCable, sameVoltage } from '../../src/inquiry';
import { namesUnknownLevel } from '../../src/inquiry/voltage';

const read = (text: string) => {
  const { model, scope, spec } = readCable(text);
  return { model, scope, spec };
};

describe('readCable', () => {
  it('reads an English mail: a construction as IEC writes it, cores with a C, and words that are no model', () => {
    const read = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.spec];
    };
    expect(read('Cu/XLPE/PVC 4C x 50 sqmm 0.6/1kV')).toEqual(['YJV', '4*50']);
    expect(read('Cu/XLPE/STA/PVC 4C x 25 sqmm')).toEqual(['YJV22', '4*25']);
    expect(read('Cu/XLPE/SWA/PVC 4Cx95')).toEqual(['YJV32', '4*95']);
    expect(read('Al/PVC/PVC 3x95')).toEqual(['VLV', '3*95']);
    expect(read('Please quote: YJV 3x95+1x50, 0.6/1kV')).toEqual(['YJV', '3*95+1*50']);
    expect(read('YJV 4x240+1x120 0.6/1kV - 850 mtrs')).toEqual(['YJV', '4*240+1*120']);
    // A flame-retardant class spelled with ZR is the class's own model.
    expect(read('ZRC-YJV-0.6/1kV-4×185+1×95')).toEqual(['ZC-YJV', '4*185+1*95']);
    expect(read('ZR-YJV-4×50+1×25')).toEqual(['ZR-YJV', '4*50+1*25']);
    // A structure's dangling "- 135" is still no amount.
    expect(read('VV-0.6/1kv-3x70-135')).toEqual(['VV', '']);
  });

  it('reads what a construction or its words add to the model: mica (NH-), a halogen-free sheath (WDZ-), a screen', () => {
    const read = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.spec];
    };
    expect(read('Fire resistant cable Cu/Mica/XLPE/PVC (IEC 60331) 4C x 25 + E 16')).toEqual(['NH-YJV', '4*25+1*16']);
    expect(read('Cu/XLPE/LSZH power cable (IEC 60754) 4C x 35 + E 16')).toEqual(['WDZ-YJY', '4*35+1*16']);
    expect(read('MV cable Cu/XLPE/CTS/PVC 3C x 240 8.7/15kV')).toEqual(['YJV', '3*240']);
    expect(read('cu xlpe pvc 4x95 flame retardant')).toEqual(['ZR-YJV', '4*95']);
    expect(read('fire resistant cu xlpe pvc 4x95')).toEqual(['NH-YJV', '4*95']);
    // Two such words, or one beside a cable the catalogue makes no such kind of: no model rather than the plain one.
    expect(read('Cu/Mica/XLPE/LSZH 4C x 25')).toEqual(['', '4*25']);
    expect(read('aluminium xlpe 4x150 low smoke')).toEqual(['', '4*150']);
  });

  it("reads Vietnam's names of the constructions (CXV, CXV/DSTA, CVV, CV) as their GB models", () => {
    const read = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.spec];
    };
    expect(read('CXV 4x95+1x50 mm2 0.6/1kV')).toEqual(['YJV', '4*95+1*50']);
    expect(read('CXV/DSTA 4x35 mm2 0.6/1kV (armoured, direct burial)')).toEqual(['YJV22', '4*35']);
    expect(read('CVV 4x16 mm2 0.6/1kV')).toEqual(['VV', '4*16']);
    expect(read('CV 2.5 mm2 (Cu/PVC single core 450/750V)')).toEqual(['BV', '1*2.5']);
  });

  it("reads Indonesia's names (NYA, NYAF, NYMHY) and India's codes (2XY, A2XY, YY), a 3½-core cable's neutral offered", () => {
    const read = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.spec, cable.alternative ?? ''];
    };
    expect(read('NYA 2.5mm merah')).toEqual(['BV', '1*2.5', '']);
    expect(read('NYAF 6mm kuning-hijau')).toEqual(['BVR', '1*6', '']);
    expect(read('NYMHY 3x1.5mm')).toEqual(['RVV', '3*1.5', '']);
    expect(read('2XY 4C x 25 sq.mm')).toEqual(['YJV', '4*25', '']);
    expect(read('YY 4C x 10 sq.mm')).toEqual(['VV', '4*10', '']);
    // 3.5C: the neutral IS 1554 gives a 95 (50), offered with the phase cores alone as the written alternative.
    expect(read('A2XY 3.5C x 300 sq.mm (Al/XLPE/PVC)')).toEqual(['YJLV', '3*300+1*150', '3*300']);
    expect(read('2XY 3.5C x 95 sq.mm')).toEqual(['YJV', '3*95+1*50', '3*95']);
    // A bare 3.5 with no C is no 3½-core cable.
    expect(read('YJV 3.5x50')).toEqual(['YJV', '', '']);
  });

  it("reads Korea's names (F-CV, FR-CV, F-CVV, VCTF) and sizes in SQ (4C×95SQ, 120SQ×1C) as GB models and structures", () => {
    const read = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.spec];
    };
    expect(read('F-CV 4C×95SQ 0.6/1kV')).toEqual(['YJV', '4*95']);
    expect(read('F-CV 120SQ×1C 0.6/1kV')).toEqual(['YJV', '1*120']);
    expect(read('FR-CV 4C×16SQ 0.6/1kV')).toEqual(['NH-YJV', '4*16']);
    expect(read('F-CVV 10C×2.5SQ')).toEqual(['KVV', '10*2.5']);
    expect(read('VCTF 3C×1.5SQ')).toEqual(['RVV', '3*1.5']);
    // A braid-screened control cable and a tray flame retardant one (ZR- or ZC-?) are not a plain model.
    expect(read('F-CVV-SB 4C×1.5SQ')[0]).not.toBe('KVV');
    expect(read('TFR-CV 4C×50SQ 0.6/1kV')[0]).not.toBe('YJV');
  });

  it('reads no structure or wire area written with a bare decimal comma (3x1,5, 2,5: 1.5 or 15?), and keeps a comma before an amount', () => {
    expect(readCable('RVV 3x1,5').spec).toBe('');
    // Before its unit a standard size's comma is Europe's decimal one (1,5mm², 3x2,5mm², 0,75 mm²).
    expect(readCable('BVR 1,5mm2').spec).toBe('1*1.5');
    expect(readCable('H05VV-F 3x0,75 mm²').spec).toBe('3*0.75');
    expect(readCable('RVV 3x16,5mm²').spec).toBe('');
    expect(readCable('BV 2,5').spec).toBe('');
    expect(readCable('YJV 3×95,1000米').spec).toBe('3*95');
    expect(readCable('KVV 4×1.5,7×1.5').spec).toBe('4*1.5');
    expect(readCable('BV 2.5,100米').spec).toBe('1*2.5');
  });

  it.each([
    ['BV2.5', { model: 'BV', scope: '', spec: '1*2.5' }],
    ['BV-2.5mm²', { model: 'BV', scope: '', spec: '1*2.5' }],
    ['BV 2.5平方', { model: 'BV', scope: '', spec: '1*2.5' }],
    ['BV25mm²', { model: 'BV', scope: '', spec: '1*25' }],
    ['BV-450/750v-2.5', { model: 'BV', scope: '450/750V', spec: '1*2.5' }],
    ['KVV10*1.5', { model: 'KVV', scope: '', spec: '10*1.5' }],
    ['KVV-10×1.5mm2', { model: 'KVV', scope: '', spec: '10*1.5' }],
    ['YJV22-8.7/15-3*240', { model: 'YJV22', scope: '8.7/15kV', spec: '3*240' }],
    ['YJV-0.6/1kV-3×240+1×120', { model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' }],
    ['0.6/1KV YJV 3×150', { model: 'YJV', scope: '0.6/1kV', spec: '3*150' }],
    ['ＹＪＶ－３×９５＋１×５０', { model: 'YJV', scope: '', spec: '3*95+1*50' }],
    ['YJV－4×50＋1×25', { model: 'YJV', scope: '', spec: '4*50+1*25' }],
    ['YJV 4*25+1*16（铜芯）', { model: 'YJV', scope: '', spec: '4*25+1*16' }],
    ['RVV 3*1.5 护套线', { model: 'RVV', scope: '', spec: '3*1.5' }],
    ['阻燃电力电缆 zr-yjv 4X2.5', { model: 'ZR-YJV', scope: '', spec: '4*2.5' }],
    ['ZRYJV 4×35+1×16', { model: 'ZR-YJV', scope: '', spec: '4*35+1*16' }],
    ['电力电缆YJV3*150', { model: 'YJV', scope: '', spec: '3*150' }],
    ['JKLYJ-10kV-1×120', { model: 'JKLYJ', scope: '10kV', spec: '1*120' }],
    ['KVV 0.45/0.75kV 4×1.5', { model: 'KVV', scope: '450/750V', spec: '4*1.5' }],
    ['YJV223*240', { model: 'YJV22', scope: '', spec: '3*240' }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('parts a structure from the rated voltage run into it (a recognition that lost the space between them)', () => {
    expect(readCable('YJV22 4*35+1*160.6/1kV 260米')).toMatchObject({ spec: '4*35+1*16', scope: '0.6/1kV' });
    expect(readCable('NH-YJV3*25+2*160.6/1kV')).toMatchObject({ model: 'NH-YJV', spec: '3*25+2*16', scope: '0.6/1kV' });
    expect(readCable('RVV4*1.0300/500V')).toMatchObject({ spec: '4*1', scope: '300/500V' });
    expect(readCable('YJV 3*1200.6/1kV')).toMatchObject({ spec: '3*120', scope: '0.6/1kV' });
    expect(readCable('YJV22 3*1208.7/15kV')).toMatchObject({ spec: '3*120', scope: '8.7/15kV' });
    expect(readCable('KVV 7*1.50.45/0.75kV')).toMatchObject({ spec: '7*1.5', scope: '450/750V' });
    // A rating whose U0 is a bare whole number could end the area: "3*16/10kV" is not 3*1 at 6/10kV.
    expect(readCable('YJV22 3*16/10kV').spec).not.toBe('3*1');
    // What stands before the rating is no area cables are made with: nothing is parted.
    expect(readCable('YJV 4*1170.6/1kV').spec).not.toBe('4*117');
    // Nor is the run-together text an unknown level ("500.6/1kV") to ask about.
    expect(namesUnknownLevel('YJV4*95+1*500.6/1kV 320米')).toBe(false);
    expect(namesUnknownLevel('YJV 4*95+1*50 12.7/25kV')).toBe(true);
  });

  it('names a sheathed building wire by its feel in Chinese: 软护套线 RVV, 硬护套线 BVV, a bare 护套线 neither', () => {
    expect(readCable('软护套线2芯1.0的')).toMatchObject({ model: 'RVV', spec: '2*1' });
    expect(readCable('3*2.5的护套线 软的')).toMatchObject({ model: 'RVV', spec: '3*2.5' });
    expect(readCable('护套软线 2×0.75')).toMatchObject({ model: 'RVV', spec: '2*0.75' });
    expect(readCable('硬护套线 2*2.5')).toMatchObject({ model: 'BVV', spec: '2*2.5' });
    // Either could be meant, or no such wire is made that thick, or it is a hose (软管), not the wire.
    expect(readCable('护套线 2*1.5').model).toBe('');
    expect(readCable('软护套线 3*120').model).toBe('');
    expect(readCable('护套线 3*1.5 软管').model).toBe('');
    // A model written is the model.
    expect(readCable('软护套线 RVVP 2*1.0').model).toBe('RVVP');
  });

  it('takes the rated voltage (U0/U) over the network a bare level names ("10kV电力电缆 YJV22-8.7/15kV")', () => {
    expect(readCable('10kV电力电缆 YJV22-8.7/15kV-3x400mm2')).toMatchObject({ model: 'YJV22', scope: '8.7/15kV' });
    expect(readCable('YJV-8.7/15kV 3x240 10kV')).toMatchObject({ scope: '8.7/15kV' });
    // A bare level alone is the level written.
    expect(readCable('10kV电力电缆 YJV 3*70')).toMatchObject({ scope: '10kV' });
  });

  it('keeps the words around the cable and the property the catalogue groups by', () => {
    const cable = readCable('阻燃电力电缆 ZR-YJV 4×95+1×50');
    expect(cable.words).toBe('阻燃电力电缆');
    expect(cable.prop).toBe('阻燃');
  });

  it('reads no model from standards, pipe sizes or placeholders', () => {
    expect(read('国标GB/T 12706').model).toBe('');
    expect(read('镀锌钢管 DN50').model).toBe('');
    expect(read('XX花园二期电缆询价单').model).toBe('');
  });

  it('does not take a lone number after a multi-core model as its structure', () => {
    expect(read('YJV 240')).toEqual({ model: 'YJV', scope: '', spec: '' });
    expect(read('BV 100米').spec).toBe('');
  });
});

describe('an overhead line written with its rating (JKLYJ-10/240)', () => {
  it('reads the rated kV and the cross-section after the model', () => {
    const read = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.scope, cable.spec];
    };
    expect(read('JKLYJ-10/240')).toEqual(['JKLYJ', '10kV', '1*240']);
    expect(read('架空绝缘导线 JKLYJ-1/150')).toEqual(['JKLYJ', '1kV', '1*150']);
    expect(read('jklyj－1／70')).toEqual(['JKLYJ', '1kV', '1*70']);
    // A steel-cored line's steel area is part of its model (G), no structure nor amount.
    expect(read('JKLGYJ-10/150/20')).toEqual(['JKLGYJ', '10kV', '1*150']);
    expect(readCable('JKLGYJ-10/150/20').rest.trim()).toBe('');
  });

  it('keeps a U0/U rating and a cross-section no line is made in as they were written', () => {
    expect(readCable('JKLYJ-6/10 1×95')).toMatchObject({ scope: '6/10kV', spec: '1*95' });
    expect(readCable('JKLYJ-10/7').spec).not.toBe('1*7');
    expect(readCable('JKLYJ-10/240').spec).toBe('1*240');
  });
});

describe('a state-grid material description (电力电缆,AC1kV,YJV,150,4+1,无铠装)', () => {
  it('reads the cross-section and the cores after the model, the reduced core the one made with it', () => {
    const read = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.scope, cable.spec];
    };
    expect(read('电力电缆,AC1kV,YJV,150,4+1,无铠装,无阻燃,无阻水')).toEqual(['YJV', '1kV', '4*150+1*70']);
    expect(read('电力电缆,AC1kV,YJV,10,4,无铠装,无阻燃,无阻水')).toEqual(['YJV', '1kV', '4*10']);
    expect(read('电力电缆,AC1kV,YJV22,95,3+2,钢带铠装')).toEqual(['YJV22', '1kV', '3*95+2*50']);
    expect(read('电力电缆,AC1kV,YJV,4×70+1×35,无阻燃,无铠装')).toEqual(['YJV', '1kV', '4*70+1*35']);
    // Its armour and fire class as fields of their own: ZC-YJV22.
    expect(read('电力电缆,AC1kV,YJV,240,4+1,22,ZC,无阻水')).toEqual(['ZC-YJV22', '1kV', '4*240+1*120']);
  });

  it('reads no structure from numbers after no model, a cross-section no cable has, or a reduced core not known', () => {
    expect(readCable('电缆,2025,10,4').spec).toBe('');
    expect(readCable('电力电缆,AC1kV,YJV,17,4').spec).toBe('');
    expect(readCable('电力电缆,AC1kV,YJV,400,4+1').spec).toBe('');
  });
});

describe('voltage levels', () => {
  it('writes them as the catalogue does', () => {
    expect(formatVoltage(parseVoltage('0.6/1KV')!)).toBe('0.6/1kV');
    expect(formatVoltage(parseVoltage('0.45/0.75kV')!)).toBe('450/750V');
    expect(formatVoltage(parseVoltage('8.7/15')!)).toBe('8.7/15kV');
    expect(formatVoltage(parseVoltage('10KV')!)).toBe('10kV');
  });

  it('names the same level by U alone: 1kV is 0.6/1kV, 15kV is 8.7/15kV, 10kV is not 8.7/15kV', () => {
    expect(sameVoltage(parseVoltage('1kV')!, parseVoltage('0.6/1kV')!)).toBe(true);
    expect(sameVoltage(parseVoltage('15kV')!, parseVoltage('8.7/15kV')!)).toBe(true);
    expect(sameVoltage(parseVoltage('10kV')!, parseVoltage('8.7/15kV')!)).toBe(false);
    expect(sameVoltage(parseVoltage('8.7/10kV')!, parseVoltage('8.7/15kV')!)).toBe(false);
  });

  it('reads no level from numbers that are not one', () => {
    expect(parseVoltage('2025/3')).toBeNull();
    expect(parseVoltage('27.1kV')).toBeNull();
  });
});

describe('a cable an overseas buyer names in English words', () => {
  it('makes the model of the materials written loosely (xlpe, aluminium, flexible, control)', () => {
    expect(read('need 500m 4core 95mm2 XLPE cable')).toEqual({ model: 'YJV', scope: '', spec: '4*95' });
    expect(read('2 core 6mm2 cu xlpe 0.6/1kv 250m')).toEqual({ model: 'YJV', scope: '0.6/1kV', spec: '2*6' });
    expect(read('aluminium 4x150 xlpe 800m')).toEqual({ model: 'YJLV', scope: '', spec: '4*150' });
    expect(read('3c 2.5mm flexible x 2 rolls')).toEqual({ model: 'RVV', scope: '', spec: '3*2.5' });
    expect(read('and control cable 10 core 1.5mm 400 m')).toEqual({ model: 'KVV', scope: '', spec: '10*1.5' });
    // Armour of no stated kind, or a PVC cable with no conductor named: no model, the row asks.
    expect(read('armoured 4x16 300 mtrs').model).toBe('');
    expect(read('MV cable 3 core 240 600m').model).toBe('');
  });

  it('reads an IEC construction with what its words add (a control cable, a flexible cord, a single-core wire)', () => {
    expect(read('Cu/PVC/PVC 450/750V multicore control cable 7C x 1.5 sq.mm')).toEqual({
      model: 'KVV',
      scope: '450/750V',
      spec: '7*1.5',
    });
    expect(read('Cu/PVC/PVC flexible cord 300/500V 2.5 sqmm 3 core flexible')).toEqual({
      model: 'RVV',
      scope: '300/500V',
      spec: '3*2.5',
    });
    expect(read('Earth cable Cu/PVC 450/750V, green/yellow 1C x 95 sq.mm')).toEqual({
      model: 'BV',
      scope: '450/750V',
      spec: '1*95',
    });
  });

  it("reads a Thai BOQ's names: CV of IEC 60502 as YJV (Vietnam's CV stays BV), THW as BV, cores written 4/C", () => {
    const pair = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.spec, cable.scope];
    };
    expect(pair('CV 0.6/1kV (IEC 60502-1) 4/C 95 sq.mm')).toEqual(['YJV', '4*95', '0.6/1kV']);
    expect(pair('CV 0.6/1kV (IEC 60502-1) 1/C 240 sq.mm')).toEqual(['YJV', '1*240', '0.6/1kV']);
    expect(pair('CV 8.7/15kV (IEC 60502-2) 3/C 95 sq.mm')).toEqual(['YJV', '3*95', '8.7/15kV']);
    expect(pair('CV 1x4')).toEqual(['BV', '1*4', '']);
    expect(pair('THW 1/C 2.5 sq.mm, colour coded')).toEqual(['BV', '1*2.5', '']);
    // THW is Thailand's BV only with the standard named; America's and Peru's THW(-90) is another wire.
    expect(readCable('THW 60227 IEC 01 1/C 2.5 sq.mm').unsure).toBeUndefined();
    expect(readCable('Conductor THW 6 mm2').unsure).toBe(true);
    // The 0.6/1kV written beside 4/C is no structure of its own.
    expect(pair('2/C 10 sq.mm, in HDPE pipe')).toEqual(['', '2*10', '']);
  });

  it('reads flexible PVC words: a flexible single core as BVR, H05VV-F as the cord RVV; a screened control cable as no KVV', () => {
    const pair = (text: string) => {
      const cable = readCable(text);
      return [cable.model, cable.spec];
    };
    expect(pair('Flexible single core PVC 1C x 10 mm²')).toEqual(['BVR', '1*10']);
    expect(pair('Flexible cord PVC/PVC (H05VV-F) 3C x 1.5 mm²')).toEqual(['RVV', '3*1.5']);
    expect(pair('H05VV-F 3G1.5')[0]).toBe('RVV');
    expect(pair('Control cable Cu/PVC/PVC, overall screened 12C x 1.5 mm²')).toEqual(['', '12*1.5']);
    // (VFD, the drive a screened cable feeds, is no model.)
    expect(pair('Control cable PVC/PVC 450/750V, 4C x 2.5 sq.mm, overall copper screen (for VFD)')).toEqual([
      '',
      '4*2.5',
    ]);
    expect(pair('Control cable Cu/PVC/PVC 7C x 1.5 mm²')).toEqual(['KVV', '7*1.5']);
  });

  it('reads cores in English words and a reduced core written by its area alone', () => {
    expect(read('same as before but 240mm single core').spec).toBe('1*240');
    expect(read('Cu/XLPE/PVC 0.6/1kV 4Cx95+50mm2')).toEqual({ model: 'YJV', scope: '0.6/1kV', spec: '4*95+1*50' });
    expect(read('1.5 km of 4x25+16 cu xlpe').spec).toBe('4*25+1*16');
    // A 1×35 misread as 135 is no reduced core.
    expect(read('YJV 3×70+135').spec).toBe('');
  });

  it('takes no model from an English word without a vowel ("by", "my", "pls")', () => {
    expect(read('Sure, will send by 3pm').model).toBe('');
    expect(read('pls quote my friend').model).toBe('');
  });
});
