import { readInquiryLine, readInquiryText } from '@cable/contracts/inquiry';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../fixtures/catalogue';
import { closeModels, type MatchableRow, matchRow, ruleFor } from '../../src/domain/matching';

const { cables } = buildCatalogue();
const byId = (id: string | null) => cables.find((c) => c.id === id);

/** A typed line as the parser reads it. */
function row(text: string): MatchableRow {
  const read = readInquiryLine(text, 1);
  if (!read) throw new Error(`"${text}" reads as no row`);
  return read;
}

describe('matchRow', () => {
  it('matches model, structure and the stated voltage', () => {
    const match = matchRow(row('YJV-0.6/1kV 3*240+1*120 200米'), cables);
    expect(match.reasons).toEqual([]);
    expect(byId(match.cable)).toMatchObject({ model: 'YJV', scope: '0.6/1kV', spec: '3*240+1*120' });
    const medium = matchRow(row('YJV22-8.7/15-3*240 1.2km'), cables);
    expect(byId(medium.cable)).toMatchObject({ model: 'YJV22', scope: '8.7/15kV', spec: '3*240' });
  });

  it('takes an unstated voltage of a power cable as 0.6/1kV, and lists the other levels after it', () => {
    const match = matchRow(row('YJV 3*240 100米'), cables);
    expect(byId(match.cable)).toMatchObject({ scope: '0.6/1kV' });
    expect(match.candidates.map((id) => byId(id)!.scope)).toEqual(['0.6/1kV', '8.7/15kV']);
  });

  it('asks which voltage when the catalogue has several and none is 0.6/1kV, or the stated one is not made', () => {
    for (const text of ['YJV 1*500 300米', 'JKLYJ 1*150 900米', 'YJV22-10kV-3*240 420米']) {
      const match = matchRow(row(text), cables);
      expect(match.cable, text).toBeNull();
      expect(match.reasons, text).toEqual(['voltage-ambiguous']);
      expect(match.candidates.length, text).toBeGreaterThan(0);
    }
  });

  it("takes an unstated voltage from the row's section heading, never against the cable's only one", () => {
    const [underMedium, control] = readInquiryText(
      ['一、8.7/15kV电缆', 'YJV 3*240 100米', 'KVV 4*1.5 200米'].join('\n'),
    );
    expect(underMedium!.section).toBe('8.7/15kV');
    expect(byId(matchRow(underMedium!, cables).cable)).toMatchObject({ scope: '8.7/15kV' });
    // KVV is made at 450/750V only: the heading tells no voltage of it.
    expect(byId(matchRow(control!, cables).cable)).toMatchObject({ model: 'KVV', scope: '450/750V' });
    // A heading naming a level none of the cable's voltages is (10kV for YJV 1×240): a person chooses.
    const [tenKv] = readInquiryText(['一、10kV电缆', 'YJV 1*240 180米'].join('\n'));
    expect(matchRow(tenKv!, cables)).toMatchObject({ cable: null, reasons: ['voltage-ambiguous'] });
    // A heading without a voltage ends the one before it.
    const rows = readInquiryText(['一、8.7/15kV电缆', '二、低压电缆', 'YJV 3*240 100米'].join('\n'));
    expect(rows[0]!.section).toBeUndefined();
  });

  it('never matches a model that is only close to a catalogue one: it suggests, for review', () => {
    for (const [text, suggested] of [
      ['KW-4×1.5 200米', 'KVV'],
      ['KVW 10*1.5 400米', 'KVV'],
      ['YJY-4×25+1×16 150米', 'YJV'],
    ] as const) {
      const match = matchRow(row(text), cables);
      expect(match.cable, text).toBeNull();
      expect(match.reasons, text).toEqual(['model-uncertain']);
      expect(byId(match.candidates[0]!)?.model, text).toBe(suggested);
    }
  });

  it('leaves models the catalogue does not have, and structures it does not make, unmatched', () => {
    expect(matchRow(row('DJYPVP 2*1.0 500米'), cables)).toMatchObject({ cable: null, reasons: ['model-unknown'] });
    expect(matchRow(row('NH-YJV 3*300 100米'), cables)).toMatchObject({ cable: null, reasons: ['not-in-catalogue'] });
    expect(matchRow(row('镀锌钢管 DN50 120米'), cables)).toMatchObject({ cable: null, reasons: ['model-unknown'] });
  });
});

describe('closeModels', () => {
  const models = new Set(cables.map((c) => c.model));

  it('finds one slip or an OCR confusion (W for VV), and nothing for distant models', () => {
    expect(closeModels('KW', models)).toEqual(['KVV']);
    expect(closeModels('KVW', models)).toEqual(['KVV']);
    expect(closeModels('ZR-YJV22', models)).toEqual([]);
    expect(closeModels('DJYPVP', models)).toEqual([]);
  });
});

describe('the user rules', () => {
  const cable = cables.find((c) => c.model === 'KVV' && c.spec === '4*1.5')!;
  const rules = [{ cable: cable.id, matches: ['控制电缆 KW-4×1.5 米 200'] }];

  it('apply to the row they were learnt from, and to the same item with another quantity or layout', () => {
    const learnt = {
      model: 'KW',
      scope: '',
      spec: '4*1.5',
      raw: '控制电缆 KW-4×1.5 米 200',
      item: '控制电缆 KW-4×1.5',
    };
    expect(ruleFor(learnt, rules)?.cable).toBe(cable.id);
    expect(matchRow(learnt, cables, rules)).toMatchObject({ cable: cable.id, by: 'rule', reasons: [] });
    const other = { ...learnt, raw: '12 控制电缆 KW-4×1.5 米 350', item: '控制电缆 KW-4×1.5' };
    expect(ruleFor(other, rules)?.cable).toBe(cable.id);
  });

  it('apply a wording typed in the settings wherever a row contains it as a whole word', () => {
    const typed = [{ cable: cable.id, matches: ['kw-4*1.5'] }];
    expect(ruleFor(row('KW－4×1.5mm² 200米'), typed)?.cable).toBe(cable.id);
    expect(ruleFor(row('KW-4×1.5 200米'), [{ cable: cable.id, matches: ['KW-4×1'] }])).toBeNull();
  });
});
