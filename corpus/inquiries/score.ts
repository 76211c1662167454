/**
 * Scores the server against the corpus through the calls the web app makes: each sheet and PDF is uploaded
 * (batch/file/upload), each text is both pasted (read in the "browser" by @cable/contracts/inquiry, then
 * batch/cable/query) and uploaded as a .txt file, and every source row is compared with its answer key.
 *
 * correct: matched to the expected catalogue cable (voltage too when the customer wrote one) with the right metres,
 * not flagged; flagged: marked for review or unmatched (safe); silently wrong: shown as matched but the cable or the
 * metres are wrong, or a row that needs a person's look shown as matched; noise as item: a title, header, note or
 * total returned as a row; missed: an item row that did not come back at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keywordsOfRow, readInquiryText } from '@cable/contracts/inquiry';
import type { BatchKeywords, BatchQueryResult, BatchUploadResult } from '@cable/contracts/schemas/batch';
import type { AnswerKey, Expectation } from './world';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));

/** The two calls of the batch page, however they reach the server (HTTP, or inject in tests). */
export interface CorpusClient {
  upload(file: { name: string; data: Buffer; kind: 'sheet' | 'pdf' | 'text' | 'image' }): Promise<BatchUploadResult>;
  query(keywords: BatchKeywords[]): Promise<BatchQueryResult>;
}

export interface FileScore {
  file: string;
  /** How the rows reached the server. */
  route: 'upload' | 'pasted';
  sourceRows: number;
  /** Rows the key names as catalogue items. */
  known: number;
  correct: number;
  flagged: number;
  silentlyWrong: number;
  noiseAsItem: number;
  missed: number;
  /** One line per row that is not correct (for reading a failing run). */
  problems: string[];
}

/** What the server said about one source row. */
export interface Outcome {
  status: 'matched' | 'review' | 'unmatched';
  metres?: number;
  cable?: { model: string; scope: string; spec: string };
  reasons: readonly string[];
}

/** The answer keys of a corpus directory (this one unless another is named, e.g. corpus/holdout). */
export function answerKeys(dir = CORPUS_DIR): AnswerKey[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.key.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as AnswerKey);
}

/** The catalogue's level names compared loosely: "0.6/1kV" and "0.6/1KV" are one level. */
const sameScope = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

function judge(
  truth: Expectation,
  outcome: Outcome | undefined,
): keyof Omit<FileScore, 'file' | 'route' | 'sourceRows' | 'known' | 'problems'> | 'ok' {
  if (truth.expect === 'noise') return outcome ? 'noiseAsItem' : 'ok';
  if (!outcome) return 'missed';
  if (truth.expect === 'item') {
    if (outcome.status !== 'matched') return 'flagged';
    const cable = outcome.cable;
    const right =
      cable !== undefined &&
      cable.model === truth.model &&
      cable.spec === truth.spec &&
      (truth.scope === undefined || sameScope(cable.scope, truth.scope)) &&
      outcome.metres === truth.metres;
    return right ? 'correct' : 'silentlyWrong';
  }
  // review and unknown rows: safe unless shown as matched.
  return outcome.status === 'matched' ? 'silentlyWrong' : 'flagged';
}

function scoreRows(key: AnswerKey, route: FileScore['route'], byLine: Map<number, Outcome>): FileScore {
  const score: FileScore = {
    file: key.file,
    route,
    sourceRows: key.rows.length,
    known: key.rows.filter((r) => r.truth.expect === 'item').length,
    correct: 0,
    flagged: 0,
    silentlyWrong: 0,
    noiseAsItem: 0,
    missed: 0,
    problems: [],
  };
  for (const entry of key.rows) {
    const outcome = byLine.get(entry.row);
    const verdict = judge(entry.truth, outcome);
    if (verdict === 'ok') continue;
    score[verdict]++;
    // Review and unknown rows are meant to be flagged; only items that were not correct are problems.
    if (verdict === 'correct' || (verdict === 'flagged' && entry.truth.expect !== 'item')) continue;
    const got = outcome
      ? `${outcome.status} ${outcome.cable ? `${outcome.cable.model} ${outcome.cable.scope} ${outcome.cable.spec}` : '-'} ${outcome.metres ?? '?'} m [${outcome.reasons.join(', ')}]`
      : 'no row';
    score.problems.push(
      `row ${entry.row} ${verdict}: "${entry.text}" -> ${got}; expected ${JSON.stringify(entry.truth)}`,
    );
  }
  return score;
}

const KIND_OF_FILE: Record<string, 'sheet' | 'pdf' | 'text' | 'image'> = {
  xlsx: 'sheet',
  xls: 'sheet',
  csv: 'sheet',
  pdf: 'pdf',
  txt: 'text',
  png: 'image',
  jpg: 'image',
};

async function uploaded(client: CorpusClient, key: AnswerKey, dir: string): Promise<Map<number, Outcome>> {
  const { file } = key;
  const kind = KIND_OF_FILE[file.slice(file.lastIndexOf('.') + 1)]!;
  const result = await client.upload({ name: file, data: readFileSync(join(dir, file)), kind });
  const rows: { line: number; raw: string; outcome: Outcome }[] = [];
  for (const row of result.results) {
    if (row.line === undefined) throw new Error(`${file}: row ${row.index} came back without its line`);
    const info = row.infos[0];
    rows.push({
      line: row.line,
      raw: row.raw,
      outcome: {
        status: row.status,
        ...(row.metres !== undefined ? { metres: row.metres } : {}),
        ...(info ? { cable: { model: info.model, scope: info.scope, spec: info.spec } } : {}),
        reasons: row.reasons,
      },
    });
  }
  if (kind === 'image') return alignedByText(key, rows);
  return new Map(rows.map((row) => [row.line, row.outcome]));
}

/** Letters, digits and CJK characters of a text, for comparing what a key says a row holds with what was read. */
const bareText = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^0-9a-z\u4e00-\u9fff]/g, '');

/** How alike two texts are: the Dice coefficient of their character pairs (0 to 1). */
function likeness(a: string, b: string): number {
  const pairs = (text: string) => {
    const counts = new Map<string, number>();
    for (let i = 0; i + 1 < text.length; i++)
      counts.set(text.slice(i, i + 2), (counts.get(text.slice(i, i + 2)) ?? 0) + 1);
    return counts;
  };
  const x = pairs(bareText(a));
  const y = pairs(bareText(b));
  let shared = 0;
  let total = 0;
  for (const [pair, n] of x) {
    shared += Math.min(n, y.get(pair) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

/**
 * What a key's row shows on its own line: a cell marked ↑ is a merged cell's text written on a row above it (the key
 * gives it as a person reads the row), so it is not on this line to be read. A row is paired by the likelier of the
 * two: a recognition that found the merge gives the row the merged text too.
 */
const writtenOnTheLine = (text: string) => text.replace(/↑[^|]*/g, '');

/** Below this likeness a row read from a picture is not the key's row at all. */
const SAME_ROW = 0.5;

/**
 * A picture's rows paired with its key's rows by what they say, in order: how many lines a recognition finds above
 * the table (a window's title bar, a ribbon, a line broken in two) is not the question, so a row is judged against the
 * key row it reads as, not the one at its line number. Each pairing keeps both orders (the longest-likeness
 * alignment); a row whose values are wrong is still wrong, since only its text decides its pair.
 */
export function alignedByText(
  key: AnswerKey,
  rows: readonly { raw: string; outcome: Outcome }[],
): Map<number, Outcome> {
  const entries = key.rows;
  const like = entries.map((entry) =>
    rows.map((row) => Math.max(likeness(entry.text, row.raw), likeness(writtenOnTheLine(entry.text), row.raw))),
  );
  // best[i][j]: the most likeness pairing entries from i on with rows from j on.
  const best = Array.from({ length: entries.length + 1 }, () => new Array<number>(rows.length + 1).fill(0));
  for (let i = entries.length - 1; i >= 0; i--)
    for (let j = rows.length - 1; j >= 0; j--) {
      const paired = like[i]![j]! >= SAME_ROW ? like[i]![j]! + best[i + 1]![j + 1]! : 0;
      best[i]![j] = Math.max(paired, best[i + 1]![j]!, best[i]![j + 1]!);
    }
  const byRow = new Map<number, Outcome>();
  let i = 0;
  let j = 0;
  while (i < entries.length && j < rows.length) {
    const paired = like[i]![j]! >= SAME_ROW ? like[i]![j]! + best[i + 1]![j + 1]! : 0;
    if (paired > 0 && paired >= best[i]![j]!) {
      byRow.set(entries[i]!.row, rows[j]!.outcome);
      i++;
      j++;
    } else if (best[i + 1]![j]! >= best[i]![j + 1]!) i++;
    else j++;
  }
  return byRow;
}

/** Text pasted into text recognition: read by the shared parser as the browser reads it, then matched. */
async function pasted(client: CorpusClient, file: string, dir: string): Promise<Map<number, Outcome>> {
  const rows = readInquiryText(readFileSync(join(dir, file), 'utf8'));
  const keywords: BatchKeywords[] = rows.map(keywordsOfRow);
  const byLine = new Map<number, Outcome>();
  if (keywords.length === 0) return byLine;
  const result = await client.query(keywords);
  for (const answer of result.results) {
    const row = rows[answer.index]!;
    const info = answer.infos[0];
    byLine.set(row.line, {
      status: answer.status,
      ...(answer.metres !== undefined ? { metres: answer.metres } : {}),
      ...(info ? { cable: { model: info.model, scope: info.scope, spec: info.spec } } : {}),
      reasons: answer.reasons,
    });
  }
  return byLine;
}

export interface CorpusRun {
  scores: FileScore[];
  /** Text files whose pasted rows differ from the same text uploaded as a file. */
  pastedDiffers: string[];
}

export async function scoreCorpus(
  client: CorpusClient,
  dir = CORPUS_DIR,
  only: (file: string) => boolean = () => true,
): Promise<CorpusRun> {
  const scores: FileScore[] = [];
  const pastedDiffers: string[] = [];
  for (const key of answerKeys(dir).filter((k) => only(k.file))) {
    const asUpload = await uploaded(client, key, dir);
    scores.push(scoreRows(key, 'upload', asUpload));
    if (key.kind !== 'text') continue;
    const asPasted = await pasted(client, key.file, dir);
    scores.push(scoreRows(key, 'pasted', asPasted));
    const same = JSON.stringify([...asUpload].sort()) === JSON.stringify([...asPasted].sort());
    if (!same) pastedDiffers.push(key.file);
  }
  return { scores, pastedDiffers };
}

export interface Totals {
  known: number;
  correct: number;
  flagged: number;
  silentlyWrong: number;
  noiseAsItem: number;
  missed: number;
}

export function totalsOf(scores: readonly FileScore[]): Totals {
  const totals: Totals = { known: 0, correct: 0, flagged: 0, silentlyWrong: 0, noiseAsItem: 0, missed: 0 };
  for (const s of scores) for (const k of Object.keys(totals) as (keyof Totals)[]) totals[k] += s[k];
  return totals;
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`);

/** The figure as a table, one line per file and route, and the totals. */
export function formatScores(run: CorpusRun): string {
  const header = [
    'file',
    'via',
    'rows',
    'known',
    'correct',
    '%',
    'flagged',
    'silently wrong',
    'noise as item',
    'missed',
  ];
  const line = (s: FileScore | (Totals & { file: string; route: string; sourceRows: number })) => [
    s.file,
    s.route,
    String(s.sourceRows),
    String(s.known),
    String(s.correct),
    percent(s.correct, s.known),
    String(s.flagged),
    String(s.silentlyWrong),
    String(s.noiseAsItem),
    String(s.missed),
  ];
  const totals = totalsOf(run.scores);
  const rows = [
    header,
    ...run.scores.map(line),
    line({ ...totals, file: 'all', route: '', sourceRows: run.scores.reduce((n, s) => n + s.sourceRows, 0) }),
  ];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
    .join('\n');
}
