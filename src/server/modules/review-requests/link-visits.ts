import type { FastifyRequest } from 'fastify';

/**
 * User agents of the robots that fetch links they are shown: mail security scanners, chat and SMS link previews,
 * crawlers. Most do not send the navigation headers below anyway; this list catches those that copy a browser's.
 */
const ROBOT_AGENTS =
  /bot\b|bot\/|crawler|spider|preview|headless|facebookexternalhit|whatsapp|telegram|skypeuripreview|slack|discord|linkedin|embedly|proofpoint|mimecast|barracuda|safelinks|python|curl|wget|go-http|java\//i;

/**
 * Whether a request's link was opened by a person in a browser, for the "opened" estimate. Browsers (Chrome and Edge
 * since 2020, Firefox since 90, Safari since 16.4) mark a page they navigate to with Fetch Metadata: `Sec-Fetch-Mode:
 * navigate`, `Sec-Fetch-Dest: document`, and `Sec-Fetch-User: ?1` when a person's gesture started it (a click, or a
 * link opened from a mail or SMS app). Scanners and previews fetch without them, a HEAD never shows a page, and a
 * known robot's user agent is left out. An estimate: an older browser is not counted, a scanner driving a real
 * browser may be.
 */
export function isPersonOpening(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    headers['sec-fetch-mode'] === 'navigate' &&
    headers['sec-fetch-dest'] === 'document' &&
    headers['sec-fetch-user'] === '?1' &&
    !ROBOT_AGENTS.test(headers['user-agent'] ?? 'robot')
  );
}
