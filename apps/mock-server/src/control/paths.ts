import { DEFAULT_NAMESPACE, NAMESPACE_QUERY } from '@cable/contracts';

/** The control API lives outside the product's /biz, /pub and /dev so no product rule (signature, maintenance) applies. */
export const CONTROL_PREFIX = '/__control';

/** The page a login QR encodes: a stand-in for the messaging app on a phone. */
export const PHONE_PAGE_PATH = `${CONTROL_PREFIX}/qr/phone`;

/**
 * The URL a login QR encodes, on the host the client reached (so a phone on the LAN can open it too). A QR issued in
 * a namespace other than default names it (`ns=`): the phone has neither the browser's cookie nor its header.
 */
export function phonePageUrl(
  origin: { protocol: string; host: string },
  tag: string,
  ticket?: string,
  namespace?: string,
): string {
  const ticketParam = ticket ? `&ticket=${encodeURIComponent(ticket)}` : '';
  const namespaceParam =
    namespace && namespace !== DEFAULT_NAMESPACE ? `&${NAMESPACE_QUERY}=${encodeURIComponent(namespace)}` : '';
  return `${origin.protocol}://${origin.host}${PHONE_PAGE_PATH}?tag=${encodeURIComponent(tag)}${ticketParam}${namespaceParam}`;
}
