/** One request whose signature was computed once and cross-checked with openssl (see PROTOCOL.md, worked example). */
export const GUEST_LIST_VECTOR = {
  method: 'POST',
  path: '/biz/qms/inventory/list',
  body: '{"cond":{"group":0},"page":{"len":20,"num":1}}',
  token: 'Guest',
  secret: 'cable-quote-guest-v1',
  now: 1763722800000,
  nonce: '0123456789',
  requestId: 'V1StGXR8_Z5jdHi6B-myT',
  bodyDigest: '2dc8ad4c6d4574f4c8f33f692cba3cfe16fae935ba31fe8713cf6dcf67e4a16e',
  sign: '988adbca867a532c6109d45b6ac24e8805f08344da203b401dfb2a4501147abd',
} as const;

export const SIGNED_IN_PROFILE_VECTOR = {
  method: 'POST',
  path: '/biz/user/info/profile',
  body: '{"timestamp":1763722800000}',
  token: 'u-demo-7f3a9c',
  secret: 'k-5d2e8b14c0a94f67',
  now: 1763722800000,
  nonce: '4821067395',
  requestId: 'Xq3_pL9-zR2mT7vK0aB4c',
  sign: 'cf18c288957e221da900372ab10db23104e698cb861e8ba43876908b5c8adce6',
} as const;

/** A document preview: GET, query string ignored, body digest of the empty string. */
export const SIGNED_IN_PREVIEW_VECTOR = {
  method: 'GET',
  path: '/biz/qms/inventory/table/preview?tmpl=1&token=u-demo-7f3a9c',
  token: 'u-demo-7f3a9c',
  secret: 'k-5d2e8b14c0a94f67',
  now: 1763722800000,
  nonce: '0000012345',
  requestId: 'AbCdEfGhIjKlMnOpQrStU',
  sign: '323bff85d8c933c4ce50dcfccfd290f0840a4362b55812b070a343deaefe9688',
} as const;

/** Encrypted with node:crypto (iv 000102..0b) under GUEST_SECRET, independently of the protocol module. */
export const GUEST_ENCRYPTED_VECTOR = {
  secret: 'cable-quote-guest-v1',
  enc: 'AAECAwQFBgcICQoLt1DLcGgihqJnud8NKqY/C9bmR0fhfpDkox6aT2D2V4kfjVOAzEVZRCu8ELvJblgFEUP8acO/20Crxnxr9HspenCX3GO96dP+YbGBNGQyurqrjtQ3',
  text: '{"data":{"rno":"R0001"},"stat":{"dur":"1","err":0,"sec":1763722800}}',
} as const;
