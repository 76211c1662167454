import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler } from 'fastify';
import { ApiError, type LocalizedText } from '../api-error';

// TypeBox refuses strings with a format it does not know, so the formats a contract might use are registered once.
const FORMATS: Record<string, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  'date-time': (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  email: (value) => value.length <= 320 && /^[^\s@]+@[^\s@]+$/.test(value),
  uri: (value) => value.length <= 2048 && URL.canParse(value),
};
for (const [name, check] of Object.entries(FORMATS)) {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);
}

/** '/form/infos/0/count' -> 'form.infos[0].count' */
export function fieldPath(pointer: string, root: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  let path = root;
  for (const part of parts) {
    if (/^\d+$/.test(part)) path += `[${part}]`;
    else path += path === '' ? part : `.${part}`;
  }
  return path === '' ? 'body' : path;
}

function literalValues(schema: TSchema): unknown[] | undefined {
  const options = (schema as { anyOf?: TSchema[] }).anyOf;
  if (!options?.every((option) => 'const' in option)) return undefined;
  return options.map((option) => (option as unknown as { const: unknown }).const);
}

/** The rule broken, in both languages; the English worded like the JSON Schema keyword (and like Ajv's messages). */
export function describeRule(error: ValueError): LocalizedText {
  const schema = error.schema as Record<string, unknown> & TSchema;
  const rule = (zh: string, en: string): LocalizedText => ({ zh, en });
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return rule('必填', 'is required');
    case ValueErrorType.ObjectAdditionalProperties:
      return rule('不是已知字段（未知字段会被拒绝）', 'is not a known field (unknown fields are refused)');
    case ValueErrorType.StringMaxLength:
      return rule(`不能超过 ${schema.maxLength} 个字符`, `must NOT have more than ${schema.maxLength} characters`);
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1
        ? rule('不能为空', 'must NOT be empty')
        : rule(`不能少于 ${schema.minLength} 个字符`, `must NOT have fewer than ${schema.minLength} characters`);
    case ValueErrorType.StringPattern:
      return rule(`须匹配模式 "${schema.pattern}"`, `must match pattern "${schema.pattern}"`);
    case ValueErrorType.StringFormat:
    case ValueErrorType.StringFormatUnknown:
      return rule(`须符合格式 "${schema.format}"`, `must match format "${schema.format}"`);
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return rule(`须 <= ${schema.maximum}`, `must be <= ${schema.maximum}`);
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return rule(`须 >= ${schema.minimum}`, `must be >= ${schema.minimum}`);
    case ValueErrorType.IntegerExclusiveMaximum:
    case ValueErrorType.NumberExclusiveMaximum:
      return rule(`须 < ${schema.exclusiveMaximum}`, `must be < ${schema.exclusiveMaximum}`);
    case ValueErrorType.IntegerExclusiveMinimum:
    case ValueErrorType.NumberExclusiveMinimum:
      return rule(`须 > ${schema.exclusiveMinimum}`, `must be > ${schema.exclusiveMinimum}`);
    case ValueErrorType.ArrayMaxItems:
      return rule(`不能超过 ${schema.maxItems} 项`, `must NOT have more than ${schema.maxItems} items`);
    case ValueErrorType.ArrayMinItems:
      return schema.minItems === 1
        ? rule('不能为空', 'must NOT be empty')
        : rule(`不能少于 ${schema.minItems} 项`, `must NOT have fewer than ${schema.minItems} items`);
    case ValueErrorType.Literal:
      return rule(`须为 ${JSON.stringify(schema.const)}`, `must be ${JSON.stringify(schema.const)}`);
    case ValueErrorType.Union: {
      const values = literalValues(schema)?.map((value) => JSON.stringify(value));
      return values
        ? rule(`须为 ${values.join('、')} 之一`, `must be one of ${values.join(', ')}`)
        : rule(`不符合规则：${error.message}`, error.message);
    }
    case ValueErrorType.Integer:
      return rule('须为整数', 'must be an integer');
    case ValueErrorType.Number:
      return rule('须为数字', 'must be a number');
    case ValueErrorType.String:
      return rule('须为字符串', 'must be a string');
    case ValueErrorType.Boolean:
      return rule('须为布尔值', 'must be a boolean');
    case ValueErrorType.Object:
      return rule('须为对象', 'must be an object');
    case ValueErrorType.Array:
      return rule('须为数组', 'must be an array');
    case ValueErrorType.Null:
      return rule('须为 null', 'must be null');
    default:
      return rule(`不符合规则：${error.message}`, error.message);
  }
}

const MAX_REPORTED = 3;

/** "form.name: must NOT have more than 256 characters; form.taxno: is required", and the same in Chinese. */
export function validationMessage(errors: Iterable<ValueError>, root: string): LocalizedText {
  const byPath = new Map<string, LocalizedText>();
  for (const error of errors) {
    const path = fieldPath(error.path, root);
    if (!byPath.has(path)) byPath.set(path, describeRule(error));
    if (byPath.size >= MAX_REPORTED) break;
  }
  const rules = [...byPath];
  return {
    zh: rules.map(([path, broken]) => `${path}：${broken.zh}`).join('；'),
    en: rules.map(([path, broken]) => `${path}: ${broken.en}`).join('; '),
  };
}

/**
 * Bodies are checked strictly (JSON already has types); query strings are converted first because every
 * value arrives as text. Each checker is compiled on its route's first request, not at start: compiling all of
 * them took a large share of the start-up time.
 */
export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  let checker: TypeCheck<TSchema> | undefined;
  const convert = httpPart !== 'body';
  const root = httpPart === 'querystring' ? 'query' : '';
  return (input: unknown) => {
    checker ??= TypeCompiler.Compile(schema);
    const value = convert ? Value.Convert(schema, input) : input;
    if (checker.Check(value)) return { value };
    return { error: new ApiError('ValidationFailed', validationMessage(checker.Errors(value), root)) };
  };
};

/** For multipart text fields, which arrive outside Fastify's validation step. */
export function validateFields(schema: TSchema, input: unknown): unknown {
  const value = Value.Convert(schema, input);
  const checker = TypeCompiler.Compile(schema);
  if (checker.Check(value)) return value;
  throw new ApiError('ValidationFailed', validationMessage(checker.Errors(value), ''));
}
