import { object } from 'yup';
import { WIDGET_LANGUAGES, WIDGET_LAYOUTS, WIDGET_THEMES } from '../../../shared/api/widgets';
import { INVALID_VALUE_KEY, stringField } from '../../../shared/validation/string-field';

const optionalChoice = (values: readonly string[]) =>
  stringField(INVALID_VALUE_KEY)
    .oneOf([...values], INVALID_VALUE_KEY)
    .optional();

/** The snippet's own choice of how many reviews, and whether to leave out those without text. */
export const dataQuerySchema = object({
  count: stringField(INVALID_VALUE_KEY)
    .matches(/^(10|[1-9])$/, INVALID_VALUE_KEY)
    .optional(),
  hide: optionalChoice(['0', '1']),
});
export type DataQuery = { count?: string; hide?: string };

/** The iframe's page takes the snippet's choices, and the settings' preview shows unsaved ones the same way. */
export const frameQuerySchema = dataQuerySchema.shape({
  layout: optionalChoice(WIDGET_LAYOUTS),
  theme: optionalChoice(WIDGET_THEMES),
  lang: optionalChoice(WIDGET_LANGUAGES),
});
export type FrameQuery = { layout?: string; theme?: string; lang?: string; count?: string; hide?: string };

const ATTRIBUTES: [keyof FrameQuery, string][] = [
  ['layout', 'data-layout'],
  ['theme', 'data-theme'],
  ['lang', 'data-lang'],
  ['count', 'data-count'],
  ['hide', 'data-hide-empty'],
];

/**
 * The frame's own title, naming no source: the widget may show TheFork's, Tripadvisor's or Facebook's reviews beside
 * Google's, and the page does not know which (the snippet's iframe title names them).
 */
const TITLES: Record<string, string> = { fr: 'Avis clients', en: 'Customer reviews', es: 'Opiniones de clientes' };

/**
 * The iframe variant, for sites that forbid scripts: a bare page that runs the same script on Bonavis's origin. Every
 * value written is a validated id or one of the listed choices, so nothing needs escaping.
 */
export function framePage(publicId: string, query: FrameQuery): string {
  const attributes = ATTRIBUTES.filter(([key]) => query[key] !== undefined)
    .map(([key, attribute]) => ` ${attribute}="${query[key]}"`)
    .join('');
  const lang = query.lang && query.lang !== 'auto' ? query.lang : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${TITLES[lang] ?? TITLES.fr}</title><style>html,body{margin:0;padding:0;background:transparent}</style></head><body><script src="/widget/v1.js" data-bonavis="${publicId}" data-frame${attributes}></script></body></html>`;
}
