/**
 * Issue 12: a 72-byte image crashed the server process. Corrupt files of every kind the upload accepts go to the
 * real server process (tsx src/server.ts, so an exit would be seen) and must each answer a 1001 envelope with a
 * clear message in Chinese, and in English with accept-language: en, while the server keeps serving the same
 * session. The decoding child process is then killed mid-job, timed out and pushed over its memory limit: each
 * fails only its own upload.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BatchUploadResult } from '@cable/contracts';
import { signRequest } from '@cable/contracts/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopDecoding, uploadDecoder, useUploadDecoder } from '../../src/decoding';
import { CHILD_LIMITS } from '../../src/decoding/limits';
import { signIn, type TestApp, type TestSession } from '../framework/harness';
import { tablePng } from '../ocr/render';
import { type CorruptFile, corruptFiles, fixtureFile, realXlsx, whitePng } from './corrupt-files';
import { type Envelope, type LiveServer, MOCK_SERVER_ROOT, SignedClient, startServer } from './live-server';
import { buildRealApp, signedMultipart } from './support';

const UPLOAD = '/biz/qms/batch/file/upload';

interface UploadFile {
  kind: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart upload to the live server, signed as the web app signs uploads (the empty-body digest). */
async function uploadLive(
  server: LiveServer,
  client: SignedClient,
  file: UploadFile,
  lang?: 'en',
): Promise<Envelope<BatchUploadResult>> {
  const headers = await signRequest({
    method: 'POST',
    path: UPLOAD,
    token: client.credentials.token,
    secret: client.credentials.secret,
  });
  const form = new FormData();
  form.set('kind', file.kind);
  form.set('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${server.url}${UPLOAD}`, {
    method: 'POST',
    headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) },
    body: form,
  }).catch((error: Error) => {
    const ended = server.child.exitCode ?? server.child.signalCode;
    const state = ended === null ? 'still running' : `exited with ${ended}`;
    throw new Error(`no answer to "${file.name}" (${error.message}); the server process is ${state}`);
  });
  return (await response.json()) as Envelope<BatchUploadResult>;
}

describe('corrupt uploads against the live server process', { timeout: 120_000 }, () => {
  let server: LiveServer;
  let client: SignedClient;
  let files: CorruptFile[];
  let exited: string | null = null;

  beforeAll(async () => {
    [server, files] = await Promise.all([startServer(), corruptFiles()]);
    server.child.once('exit', (code, signal) => {
      exited = `the server exited (${signal ?? code})`;
    });
    client = await SignedClient.signIn(server.url, 'quote');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('makes a corrupt file of every accepted kind', () => {
    const extensions = new Set(files.map((file) => file.name.split('.').pop()));
    for (const ext of ['png', 'jpg', 'bmp', 'webp', 'gif', 'xlsx', 'csv', 'pdf', 'txt'])
      expect(extensions).toContain(ext);
    expect(new Set(files.map((file) => file.kind))).toEqual(new Set(['image', 'sheet', 'pdf', 'text']));
  });

  it('answers each with a 1001 envelope in zh and en, and the same session keeps working', async () => {
    const answers: Array<{ label: string; zh: unknown; en: unknown }> = [];
    const expected: typeof answers = [];
    for (const file of files) {
      const zh = await uploadLive(server, client, file);
      const en = await uploadLive(server, client, file, 'en');
      answers.push({ label: file.label, zh: { ...zh.stat, data: zh.data }, en: { ...en.stat, data: en.data } });
      expected.push({
        label: file.label,
        zh: expect.objectContaining({ err: 1001, msg: file.zh, data: null }),
        en: expect.objectContaining({ err: 1001, msg: file.en, data: null }),
      });
    }
    expect(answers).toEqual(expected);
    expect(exited).toBeNull();
    // The session (and the state with it) survived: the same token still reads, and a good file still decodes.
    const usage = await client.post<{ used: number }>('/biz/qms/batch/usage/state', { timestamp: Date.now() });
    expect(usage.stat.err).toBe(0);
    expect(usage.data.used).toBe(0);
    const good = await uploadLive(server, client, {
      kind: 'sheet',
      name: '清单.xlsx',
      type: 'application/octet-stream',
      data: await realXlsx(),
    });
    expect(good.stat.err).toBe(0);
    expect(good.data.results.map((row) => row.keywords.model)).toEqual(['YJV', 'BV']);
  });

  it('reads a real image after the corrupt ones (the OCR engine survived them)', async () => {
    const answer = await uploadLive(server, client, {
      kind: 'image',
      name: 'inquiry.png',
      type: 'image/png',
      data: tablePng(
        [
          ['型号规格', '单位', '数量'],
          ['YJV-0.6/1kV 3×95+1×50', '米', '200'],
        ],
        [220, 60, 80],
      ),
    });
    expect(answer.stat.err).toBe(0);
    expect(exited).toBeNull();
  });

  it('refuses a picture without text instead of answering a recognition that found nothing', async () => {
    const answer = await uploadLive(server, client, {
      kind: 'image',
      name: 'blank.png',
      type: 'image/png',
      data: whitePng(320, 120),
    });
    expect(answer.stat).toMatchObject({ err: 1001, msg: '图片中没有识别到文字，请确认图片清晰完整后重新上传' });
  });
});

describe('the decoding child process fails only its own upload', { timeout: 120_000 }, () => {
  let test: TestApp;
  let quote: TestSession;
  const BOUNDARY = '----corrupt-files-test';

  beforeAll(async () => {
    test = await buildRealApp();
    quote = signIn(test.repos, 'quote');
  });
  afterAll(async () => {
    await stopDecoding();
    await test.app.close();
  });

  async function upload(file: UploadFile): Promise<Envelope<BatchUploadResult>> {
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${file.kind}\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const response = await signedMultipart(test, quote, UPLOAD, payload, BOUNDARY);
    return response.json() as Envelope<BatchUploadResult>;
  }

  const sheetUpload = (data: Buffer): UploadFile => ({
    kind: 'sheet',
    name: 'quotation-sample.xlsx',
    type: 'application/octet-stream',
    data,
  });

  it('a child killed mid-job answers 1001, and the next upload gets a fresh child', async () => {
    await stopDecoding();
    const decoder = await uploadDecoder();
    const image = readFileSync(join(MOCK_SERVER_ROOT, 'fixtures/files/images/corp-logo-1.png'));
    const pending = upload({ kind: 'image', name: 'logo.png', type: 'image/png', data: image });
    let busy: number[] = [];
    for (let waited = 0; busy.length === 0 && waited < 10_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      busy = decoder.childPids().busy;
    }
    expect(busy).toHaveLength(1);
    process.kill(busy[0]!, 'SIGKILL');
    const killed = await pending;
    expect(killed.stat).toMatchObject({ err: 1001, msg: '图片文件已损坏或无法解码（解析进程意外退出）' });
    expect(killed.data).toBeNull();
    const next = await upload(sheetUpload(fixtureFile('quotation-sample.xlsx')));
    expect(next.stat.err).toBe(0);
    expect(next.data.results).toHaveLength(10);
    expect(decoder.childPids().idle).not.toContain(busy[0]);
  });

  it('a job over the time limit answers 1001; the child is replaced', async () => {
    const decoder = await useUploadDecoder({ ...CHILD_LIMITS, timeoutMs: 1 });
    const slow = await upload(sheetUpload(fixtureFile('quotation-sample.xlsx')));
    expect(slow.stat).toMatchObject({ err: 1001, msg: '表格文件已损坏或无法读取（解析超过 0.001 秒未完成）' });
    expect(decoder.childPids()).toEqual({ busy: [], idle: [] });
    await useUploadDecoder(CHILD_LIMITS);
    const next = await upload(sheetUpload(fixtureFile('quotation-sample.xlsx')));
    expect(next.stat.err).toBe(0);
  });

  it('a child over its memory limit answers 1001', async () => {
    // Any Node process holds more than 16 MB resident: the child ends itself at its first check, or at the latest
    // when its job is decoded (a small PDF decodes between two checks).
    await useUploadDecoder({ ...CHILD_LIMITS, rssMb: 16 });
    const answer = await upload({
      kind: 'pdf',
      name: 'q.pdf',
      type: 'application/pdf',
      data: fixtureFile('quotation-sample.pdf'),
    });
    expect(answer.stat).toMatchObject({ err: 1001, msg: 'PDF 文件已损坏或无法解析（解析所需内存超过 16 MB）' });
    await useUploadDecoder(CHILD_LIMITS);
    const next = await upload({
      kind: 'pdf',
      name: 'q.pdf',
      type: 'application/pdf',
      data: fixtureFile('quotation-sample.pdf'),
    });
    expect(next.stat.err).toBe(0);
    expect(next.data.results).toHaveLength(10);
  });

  it('runs at most two children however many uploads arrive; the rest wait their turn', async () => {
    const decoder = await useUploadDecoder(CHILD_LIMITS);
    const xlsx = fixtureFile('quotation-sample.xlsx');
    let most = 0;
    const watch = setInterval(() => {
      const { busy, idle } = decoder.childPids();
      most = Math.max(most, busy.length + idle.length);
    }, 5);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(sheetUpload(xlsx))));
    clearInterval(watch);
    expect(answers.map((answer) => answer.stat.err)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  });

  it('refuses an upload as busy when every child and the waiting line are taken', async () => {
    await useUploadDecoder({ ...CHILD_LIMITS, concurrency: 1, queueLength: 1 });
    const xlsx = fixtureFile('quotation-sample.xlsx');
    const answers = await Promise.all([
      upload(sheetUpload(xlsx)),
      upload(sheetUpload(xlsx)),
      upload(sheetUpload(xlsx)),
    ]);
    expect(answers.map((answer) => answer.stat.err).sort()).toEqual([0, 0, 1050]);
    const busy = answers.find((answer) => answer.stat.err === 1050)!;
    expect(busy.stat.msg).toBe('正在识别的文件过多，请稍后再试');
    await useUploadDecoder(CHILD_LIMITS);
  });
});
