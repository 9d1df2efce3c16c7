import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../shared/constants';
import type { MonthFigures } from './report-figures';
import { drawBars, drawDistribution, drawThemes, drawTrend, drawWeeks, PALETTE, weekLabel, type Box } from './report-charts';
import { fill, REPORT_TEXTS, reportFormat, type ReportFormat, type ReportTexts } from './report-texts';

export type ReportQuote = { authorName: string; rating: number; date: Date; text: string };

/** Everything the report shows: the dashboard's figures of the month, its quotes, and who it is for. */
export type ReportContent = MonthFigures & {
  language: Language;
  business: string;
  address: string | null;
  demo: boolean;
  previousMonth: string;
  best: ReportQuote[];
  worst: ReportQuote[];
  lastSyncAt: Date | null;
  generatedAt: Date;
};

const FONTS = path.join(__dirname, 'report-fonts');
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const WIDTH = A4.width - 2 * MARGIN;
const GAP = 12;
const HALF = (WIDTH - GAP) / 2;
const FOOTER_Y = A4.height - 46;

export const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

type Doc = PDFKit.PDFDocument;
type Writer = { doc: Doc; texts: ReportTexts; format: ReportFormat; content: ReportContent };

/** A panel: a light frame with its title; returns the box left for its content. */
function panel({ doc }: Writer, x: number, y: number, width: number, height: number, title: string): Box {
  doc.roundedRect(x, y, width, height, 6).lineWidth(0.6).strokeColor(PALETTE.line).stroke();
  doc.font('Bold');
  fitted(doc, title, x + 12, y + 10, width - 24, 10, PALETTE.ink);
  return { x: x + 12, y: y + 30, width: width - 24, height: height - 42 };
}

/** « +0,2 vs octobre 2026 », in green or red as the change helps or hurts, or why there is nothing to compare. */
function changeLine(
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

/** The band and running head of every page: the brand, and the business and month on the right. */
function runningHead({ doc, texts, format, content }: Writer) {
  doc.rect(0, 0, A4.width, 6).fill(PALETTE.primary);
  doc.font('Bold').fontSize(10).fillColor(PALETTE.primary).text('Bonavis', MARGIN, 25, { lineBreak: false });
  doc
    .font('Body')
    .fontSize(8.5)
    .fillColor(PALETTE.muted)
    .text(`${texts.title} · ${format.month(content.month)}`, MARGIN + 80, 26, { width: WIDTH - 80, align: 'right', lineBreak: false });
}

function header(writer: Writer) {
  const { doc, texts, format, content } = writer;
  doc
    .font('Bold')
    .fontSize(20)
    .fillColor(PALETTE.ink)
    .text(content.business, MARGIN, 44, { width: WIDTH, lineBreak: false, ellipsis: true });
  const subtitle = `${texts.title} — ${format.month(content.month)}`;
  doc.font('Body').fontSize(12).fillColor(PALETTE.ink).text(subtitle, MARGIN, 72, { width: WIDTH, lineBreak: false });
  const details = [content.address, content.demo ? texts.demo : null].filter(Boolean).join(' · ');
  if (details) doc.fontSize(8.5).fillColor(PALETTE.muted).text(details, MARGIN, 90, { width: WIDTH, lineBreak: false, ellipsis: true });
}

/** One line of text at `size`, or smaller when it would not fit the width: a card's line never wraps. */
function fitted(doc: Doc, text: string, x: number, y: number, width: number, size: number, color: string) {
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  if (natural > width) doc.fontSize((size * width) / natural);
  doc.fillColor(color).text(text, x, y, { lineBreak: false });
}

function figureCards(writer: Writer, top: number) {
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

function firstPage(writer: Writer) {
  const { doc, texts, format, content } = writer;
  runningHead(writer);
  header(writer);
  figureCards(writer, 112);
  drawDistribution(doc, panel(writer, MARGIN, 208, HALF, 170, texts.distribution), content.distribution, format);
  drawWeeks(doc, panel(writer, MARGIN + HALF + GAP, 208, HALF, 170, texts.weeks), content.weeks, texts, format);
  drawThemes(doc, panel(writer, MARGIN, 390, HALF, 170, texts.themes), content.themes, texts);
  const delays = content.weeks.map((week) => ({ label: weekLabel(week), value: week.medianResponseHours }));
  drawBars(doc, panel(writer, MARGIN + HALF + GAP, 390, HALF, 170, texts.responseTimes), delays, format.duration, texts.responseTimesNone);
  drawTrend(doc, panel(writer, MARGIN, 572, WIDTH, 186, texts.trend), content.months, content.month, texts, format);
  const { sent, opened, reviewsReceived } = content.requests;
  doc
    .font('Body')
    .fontSize(8)
    .fillColor(PALETTE.muted)
    .text(
      fill(texts.requests, { sent: format.integer(sent), opened: format.integer(opened), received: format.integer(reviewsReceived) }),
      MARGIN,
      766,
      {
        width: WIDTH,
        lineBreak: false,
      },
    );
}

/** The quotes of one kind, each with its stars, author and date; returns where they end. */
function quotes(writer: Writer, top: number, title: string, list: ReportQuote[], none: string): number {
  const { doc, format } = writer;
  doc.font('Bold').fontSize(13).fillColor(PALETTE.ink).text(title, MARGIN, top, { width: WIDTH });
  let y = top + 24;
  if (list.length === 0) {
    doc.font('Body').fontSize(9.5).fillColor(PALETTE.muted).text(none, MARGIN, y, { width: WIDTH });
    return y + 24;
  }
  for (const quote of list) {
    doc
      .font('Body')
      .fontSize(11)
      .fillColor(PALETTE.star)
      .text(stars(quote.rating), MARGIN + 14, y, { lineBreak: false });
    const starsWidth = doc.widthOfString(stars(quote.rating));
    doc
      .font('Bold')
      .fontSize(9.5)
      .fillColor(PALETTE.ink)
      .text(`${quote.authorName} · ${format.date(quote.date)}`, MARGIN + 22 + starsWidth, y + 1.5, {
        width: WIDTH - 40 - starsWidth,
        lineBreak: false,
        ellipsis: true,
      });
    doc.font('Body').fontSize(9.5).fillColor(PALETTE.ink);
    const text = `« ${quote.text} »`
      .replace('« ', writer.content.language === 'fr' ? '«\u00a0' : '“')
      .replace(' »', writer.content.language === 'fr' ? '\u00a0»' : '”');
    const height = doc.heightOfString(text, { width: WIDTH - 14, lineGap: 2 });
    doc.text(text, MARGIN + 14, y + 18, { width: WIDTH - 14, lineGap: 2 });
    doc.rect(MARGIN, y, 3, height + 18).fill(quote.rating > 3 ? PALETTE.good : PALETTE.bad);
    y += height + 34;
  }
  return y;
}

function footer(writer: Writer, page: number, pages: number) {
  const { doc, texts, format, content } = writer;
  const { from, to } = content.range;
  const lines = [
    fill(texts.source, {
      business: content.business,
      from: format.date(new Date(from)),
      to: format.date(new Date(new Date(to).getTime() - 1)),
    }),
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

/**
 * Writes the monthly report as an A4 PDF with pdfkit: real text in an embedded font (DejaVu Sans, cut to the Latin
 * letters, so « é », « œ », « € » and ★ print and can be searched and copied), charts drawn as vector paths.
 */
export function writeReportPdf(content: ReportContent): Promise<Buffer> {
  const texts = REPORT_TEXTS[content.language];
  const format = reportFormat(content.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: content.language,
    info: { Title: `${texts.title} — ${content.business} — ${format.month(content.month)}`, Author: 'Bonavis', Creator: 'Bonavis' },
  });
  doc.registerFont('Body', path.join(FONTS, 'DejaVuSans-latin.ttf'));
  doc.registerFont('Bold', path.join(FONTS, 'DejaVuSans-Bold-latin.ttf'));
  const writer: Writer = { doc, texts, format, content };
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  firstPage(writer);
  doc.addPage();
  runningHead(writer);
  const afterBest = quotes(writer, 56, texts.best, content.best, texts.quotesNone);
  quotes(writer, afterBest + 12, texts.worst, content.worst, texts.worstNone);
  const { count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(page);
    footer(writer, page + 1, count);
  }
  doc.end();
  return done;
}
