import { monthRange } from '../../../shared/api/monthly-report';
import type { Language } from '../../../shared/constants';
import { NETWORK_REPORT_TEXTS, type NetworkReportTexts } from './report-network-texts';

/** The words of the monthly report, in each language the app speaks; `{name}` marks a value. */
export type ReportTexts = {
  title: string;
  months: string[];
  /** Shown beside a demonstration listing's name. */
  demo: string;
  figures: { averageRating: string; newReviews: string; responseRate: string; medianResponse: string };
  outOf5: string;
  total: string;
  vsPrevious: string;
  stable: string;
  noComparison: string;
  noReviews: string;
  points: string;
  hours: string;
  days: string;
  underAnHour: string;
  distribution: string;
  weeks: string;
  reviewsCount: string;
  responseTimes: string;
  responseTimesNone: string;
  themes: string;
  themesNone: string;
  positive: string;
  negative: string;
  trend: string;
  average: string;
  volume: string;
  requests: string;
  best: string;
  worst: string;
  quotesNone: string;
  worstNone: string;
  noText: string;
  themeNames: Record<string, string>;
  source: string;
  lastSync: string;
  generated: string;
  page: string;
  network: NetworkReportTexts;
  /** The Google profile's page, for an establishment connected to Google Business Profile. */
  profile: {
    title: string;
    intro: string;
    calls: string;
    directions: string;
    websiteClicks: string;
    impressions: string;
    keywords: string;
    keywordsNone: string;
    fewerThan: string;
  };
};

export const REPORT_TEXTS: Record<Language, ReportTexts> = {
  fr: {
    title: 'Rapport mensuel',
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    demo: 'données de démonstration',
    figures: {
      averageRating: 'Note moyenne',
      newReviews: 'Nouveaux avis',
      responseRate: 'Taux de réponse',
      medianResponse: 'Délai médian de réponse',
    },
    outOf5: '/ 5',
    total: '{count} avis au total',
    vsPrevious: '{delta} vs {month}',
    stable: 'stable vs {month}',
    noComparison: 'pas de comparaison',
    noReviews: 'aucun avis',
    points: '{value} pts',
    hours: '{value} h',
    days: '{value} j',
    underAnHour: '< 1 h',
    distribution: 'Répartition des notes',
    weeks: 'Le mois semaine par semaine',
    reviewsCount: '{count} avis',
    responseTimes: 'Délai médian de réponse par semaine',
    responseTimesNone: 'Aucune réponse ce mois-ci.',
    themes: 'De quoi parlent vos clients',
    themesNone: 'Aucun thème relevé ce mois-ci.',
    positive: 'positif',
    negative: 'négatif',
    trend: 'Note et volume sur 12 mois',
    average: 'note moyenne',
    volume: "nombre d'avis",
    requests: "Demandes d'avis envoyées : {sent} · ouvertes : {opened} · avis reçus (estimation) : {received}",
    best: 'Les meilleurs avis du mois',
    worst: 'Les avis les plus sévères du mois',
    quotesNone: 'Aucun avis rédigé ce mois-ci.',
    worstNone: 'Aucun avis de 3 étoiles ou moins ce mois-ci.',
    noText: '(sans commentaire)',
    themeNames: {
      welcome: 'Accueil',
      price: 'Prix',
      waiting: 'Attente',
      cleanliness: 'Propreté',
      quality: 'Qualité',
      staff: 'Personnel',
      ambiance: 'Ambiance',
      service: 'Service',
    },
    source:
      'Source : les avis Google publics de {business}, lus par Bonavis. Le mois court du {from} au {to} inclus (jours UTC), comme au tableau de bord.',
    lastSync: 'Dernière synchronisation : {date}.',
    generated: 'Rapport établi le {date}.',
    page: 'Page {page} / {pages}',
    network: NETWORK_REPORT_TEXTS.fr,
    profile: {
      title: 'Profil Google',
      intro: 'Ce que la fiche Google a apporté en {month}, selon Google.',
      calls: 'Appels',
      directions: 'Demandes d’itinéraire',
      websiteClicks: 'Clics vers le site web',
      impressions: 'Vues de la fiche',
      keywords: 'Recherches qui ont montré la fiche',
      keywordsNone: 'Google ne donne pas de recherches pour ce mois.',
      fewerThan: 'moins de {count}',
    },
  },
  en: {
    title: 'Monthly report',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    demo: 'demonstration data',
    figures: {
      averageRating: 'Average rating',
      newReviews: 'New reviews',
      responseRate: 'Response rate',
      medianResponse: 'Median response time',
    },
    outOf5: '/ 5',
    total: '{count} reviews in all',
    vsPrevious: '{delta} vs {month}',
    stable: 'stable vs {month}',
    noComparison: 'no comparison',
    noReviews: 'no reviews',
    points: '{value} pts',
    hours: '{value} h',
    days: '{value} d',
    underAnHour: '< 1 h',
    distribution: 'Ratings',
    weeks: 'The month week by week',
    reviewsCount: '{count} reviews',
    responseTimes: 'Median response time per week',
    responseTimesNone: 'No responses this month.',
    themes: 'What your customers talk about',
    themesNone: 'No themes found this month.',
    positive: 'positive',
    negative: 'negative',
    trend: 'Rating and volume over 12 months',
    average: 'average rating',
    volume: 'reviews',
    requests: 'Review requests sent: {sent} · opened: {opened} · reviews received (estimate): {received}',
    best: 'Best reviews of the month',
    worst: 'Harshest reviews of the month',
    quotesNone: 'No written reviews this month.',
    worstNone: 'No reviews of 3 stars or less this month.',
    noText: '(no comment)',
    themeNames: {
      welcome: 'Welcome',
      price: 'Price',
      waiting: 'Waiting',
      cleanliness: 'Cleanliness',
      quality: 'Quality',
      staff: 'Staff',
      ambiance: 'Atmosphere',
      service: 'Service',
    },
    source:
      'Source: the public Google reviews of {business}, read by Bonavis. The month runs from {from} to {to} inclusive (UTC days), as on the dashboard.',
    lastSync: 'Last synchronisation: {date}.',
    generated: 'Report made on {date}.',
    page: 'Page {page} / {pages}',
    network: NETWORK_REPORT_TEXTS.en,
    profile: {
      title: 'Google profile',
      intro: 'What the Google profile brought in {month}, according to Google.',
      calls: 'Calls',
      directions: 'Direction requests',
      websiteClicks: 'Website clicks',
      impressions: 'Profile views',
      keywords: 'Searches that showed the profile',
      keywordsNone: 'Google gives no searches for this month.',
      fewerThan: 'fewer than {count}',
    },
  },
  es: {
    title: 'Informe mensual',
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    demo: 'datos de demostración',
    figures: {
      averageRating: 'Nota media',
      newReviews: 'Reseñas nuevas',
      responseRate: 'Tasa de respuesta',
      medianResponse: 'Tiempo mediano de respuesta',
    },
    outOf5: '/ 5',
    total: '{count} reseñas en total',
    vsPrevious: '{delta} vs {month}',
    stable: 'estable vs {month}',
    noComparison: 'sin comparación',
    noReviews: 'ninguna reseña',
    points: '{value} pts',
    hours: '{value} h',
    days: '{value} d',
    underAnHour: '< 1 h',
    distribution: 'Reparto de las notas',
    weeks: 'El mes semana a semana',
    reviewsCount: '{count} reseñas',
    responseTimes: 'Tiempo mediano de respuesta por semana',
    responseTimesNone: 'Ninguna respuesta este mes.',
    themes: 'De qué hablan sus clientes',
    themesNone: 'Ningún tema detectado este mes.',
    positive: 'positivo',
    negative: 'negativo',
    trend: 'Nota y volumen en 12 meses',
    average: 'nota media',
    volume: 'reseñas',
    requests: 'Solicitudes de reseña enviadas: {sent} · abiertas: {opened} · reseñas recibidas (estimación): {received}',
    best: 'Las mejores reseñas del mes',
    worst: 'Las reseñas más severas del mes',
    quotesNone: 'Ninguna reseña escrita este mes.',
    worstNone: 'Ninguna reseña de 3 estrellas o menos este mes.',
    noText: '(sin comentario)',
    themeNames: {
      welcome: 'Acogida',
      price: 'Precio',
      waiting: 'Espera',
      cleanliness: 'Limpieza',
      quality: 'Calidad',
      staff: 'Personal',
      ambiance: 'Ambiente',
      service: 'Servicio',
    },
    source:
      'Fuente: las reseñas públicas de Google de {business}, leídas por Bonavis. El mes va del {from} al {to} incluidos (días UTC), como en el panel.',
    lastSync: 'Última sincronización: {date}.',
    generated: 'Informe elaborado el {date}.',
    page: 'Página {page} / {pages}',
    network: NETWORK_REPORT_TEXTS.es,
    profile: {
      title: 'Perfil de Google',
      intro: 'Lo que aportó el perfil de Google en {month}, según Google.',
      calls: 'Llamadas',
      directions: 'Solicitudes de indicaciones',
      websiteClicks: 'Clics al sitio web',
      impressions: 'Vistas del perfil',
      keywords: 'Búsquedas que mostraron el perfil',
      keywordsNone: 'Google no da búsquedas para este mes.',
      fewerThan: 'menos de {count}',
    },
  },
};

/** A text with its `{name}` values filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * Numbers, dates and durations as the language writes them (« 4,3 », « 87 % », « 5 h », « 3 novembre 2026 »). The
 * narrow no-break space of French numbers becomes a no-break space, which every reader of the PDF keeps as a space.
 */
export function reportFormat(language: Language) {
  const texts = REPORT_TEXTS[language];
  const plain = (text: string) => text.replace(/\u202f/g, '\u00a0');
  const number = (digits: number) => new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const signed = (digits: number) =>
    new Intl.NumberFormat(language, { signDisplay: 'exceptZero', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortMonth = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return {
    rating: (value: number) => plain(number(1).format(value)),
    integer: (value: number) => plain(number(0).format(value)),
    signed: (value: number, digits: number) => plain(signed(digits).format(value)).replace('-', '−'),
    percent: (share: number) => plain(percent.format(share)),
    duration: (hours: number) => {
      if (hours < 1) return texts.underAnHour;
      if (hours < 48) return fill(texts.hours, { value: plain(number(0).format(Math.round(hours))) });
      return fill(texts.days, { value: plain(number(0).format(Math.round(hours / 24))) });
    },
    // « 1er octobre » in French.
    date: (instant: Date) => plain(date.format(instant)).replace(/^1 /, language === 'fr' ? '1er ' : '1 '),
    month: (month: string) => `${texts.months[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
    /** « juil. », « sept. »: the language's own abbreviation (three letters would make « jui » of June and July). */
    shortMonth: (month: string) => plain(shortMonth.format(monthRange(month).from)),
  };
}

export type ReportFormat = ReturnType<typeof reportFormat>;
