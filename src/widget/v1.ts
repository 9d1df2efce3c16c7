/**
 * The reviews widget for owners' websites: `<script src="…/widget/v1.js" data-bonavis="<public id>" async>`.
 * Standalone (no framework, built alone by webpack.widget.js, at most 8 KB gzip), drawn inside a Shadow DOM so the
 * host page's CSS and ours never meet. No cookie, no storage, no request but its own data, no referrer sent.
 * The data is the newest reviews first, never chosen by rating; the legal line (L111-7-2, décret 2017-1436) shows
 * on every layout.
 */
import type { ReviewSourceName } from '../shared/api/review-sources';
import type { WidgetData, WidgetReview } from '../shared/api/widgets';
import { listWith } from '../shared/text';

type Lang = 'fr' | 'en' | 'es';

/** The platforms' names, the same in every language. */
const SOURCE_NAMES: Record<ReviewSourceName, string> = {
  google: 'Google',
  thefork: 'TheFork',
  tripadvisor: 'Tripadvisor',
  facebook: 'Facebook',
};
/** « Google », « Google et TheFork », « Google, TheFork et Facebook ». */
const namesOf = (sources: ReviewSourceName[], and: string) => listWith(and)(sources.map((source) => SOURCE_NAMES[source])) || 'Google';
type Texts = {
  google: string;
  count: (n: number) => string;
  asOf: (date: string) => string;
  stars: (rating: string) => string;
  /** The legal line, naming every source shown (« Google et TheFork »). */
  legal: (sources: string) => string;
  and: string;
  recommends: (yes: boolean) => string;
  all: string;
  response: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  slide: (n: number, total: number) => string;
  newTab: string;
};

const TEXTS: Record<Lang, Texts> = {
  fr: {
    google: 'Avis Google',
    count: (n) => `${n} avis`,
    asOf: (date) => `au ${date}`,
    stars: (rating) => `Note : ${rating} sur 5`,
    legal: (sources) =>
      `Avis issus de ${sources}, non vérifiés par l’établissement ni par Bonavis, affichés du plus récent au plus ancien. Aucune contrepartie n’a été accordée en échange.`,
    and: 'et',
    recommends: (yes) => (yes ? 'Recommande' : 'Ne recommande pas'),
    all: 'Voir tous les avis sur Google',
    response: 'Réponse du propriétaire',
    pause: 'Mettre en pause le défilement',
    play: 'Reprendre le défilement',
    previous: 'Avis précédent',
    next: 'Avis suivant',
    slide: (n, total) => `Avis ${n} sur ${total}`,
    newTab: '(nouvel onglet)',
  },
  en: {
    google: 'Google reviews',
    count: (n) => `${n} review${n === 1 ? '' : 's'}`,
    asOf: (date) => `as of ${date}`,
    stars: (rating) => `Rated ${rating} out of 5`,
    legal: (sources) =>
      `Reviews from ${sources}, not checked by the business or by Bonavis, shown newest first. Nothing was given in exchange for them.`,
    and: 'and',
    recommends: (yes) => (yes ? 'Recommends' : 'Does not recommend'),
    all: 'See all reviews on Google',
    response: "Owner's response",
    pause: 'Pause scrolling',
    play: 'Resume scrolling',
    previous: 'Previous review',
    next: 'Next review',
    slide: (n, total) => `Review ${n} of ${total}`,
    newTab: '(new tab)',
  },
  es: {
    google: 'Opiniones de Google',
    count: (n) => `${n} ${n === 1 ? 'opinión' : 'opiniones'}`,
    asOf: (date) => `a ${date}`,
    stars: (rating) => `Valoración: ${rating} de 5`,
    legal: (sources) =>
      `Opiniones procedentes de ${sources}, no verificadas por el establecimiento ni por Bonavis, de la más reciente a la más antigua. No se dio nada a cambio de ellas.`,
    and: 'y',
    recommends: (yes) => (yes ? 'Recomienda' : 'No recomienda'),
    all: 'Ver todas las opiniones en Google',
    response: 'Respuesta del propietario',
    pause: 'Pausar el desplazamiento',
    play: 'Reanudar el desplazamiento',
    previous: 'Opinión anterior',
    next: 'Opinión siguiente',
    slide: (n, total) => `Opinión ${n} de ${total}`,
    newTab: '(nueva pestaña)',
  },
};

/** Light colours: every text at least 4.5:1 on its background, the stars 3:1 (WCAG AA). */
const LIGHT = '--b:#fff;--f:#1f2937;--m:#4b5563;--l:#1d4ed8;--s:#b45309;--e:#d1d5db;--r:#f3f4f6';
const DARK = '--b:#111827;--f:#f3f4f6;--m:#d1d5db;--l:#93c5fd;--s:#fbbf24;--e:#4b5563;--r:#1f2937';

const CSS = `:host{all:initial!important;display:block!important}
.w{${LIGHT};box-sizing:border-box;background:var(--b);color:var(--f);border:1px solid var(--e);border-radius:12px;padding:16px;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:100%}
.dark{${DARK}}@media (prefers-color-scheme:dark){.auto{${DARK}}}
:where(.w *){box-sizing:border-box;margin:0;padding:0;color:inherit;font:inherit}
.h{display:flex;flex-wrap:wrap;align-items:center;gap:4px 10px}.n{font-weight:700;font-size:17px}
.a{font-weight:700;font-size:22px}.c,.d,.g{color:var(--m);font-size:14px}
.st{position:relative;display:inline-block;color:var(--e);letter-spacing:2px;line-height:1}.st i{position:absolute;inset:0 auto 0 0;overflow:hidden;white-space:nowrap;color:var(--s);font-style:normal}
ul{list-style:none;display:grid;gap:12px;margin-top:12px}
li,.sl{border-top:1px solid var(--e);padding-top:12px}
.au{font-weight:600}.rh{display:flex;flex-wrap:wrap;align-items:center;gap:4px 10px}
.t{margin-top:4px;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:4;overflow:hidden}
.rp{margin-top:8px;padding:8px 10px;border-radius:8px;background:var(--r);font-size:14px}.rp b{display:block;font-weight:600}
.rp span{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden}
a{color:var(--l);text-decoration:underline}a:focus-visible,button:focus-visible{outline:3px solid var(--l);outline-offset:2px}
.all{display:inline-block;margin-top:12px;font-weight:600}
.lg{margin-top:12px;color:var(--m);font-size:12px;line-height:1.4}
.cr{margin-top:12px}.sl{animation:f .4s ease}@keyframes f{from{opacity:0}to{opacity:1}}
.ct{display:flex;gap:8px;margin-top:10px}
button{cursor:pointer;min-width:44px;min-height:44px;border:1px solid var(--e);border-radius:8px;background:var(--b);color:var(--f);font-size:18px;line-height:1}
@media (prefers-reduced-motion:reduce){.sl{animation:none}}`;

const SLIDE_MS = 7000;

type Attributes = Record<string, string | undefined>;

/** An element with attributes and children; text is always set as text, never parsed. */
function h(tag: string, attributes: Attributes = {}, ...children: (Node | string | null)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.append(child);
  return element;
}

function languageOf(choice: string | undefined): Lang {
  const wanted = (choice && choice !== 'auto' ? choice : document.documentElement.lang || navigator.language || '')
    .slice(0, 2)
    .toLowerCase();
  return wanted in TEXTS ? (wanted as Lang) : 'fr';
}

function render(root: ShadowRoot, data: WidgetData, script: HTMLScriptElement) {
  const options = script.dataset;
  const settings = data.settings;
  const lang = languageOf(options.lang ?? settings.language);
  const t = TEXTS[lang];
  const layout = options.layout ?? settings.layout;
  const theme = options.theme ?? settings.theme;
  const decimal = (value: number) => value.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' });

  const stars = (rating: number, label: string) =>
    h('span', { class: 'st', role: 'img', 'aria-label': t.stars(label) }, '★★★★★', h('i', { style: `width:${rating * 20}%` }, '★★★★★'));
  const google = /^https:\/\//.test(data.googleUrl) ? data.googleUrl : null;
  const link = (text: string, className: string) =>
    google ? h('a', { class: className, href: google, target: '_blank', rel: 'noopener noreferrer' }, text) : null;

  const header = h(
    'div',
    { class: 'h' },
    layout === 'badge' ? null : h('span', { class: 'n' }, data.name),
    data.rating === null ? null : h('span', { class: 'a' }, decimal(data.rating)),
    data.rating === null ? null : stars(data.rating, decimal(data.rating)),
    h('span', { class: 'c' }, t.count(data.total)),
    // The figures and the list are those of the source's last read: the day says so.
    data.asOf ? h('time', { class: 'c', datetime: data.asOf }, t.asOf(day.format(new Date(data.asOf)))) : null,
    h('span', { class: 'g' }, t.google),
  );

  // Each review says its source, on the source's own scale (TheFork 9,2/10, Facebook's recommendation).
  const rating = (item: WidgetReview) =>
    item.scale === 'recommendation'
      ? h('span', { class: 'd' }, t.recommends(item.recommends === true))
      : item.scale === 10 && item.sourceRating !== null
        ? h('span', { class: 'd' }, `${decimal(item.sourceRating)}/10`)
        : stars(item.rating, String(item.rating));
  const review = (item: WidgetReview, tag: string, attributes: Attributes = {}) =>
    h(
      tag,
      attributes,
      h(
        'div',
        { class: 'rh' },
        h('span', { class: 'au' }, item.author),
        rating(item),
        h('time', { class: 'd', datetime: item.date }, day.format(new Date(item.date))),
        // Labelled once other sources are shown beside Google's.
        (data.sources?.length ?? 1) > 1 ? h('span', { class: 'g' }, SOURCE_NAMES[item.source]) : null,
      ),
      item.text ? h('p', { class: 't' }, item.text) : null,
      item.response ? h('p', { class: 'rp' }, h('b', {}, t.response), h('span', {}, item.response)) : null,
    );

  const items = data.reviews;
  let body: HTMLElement | null = null;
  if (layout === 'list' && items.length) body = h('ul', {}, ...items.map((item) => review(item, 'li')));
  if (layout === 'carousel' && items.length) body = carousel(items, review, t);

  const allLink = link(t.all, 'all');
  if (allLink) allLink.setAttribute('aria-label', `${t.all} ${t.newTab}`);
  const widget = h(
    'section',
    { class: `w ${theme}`, lang, 'aria-label': `${t.google} · ${data.name}` },
    header,
    body,
    allLink,
    h('p', { class: 'lg' }, t.legal(namesOf(data.sources ?? ['google'], t.and))),
  );
  root.append(h('style', {}, CSS), widget);
  // In the iframe variant, the page that frames it (the settings' preview) may fit the frame to the widget.
  if (options.frame !== undefined && parent !== window) {
    new ResizeObserver(() => parent.postMessage({ bonavisHeight: Math.ceil(document.body.getBoundingClientRect().height) }, '*')).observe(
      document.body,
    );
  }
}

/** One review at a time; turns by itself unless paused, hovered, focused or the visitor prefers no motion. */
function carousel(items: WidgetReview[], review: (item: WidgetReview, tag: string, attributes?: Attributes) => HTMLElement, t: Texts) {
  let index = 0;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let playing = !still && items.length > 1;
  let held = false;
  const live = h('div', { 'aria-live': playing ? 'off' : 'polite' });
  const show = () => {
    live.replaceChildren(
      review(items[index], 'div', {
        class: 'sl',
        role: 'group',
        'aria-roledescription': 'slide',
        'aria-label': t.slide(index + 1, items.length),
      }),
    );
  };
  const step = (by: number) => {
    index = (index + by + items.length) % items.length;
    show();
  };
  const button = (label: string, text: string, onClick: () => void) => {
    const element = h('button', { type: 'button', 'aria-label': label }, text);
    element.addEventListener('click', onClick);
    return element;
  };
  const pause = button(t.pause, '❚❚', () => {
    playing = !playing;
    pause.setAttribute('aria-label', playing ? t.pause : t.play);
    pause.textContent = playing ? '❚❚' : '▶';
    live.setAttribute('aria-live', playing ? 'off' : 'polite');
  });
  const section = h(
    'div',
    { class: 'cr', role: 'region', 'aria-roledescription': 'carousel', 'aria-label': t.google },
    live,
    h(
      'div',
      { class: 'ct' },
      button(t.previous, '‹', () => step(-1)),
      items.length > 1 && !still ? pause : null,
      button(t.next, '›', () => step(1)),
    ),
  );
  for (const [type, value] of [
    ['mouseenter', true],
    ['mouseleave', false],
    ['focusin', true],
    ['focusout', false],
  ] as const)
    section.addEventListener(type, () => (held = value));
  show();
  if (items.length > 1 && !still) setInterval(() => playing && !held && step(1), SLIDE_MS);
  return section;
}

function mount(script: HTMLScriptElement) {
  const id = script.dataset.bonavis;
  if (!id || script.dataset.bonavisDone) return;
  script.dataset.bonavisDone = '1';
  const host = document.createElement('div');
  script.after(host);
  const root = host.attachShadow({ mode: 'open' });
  const { origin } = new URL(script.src, location.href);
  const query = new URLSearchParams();
  if (script.dataset.count) query.set('count', script.dataset.count);
  if (script.dataset.hideEmpty) query.set('hide', script.dataset.hideEmpty);
  const search = query.toString() ? `?${query}` : '';
  // Nothing on the host page when there is nothing to show: no error, no empty frame.
  fetch(`${origin}/widget/data/${encodeURIComponent(id)}.json${search}`, { credentials: 'omit', referrerPolicy: 'no-referrer' })
    .then((response) => (response.ok ? (response.json() as Promise<WidgetData | { available: false }>) : null))
    .then((data) => (data?.available ? render(root, data, script) : host.remove()))
    .catch(() => host.remove());
}

document.querySelectorAll<HTMLScriptElement>('script[data-bonavis]').forEach(mount);
