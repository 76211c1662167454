/**
 * The drift switch: a mock server started with `--drift SPEC` answers some calls the way a backend that has drifted
 * from the contract would, so a second instance can stand in for a real backend that broke the contract (the proof of
 * the proxy, the recording and the drift report; docs/dev-kit.md).
 *
 *   rename:<call path>:<field path>=<new name>   the field is sent under another name, e.g.
 *                                                rename:/biz/user/login/info:data.qr.tag=qrTag
 *                                                (a field path walks into every item of an array it meets)
 *   code:<call path>:<error code>                the call is refused with this stat.err, e.g. code:/pub/sys/data/version:4711
 *
 * Several rules are joined with commas. The answer changes before it is encrypted, so the protocol stays intact.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pathAndQuery } from './url';

export type DriftRule =
  | { kind: 'rename'; path: string; field: string[]; to: string }
  | { kind: 'code'; path: string; code: number };

export const DRIFT_USAGE =
  'rename:<call path>:<field.path>=<new name> or code:<call path>:<error code>, joined by commas ' +
  '(e.g. rename:/biz/user/login/info:data.qr.tag=qrTag,code:/pub/sys/data/version:4711)';

function parseRule(text: string): DriftRule {
  const rename = /^rename:(\/[^:\s]+):([A-Za-z0-9_.[\]]+)=([A-Za-z0-9_]+)$/.exec(text);
  if (rename) {
    const field = rename[2]!.replace(/\[\]/g, '').split('.').filter(Boolean);
    if (field.length === 0) throw new Error(`drift rule "${text}" names no field; use ${DRIFT_USAGE}`);
    return { kind: 'rename', path: rename[1]!, field, to: rename[3]! };
  }
  const code = /^code:(\/[^:\s]+):(-?\d+)$/.exec(text);
  if (code) {
    const value = Number(code[2]);
    if (value === 0) throw new Error(`drift rule "${text}": code 0 is success; name a refusal code`);
    return { kind: 'code', path: code[1]!, code: value };
  }
  throw new Error(`drift rule "${text}" is not understood; use ${DRIFT_USAGE}`);
}

export function parseDriftSpec(spec: string): DriftRule[] {
  const rules = spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseRule);
  if (rules.length === 0) throw new Error(`--drift is empty; use ${DRIFT_USAGE}`);
  return rules;
}

export function describeDriftRule(rule: DriftRule): string {
  return rule.kind === 'rename'
    ? `rename:${rule.path}:${rule.field.join('.')}=${rule.to}`
    : `code:${rule.path}:${rule.code}`;
}

/** Renames the last step of `field` wherever the path leads (into each item of the arrays on the way). */
function renameAt(node: unknown, field: readonly string[], to: string): void {
  if (Array.isArray(node)) {
    for (const item of node) renameAt(item, field, to);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const [step, ...rest] = field;
  if (step === undefined || !Object.hasOwn(record, step)) return;
  if (rest.length > 0) {
    renameAt(record[step], rest, to);
    return;
  }
  // Rebuilt so the renamed field keeps its place in the key order.
  const entries = Object.entries(record).map(([key, value]) => [key === step ? to : key, value] as const);
  for (const key of Object.keys(record)) delete record[key];
  for (const [key, value] of entries) record[key] = value;
}

/** The answer after the rules for its call, or null when none applies. */
export function driftedAnswer(rules: readonly DriftRule[], path: string, json: string): string | null {
  const applicable = rules.filter((rule) => rule.path === path);
  if (applicable.length === 0) return null;
  let envelope: { data?: unknown; stat?: { err?: number; msg?: string } };
  try {
    envelope = JSON.parse(json) as typeof envelope;
  } catch {
    return null;
  }
  for (const rule of applicable) {
    if (rule.kind === 'rename') renameAt(envelope, rule.field, rule.to);
    else envelope = { data: null, stat: { ...envelope.stat, err: rule.code, msg: `drift switch: code ${rule.code}` } };
  }
  return JSON.stringify(envelope);
}

/**
 * Registered before the protocol plugin, so its onSend runs first: the drifted answer is what gets encrypted.
 */
export const driftSwitchPlugin = fp(
  async (app: FastifyInstance, options: { rules: readonly DriftRule[] }) => {
    const paths = new Set(options.rules.map((rule) => rule.path));
    app.addHook('onSend', (request, reply, payload, done) => {
      const path = pathAndQuery(request.url).path;
      if (!paths.has(path)) return done(null, payload);
      const contentType = reply.getHeader('content-type');
      const json = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (json === null || typeof contentType !== 'string' || !contentType.startsWith('application/json')) {
        return done(null, payload);
      }
      done(null, driftedAnswer(options.rules, path, json) ?? payload);
    });
  },
  { name: 'drift-switch' },
);
