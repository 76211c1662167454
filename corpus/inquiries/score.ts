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
interface Outcome {
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
  csv: 'sheet',
  pdf: 'pdf',
  txt: 'text',
  png: 'image',
  jpg: 'image',
};

async function uploaded(client: CorpusClient, file: string, dir: string): Promise<Map<number, Outcome>> {
  const kind = KIND_OF_FILE[file.slice(file.lastIndexOf('.') + 1)]!;
  const result = await client.upload({ name: file, data: readFileSync(join(dir, file)), kind });
  const byLine = new Map<number, Outcome>();
  for (const row of result.results) {
    if (row.line === undefined) throw new Error(`${file}: row ${row.index} came back without its line`);
    const info = row.infos[0];
    byLine.set(row.line, {
      status: row.status,
      ...(row.metres !== undefined ? { metres: row.metres } : {}),
      ...(info ? { cable: { model: info.model, scope: info.scope, spec: info.spec } } : {}),
      reasons: row.reasons,
    });
  }
  return byLine;
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
    const asUpload = await uploaded(client, key.file, dir);
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
