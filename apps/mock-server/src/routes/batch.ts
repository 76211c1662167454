import { FeatureModule } from '@cable/contracts';
import type { BatchKeywords, BatchRow } from '@cable/contracts/schemas/batch';
import type { CableInfo } from '@cable/contracts/schemas/cables';
import type { UnitMode } from '@cable/contracts/schemas/common';
import {
  type DecodedFile,
  DecodeError,
  DecoderBusyError,
  DecoderUnavailableError,
  decodeUpload,
  type UploadKind,
} from '../decoding';
import { PDF_WITHOUT_TEXT } from '../decoding/errors';
import { filledRows, pdfPlainText } from '../decoding/plain-text';
import { matchLine, parseQuoteLine, type QuoteLine, splitModelScope } from '../domain/matching';
import { ImportError, type ImportedRow, linesFromSheet, linesFromText } from '../domain/sheet-import';
import { formatStructure, tryParseStructure } from '../domain/structure-parser';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/types';
import { cableInfoFor, priceViewOf } from './cable-view';
import type { HandlerMap, Lang, UploadedFile } from './handler';
import { refusal } from './localized';

const DEFAULT_MAX_ROWS = 500;

function maxRows(store: Store): number {
  const value = store.state.systemConfigs.find((c) => c.key === 'biz.batch.maxrows')?.value;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_MAX_ROWS;
}

/**
 * A keyword row as a quotation line: model and spec when the client split them, else the texts read as
 * one free line ("YJV-0.6/1kV 3*240+1*120 200米").
 */
function lineOfKeywords(k: BatchKeywords): QuoteLine | null {
  const structure = k.spec.trim() ? tryParseStructure(k.spec) : null;
  if (structure) {
    const split = splitModelScope(k.model);
    const scope = k.scope.trim() ? splitModelScope(k.scope).scope || k.scope.trim() : split.scope;
    const raw = [k.name, k.model, k.scope, k.spec].filter(Boolean).join(' ');
    return { index: k.index, raw, model: split.model, scope, spec: formatStructure(structure), quantity: '', unit: '' };
  }
  const text = [k.model, k.scope, k.spec, k.name].filter((t) => t.trim()).join(' ');
  const parsed = parseQuoteLine(text);
  return parsed ? { ...parsed, index: k.index } : null;
}

interface Matched {
  infos: CableInfo[];
}

/** The chosen cable first, then the same model and spec at other voltage levels; none when unmatched. */
function matchCables(store: Store, user: UserRecord, line: QuoteLine | null, unit: UnitMode | undefined): Matched {
  if (!line?.model) return { infos: [] };
  const rules = store.state.batchRules[user.id] ?? [];
  const match = matchLine(line, store.state.cables, rules);
  if (!match.cable) return { infos: [] };
  const view = priceViewOf(store, user, unit);
  const ids = [match.cable, ...match.candidates.filter((id) => id !== match.cable)];
  const infos: CableInfo[] = [];
  for (const id of ids) {
    const cable = store.cableById(id);
    if (cable) infos.push(cableInfoFor(store, cable, user, view));
  }
  return { infos };
}

function keywordsOf(line: Pick<QuoteLine, 'index' | 'model' | 'scope' | 'spec'>, name = '', prop = ''): BatchKeywords {
  return {
    index: line.index,
    name: name.slice(0, 128),
    scope: line.scope.slice(0, 32),
    model: line.model.slice(0, 32),
    prop: prop.slice(0, 32),
    spec: line.spec.slice(0, 64),
  };
}

/**
 * The rows of an uploaded file. The file is decoded out of this process (src/decoding): what comes back is plain
 * data, read here into rows.
 */
async function readRows(kind: UploadKind, file: UploadedFile, user: UserRecord, lang: Lang): Promise<ImportedRow[]> {
  if (kind === 'image' && !user.grants.includes(FeatureModule.ImageBatch)) {
    throw refusal(
      'NoPermission',
      lang,
      `图片识别需要开通模块“${FeatureModule.ImageBatch}”`,
      `Image recognition needs the module "${FeatureModule.ImageBatch}"`,
    );
  }
  return rowsOf(await decodeUpload(kind, file));
}

function rowsOf(decoded: DecodedFile): ImportedRow[] {
  switch (decoded.kind) {
    case 'table':
      return linesFromSheet(filledRows(decoded));
    case 'pdf': {
      const text = pdfPlainText(decoded);
      if (!text.trim()) throw PDF_WITHOUT_TEXT;
      return linesFromText(text);
    }
    case 'image':
    case 'text':
      return linesFromText(decoded.text);
  }
}

function toBatchRow(store: Store, user: UserRecord, row: ImportedRow, unit: UnitMode | undefined): BatchRow {
  const { infos } = row.parsed ? matchCables(store, user, row, unit) : { infos: [] };
  return {
    index: row.index,
    raw: row.raw.slice(0, 1024),
    keywords: keywordsOf(row),
    ...(row.quantity ? { count: row.quantity.slice(0, 16) } : {}),
    ...(row.unit ? { unit: row.unit.slice(0, 16) } : {}),
    infos,
  };
}

export const batchHandlers: HandlerMap = {
  batchCableQuery: ({ body, session, store }) => {
    const { keywords, unit } = body.cond;
    const seen = new Map<string, CableInfo>();
    const parsedKeywords: BatchKeywords[] = [];
    const results = keywords.map((k) => {
      const line = lineOfKeywords(k);
      parsedKeywords.push(line ? keywordsOf(line, k.name, k.prop) : k);
      const { infos } = matchCables(store, session.user, line, unit);
      for (const info of infos) if (!seen.has(info.id)) seen.set(info.id, info);
      return { index: k.index, infos };
    });
    return { cables: [...seen.values()], keywords: parsedKeywords, results };
  },

  /** Counted against the user's limits: every upload once, an image also as one OCR use. */
  batchFileUpload: async ({ body, file, session, store, lang, log }) => {
    const { kind, unit } = body;
    const userId = session.user.id;
    const { used, limits } = store.usageOf(userId);
    // Refused before the work; counted only after a file was read.
    if (used.batch >= limits.limit)
      throw refusal(
        'UsageLimitReached',
        lang,
        `批量识别次数已达上限（${limits.limit} 次）`,
        `The batch recognition limit of ${limits.limit} uses is used up`,
      );
    if (kind === 'image' && used.ocr >= limits.ocr)
      throw refusal(
        'UsageLimitReached',
        lang,
        `图片识别次数已达上限（${limits.ocr} 次）`,
        `The image recognition limit of ${limits.ocr} uses is used up`,
      );
    if (file.data.length === 0) throw refusal('ValidationFailed', lang, 'file：文件为空', 'file: is empty');
    let rows: ImportedRow[];
    try {
      rows = await readRows(kind, file, session.user, lang);
    } catch (err) {
      if (err instanceof DecodeError) {
        log.warn({ kind, filename: file.filename, bytes: file.data.length, detail: err.detail }, 'upload not decoded');
        throw refusal('ValidationFailed', lang, err.zh, err.en);
      }
      if (err instanceof ImportError)
        throw refusal('ValidationFailed', lang, `文件无法读取：${err.message}`, err.message);
      if (err instanceof DecoderUnavailableError)
        throw refusal('BusinessRule', lang, `图片识别不可用：${err.reason}`, err.reason);
      if (err instanceof DecoderBusyError)
        throw refusal(
          'BusinessRule',
          lang,
          '正在识别的文件过多，请稍后再试',
          'Too many files are being read right now; try again in a moment',
        );
      throw err;
    }
    const limit = maxRows(store);
    if (rows.length > limit) {
      throw refusal(
        'BusinessRule',
        lang,
        `文件中有 ${rows.length} 行电缆，单次上传最多 ${limit} 行`,
        `The file has ${rows.length} cable rows; one upload takes at most ${limit}`,
      );
    }
    store.mutate(() => {
      store.recordUsage(userId, 'batch');
      if (kind === 'image') store.recordUsage(userId, 'ocr');
    });
    const results = rows.map((row) => toBatchRow(store, session.user, row, unit));
    return {
      kind,
      results,
      keywords: results.map((r) => r.keywords),
      unmatched: results.filter((r) => r.infos.length === 0).map((r) => r.index),
    };
  },

  batchRuleSave: ({ body, session, store }) => {
    const rules = store.saveBatchRules(session.user.id, body.form.rules);
    const view = priceViewOf(store, session.user, 0);
    const cables = rules.flatMap((rule) => {
      const cable = store.cableById(rule.cable);
      return cable ? [cableInfoFor(store, cable, session.user, view)] : [];
    });
    return { rules, cables };
  },

  batchRuleSubmit: ({ body, session, store }) => {
    const { accepted, pending } = store.submitBatchTexts(session.user.id, body.form.rules);
    return { rules: accepted, pending };
  },

  batchUsageState: ({ session, store }) => {
    const { used, limits } = store.usageOf(session.user.id);
    return { used: used.batch, limit: limits.limit, ocr: { used: used.ocr, limit: limits.ocr } };
  },
};
