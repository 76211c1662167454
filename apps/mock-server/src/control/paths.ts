import { DEFAULT_NAMESPACE, NAMESPACE_QUERY } from '@cable/contracts';

/** The control API lives outside the product's /biz, /pub and /dev so no product rule (signature, maintenance) applies. */
export const CONTROL_PREFIX = '/__control';

/** The page a login QR encodes: a stand-in for the messaging app on a phone. */
export const PHONE_PAGE_PATH = `${CONTROL_PREFIX}/qr/phone`;

/**
 * The URL a login QR encodes, on the host the client reached (so a phone on the LAN can open it too). A QR issued in a
 * namespace other than `default` names it (`ns=`): the phone has no cookie of the browser that showed the QR, so the
 * page and its calls must learn the namespace from the URL.
 */
export function phonePageUrl(
  origin: { protocol: string; host: string },
  tag: string,
  options: { ticket?: string; namespace?: string } = {},
): string {
  const params = new URLSearchParams({ tag });
  if (options.ticket) params.set('ticket', options.ticket);
  if (options.namespace && options.namespace !== DEFAULT_NAMESPACE) params.set(NAMESPACE_QUERY, options.namespace);
  return `${origin.protocol}://${origin.host}${PHONE_PAGE_PATH}?${params.toString()}`;
}
