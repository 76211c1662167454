import { FeatureModule } from '@cable/contracts';
import type { InquiryRow } from '@cable/contracts/inquiry';
import {
  type DecodedFile,
  DecodeError,
  DecoderBusyError,
  DecoderUnavailableError,
  decodeUpload,
  type UploadKind,
} from '../decoding';
import { PDF_WITHOUT_TEXT } from '../decoding/errors';
import { ImportError, pdfHasText, rowsOfDecoded } from '../domain/sheet-import';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/types';
import { batchRowOf, queryResultOf } from './batch-matching';
import { cableInfoFor, priceViewOf } from './cable-view';
import type { HandlerMap, Lang, UploadedFile } from './handler';
import { refusal } from './localized';

const DEFAULT_MAX_ROWS = 500;

function maxRows(store: Store): number {
  const value = store.state.systemConfigs.find((c) => c.key === 'biz.batch.maxrows')?.value;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_MAX_ROWS;
}

/**
 * The rows of an uploaded file. The file is decoded out of this process (src/decoding): what comes back is plain
 * data, read here into rows.
 */
async function readRows(kind: UploadKind, file: UploadedFile, user: UserRecord, lang: Lang): Promise<InquiryRow[]> {
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

function rowsOf(decoded: DecodedFile): InquiryRow[] {
  if (decoded.kind === 'pdf' && !pdfHasText(decoded.pages)) throw PDF_WITHOUT_TEXT;
  return rowsOfDecoded(decoded);
}

export const batchHandlers: HandlerMap = {
  batchCableQuery: ({ body, session, store }) => queryResultOf(store, session.user, body.cond.keywords, body.cond.unit),

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
    let rows: InquiryRow[];
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
    const results = rows.map((row) => batchRowOf(store, session.user, row, unit));
    return {
      kind,
      results,
      keywords: results.map((r) => r.keywords),
      unmatched: results.filter((r) => r.status === 'unmatched').map((r) => r.index),
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
