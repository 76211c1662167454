/** The control API lives outside the product's /biz, /pub and /dev so no product rule (signature, maintenance) applies. */
export const CONTROL_PREFIX = '/__control';

/** The page a login QR encodes: a stand-in for the messaging app on a phone. */
export const PHONE_PAGE_PATH = `${CONTROL_PREFIX}/qr/phone`;

/** The URL a login QR encodes, on the host the client reached (so a phone on the LAN can open it too). */
export function phonePageUrl(origin: { protocol: string; host: string }, tag: string, ticket?: string): string {
  const ticketParam = ticket ? `&ticket=${encodeURIComponent(ticket)}` : '';
  return `${origin.protocol}://${origin.host}${PHONE_PAGE_PATH}?tag=${encodeURIComponent(tag)}${ticketParam}`;
}
