import type { Language } from '../../../shared/constants';

/** The words of the evidence file, in each language the app speaks; `{name}` marks a value. */
export type EvidenceTexts = {
  title: string;
  /** What the file is, and what it is not: at the top of the PDF, and in the CSV's first column. */
  disclaimer: string;
  made: string;
  /** Under the disclaimer when some text holds characters the PDF's font cannot draw. */
  codePoints: string;
  continued: string;
  listing: string;
  address: string;
  link: string;
  review: string;
  author: string;
  reviewDate: string;
  firstSeen: string;
  removed: string;
  stillShown: string;
  /** A member reported the review to Google from Bonavis: `{date}`, `{member}`. */
  reported: string;
  copies: string;
  copy: string;
  rating: string;
  noText: string;
  response: string;
  noResponse: string;
  page: string;
  /** The CSV's columns, in order. */
  columns: {
    note: string;
    listing: string;
    address: string;
    link: string;
    review: string;
    author: string;
    reviewDate: string;
    firstSeen: string;
    status: string;
    removedAt: string;
    lastSeen: string;
    reported: string;
    copy: string;
    seenAt: string;
    rating: string;
    text: string;
    response: string;
  };
  statusRemoved: string;
  statusShown: string;
};

export const EVIDENCE_TEXTS: Record<Language, EvidenceTexts> = {
  fr: {
    title: 'Dossier de preuves — avis',
    disclaimer:
      'Ce document rassemble les observations de Bonavis : chaque copie d’un avis telle que Bonavis l’a lue sur la fiche publique, datée du moment où il l’a lue. Ce ne sont pas les registres de Google, qui peut en avoir d’autres.',
    made: 'Document établi le {date}.',
    codePoints:
      'Les caractères que la police de ce PDF ne peut pas dessiner (émojis, autres écritures) y sont notés par leur code, [U+…] ; le fichier CSV les garde tels quels.',
    continued: '{review} (suite)',
    listing: 'Établissement',
    address: 'Adresse',
    link: 'Fiche Google',
    review: 'Avis n° {id}',
    author: 'Auteur',
    reviewDate: 'Date de l’avis',
    firstSeen: 'Vu pour la première fois le {date}',
    removed: 'Retiré : absent de la lecture complète de la fiche du {date}',
    stillShown: 'Encore affiché lors de la dernière lecture, le {date}',
    reported: 'Signalé à Google le {date} par {member}',
    copies: 'Copies vues par Bonavis',
    copy: 'Copie {index} — vue le {date}',
    rating: 'Note\u00a0:',
    noText: '(sans texte)',
    response: 'Réponse du propriétaire : {text}',
    noResponse: 'Pas de réponse du propriétaire.',
    page: 'Page {page} / {pages}',
    columns: {
      note: 'nature du document',
      listing: 'établissement',
      address: 'adresse',
      link: 'fiche Google',
      review: 'avis n°',
      author: 'auteur',
      reviewDate: 'date de l’avis',
      firstSeen: 'vu pour la première fois',
      status: 'état',
      removedAt: 'retiré le',
      lastSeen: 'vu pour la dernière fois',
      reported: 'signalé à Google',
      copy: 'copie n°',
      seenAt: 'copie vue le',
      rating: 'note',
      text: 'texte',
      response: 'réponse du propriétaire',
    },
    statusRemoved: 'retiré',
    statusShown: 'encore affiché',
  },
  en: {
    title: 'Evidence file — reviews',
    disclaimer:
      'This document gathers Bonavis’s own observations: each copy of a review as Bonavis read it on the public listing, dated when it read it. These are not Google’s records, which may hold others.',
    made: 'Document made on {date}.',
    codePoints:
      'Characters this PDF’s font cannot draw (emojis, other scripts) are written as their code, [U+…]; the CSV file keeps them as they are.',
    continued: '{review} (continued)',
    listing: 'Business',
    address: 'Address',
    link: 'Google listing',
    review: 'Review no. {id}',
    author: 'Author',
    reviewDate: 'Review date',
    firstSeen: 'First seen on {date}',
    removed: 'Removed: missing from the full read of the listing on {date}',
    stillShown: 'Still shown at the last read, on {date}',
    reported: 'Reported to Google on {date} by {member}',
    copies: 'Copies seen by Bonavis',
    copy: 'Copy {index} — seen on {date}',
    rating: 'Rating:',
    noText: '(no text)',
    response: 'Owner’s response: {text}',
    noResponse: 'No owner’s response.',
    page: 'Page {page} / {pages}',
    columns: {
      note: 'what this document is',
      listing: 'business',
      address: 'address',
      link: 'Google listing',
      review: 'review no.',
      author: 'author',
      reviewDate: 'review date',
      firstSeen: 'first seen',
      status: 'status',
      removedAt: 'removed on',
      lastSeen: 'last seen',
      reported: 'reported to Google',
      copy: 'copy no.',
      seenAt: 'copy seen on',
      rating: 'rating',
      text: 'text',
      response: 'owner’s response',
    },
    statusRemoved: 'removed',
    statusShown: 'still shown',
  },
  es: {
    title: 'Expediente de pruebas — reseñas',
    disclaimer:
      'Este documento reúne las observaciones de Bonavis: cada copia de una reseña tal como Bonavis la leyó en la ficha pública, fechada cuando la leyó. No son los registros de Google, que puede tener otros.',
    made: 'Documento elaborado el {date}.',
    codePoints:
      'Los caracteres que la fuente de este PDF no puede dibujar (emojis, otras escrituras) se anotan con su código, [U+…]; el archivo CSV los conserva tal cual.',
    continued: '{review} (continuación)',
    listing: 'Establecimiento',
    address: 'Dirección',
    link: 'Ficha de Google',
    review: 'Reseña n.º {id}',
    author: 'Autor',
    reviewDate: 'Fecha de la reseña',
    firstSeen: 'Vista por primera vez el {date}',
    removed: 'Retirada: ausente de la lectura completa de la ficha del {date}',
    stillShown: 'Aún visible en la última lectura, el {date}',
    reported: 'Denunciada a Google el {date} por {member}',
    copies: 'Copias vistas por Bonavis',
    copy: 'Copia {index} — vista el {date}',
    rating: 'Nota:',
    noText: '(sin texto)',
    response: 'Respuesta del propietario: {text}',
    noResponse: 'Sin respuesta del propietario.',
    page: 'Página {page} / {pages}',
    columns: {
      note: 'naturaleza del documento',
      listing: 'establecimiento',
      address: 'dirección',
      link: 'ficha de Google',
      review: 'reseña n.º',
      author: 'autor',
      reviewDate: 'fecha de la reseña',
      firstSeen: 'vista por primera vez',
      status: 'estado',
      removedAt: 'retirada el',
      lastSeen: 'vista por última vez',
      reported: 'denunciada a Google',
      copy: 'copia n.º',
      seenAt: 'copia vista el',
      rating: 'nota',
      text: 'texto',
      response: 'respuesta del propietario',
    },
    statusRemoved: 'retirada',
    statusShown: 'aún visible',
  },
};

/** A date and time as the language writes it, in UTC and saying so: evidence must not depend on the reader's zone. */
export function evidenceDate(language: Language, instant: Date): string {
  const text = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(instant);
  return `${text.replace(/\u202f/g, '\u00a0')} UTC`;
}
