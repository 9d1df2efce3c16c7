import type { RatingBand } from '../../../shared/api/dashboard';
import type { Language } from '../../../shared/constants';

/** The words of the network's page (a member who sees several establishments). */
export type NetworkReportTexts = {
  title: string;
  establishments: string;
  movers: string;
  moversNone: string;
  moverDetail: string;
  ranking: string;
  rankingContinued: string;
  columns: {
    rank: string;
    name: string;
    averageRating: string;
    reviews: string;
    change: string;
    responseRate: string;
    medianResponse: string;
    unansweredNegative: string;
    band: string;
  };
  bands: Record<RatingBand, string>;
  /** The legend of each band: `{band}`, its floor `{from}` and the next band's `{to}`. */
  legend: { top: string; between: string; bottom: string };
  explained: string;
  pagesFollow: string;
  pagesApart: string;
  source: string;
};

export const NETWORK_REPORT_TEXTS: Record<Language, NetworkReportTexts> = {
  fr: {
    title: 'Rapport mensuel du réseau',
    establishments: '{count} établissements',
    movers: 'Les trois établissements qui ont le plus bougé',
    moversNone: "Aucun établissement n'a de note à comparer avec {month}.",
    moverDetail: '{previous} → {current} · {count} avis',
    ranking: 'Classement des établissements',
    rankingContinued: 'Classement des établissements (suite)',
    columns: {
      rank: 'Rang',
      name: 'Établissement',
      averageRating: 'Note',
      reviews: 'Avis',
      change: 'Évolution',
      responseRate: 'Taux de réponse',
      medianResponse: 'Délai médian',
      unansweredNegative: 'Négatifs sans réponse',
      band: 'Niveau',
    },
    bands: { excellent: 'Excellent', good: 'Bon', fair: 'Moyen', poor: 'À surveiller' },
    legend: { top: '{band} : {from} et plus', between: '{band} : {from}–{to}', bottom: '{band} : moins de {to}' },
    explained:
      'Évolution : écart de la note moyenne avec {month}. Négatifs sans réponse : avis de 1 ou 2 étoiles du mois encore sans réponse.',
    pagesFollow: "Les pages de chaque établissement suivent, dans l'ordre du classement.",
    pagesApart: 'Au-delà de {count} établissements, le rapport de chacun se télécharge depuis son tableau de bord.',
    source:
      'Source : les avis Google publics des {count} établissements de {business}, lus par Bonavis. Le mois court du {from} au {to} inclus (jours UTC), comme au tableau de bord.',
  },
  en: {
    title: 'Network monthly report',
    establishments: '{count} establishments',
    movers: 'The three establishments that moved most',
    moversNone: 'No establishment has a rating to compare with {month}.',
    moverDetail: '{previous} → {current} · {count} reviews',
    ranking: 'Establishments ranked',
    rankingContinued: 'Establishments ranked (continued)',
    columns: {
      rank: 'Rank',
      name: 'Establishment',
      averageRating: 'Rating',
      reviews: 'Reviews',
      change: 'Change',
      responseRate: 'Response rate',
      medianResponse: 'Median time',
      unansweredNegative: 'Unanswered negatives',
      band: 'Band',
    },
    bands: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Needs attention' },
    legend: { top: '{band}: {from} and above', between: '{band}: {from}–{to}', bottom: '{band}: below {to}' },
    explained:
      "Change: the average rating's difference from {month}. Unanswered negatives: the month's 1- and 2-star reviews still without a response.",
    pagesFollow: "Each establishment's pages follow, in the order of the ranking.",
    pagesApart: "Beyond {count} establishments, each one's report is downloaded from its dashboard.",
    source:
      'Source: the public Google reviews of the {count} establishments of {business}, read by Bonavis. The month runs from {from} to {to} inclusive (UTC days), as on the dashboard.',
  },
  es: {
    title: 'Informe mensual de la red',
    establishments: '{count} establecimientos',
    movers: 'Los tres establecimientos que más se movieron',
    moversNone: 'Ningún establecimiento tiene una nota que comparar con {month}.',
    moverDetail: '{previous} → {current} · {count} reseñas',
    ranking: 'Clasificación de los establecimientos',
    rankingContinued: 'Clasificación de los establecimientos (continuación)',
    columns: {
      rank: 'Puesto',
      name: 'Establecimiento',
      averageRating: 'Nota',
      reviews: 'Reseñas',
      change: 'Evolución',
      responseRate: 'Tasa de respuesta',
      medianResponse: 'Tiempo mediano',
      unansweredNegative: 'Negativas sin respuesta',
      band: 'Nivel',
    },
    bands: { excellent: 'Excelente', good: 'Buena', fair: 'Regular', poor: 'A vigilar' },
    legend: { top: '{band}: {from} o más', between: '{band}: {from}–{to}', bottom: '{band}: menos de {to}' },
    explained:
      'Evolución: diferencia de la nota media con {month}. Negativas sin respuesta: reseñas de 1 o 2 estrellas del mes aún sin respuesta.',
    pagesFollow: 'Las páginas de cada establecimiento siguen, en el orden de la clasificación.',
    pagesApart: 'Más allá de {count} establecimientos, el informe de cada uno se descarga desde su panel.',
    source:
      'Fuente: las reseñas públicas de Google de los {count} establecimientos de {business}, leídas por Bonavis. El mes va del {from} al {to} incluidos (días UTC), como en el panel.',
  },
};
