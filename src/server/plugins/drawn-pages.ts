import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublicGame, PublicGameRules } from '../../shared/api/game';
import type { LegalOperator } from '../../shared/api/legal';

/** What the build writes for Node from src/client/app/first-screen-markup.tsx: the screens it can draw. */
type DrawingModule = {
  DRAWN_PAGE_MARKS: { drawing: string; title: string };
  gameScreenMarkup: (publicId: string, game: PublicGame, search: string) => Promise<{ markup: string; title: string }>;
  rulesScreenMarkup?: (publicId: string, rules: PublicGameRules, search: string) => Promise<{ markup: string; title: string }>;
  LEGAL_PATHS: string[];
  legalScreenMarkup: (path: string, operator: LegalOperator) => Promise<{ markup: string; title: string }>;
  invitationScreenMarkup?: () => { markup: string; title: string };
  DRAWN_INVITATION_TOKEN?: string;
};

/** The frame of a drawn page and the drawings' module, in the build (scripts/first-screen.mjs, webpack's `first-screen`). */
const FRAME = 'drawn-page.html';
const DRAWINGS = path.join('server', 'first-screen-markup.cjs');
/** Pages kept by what they show: a game's page (its wheel or its rules) asked again with the same game is not drawn again. */
const KEPT_PAGES = 200;

/** A drawn page, and its brotli and gzip copies: a phone on a weak network downloads about a tenth of it. */
export type DrawnPage = { html: string; br: Buffer; gzip: Buffer };

export type DrawnPages = {
  /** The customers' wheel of a game, as the app shows it once loaded, for the address's query `search`. */
  gamePage: (publicId: string, game: PublicGame, search: string) => Promise<DrawnPage>;
  /** A game's rules, as the app shows them once loaded; null for a build that cannot draw them. */
  rulesPage: (publicId: string, rules: PublicGameRules, search: string) => Promise<DrawnPage | null>;
  /** A legal document (`/legal/…`) naming the configured operator; null for a path that is not one. */
  legalPage: (pathname: string, operator: LegalOperator) => Promise<DrawnPage | null>;
  /**
   * An invitation mail's page for its link's `token` (already checked: 43 base64url characters), as a signed-out
   * visitor sees it; null for a build that cannot draw it.
   */
  invitationPage: (token: string) => DrawnPage | null;
};

/** Compressed once per page kept, so more than the API's answers on the fly. */
function compressed(html: string): DrawnPage {
  const bytes = Buffer.from(html);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 9 },
  });
  return { html, br, gzip: gzipSync(bytes, { level: 9 }) };
}

/**
 * The pages sent with their screen drawn in per request: the customers open a game's wheel (and its rules) from a QR code, anyone the
 * legal documents from a mail's or a page's footer, often on a phone and a weak network, and see them with the page,
 * before the app's scripts have run. Null for a build without
 * them (development, tests): the plain page is sent.
 */
export function loadDrawnPages(staticDir: string): DrawnPages | null {
  const framePath = path.join(staticDir, FRAME);
  const drawingsPath = path.join(staticDir, DRAWINGS);
  if (!existsSync(framePath) || !existsSync(drawingsPath)) return null;
  const frame = readFileSync(framePath, 'utf8');
  const drawings = createRequire(drawingsPath)(drawingsPath) as DrawingModule;
  const kept = new Map<string, DrawnPage>();
  // Replaced by functions: a drawing's text may hold `$`, which a replacement string would read as a pattern.
  const framed = ({ markup, title }: { markup: string; title: string }) =>
    frame.replace(drawings.DRAWN_PAGE_MARKS.drawing, () => markup).replace(drawings.DRAWN_PAGE_MARKS.title, () => title);
  const fill = (drawing: { markup: string; title: string }) => compressed(framed(drawing));
  /** The page drawn for what it shows (`key`), or the one kept for it: the oldest kept goes past KEPT_PAGES. */
  async function keptPage(key: string, draw: () => Promise<{ markup: string; title: string }>): Promise<DrawnPage> {
    const known = kept.get(key);
    if (known) return known;
    const page = fill(await draw());
    if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
    kept.set(key, page);
    return page;
  }
  // The operator is the configuration's, fixed for the process: each document is drawn once, at its first visitor.
  const legalPages = new Map<string, Promise<DrawnPage>>();
  // Drawn once, at the first invitation opened: every invitation's page is that one with its own token.
  let invitationHtml: string | undefined;
  return {
    invitationPage(token) {
      const { invitationScreenMarkup, DRAWN_INVITATION_TOKEN: drawnToken } = drawings;
      if (!invitationScreenMarkup || !drawnToken) return null;
      invitationHtml ??= framed(invitationScreenMarkup());
      return compressed(invitationHtml.replaceAll(drawnToken, () => token));
    },
    async legalPage(pathname, operator) {
      if (!drawings.LEGAL_PATHS?.includes(pathname)) return null;
      let page = legalPages.get(pathname);
      if (!page) {
        page = drawings.legalScreenMarkup(pathname, operator).then(fill);
        // A drawing that failed is tried again at the next visitor rather than kept.
        page.catch(() => legalPages.delete(pathname));
        legalPages.set(pathname, page);
      }
      return page;
    },
    gamePage: (publicId, game, search) =>
      keptPage(JSON.stringify(['wheel', search, game]), () => drawings.gameScreenMarkup(publicId, game, search)),
    async rulesPage(publicId, rules, search) {
      const { rulesScreenMarkup } = drawings;
      if (!rulesScreenMarkup) return null;
      return keptPage(JSON.stringify(['rules', search, rules]), () => rulesScreenMarkup(publicId, rules, search));
    },
  };
}
