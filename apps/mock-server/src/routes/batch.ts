import { FeatureModule } from '@cable/contracts';
import { SYSTEM_CONFIG_KEYS } from '@cable/contracts/vocabulary';
import { ApiError } from '../api-error';
import {
  DecodeCancelledError,
  type DecodedFile,
  DecodeError,
  DecoderBusyError,
  DecoderUnavailableError,
  decodeUpload,
  type UploadKind,
} from '../decoding';
import { PDF_WITHOUT_TEXT } from '../decoding/errors';
import { ImportError, pdfHasText, rowsOfDecoded } from '../domain/sheet-import';
import type { PictureRow } from '../domain/unclear-cells';
import type { HandlerMap, UploadedFile } from '../http/handler';
import type { Repositories } from '../store/repositories';
import type { UserRecord } from '../store/types';
import { cableInfoFor, priceViewOf } from '../views/cable-view';
import { clientGoneSignal } from './batch-client-gone';
import { batchRowOf, queryResultOf } from './batch-matching';

const DEFAULT_MAX_ROWS = 500;

function maxRows(repos: Repositories): number {
  const value = repos.store.state.systemConfigs.find((c) => c.key === SYSTEM_CONFIG_KEYS.batchMaxRows)?.value;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_MAX_ROWS;
}

/**
 * The rows of an uploaded file. The file is decoded out of this process (src/decoding): what comes back is plain
 * data, read here into rows. When `signal` aborts (the client went away) the decoding stops.
 */
async function readRows(
  kind: UploadKind,
  file: UploadedFile,
  user: UserRecord,
  signal: AbortSignal,
): Promise<PictureRow[]> {
  if (kind === 'image' && !user.grants.includes(FeatureModule.ImageBatch)) {
    throw new ApiError('NoPermission', {
      zh: `图片识别需要开通模块“${FeatureModule.ImageBatch}”`,
      en: `Image recognition needs the module "${FeatureModule.ImageBatch}"`,
    });
  }
  return rowsOf(await decodeUpload(kind, file, signal));
}

function rowsOf(decoded: DecodedFile): PictureRow[] {
  if (decoded.kind === 'pdf' && !pdfHasText(decoded.pages)) throw PDF_WITHOUT_TEXT;
  return rowsOfDecoded(decoded);
}

export const batchHandlers: HandlerMap = {
  batchCableQuery: ({ body, session, repos }) => queryResultOf(repos, session.user, body.cond.keywords, body.cond.unit),

  /** Counted against the user's limits: every upload once, an image also as one OCR use. */
  batchFileUpload: async ({ body, file, session, repos, log, request }) => {
    const { kind, unit } = body;
    const userId = session.user.id;
    const { used, limits } = repos.usage.usageOf(userId);
    // Refused before the work; counted only after a file was read.
    if (used.batch >= limits.limit)
      throw new ApiError('UsageLimitReached', {
        zh: `批量识别次数已达上限（${limits.limit} 次）`,
        en: `The batch recognition limit of ${limits.limit} uses is used up`,
      });
    if (kind === 'image' && used.ocr >= limits.ocr)
      throw new ApiError('UsageLimitReached', {
        zh: `图片识别次数已达上限（${limits.ocr} 次）`,
        en: `The image recognition limit of ${limits.ocr} uses is used up`,
      });
    if (file.data.length === 0) throw new ApiError('ValidationFailed', { zh: 'file：文件为空', en: 'file: is empty' });
    let rows: PictureRow[];
    const client = clientGoneSignal(request);
    try {
      rows = await readRows(kind, file, session.user, client.signal);
      // Gone while the rows were read: nothing is counted, nobody reads the answer.
      if (client.signal.aborted) throw new DecodeCancelledError();
    } catch (err) {
      if (err instanceof DecodeCancelledError) {
        log.info(
          { kind, filename: file.filename, bytes: file.data.length },
          'recognition cancelled: the client closed its request',
        );
        throw new ApiError('BusinessRule', { zh: '识别已取消', en: 'The recognition was cancelled' });
      }
      if (err instanceof DecodeError) {
        log.warn({ kind, filename: file.filename, bytes: file.data.length, detail: err.detail }, 'upload not decoded');
        throw new ApiError('ValidationFailed', { zh: err.zh, en: err.en });
      }
      if (err instanceof ImportError)
        throw new ApiError('ValidationFailed', { zh: `文件无法读取：${err.message}`, en: err.message });
      if (err instanceof DecoderUnavailableError)
        throw new ApiError('BusinessRule', { zh: `图片识别不可用：${err.reason}`, en: err.reason });
      if (err instanceof DecoderBusyError)
        throw new ApiError('BusinessRule', {
          zh: '正在识别的文件过多，请稍后再试',
          en: 'Too many files are being read right now; try again in a moment',
        });
      throw err;
    } finally {
      client.release();
    }
    const limit = maxRows(repos);
    if (rows.length > limit) {
      throw new ApiError('BusinessRule', {
        zh: `文件中有 ${rows.length} 行电缆，单次上传最多 ${limit} 行`,
        en: `The file has ${rows.length} cable rows; one upload takes at most ${limit}`,
      });
    }
    repos.store.mutate(() => {
      repos.usage.recordUsage(userId, 'batch');
      if (kind === 'image') repos.usage.recordUsage(userId, 'ocr');
    });
    const results = rows.map((row) => batchRowOf(repos, session.user, row, unit));
    return {
      kind,
      results,
      keywords: results.map((r) => r.keywords),
      unmatched: results.filter((r) => r.status === 'unmatched').map((r) => r.index),
    };
  },

  batchRuleSave: ({ body, session, repos }) => {
    const rules = repos.batch.saveBatchRules(session.user.id, body.form.rules);
    const view = priceViewOf(repos, session.user, 0);
    const cables = rules.flatMap((rule) => {
      const cable = repos.catalogue.cableById(rule.cable);
      return cable ? [cableInfoFor(repos, cable, session.user, view)] : [];
    });
    return { rules, cables };
  },

  batchRuleSubmit: ({ body, session, repos }) => {
    const { accepted, pending } = repos.batch.submitBatchTexts(session.user.id, body.form.rules);
    return { rules: accepted, pending };
  },

  batchUsageState: ({ session, repos }) => {
    const { used, limits } = repos.usage.usageOf(session.user.id);
    return { used: used.batch, limit: limits.limit, ocr: { used: used.ocr, limit: limits.ocr } };
  },
};
