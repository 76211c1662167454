/**
 * Recognising pictures through the upload route: the unsure cells a flagged row names (app.inject with a corpus
 * screenshot), and a recognition the client gives up (a live server on a loopback port, a real connection aborted
 * mid-recognition): the decoding child is killed, nothing is counted, the next upload works.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BatchUploadResult, BatchUsage } from '@cable/contracts';
import { inquiryHeader } from '@cable/contracts/inquiry';
import { signRequest } from '@cable/contracts/protocol';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeUpload, stopDecoding, uploadDecoder } from '../../src/decoding';
import { tableOfBoxes } from '../../src/domain/ocr-table';
import { envelopeOf } from '../framework/harness';
import { type Answer, buildRoutesApp, callBare, ok, signIn, type TestApp, type TestSession } from './api-calls';

const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '../../../../corpus/images');
const UPLOAD = '/biz/qms/batch/file/upload';
const BOUNDARY = '----batch-recognition-test';
const CHECKED_COLUMNS = ['model', 'spec', 'modelSpec', 'voltage', 'quantity', 'unit'];

let test: TestApp;
let quote: TestSession;
beforeEach(async () => {
  test = await buildRoutesApp();
  quote = signIn(test.repos, 'quote');
});
afterEach(async () => {
  await test.app.close();
});
afterAll(async () => {
  await stopDecoding();
});

const picture = (name: string) => readFileSync(join(IMAGES, name));

function multipart(name: string, type: string, data: Buffer): Buffer {
  const field = (key: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      `${field('kind', 'image')}${field('unit', '0')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Headers of a signed multipart upload (its body digest is of the empty string, as the web app signs it). */
async function uploadHeaders(session: TestSession): Promise<Record<string, string>> {
  const signed = await signRequest({
    method: 'POST',
    path: UPLOAD,
    token: session.token,
    secret: session.key,
    now: test.clock.now(),
  });
  return { ...signed, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
}

async function injectUpload(session: TestSession, name: string, data: Buffer): Promise<Answer<BatchUploadResult>> {
  const response = await test.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: multipart(name, name.endsWith('.png') ? 'image/png' : 'image/jpeg', data),
    headers: await uploadHeaders(session),
  });
  return envelopeOf(response) as Answer<BatchUploadResult>;
}

/**
 * A corpus screenshot with the quantity of one row painted over, as a smudge or a fold hides it: the column has a
 * quantity in every other row, so the recognition is unsure of that cell whatever its engine reads elsewhere.
 */
/**
 * The tuning screenshot with the third sure quantity made unreadable: `smudged`, its pixels smeared along the row into
 * a grey band (a wet thumb, a motion blur: detection sees something, recognition reads nothing), or `blanked`, painted
 * white (the customer left it empty).
 */
async function screenshotWithQuantity(edit: 'smudged' | 'blanked') {
  const data = picture('a-screenshot-sans.png');
  const decoded = await decodeUpload('image', { filename: 'a.png', mimetype: 'image/png', data });
  if (decoded.kind !== 'image') throw new Error(`decoded as ${decoded.kind}`);
  const table = tableOfBoxes([decoded.boxes]);
  const quantity = inquiryHeader(table)!.roles.indexOf('quantity');
  // The third row with a quantity read sure.
  const r = table.rows
    .map((_cells, index) => index)
    .filter((index) => table.places[index]?.[quantity] && (table.confidence[index]?.[quantity] ?? 0) > 0.9)[2]!;
  const cell = table.places[r]![quantity]!;
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(data);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const [x, y, w, h] = [
    Math.round(cell.x) - 2,
    Math.round(cell.y) - 2,
    Math.round(cell.width) + 4,
    Math.round(cell.height) + 4,
  ];
  if (edit === 'blanked') {
    context.fillStyle = '#ffffff';
    context.fillRect(x, y, w, h);
  } else {
    const pixels = context.getImageData(x, y, w, h);
    for (let row = 0; row < h; row++) {
      const sum = [0, 0, 0];
      for (let col = 0; col < w; col++) for (let k = 0; k < 3; k++) sum[k]! += pixels.data[(row * w + col) * 4 + k]!;
      for (let col = 0; col < w; col++) for (let k = 0; k < 3; k++) pixels.data[(row * w + col) * 4 + k] = sum[k]! / w;
    }
    context.putImageData(pixels, x, y);
  }
  return { png: canvas.toBuffer('image/png'), line: r + 1, width: image.width, height: image.height, hidden: cell };
}

describe('a screenshot of a Chinese inquiry table with a quantity smudged or left empty', () => {
  it('flags that row and names the cell and where it is in the picture; no other row names cells', {
    timeout: 120_000,
  }, async () => {
    const edited = await screenshotWithQuantity('smudged');
    const result = ok(await injectUpload(quote, 'a-screenshot-sans.png', edited.png));
    const row = result.results.find((r) => r.line === edited.line)!;
    expect(row.status).not.toBe('matched');
    expect(row.reasons).toContain('text-unclear');
    expect(row.unclear).toHaveLength(1);
    const [cell] = row.unclear!;
    // Nothing was read there: the row's whole line is where to look.
    expect(cell).toMatchObject({ column: 'quantity', text: '', confidence: 0, page: 1, rotation: 0 });
    expect(cell!.box.x + cell!.box.width).toBeLessThanOrEqual(edited.width);
    expect(cell!.box.y + cell!.box.height).toBeLessThanOrEqual(edited.height);
    expect(cell!.box.width).toBeGreaterThan(edited.width / 2);
    expect(cell!.box.height).toBeLessThan(60);
    const middle = edited.hidden.y + edited.hidden.height / 2;
    expect(cell!.box.y).toBeLessThan(middle);
    expect(cell!.box.y + cell!.box.height).toBeGreaterThan(middle);
    for (const other of result.results) {
      if (other.reasons.includes('text-unclear')) {
        expect(other.status).not.toBe('matched');
        expect(other.unclear?.length).toBeGreaterThan(0);
        for (const unsure of other.unclear ?? []) expect(CHECKED_COLUMNS).toContain(unsure.column);
      } else expect(other.unclear).toBeUndefined();
    }
    // A box per cell keeps the answer small.
    expect(JSON.stringify(row.unclear).length).toBeLessThan(200);
  });

  it('takes a quantity cell the picture shows empty for blank: the row asks for its quantity, no cell is unsure', {
    timeout: 120_000,
  }, async () => {
    const edited = await screenshotWithQuantity('blanked');
    const result = ok(await injectUpload(quote, 'a-screenshot-sans.png', edited.png));
    const row = result.results.find((r) => r.line === edited.line)!;
    expect(row.status).not.toBe('matched');
    expect(row.reasons).toContain('quantity-missing');
    expect(row.reasons).not.toContain('text-unclear');
    expect(row.unclear).toBeUndefined();
  });
});

/** Whether a process of this id is alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a recognition the client gives up (live server)', () => {
  it('stops its decoding job when the request is aborted; nothing is counted and the next upload works', {
    timeout: 120_000,
  }, async () => {
    const base = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const decoder = await uploadDecoder();
    const send = async (name: string, signal?: AbortSignal) => {
      const response = await fetch(`${base}${UPLOAD}`, {
        method: 'POST',
        headers: await uploadHeaders(quote),
        body: new Uint8Array(multipart(name, 'image/jpeg', picture(name))),
        ...(signal ? { signal } : {}),
      });
      return (await response.json()) as Answer<BatchUploadResult>;
    };

    const controller = new AbortController();
    const given = send('f-photo-on-its-side.jpg', controller.signal).catch((err: unknown) => err);
    // The photo is being recognised in a child process.
    await until(() => decoder.childPids().busy.length === 1, 20_000, 'the decoding child took the job');
    const [child] = decoder.childPids().busy;
    await new Promise((resolve) => setTimeout(resolve, 300));
    controller.abort();
    expect(await given).toMatchObject({ name: 'AbortError' });

    // The server noticed the closed connection: the child doing the work is killed and no job is left.
    await until(() => !alive(child!), 5_000, `the decoding child ${child} ended`);
    expect(decoder.childPids().busy).toEqual([]);
    const usage = ok(await callBare<BatchUsage>(test, '/biz/qms/batch/usage/state', { session: quote }));
    expect(usage).toMatchObject({ used: 0, ocr: { used: 0 } });

    // The next upload is recognised by a fresh child.
    const next = ok(await send('a-screenshot-sans.png'));
    expect(next.results.length).toBeGreaterThan(5);
    const after = ok(await callBare<BatchUsage>(test, '/biz/qms/batch/usage/state', { session: quote }));
    expect(after).toMatchObject({ used: 1, ocr: { used: 1 } });
  });
});
