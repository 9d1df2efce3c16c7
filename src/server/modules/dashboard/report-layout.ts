import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../shared/constants';
import type { MonthFigures } from './report-figures';
import { PALETTE, type Box } from './report-charts';
import { fill, REPORT_TEXTS, reportFormat, type ReportFormat, type ReportTexts } from './report-texts';

/**
 * What every page of a report reads (its running head, header, cards and footer): one establishment's month, or the
 * network's (`network` then says how many establishments it covers).
 */
export type PageContent = Pick<MonthFigures, 'month' | 'range' | 'figures'> & {
  language: Language;
  business: string;
  address: string | null;
  demo: boolean;
  previousMonth: string;
  lastSyncAt: Date | null;
  generatedAt: Date;
  network?: { establishments: number };
};

const FONTS = path.join(__dirname, 'report-fonts');
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 42;
export const WIDTH = A4.width - 2 * MARGIN;
export const GAP = 12;
export const HALF = (WIDTH - GAP) / 2;
const FOOTER_Y = A4.height - 46;
/** Where a page's content must end: the footer's rule is drawn just above it. */
export const CONTENT_BOTTOM = FOOTER_Y - 20;

export const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

export type Doc = PDFKit.PDFDocument;
export type Writer<Content extends PageContent = PageContent> = { doc: Doc; texts: ReportTexts; format: ReportFormat; content: Content };

const titleOf = ({ texts, content }: Writer) => (content.network ? texts.network.title : texts.title);

/** A panel: a light frame with its title; returns the box left for its content. */
export function panel({ doc }: Writer, x: number, y: number, width: number, height: number, title: string): Box {
  doc.roundedRect(x, y, width, height, 6).lineWidth(0.6).strokeColor(PALETTE.line).stroke();
  doc.font('Bold');
  fitted(doc, title, x + 12, y + 10, width - 24, 10, PALETTE.ink);
  return { x: x + 12, y: y + 30, width: width - 24, height: height - 42 };
}

/** One line of text at `size`, or smaller when it would not fit the width: a card's line never wraps. */
export function fitted(doc: Doc, text: string, x: number, y: number, width: number, size: number, color: string) {
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  if (natural > width) doc.fontSize((size * width) / natural);
  doc.fillColor(color).text(text, x, y, { lineBreak: false });
}

/** « +0,2 vs octobre 2026 », in green or red as the change helps or hurts, or why there is nothing to compare. */
export function changeLine(
  { texts, format }: Writer,
  { current, previous }: { current: number | null; previous: number | null },
  options: {
    digits: number;
    scale?: number;
    unit?: (delta: number) => string;
    lowerIsBetter?: boolean;
    month: string;
  },
) {
  if (current === null || previous === null) return { text: texts.noComparison, color: PALETTE.muted };
  const factor = 10 ** options.digits;
  const delta = Math.round((current - previous) * (options.scale ?? 1) * factor) / factor;
  if (delta === 0) return { text: fill(texts.stable, { month: options.month }), color: PALETTE.muted };
  const better = options.lowerIsBetter ? delta < 0 : delta > 0;
  const shown = options.unit ? `${delta > 0 ? '+' : '−'}${options.unit(Math.abs(delta))}` : format.signed(delta, options.digits);
  return { text: fill(texts.vsPrevious, { delta: shown, month: options.month }), color: better ? PALETTE.good : PALETTE.bad };
}

/** The band and running head of every page: the brand, and the report and month on the right. */
export function runningHead(writer: Writer) {
  const { doc, format, content } = writer;
  doc.rect(0, 0, A4.width, 6).fill(PALETTE.primary);
  doc.font('Bold').fontSize(10).fillColor(PALETTE.primary).text('Bonavis', MARGIN, 25, { lineBreak: false });
  doc
    .font('Body')
    .fontSize(8.5)
    .fillColor(PALETTE.muted)
    .text(`${titleOf(writer)} · ${format.month(content.month)}`, MARGIN + 80, 26, { width: WIDTH - 80, align: 'right', lineBreak: false });
}

/** The first page's header: the business (or organisation), the report and its month, and the details below. */
export function header(writer: Writer) {
  const { doc, texts, format, content } = writer;
  doc
    .font('Bold')
    .fontSize(20)
    .fillColor(PALETTE.ink)
    .text(content.business, MARGIN, 44, { width: WIDTH, lineBreak: false, ellipsis: true });
  const subtitle = `${titleOf(writer)} — ${format.month(content.month)}`;
  doc.font('Body').fontSize(12).fillColor(PALETTE.ink).text(subtitle, MARGIN, 72, { width: WIDTH, lineBreak: false });
  const details = [content.address, content.demo ? texts.demo : null].filter(Boolean).join(' · ');
  if (details) doc.fontSize(8.5).fillColor(PALETTE.muted).text(details, MARGIN, 90, { width: WIDTH, lineBreak: false, ellipsis: true });
}

/** The four cards of the month (average, new reviews, response rate, median response time), each against the month before. */
export function figureCards(writer: Writer, top: number) {
  const { doc, texts, format, content } = writer;
  const { averageRating, newReviews, responseRate, medianResponseHours, totalReviews } = content.figures;
  const previousMonth = format.month(content.previousMonth);
  const missing = '–';
  const cards = [
    {
      label: texts.figures.averageRating,
      value: averageRating.current === null ? missing : `${format.rating(averageRating.current)} ${texts.outOf5}`,
      change: changeLine(writer, averageRating, { digits: 1, month: previousMonth }),
      note: averageRating.current === null ? texts.noReviews : stars(Math.round(averageRating.current)),
      noteColor: PALETTE.star,
    },
    {
      label: texts.figures.newReviews,
      value: format.integer(newReviews.current ?? 0),
      change: changeLine(writer, newReviews, { digits: 0, month: previousMonth }),
      note: fill(texts.total, { count: format.integer(totalReviews) }),
      noteColor: PALETTE.muted,
    },
    {
      label: texts.figures.responseRate,
      value: responseRate.current === null ? missing : format.percent(responseRate.current),
      change: changeLine(writer, responseRate, {
        digits: 0,
        scale: 100,
        unit: (points) => fill(texts.points, { value: format.integer(points) }),
        month: previousMonth,
      }),
      note: '',
      noteColor: PALETTE.muted,
    },
    {
      label: texts.figures.medianResponse,
      value: medianResponseHours.current === null ? missing : format.duration(medianResponseHours.current),
      change: changeLine(writer, medianResponseHours, { digits: 0, unit: format.duration, lowerIsBetter: true, month: previousMonth }),
      note: '',
      noteColor: PALETTE.muted,
    },
  ];
  const width = (WIDTH - 3 * 10) / 4;
  cards.forEach((card, index) => {
    const x = MARGIN + index * (width + 10);
    doc.roundedRect(x, top, width, 82, 6).fill(PALETTE.card);
    doc.font('Bold');
    fitted(doc, card.label, x + 10, top + 10, width - 20, 8, PALETTE.muted);
    doc
      .font('Bold')
      .fontSize(19)
      .fillColor(PALETTE.ink)
      .text(card.value, x + 10, top + 24, { width: width - 20, lineBreak: false });
    doc.font('Body');
    fitted(doc, card.change.text, x + 10, top + 50, width - 20, 7.5, card.change.color);
    if (card.note) fitted(doc, card.note, x + 10, top + 63, width - 20, 7.5, card.noteColor);
  });
}

/** The footer of a page of `content`: where its reviews come from, the month's days, the last sync, the page. */
function footer({ doc, texts, format }: Writer, content: PageContent, page: number, pages: number) {
  const { from, to } = content.range;
  const days = { from: format.date(new Date(from)), to: format.date(new Date(new Date(to).getTime() - 1)) };
  const lines = [
    content.network
      ? fill(texts.network.source, { business: content.business, count: format.integer(content.network.establishments), ...days })
      : fill(texts.source, { business: content.business, ...days }),
    [
      content.lastSyncAt ? fill(texts.lastSync, { date: format.date(content.lastSyncAt) }) : '',
      fill(texts.generated, { date: format.date(content.generatedAt) }),
    ]
      .filter(Boolean)
      .join(' '),
  ];
  doc
    .moveTo(MARGIN, FOOTER_Y - 8)
    .lineTo(A4.width - MARGIN, FOOTER_Y - 8)
    .lineWidth(0.5)
    .strokeColor(PALETTE.line)
    .stroke();
  doc
    .font('Body')
    .fontSize(7)
    .fillColor(PALETTE.muted)
    .text(lines.join('\n'), MARGIN, FOOTER_Y, { width: WIDTH - 70, lineGap: 1 });
  doc.text(fill(texts.page, { page, pages }), A4.width - MARGIN - 70, FOOTER_Y, { width: 70, align: 'right', lineBreak: false });
}

/** A part of a report (the network's page, an establishment's pages): what its footers tell, and how it draws. */
export type Section = { content: PageContent; draw: (base: Omit<Writer, 'content'>) => void };

export const section = <Content extends PageContent>(content: Content, draw: (writer: Writer<Content>) => void): Section => ({
  content,
  draw: (base) => draw({ ...base, content }),
});

/**
 * A report as an A4 PDF written with pdfkit: real text in an embedded font (DejaVu Sans, cut to the Latin letters, so
 * « é », « œ », « € » and ★ print and can be searched and copied), charts drawn as vector paths. Each section starts on
 * a new page; every page gets its own section's footer and the document's page numbers. The first section names the
 * document.
 */
export function writeReport(sections: readonly [Section, ...Section[]]): Promise<Buffer> {
  const [{ content: first }] = sections;
  const texts = REPORT_TEXTS[first.language];
  const format = reportFormat(first.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: first.language,
    info: {
      Title: `${first.network ? texts.network.title : texts.title} — ${first.business} — ${format.month(first.month)}`,
      Author: 'Bonavis',
      Creator: 'Bonavis',
    },
  });
  doc.registerFont('Body', path.join(FONTS, 'DejaVuSans-latin.ttf'));
  doc.registerFont('Bold', path.join(FONTS, 'DejaVuSans-Bold-latin.ttf'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The content each page's footer tells, in page order.
  const footers: PageContent[] = [];
  sections.forEach(({ content, draw }, index) => {
    if (index > 0) doc.addPage();
    draw({ doc, texts, format });
    while (footers.length < doc.bufferedPageRange().count) footers.push(content);
  });
  const writer: Writer = { doc, texts, format, content: first };
  footers.forEach((content, page) => {
    doc.switchToPage(page);
    footer(writer, content, page + 1, footers.length);
  });
  doc.end();
  return done;
}
