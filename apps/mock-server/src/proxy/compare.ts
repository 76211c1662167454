/**
 * How the mock's answer to a request differs from the real backend's: the shape (a field only one of them has, a
 * field of another JSON type) and, for the same state, the values. stat.dur and stat.sec differ on every call and are
 * never compared; when the two answers have different stat.err (one refused), only the codes are compared.
 */
export interface AnswerDifferences {
  /** Fields only one answer has, or of another type: the mock does not answer like the real backend. */
  shape: string[];
  /** Same field, same type, other value: a difference of state or of the mock's rules. */
  values: string[];
}

const IGNORED = new Set(['stat.dur', 'stat.sec']);
/** Arrays are compared item by item up to this many items. */
const ITEMS_COMPARED = 50;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function join(path: string, step: string | number): string {
  return typeof step === 'number' ? `${path}[${step}]` : path ? `${path}.${step}` : step;
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function errOf(envelope: unknown): unknown {
  return (envelope as { stat?: { err?: unknown } } | null)?.stat?.err;
}

export function compareAnswers(real: unknown, mock: unknown): AnswerDifferences {
  const differences: AnswerDifferences = { shape: [], values: [] };
  // A refusal on one side and an answer on the other differ in outcome, not in shape: the codes say it all.
  if (errOf(real) !== errOf(mock)) {
    differences.values.push(`stat.err: real ${short(errOf(real))}, mock ${short(errOf(mock))}`);
    return differences;
  }
  const walk = (left: unknown, right: unknown, path: string) => {
    if (IGNORED.has(path)) return;
    const leftKind = kindOf(left);
    const rightKind = kindOf(right);
    if (leftKind !== rightKind) {
      // null against a value is a value of the same field (data: null on a refusal), not another shape.
      if (leftKind === 'null' || rightKind === 'null') {
        differences.values.push(`${path || '(body)'}: real ${short(left)}, mock ${short(right)}`);
      } else {
        differences.shape.push(`${path || '(body)'}: real ${leftKind}, mock ${rightKind}`);
      }
      return;
    }
    if (leftKind === 'array') {
      const leftItems = left as unknown[];
      const rightItems = right as unknown[];
      if (leftItems.length !== rightItems.length) {
        differences.values.push(`${path}: real ${leftItems.length} item(s), mock ${rightItems.length}`);
      }
      const count = Math.min(leftItems.length, rightItems.length, ITEMS_COMPARED);
      for (let index = 0; index < count; index++) walk(leftItems[index], rightItems[index], join(path, index));
      return;
    }
    if (leftKind === 'object') {
      const leftRecord = left as Record<string, unknown>;
      const rightRecord = right as Record<string, unknown>;
      for (const key of Object.keys(leftRecord)) {
        if (!Object.hasOwn(rightRecord, key)) differences.shape.push(`${join(path, key)}: only in the real answer`);
        else walk(leftRecord[key], rightRecord[key], join(path, key));
      }
      for (const key of Object.keys(rightRecord)) {
        if (!Object.hasOwn(leftRecord, key)) differences.shape.push(`${join(path, key)}: only in the mock's answer`);
      }
      return;
    }
    if (left !== right) differences.values.push(`${path || '(body)'}: real ${short(left)}, mock ${short(right)}`);
  };
  walk(real, mock, '');
  return differences;
}
