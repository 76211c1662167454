export {
  ENCRYPTION,
  GUEST_SECRET,
  GUEST_TOKEN,
  HEADER,
  type HeaderName,
  MAX_BODY_BYTES,
  NONCE_LENGTH,
  PROTOCOL_VERSION,
  REQUEST_ID_LENGTH,
  REQUEST_TIMEOUT_MS,
  TIME_WINDOW_MS,
} from './constants';
export { hmacSha256Hex, sha256Hex } from './digest';
export { decryptPayload, encryptPayload } from './encryption';
export { NONCE_PATTERN, newNonce, newRequestId, REQUEST_ID_PATTERN } from './ids';
export { createNonceRegistry, IntegerSet } from './nonce-registry';
export { hashPassword } from './password';
export {
  type BodyDigest,
  type CanonicalParts,
  canonicalPath,
  canonicalString,
  type IncomingHeaders,
  type SignableBody,
  type SignedHeaders,
  type SignRequestInput,
  type SignRequestOptions,
  type SyncVerifyHashes,
  type SyncVerifyRequestInput,
  signRequest,
  type VerifyFailureReason,
  type VerifyHashes,
  type VerifyRequestInput,
  type VerifyResult,
  verifyRequest,
  verifyRequestSync,
} from './signing';
