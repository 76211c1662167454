/**
 * The inquiry corpus (corpus/inquiries: sheets in four customer layouts, text PDFs with each column order, a chat
 * message and rows pasted from Excel, each with its answer key) through the batch routes as the web app calls them.
 * The same scoring as `npm run accuracy`, over app.inject. Then the holdout corpus (corpus/holdout, written apart from
 * the parser) under the same rule: nothing silently wrong, no noise as an item; and the second holdout (corpus/holdout2,
 * written in session 15): nothing silently wrong, no noise, no row missed, and no fewer rows right than it reached.
 */
import { fileURLToPath } from 'node:url';

import { signRequest } from '@cable/contracts/protocol';
import type { BatchQueryResult, BatchUploadResult } from '@cable/contracts/schemas/batch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CorpusClient,
  type CorpusRun,
  formatScores,
  scoreCorpus,
  totalsOf,
} from '../../../../corpus/inquiries/score';
import { stopDecoding } from '../../src/decoding';
import { envelopeOf } from '../framework/harness';
import { type Answer, buildRoutesApp, call, ok, signIn, type TestApp } from './api-calls';

const UPLOAD = '/biz/qms/batch/file/upload';
const BOUNDARY = '----inquiry-corpus';

let test: TestApp;
let run: CorpusRun;
let holdout: CorpusRun;
let holdout2: CorpusRun;
let holdout3: CorpusRun;
let holdout4: CorpusRun;
let holdout5: CorpusRun;
let holdout6: CorpusRun;
let holdout7: CorpusRun;
let holdout8: CorpusRun;
let holdout9: CorpusRun;
let holdout10: CorpusRun;
let holdout11: CorpusRun;
let holdout12: CorpusRun;
let holdout13: CorpusRun;
let holdout14: CorpusRun;
let holdout15: CorpusRun;
let holdout16: CorpusRun;
let holdout17: CorpusRun;
let holdout18: CorpusRun;
let holdout19: CorpusRun;
let holdout20: CorpusRun;
let holdout21: CorpusRun;
let holdout22: CorpusRun;
let holdout23: CorpusRun;
let holdout24: CorpusRun;
const HOLDOUT_DIR = fileURLToPath(new URL('../../../../corpus/holdout', import.meta.url));
const HOLDOUT2_DIR = fileURLToPath(new URL('../../../../corpus/holdout2', import.meta.url));
const HOLDOUT3_DIR = fileURLToPath(new URL('../../../../corpus/holdout3', import.meta.url));
const HOLDOUT4_DIR = fileURLToPath(new URL('../../../../corpus/holdout4', import.meta.url));
const HOLDOUT5_DIR = fileURLToPath(new URL('../../../../corpus/holdout5', import.meta.url));
const HOLDOUT6_DIR = fileURLToPath(new URL('../../../../corpus/holdout6', import.meta.url));
const HOLDOUT7_DIR = fileURLToPath(new URL('../../../../corpus/holdout7', import.meta.url));
const HOLDOUT8_DIR = fileURLToPath(new URL('../../../../corpus/holdout8', import.meta.url));
const HOLDOUT9_DIR = fileURLToPath(new URL('../../../../corpus/holdout9', import.meta.url));
const HOLDOUT10_DIR = fileURLToPath(new URL('../../../../corpus/holdout10', import.meta.url));
const HOLDOUT11_DIR = fileURLToPath(new URL('../../../../corpus/holdout11', import.meta.url));
const HOLDOUT12_DIR = fileURLToPath(new URL('../../../../corpus/holdout12', import.meta.url));
const HOLDOUT13_DIR = fileURLToPath(new URL('../../../../corpus/holdout13', import.meta.url));
const HOLDOUT14_DIR = fileURLToPath(new URL('../../../../corpus/holdout14', import.meta.url));
const HOLDOUT15_DIR = fileURLToPath(new URL('../../../../corpus/holdout15', import.meta.url));
const HOLDOUT16_DIR = fileURLToPath(new URL('../../../../corpus/holdout16', import.meta.url));
const HOLDOUT17_DIR = fileURLToPath(new URL('../../../../corpus/holdout17', import.meta.url));
const HOLDOUT18_DIR = fileURLToPath(new URL('../../../../corpus/holdout18', import.meta.url));
const HOLDOUT19_DIR = fileURLToPath(new URL('../../../../corpus/holdout19', import.meta.url));
const HOLDOUT20_DIR = fileURLToPath(new URL('../../../../corpus/holdout20', import.meta.url));
const HOLDOUT21_DIR = fileURLToPath(new URL('../../../../corpus/holdout21', import.meta.url));
const HOLDOUT22_DIR = fileURLToPath(new URL('../../../../corpus/holdout22', import.meta.url));
const HOLDOUT23_DIR = fileURLToPath(new URL('../../../../corpus/holdout23', import.meta.url));
const HOLDOUT24_DIR = fileURLToPath(new URL('../../../../corpus/holdout24', import.meta.url));

beforeAll(async () => {
  test = await buildRoutesApp();
  const session = signIn(test.repos, 'quote');
  const client: CorpusClient = {
    async upload(file) {
      const payload = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${file.kind}\r\n` +
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        file.data,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const headers = await signRequest({
        method: 'POST',
        path: UPLOAD,
        token: session.token,
        secret: session.key,
        now: test.clock.now(),
      });
      const response = await test.app.inject({
        method: 'POST',
        url: UPLOAD,
        payload,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      return ok(envelopeOf(response) as Answer<BatchUploadResult>);
    },
    async query(keywords) {
      return ok(await call<BatchQueryResult>(test, '/biz/qms/batch/cable/query', { cond: { keywords } }, { session }));
    },
  };
  run = await scoreCorpus(client);
  holdout = await scoreCorpus(client, HOLDOUT_DIR);
  holdout2 = await scoreCorpus(client, HOLDOUT2_DIR);
  holdout3 = await scoreCorpus(client, HOLDOUT3_DIR);
  holdout4 = await scoreCorpus(client, HOLDOUT4_DIR);
  holdout5 = await scoreCorpus(client, HOLDOUT5_DIR);
  holdout6 = await scoreCorpus(client, HOLDOUT6_DIR);
  holdout7 = await scoreCorpus(client, HOLDOUT7_DIR);
  holdout8 = await scoreCorpus(client, HOLDOUT8_DIR);
  holdout9 = await scoreCorpus(client, HOLDOUT9_DIR);
  holdout10 = await scoreCorpus(client, HOLDOUT10_DIR);
  holdout11 = await scoreCorpus(client, HOLDOUT11_DIR);
  holdout12 = await scoreCorpus(client, HOLDOUT12_DIR);
  holdout13 = await scoreCorpus(client, HOLDOUT13_DIR);
  holdout14 = await scoreCorpus(client, HOLDOUT14_DIR);
  holdout15 = await scoreCorpus(client, HOLDOUT15_DIR);
  holdout16 = await scoreCorpus(client, HOLDOUT16_DIR);
  holdout17 = await scoreCorpus(client, HOLDOUT17_DIR);
  holdout18 = await scoreCorpus(client, HOLDOUT18_DIR);
  holdout19 = await scoreCorpus(client, HOLDOUT19_DIR);
  holdout20 = await scoreCorpus(client, HOLDOUT20_DIR);
  holdout21 = await scoreCorpus(client, HOLDOUT21_DIR);
  holdout22 = await scoreCorpus(client, HOLDOUT22_DIR);
  holdout23 = await scoreCorpus(client, HOLDOUT23_DIR);
  holdout24 = await scoreCorpus(client, HOLDOUT24_DIR);
}, 300_000);

afterAll(async () => {
  await test.app.close();
  await stopDecoding();
});

describe('the inquiry corpus through the batch routes', () => {
  it('has at least 400 known rows over sheets in three layouts or more, both PDF column orders and pasted text', () => {
    const files = new Set(run.scores.map((s) => s.file));
    expect([...files].filter((f) => f.endsWith('.xlsx')).length).toBeGreaterThanOrEqual(3);
    expect([...files].filter((f) => f.endsWith('.pdf')).length).toBeGreaterThanOrEqual(2);
    expect(run.scores.some((s) => s.route === 'pasted')).toBe(true);
    expect(totalsOf(run.scores.filter((s) => s.route === 'upload')).known).toBeGreaterThanOrEqual(400);
  });

  it('shows nothing wrong as matched and takes no noise row as an item', () => {
    const totals = totalsOf(run.scores);
    const problems = run.scores.flatMap((s) => s.problems.map((p) => `${s.file} (${s.route}) ${p}`));
    expect(totals.silentlyWrong, `${formatScores(run)}\n${problems.join('\n')}`).toBe(0);
    expect(totals.noiseAsItem, formatScores(run)).toBe(0);
  });

  it('gets at least 98 % of known rows right (cable and metres), in every file', () => {
    for (const score of run.scores) {
      expect(
        score.correct / score.known,
        `${score.file} (${score.route})\n${score.problems.join('\n')}`,
      ).toBeGreaterThanOrEqual(0.98);
    }
  });

  it('reads pasted text as the same rows as the same text uploaded as a file', () => {
    expect(run.pastedDiffers).toEqual([]);
  });
});

describe('the holdout corpus through the batch routes', () => {
  const problems = () => holdout.scores.flatMap((s) => s.problems.map((p) => `${s.file} (${s.route}) ${p}`));

  it('shows nothing wrong as matched, takes no noise row as an item and misses no row', () => {
    const totals = totalsOf(holdout.scores);
    expect(totals.known).toBeGreaterThanOrEqual(140);
    expect(totals.silentlyWrong, `${formatScores(holdout)}\n${problems().join('\n')}`).toBe(0);
    expect(totals.noiseAsItem, `${formatScores(holdout)}\n${problems().join('\n')}`).toBe(0);
    expect(totals.missed, `${formatScores(holdout)}\n${problems().join('\n')}`).toBe(0);
  });

  it('gets at least 98 % of its known rows right overall (the rest go to review)', () => {
    const totals = totalsOf(holdout.scores);
    expect(totals.correct / totals.known, problems().join('\n')).toBeGreaterThanOrEqual(0.98);
  });
});

describe('the second holdout through the batch routes', () => {
  const problems = () => holdout2.scores.flatMap((s) => s.problems.map((p) => `${s.file} (${s.route}) ${p}`));

  it('shows nothing wrong as matched, takes no noise row as an item and misses no row', () => {
    const totals = totalsOf(holdout2.scores);
    expect(totals.known).toBeGreaterThanOrEqual(200);
    expect(totals.silentlyWrong, `${formatScores(holdout2)}\n${problems().join('\n')}`).toBe(0);
    expect(totals.noiseAsItem, `${formatScores(holdout2)}\n${problems().join('\n')}`).toBe(0);
    expect(totals.missed, `${formatScores(holdout2)}\n${problems().join('\n')}`).toBe(0);
  });

  it('gets at least 94 % of its known rows right (the rest go to review: 10 kV written alone, 460.000, a chat answer)', () => {
    const totals = totalsOf(holdout2.scores);
    expect(totals.correct / totals.known, problems().join('\n')).toBeGreaterThanOrEqual(0.94);
  });

  it('reads pasted text as the same rows as the same text uploaded as a file', () => {
    expect(holdout2.pastedDiffers).toEqual([]);
  });
});

describe('the third holdout through the batch routes', () => {
  const problems = () => holdout3.scores.flatMap((s) => s.problems.map((p) => `${s.file} (${s.route}) ${p}`));

  it('shows nothing wrong as matched but where its key and the first corpus disagree', () => {
    // The two judgement calls this key makes against the earlier keys (docs/ocr.md): an unstated voltage of a cable
    // made at 0.6/1kV and 8.7/15kV is 0.6/1kV there, a question here; a chat line a later one changes is read as written.
    const known = [
      /site-requisition\.xlsx \(upload\) row 31 /,
      /sms-no-punctuation\.txt \((?:upload|pasted)\) row 18 /,
      /wechat-forward\.txt \((?:upload|pasted)\) row 13 /,
    ];
    const wrong = problems().filter((p) => p.includes('silentlyWrong') && !known.some((k) => k.test(p)));
    expect(wrong, `${formatScores(holdout3)}\n${problems().join('\n')}`).toEqual([]);
  });

  it('takes no noise row as an item but two questions it flags and three rows the sheet hides, misses at most a non-cable, gets 97 % right', () => {
    const totals = totalsOf(holdout3.scores);
    expect(totals.known).toBeGreaterThanOrEqual(240);
    // Its key has the three rows two-sheet-list.xlsx hides as noise ("the workbook does not show it"); the fourteenth
    // holdout's writer keys hidden rows review, and a hidden row is now read and asked about (row-hidden).
    expect(totals.noiseAsItem, problems().join('\n')).toBeLessThanOrEqual(5);
    expect(totals.missed, problems().join('\n')).toBeLessThanOrEqual(1);
    expect(totals.correct / totals.known, problems().join('\n')).toBeGreaterThanOrEqual(0.97);
    expect(holdout3.pastedDiffers).toEqual([]);
  });
});

describe('the fourth holdout through the batch routes', () => {
  const problems = () => holdout4.scores.flatMap((s) => s.problems.map((p) => `${s.file} (${s.route}) ${p}`));

  it('shows nothing wrong as matched, misses nothing, gets 98 % right', () => {
    const totals = totalsOf(holdout4.scores);
    expect(totals.known).toBeGreaterThanOrEqual(260);
    expect(totals.silentlyWrong, `${formatScores(holdout4)}\n${problems().join('\n')}`).toBe(0);
    expect(totals.missed, problems().join('\n')).toBe(0);
    // Labour and machine shifts of a 人材机汇总 and a question of the supplier's are flagged rows, not items: a person
    // removes them (docs/ocr.md).
    expect(totals.noiseAsItem, problems().join('\n')).toBeLessThanOrEqual(6);
    expect(totals.correct / totals.known, problems().join('\n')).toBeGreaterThanOrEqual(0.98);
    expect(holdout4.pastedDiffers).toEqual([]);
  });
});

/**
 * The holdouts written in sessions 17 to 20, each held where it stands (docs/ocr.md, twelfth round): never a silently wrong
 * row; the rest of what is not right flagged. holdout5: a line taking a cable back (不要了) is noise, as the third
 * holdout keys it, and the supplier's questions and echoes in the English chat come through as flagged rows. holdout6:
 * the supplier's questions, replies and prices in the chats, and a termination's second line, are flagged rows.
 * holdout7: written at the end of session 17, mended in sessions 17 and 18. holdout8: written and mended in session 18;
 * its notes that move a change to another row than its key puts it on are flagged rows or noise read as items.
 * holdout9: written and mended in session 18 and 19 (Korea's model names, F-CV, FR-CV, F-CVV, VCTF, read in 19).
 * holdout10: written and mended in session 19; a salesperson's own restatement and technical notes come through as
 * flagged rows. holdout11: written and mended in session 19; its wrapped OCR rows, the voice notes' 同样的 and
 * corrections by description, and a 同第26项 amount are flagged or missed. holdout12: written in session 19, mended in
 * 19 and 20; a tender's questions and answers, a 接龙's 同1 and its example line, notes settling amounts (按盘长×盘数备货)
 * and Indonesian roll lengths given in a later message are flagged rows, noise read as items or missed. holdout13:
 * written and mended in session 20; a share added to every line above (以上每項再加一成) sends them all to review.
 * holdout14: written in session 20, mended in 21; its 3.5C rows are flagged (spec-ambiguous, as holdouts 3 and 5 key
 * them). An amount note on one item is now the item at the note's line, its row taken out: holdout8's key has the
 * row at the new amount and the note as noise, so its tender-breakdown note is a noise row read as an item. Its THW
 * rows are suggestions (BV, model-uncertain): the fifteenth holdout's Peruvian THW is another wire. holdout15: written
 * and mended in session 21; lugs and tray in a Spanish mail and its subject and terms lines (flagged rows) are missed
 * or read as rows; Japan's single-core CV 600V 1C-400sq and control CVV are flagged (not-in-catalogue). holdout16:
 * written and mended in session 21; an e-commerce order's wires named without a model (家装电线 4平方) and GOST
 * names the catalogue lacks are flagged, a mail's address and a Russian mail's terms lines are flagged rows.
 * holdout17: written blind and mended in session 24 (its first contact 24 of 87, 16 silently wrong); France's CR1-C1
 * asks (NH-YJV offered), and a French note cancelling a line is no row of its own (the key makes it one to review).
 * holdout18: written blind in session 24, mended in 24 and 25 (its first contact 25 of 83, 6 silently wrong); its
 * 3.5-core rows ask (spec-ambiguous), as holdouts 3, 5 and 14 do. holdout19: written blind and mended in session 25
 * (its first contact 30 of 99, 8 silently wrong); a decimal comma in a Turkish sheet's structure (3x2,5) asks, as the
 * second holdout keys it, and its 3.5-core rows ask. holdout20: written blind and mended in session 26 (its first
 * contact 103 of 106, 4 silently wrong); three BV wires in one conduit (BV-3×2.5, 3根穿管) ask, and a platform's notice
 * (收到 14 条新询盘) is a flagged row. holdout21: written blind and mended in session 28 (its first contact 89 of 95,
 * 4 silently wrong); a 3.5-core row asks, and two lines of an English mail's prose (Rev.0, QCS) are unmatched rows.
 * holdout22: written blind and mended in session 28 (its first contact 61 of 94, 4 silently wrong; two of its files
 * old .xls); an item note changing a line's amount flags that line rather than becoming a row of its own.
 * holdout23: written blind and mended in session 28 (its first contact 45 of 76, 6 silently wrong); an electrician's
 * wire named by its size alone (2.5的线) is offered as BV to confirm, SWA cables ask. Since session 32 an accessory
 * asked for with its amount or to be quoted (a tray, lugs, conduit, terminations) and a sender's line naming goods by
 * a word (王师傅：网线一箱) are unmatched rows, no longer missed, and a mail's subject or postal box is no row.
 * holdout24: written blind and mended in session 32 (its first contact 102 of 109, 13 silently wrong over both routes);
 * a checklist line naming a wire by its kind alone (地埋线, no size) is a miss.
 */
const LATER_HOLDOUTS = [
  { name: 'fifth', run: () => holdout5, known: 238, missed: 0, noise: 6, correct: 0.97 },
  { name: 'sixth', run: () => holdout6, known: 169, missed: 0, noise: 9, correct: 0.98 },
  { name: 'seventh', run: () => holdout7, known: 216, missed: 4, noise: 2, correct: 0.96 },
  { name: 'eighth', run: () => holdout8, known: 199, missed: 0, noise: 5, correct: 0.97 },
  { name: 'ninth', run: () => holdout9, known: 173, missed: 0, noise: 7, correct: 0.97 },
  { name: 'tenth', run: () => holdout10, known: 183, missed: 0, noise: 4, correct: 0.97 },
  { name: 'eleventh', run: () => holdout11, known: 217, missed: 2, noise: 4, correct: 0.92 },
  { name: 'twelfth', run: () => holdout12, known: 170, missed: 3, noise: 16, correct: 0.875 },
  { name: 'thirteenth', run: () => holdout13, known: 107, missed: 1, noise: 12, correct: 0.73 },
  { name: 'fourteenth', run: () => holdout14, known: 94, missed: 0, noise: 0, correct: 0.91 },
  { name: 'fifteenth', run: () => holdout15, known: 63, missed: 0, noise: 0, correct: 0.95 },
  { name: 'sixteenth', run: () => holdout16, known: 73, missed: 0, noise: 0, correct: 0.89 },
  { name: 'seventeenth', run: () => holdout17, known: 87, missed: 2, noise: 0, correct: 0.97 },
  { name: 'eighteenth', run: () => holdout18, known: 83, missed: 0, noise: 0, correct: 0.9 },
  { name: 'nineteenth', run: () => holdout19, known: 99, missed: 0, noise: 0, correct: 0.92 },
  { name: 'twentieth', run: () => holdout20, known: 106, missed: 0, noise: 2, correct: 0.99 },
  { name: 'twenty-first', run: () => holdout21, known: 95, missed: 0, noise: 4, correct: 0.97 },
  { name: 'twenty-second', run: () => holdout22, known: 94, missed: 4, noise: 6, correct: 0.96 },
  { name: 'twenty-third', run: () => holdout23, known: 76, missed: 0, noise: 0, correct: 0.84 },
  { name: 'twenty-fourth', run: () => holdout24, known: 109, missed: 2, noise: 5, correct: 0.96 },
];

describe.each(LATER_HOLDOUTS)('the $name holdout through the batch routes', (held) => {
  const problems = () => held.run().scores.flatMap((s) => s.problems.map((p) => `${s.file} (${s.route}) ${p}`));

  it(`shows nothing wrong as matched, misses at most ${held.missed}, gets ${held.correct * 100} % right`, () => {
    const totals = totalsOf(held.run().scores);
    expect(totals.known).toBeGreaterThanOrEqual(held.known);
    expect(totals.silentlyWrong, `${formatScores(held.run())}\n${problems().join('\n')}`).toBe(0);
    expect(totals.missed, problems().join('\n')).toBeLessThanOrEqual(held.missed);
    expect(totals.noiseAsItem, problems().join('\n')).toBeLessThanOrEqual(held.noise);
    expect(totals.correct / totals.known, problems().join('\n')).toBeGreaterThanOrEqual(held.correct);
    expect(held.run().pastedDiffers).toEqual([]);
  });
});
