/*
 * The Tripadvisor location an owner names: its id alone (`8451234`), or a listing's address, whose path carries the
 * id after `-d` (`/Restaurant_Review-g187265-d8451234-Reviews-Le_Bouchon-Lyon.html`). Length is checked before any
 * pattern runs, and every pattern here is linear.
 */

const MAX_INPUT_LENGTH = 500;
const LOCATION_ID = /^\d{1,12}$/;
/** tripadvisor.fr, www.tripadvisor.com, tripadvisor.co.uk, fr.tripadvisor.be… */
const TRIPADVISOR_HOST = /^(?:[a-z0-9-]{1,20}\.)?tripadvisor\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/;
/** The location's segment: `-d` and its digits, between dashes (or at the end of the name). */
const LOCATION_SEGMENT = /-d(\d{1,12})(?:-|\.html$|$)/;

/** The location id the text names, or null when it names none. */
export function tripadvisorLocationId(input: string): string | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null;
  const text = input.trim();
  if (LOCATION_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !TRIPADVISOR_HOST.test(url.hostname)) return null;
  return LOCATION_SEGMENT.exec(url.pathname)?.[1] ?? null;
}
