import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../fixtures/catalogue';
import { keywordMatcher } from '../../src/domain/catalogue-search';

const { cables } = buildCatalogue();
const found = (keyword: string) =>
  cables.filter((c) => keywordMatcher(keyword)!(c)).map((c) => `${c.model} ${c.scope} ${c.spec}`);

describe('the catalogue search keyword', () => {
  it('reads compact notation: BV2.5 finds the 2.5 mm² wires, KVV10*1.5 and YJV22-8.7/15-3*240 their cables', () => {
    expect(found('BV2.5')).toEqual(['BV 450/750V 1*2.5', 'BVR 450/750V 1*2.5']);
    expect(found('BV-2.5mm²')).toEqual(found('BV2.5'));
    expect(found('KVV10*1.5')).toEqual(['KVV 450/750V 10*1.5']);
    expect(found('YJV22-8.7/15-3*240')).toEqual(['YJV22 8.7/15kV 3*240']);
  });

  it('reads full width, ×, mm² and the voltage the way an inquiry writes them', () => {
    expect(found('ＹＪＶ－３×２４０＋１×１２０')).toEqual(found('YJV 3*240+1*120'));
    const hits = found('yjv 0.6/1kV 4×25+1×16mm²');
    expect(hits).toContain('YJV 0.6/1kV 4*25+1*16');
    expect(hits.every((c) => /YJV\S* 0\.6\/1kV 4\*25\+1\*16$/.test(c))).toBe(true);
    expect(found('YJV 8.7/15kV 3×240')).toEqual(['YJV 8.7/15kV 3*240', 'YJV22 8.7/15kV 3*240']);
  });

  it('still finds by words: a model, a structure prefix, a name', () => {
    expect(found('JKLYJ 10kV').length).toBe(9);
    expect(found('3*240').every((c) => c.includes('3*240'))).toBe(true);
    expect(found('软电缆').every((c) => c.startsWith('RVV'))).toBe(true);
    expect(keywordMatcher('  ')).toBeNull();
  });
});
