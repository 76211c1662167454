/** Looked up on every call (not at import) so that tests and hosts can swap in another WebCrypto. */
export function webCrypto(): Crypto {
  const found = (globalThis as { crypto?: Crypto }).crypto;
  if (!found?.subtle || typeof found.getRandomValues !== 'function') {
    throw new Error('WebCrypto is unavailable: globalThis.crypto.subtle is required (a secure context in browsers)');
  }
  return found;
}
