/**
 * The QR's `expire` as a local deadline in Unix ms. Servers send either an absolute time (seconds or
 * milliseconds) or a lifetime in seconds; all three are told apart by magnitude.
 */
export function qrDeadline(expire: number, receivedAt: number): number {
  if (expire > 1e12) return expire;
  if (expire > 1e9) return expire * 1000;
  return receivedAt + expire * 1000;
}
