import { GUEST_SECRET, GUEST_TOKEN, signRequest } from '@cable/contracts/protocol';
import { apiBaseUrl } from '../api/app-client';
import { ClientError, ServerError } from '../api/errors';
import type { RequestBody } from '../api/types';
import { HTTP_TIMEOUT_MS } from '../config/constants';
import { sessionStore } from '../stores/session-store';

const EXCEL_PATH = '/biz/qms/inventory/excel/download';

/** The file name from Content-Disposition (RFC 5987 filename* first), else a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape falls through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * excel/download answers the .xlsx itself, which the shared JSON client cannot return, so this one call is
 * signed and sent here; a refusal still comes as a {data, stat} envelope and is raised as a ServerError.
 */
export async function downloadExcel(
  body: RequestBody<typeof EXCEL_PATH>,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<{ blob: Blob; fileName: string }> {
  const profile = sessionStore.get().profile;
  const token = profile?.token || GUEST_TOKEN;
  const secret = profile?.token ? profile.key : GUEST_SECRET;
  const json = JSON.stringify(body);
  const headers = await signRequest({ method: 'POST', path: EXCEL_PATH, body: json, token, secret });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(`${apiBaseUrl().replace(/\/+$/, '')}${EXCEL_PATH}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: json,
      signal: controller.signal,
    });
  } catch (error) {
    throw new ClientError(
      controller.signal.aborted ? 'timeout' : 'network',
      error instanceof Error ? error.message : String(error),
      EXCEL_PATH,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const envelope = (await response.json().catch(() => undefined)) as
      | { data?: unknown; stat?: { err?: number; msg?: string } }
      | undefined;
    const err = envelope?.stat?.err ?? -1;
    throw new ServerError(err, envelope?.stat?.msg ?? `HTTP ${response.status}`, EXCEL_PATH, envelope?.data);
  }
  if (!response.ok) throw new ClientError('bad-response', `HTTP ${response.status}`, EXCEL_PATH);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), 'quotation.xlsx'),
  };
}
