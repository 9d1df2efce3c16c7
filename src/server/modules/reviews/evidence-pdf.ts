import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../shared/constants';
import type { Evidence, EvidenceCopy, EvidenceReview } from '../../../shared/evidence';
import { EVIDENCE_TEXTS, evidenceDate, type EvidenceTexts } from './evidence-texts';

// The monthly report's fonts: DejaVu Sans cut to the Latin letters, the punctuation and ★ (report-fonts/README.md).
const FONTS = path.join(__dirname, '..', 'dashboard', 'report-fonts');
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const TOP = 56;
const BOTTOM = 64;
const WIDTH = A4.width - 2 * MARGIN;
const INK = '#1f2937';
const MUTED = '#6b7280';
const LINE = '#d1d5db';
const PRIMARY = '#1565c0';
const STAR = '#f2a900';
const BAD = '#c62828';
const CARD = '#f3f6fb';

/** What the embedded font subset can draw (report-fonts/README.md lists the same ranges), line ends included. */
const DRAWABLE = /[^\n\u0020-\u007e\u00a0-\u017f\u2010-\u2027\u202f\u2030-\u203a\u20ac\u2122\u2190-\u2193\u2212\u2605\u2606]/gu;

/**
 * The text as the font can draw it: a character outside the subset (an emoji, another script) becomes its code point,
 * « [U+1F44D] », rather than a blank box, so nothing of the review silently disappears; the CSV keeps it as it is.
 */
export const drawable = (text: string): string =>
  text.replace(/\r\n?/g, '\n').replace(DRAWABLE, (char) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);

/** Whether some text of the file needs the code point notation. */
const needsCodePoints = ({ listing, reviews }: Evidence) =>
  [
    listing.name,
    listing.address ?? '',
    ...reviews.flatMap((review) => [
      review.authorName,
      ...review.copies.flatMap((copy) => [copy.reviewContent ?? '', copy.responseContent ?? '']),
    ]),
  ].some((text) => new RegExp(DRAWABLE.source, 'u').test(text.replace(/\r/g, '')));

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

type Doc = PDFKit.PDFDocument;
type Writer = { doc: Doc; texts: EvidenceTexts; language: Language; evidence: Evidence };

/** Starts a new page when fewer than `height` points are left above the footer; says whether it did. */
function keepSpace({ doc }: Writer, height: number): boolean {
  if (doc.y + height <= A4.height - BOTTOM) return false;
  doc.addPage();
  return true;
}

/** The band and running head, drawn on every page once the text is laid out. */
function runningHead({ doc, texts }: Writer) {
  doc.rect(0, 0, A4.width, 6).fill(PRIMARY);
  doc.font('Bold').fontSize(10).fillColor(PRIMARY).text('Bonavis', MARGIN, 24, { lineBreak: false });
  doc
    .font('Body')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(texts.title, MARGIN + 80, 25, { width: WIDTH - 80, align: 'right', lineBreak: false });
}

function header(writer: Writer) {
  const { doc, texts, language, evidence } = writer;
  const { listing } = evidence;
  doc.font('Bold').fontSize(18).fillColor(INK).text(texts.title, MARGIN, TOP, { width: WIDTH });
  doc.moveDown(0.3);
  doc.font('Bold').fontSize(11).text(drawable(listing.name), { width: WIDTH });
  doc.font('Body').fontSize(9).fillColor(MUTED);
  if (listing.address) doc.text(drawable(listing.address), { width: WIDTH });
  doc.fillColor(PRIMARY).text(listing.link, { width: WIDTH, link: listing.link, underline: true });
  doc.moveDown(0.8);
  // The disclaimer in a tinted box, before anything else is read.
  const note = [texts.disclaimer, fill(texts.made, { date: evidenceDate(language, evidence.madeAt) })]
    .concat(needsCodePoints(evidence) ? [texts.codePoints] : [])
    .join('\n');
  doc.font('Body').fontSize(9.5);
  const height = doc.heightOfString(note, { width: WIDTH - 24, lineGap: 2 });
  const top = doc.y;
  doc.rect(MARGIN, top, WIDTH, height + 20).fill(CARD);
  doc.rect(MARGIN, top, 3, height + 20).fill(PRIMARY);
  doc.fillColor(INK).text(note, MARGIN + 14, top + 10, { width: WIDTH - 24, lineGap: 2 });
  doc.x = MARGIN;
  doc.y = top + height + 32;
}

/** « Avis n° 12 · Nina P. »: the heading of a review, repeated (« suite ») above its copies that turn the page. */
const reviewTitle = ({ texts }: Writer, review: EvidenceReview) =>
  `${fill(texts.review, { id: review.id })} · ${drawable(review.authorName)}`;

function copyBlock(writer: Writer, review: EvidenceReview, copy: EvidenceCopy, index: number) {
  const { doc, texts, language } = writer;
  const body = drawable(copy.reviewContent ?? texts.noText);
  const response = copy.responseContent ? fill(texts.response, { text: drawable(copy.responseContent) }) : texts.noResponse;
  doc.font('Body').fontSize(9.5);
  const needed = 34 + Math.min(doc.heightOfString(body, { width: WIDTH - 16, lineGap: 1.5 }), 120);
  if (keepSpace(writer, needed)) {
    doc
      .font('Body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(fill(texts.continued, { review: reviewTitle(writer, review) }), MARGIN, TOP, { width: WIDTH });
    doc.moveDown(0.5);
  }
  const top = doc.y;
  doc
    .font('Bold')
    .fontSize(9.5)
    .fillColor(INK)
    .text(fill(texts.copy, { index: index + 1, date: evidenceDate(language, copy.seenAt) }), MARGIN + 12, top, { width: WIDTH - 12 });
  doc
    .font('Body')
    .fontSize(9.5)
    .fillColor(INK)
    .text(`${texts.rating} `, { continued: true })
    .fillColor(STAR)
    .text(stars(copy.reviewRate), { continued: true })
    .fillColor(INK)
    .text(` (${copy.reviewRate}/5)`);
  doc.fillColor(copy.reviewContent ? INK : MUTED).text(body, { width: WIDTH - 12, lineGap: 1.5 });
  doc.fillColor(MUTED).text(drawable(response), { width: WIDTH - 12, lineGap: 1.5 });
  // The rule beside the copy, on the part of it on this page.
  const bottom = doc.y;
  if (bottom > top) doc.rect(MARGIN + 2, top, 2, bottom - top).fill(LINE);
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

function reviewBlock(writer: Writer, review: EvidenceReview) {
  const { doc, texts, language } = writer;
  keepSpace(writer, 120);
  const top = doc.y;
  doc
    .moveTo(MARGIN, top)
    .lineTo(A4.width - MARGIN, top)
    .lineWidth(0.6)
    .strokeColor(LINE)
    .stroke();
  doc
    .font('Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(reviewTitle(writer, review), MARGIN, top + 8, { width: WIDTH });
  doc.font('Body').fontSize(9).fillColor(MUTED);
  doc.text(`${texts.reviewDate} : ${evidenceDate(language, review.date)}`.replace(' :', language === 'fr' ? '\u00a0:' : ':'), {
    width: WIDTH,
  });
  doc.text(fill(texts.firstSeen, { date: evidenceDate(language, review.firstSeenAt) }), { width: WIDTH });
  if (review.removedAt) {
    doc
      .font('Bold')
      .fillColor(BAD)
      .text(fill(texts.removed, { date: evidenceDate(language, review.removedAt) }), { width: WIDTH });
  } else {
    doc.fillColor(INK).text(fill(texts.stillShown, { date: evidenceDate(language, review.lastSeenAt) }), { width: WIDTH });
  }
  for (const report of review.reportedToGoogle ?? []) {
    doc
      .font('Body')
      .fillColor(INK)
      .text(drawable(fill(texts.reported, { date: evidenceDate(language, report.at), member: report.by })), { width: WIDTH });
  }
  doc.moveDown(0.5);
  doc.font('Bold').fontSize(9.5).fillColor(INK).text(texts.copies, { width: WIDTH });
  doc.moveDown(0.3);
  review.copies.forEach((copy, index) => copyBlock(writer, review, copy, index));
  doc.moveDown(0.6);
}

function footer({ doc, texts }: Writer, page: number, pages: number) {
  // The footer sits under the bottom margin: without it, pdfkit would turn the page to write there.
  doc.page.margins.bottom = 0;
  doc
    .moveTo(MARGIN, A4.height - 44)
    .lineTo(A4.width - MARGIN, A4.height - 44)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc
    .font('Body')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(fill(texts.page, { page, pages }), MARGIN, A4.height - 36, { width: WIDTH, align: 'right', lineBreak: false });
}

/**
 * Writes the evidence file as an A4 PDF with pdfkit: the disclaimer first, then each review with its dates and every
 * copy Bonavis saw, text flowing over as many pages as it needs, each page numbered.
 */
export function writeEvidencePdf(evidence: Evidence, language: Language): Promise<Buffer> {
  const texts = EVIDENCE_TEXTS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: language,
    info: { Title: `${texts.title} — ${evidence.listing.name}`, Author: 'Bonavis', Creator: 'Bonavis' },
  });
  doc.registerFont('Body', path.join(FONTS, 'DejaVuSans-latin.ttf'));
  doc.registerFont('Bold', path.join(FONTS, 'DejaVuSans-Bold-latin.ttf'));
  const writer: Writer = { doc, texts, language, evidence };
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(writer);
  for (const review of evidence.reviews) reviewBlock(writer, review);
  const { count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(page);
    runningHead(writer);
    footer(writer, page + 1, count);
  }
  doc.end();
  return done;
}
