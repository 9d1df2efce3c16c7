import type { FastifyInstance, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { escapeHtml } from '../adapters/mail/branded-layout';
import { BODY_LIMITS } from './limits';

const PAGE_STYLE = 'font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5';
const BUTTON_STYLE =
  'font:inherit;font-weight:600;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#4f46e5;color:#fff;cursor:pointer';

/** A short page of the links sent by mail or SMS (unsubscribe, confirmations): a title and some markup, no script. */
// The app's icon (a browser asks for /favicon.ico otherwise, a 404 in the console) and a description (search engines
// and Lighthouse's SEO audit ask for one): the title says what the page is.
export const plainPage = (language: string, title: string, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<meta name="description" content="${escapeHtml(title)}"><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
  `<title>${escapeHtml(title)}</title></head><body style="${PAGE_STYLE}">${body}</body></html>`;

/**
 * The one button of an unsubscribe page: a plain form posting the body a mail client's one-click POST carries
 * (RFC 8058) to the page's own address, which the pages' `form-action 'self'` allows. A GET of the link changes
 * nothing, so a mail scanner or an SMS preview that fetches it unsubscribes no one.
 */
export const oneClickForm = (label: string) =>
  `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="${BUTTON_STYLE}">${escapeHtml(label)}</button></form>`;

/**
 * The body of a one-click POST, in the route's own scope. Mail clients post `List-Unsubscribe=One-Click` as a form,
 * and the page's button the same; the body says nothing more, so any small form body is accepted and ignored.
 */
export function acceptOneClickForm(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMITS.signIn },
    (_request, _body, done) => done(null, {}),
  );
}

/** The POST of a one-click link outside the API (`/r/…`); an API route says `ownScope: acceptOneClickForm`. */
export async function oneClickPost<Route extends RouteGenericInterface>(
  app: FastifyInstance,
  path: string,
  options: RouteShorthandOptions,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Route>,
) {
  await app.register(async (oneClick) => {
    acceptOneClickForm(oneClick);
    oneClick.post<Route>(path, options, handler);
  });
}
