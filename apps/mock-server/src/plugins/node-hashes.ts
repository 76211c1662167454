/**
 * The request protocol hashes through WebCrypto so the same code runs in browsers; in Node each WebCrypto call is
 * an asynchronous job on the thread pool, and for the digest and HMAC of every signed request that hop cost more
 * than the rest of a cable-list request. The server verifies with node:crypto instead: same algorithms, same hex.
 */
import { createHmac, createSecretKey, hash, type KeyObject } from 'node:crypto';
import type { SyncVerifyHashes } from '@cable/contracts/protocol';

/** Key objects by secret, so a session's key is prepared once rather than on every request; bounded. */
const KEY_LIMIT = 1000;
const keyObjects = new Map<string, KeyObject>();

function keyOf(secret: string): KeyObject {
  let key = keyObjects.get(secret);
  if (!key) {
    if (keyObjects.size >= KEY_LIMIT) keyObjects.clear();
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keyObjects.set(secret, key);
  }
  return key;
}

export const NODE_HASHES: SyncVerifyHashes = {
  // The one-shot hash (Node 20.12+) makes no Hash object: a third of createHash's time for a small body.
  sha256Hex: (bytes) => hash('sha256', bytes, 'hex'),
  // A KeyObject skips converting and checking the secret: a third of createHmac's time with a string key.
  hmacSha256Hex: (secret, message) => createHmac('sha256', keyOf(secret)).update(message, 'utf8').digest('hex'),
};
