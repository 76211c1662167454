/**
 * The one error-code table of the wire. 0, 15, 20 and 71 come from the product spec (section 8);
 * the 1xxx codes are the dev kit's own and are answered by the mock server for protocol and input
 * faults. A real backend may answer other codes: clients show the message of any code they do
 * not know (spec section 8, "any other non-zero code").
 */
export interface ErrorCodeEntry {
  readonly code: number;
  /** HTTP status the mock server answers with this code (the envelope is the answer either way). */
  readonly httpStatus: number;
  readonly zh: string;
  readonly en: string;
}

export const ErrorCode = {
  Ok: 0,
  LoginExpired: 15,
  Maintenance: 20,
  DuplicateCustomer: 71,
  ValidationFailed: 1001,
  InvalidJson: 1002,
  UnsupportedContentType: 1003,
  BadProtocolHeaders: 1010,
  BadSignature: 1011,
  TimeOutOfWindow: 1012,
  ReplayedNonce: 1013,
  NoPermission: 1020,
  RouteNotFound: 1030,
  ResourceNotFound: 1031,
  MethodNotAllowed: 1032,
  BodyTooLarge: 1040,
  BusinessRule: 1050,
  UsageLimitReached: 1051,
  InjectedFault: 1090,
  Internal: 1099,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export const ERROR_CODES: Record<ErrorCodeName, ErrorCodeEntry> = {
  Ok: { code: 0, httpStatus: 200, zh: '成功', en: 'Success' },
  LoginExpired: { code: 15, httpStatus: 200, zh: '登录已失效，请重新登录', en: 'Login expired, please sign in again' },
  Maintenance: { code: 20, httpStatus: 200, zh: '数据维护中，请稍后访问', en: 'Data maintenance, please visit later' },
  DuplicateCustomer: {
    code: 71,
    httpStatus: 200,
    zh: '客户名称已被使用',
    en: 'The customer name is already used',
  },
  ValidationFailed: { code: 1001, httpStatus: 400, zh: '请求参数校验失败', en: 'Request validation failed' },
  InvalidJson: { code: 1002, httpStatus: 400, zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  UnsupportedContentType: { code: 1003, httpStatus: 415, zh: '不支持的内容类型', en: 'Unsupported content type' },
  BadProtocolHeaders: {
    code: 1010,
    httpStatus: 400,
    zh: '请求头缺失或格式错误',
    en: 'Missing or malformed protocol headers',
  },
  BadSignature: { code: 1011, httpStatus: 401, zh: '签名错误', en: 'Bad signature' },
  TimeOutOfWindow: {
    code: 1012,
    httpStatus: 401,
    zh: '请求时间已过期',
    en: 'Request time outside the accepted window',
  },
  ReplayedNonce: { code: 1013, httpStatus: 409, zh: '重复的请求', en: 'Replayed request (nonce already used)' },
  NoPermission: { code: 1020, httpStatus: 403, zh: '没有权限', en: 'No permission for this call' },
  RouteNotFound: { code: 1030, httpStatus: 404, zh: '接口不存在', en: 'No such call' },
  ResourceNotFound: { code: 1031, httpStatus: 200, zh: '数据不存在', en: 'Not found' },
  MethodNotAllowed: { code: 1032, httpStatus: 405, zh: '请求方法不被允许', en: 'Method not allowed' },
  BodyTooLarge: { code: 1040, httpStatus: 413, zh: '请求体超过 5 MiB', en: 'Request body larger than 5 MiB' },
  BusinessRule: { code: 1050, httpStatus: 200, zh: '操作不被允许', en: 'The operation is not allowed' },
  UsageLimitReached: { code: 1051, httpStatus: 200, zh: '已达到使用次数上限', en: 'Usage limit reached' },
  InjectedFault: { code: 1090, httpStatus: 200, zh: '模拟故障', en: 'Injected fault' },
  Internal: { code: 1099, httpStatus: 500, zh: '服务内部错误', en: 'Internal error' },
};

const byCode = new Map<number, ErrorCodeEntry>(Object.values(ERROR_CODES).map((e) => [e.code, e]));

export function errorEntry(code: number): ErrorCodeEntry | undefined {
  return byCode.get(code);
}

/**
 * The spec's 71 message: the name is already used, with the tax number and the creator
 * (spec section 8).
 */
export function duplicateCustomerMessage(lang: 'zh' | 'en', name: string, taxno: string, creator: string): string {
  return lang === 'zh'
    ? `客户名称「${name}」已被使用（税号：${taxno}，创建人：${creator}）`
    : `The customer name "${name}" is already used (tax number: ${taxno}, creator: ${creator})`;
}
