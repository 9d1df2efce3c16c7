import type { ProfileReportMonth } from '../../../shared/api/google-profile';
import type { MonthFigures } from './report-figures';
import { drawBars, drawDistribution, drawThemes, drawTrend, drawWeeks, PALETTE, weekLabel } from './report-charts';
import { fill } from './report-texts';
import {
  figureCards,
  GAP,
  HALF,
  header,
  MARGIN,
  panel,
  runningHead,
  section,
  stars,
  WIDTH,
  writeReport,
  type PageContent,
  type Section,
  type Writer,
} from './report-layout';

export type ReportQuote = { authorName: string; rating: number; date: Date; text: string };

/** Everything one establishment's report shows: the dashboard's figures of the month, its quotes, and who it is for. */
export type ReportContent = MonthFigures &
  PageContent & {
    best: ReportQuote[];
    worst: ReportQuote[];
    /** The Google profile's month, for an establishment connected to Google (none otherwise, or when Google refused). */
    profile?: ProfileReportMonth | null;
  };

function firstPage(writer: Writer<ReportContent>) {
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
function quotes(writer: Writer<ReportContent>, top: number, title: string, list: ReportQuote[], none: string): number {
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

/** « Profil Google »: the month's calls, directions, website clicks and views, and the searches that showed it. */
function profilePage(writer: Writer<ReportContent>, profile: ProfileReportMonth) {
  const { doc, texts, format, content } = writer;
  const words = texts.profile;
  runningHead(writer);
  doc.font('Bold').fontSize(16).fillColor(PALETTE.ink).text(words.title, MARGIN, 56, { width: WIDTH });
  doc
    .font('Body')
    .fontSize(9.5)
    .fillColor(PALETTE.muted)
    .text(fill(words.intro, { month: format.month(content.month) }), MARGIN, 80, { width: WIDTH });
  const cards = [
    [words.calls, profile.calls],
    [words.directions, profile.directions],
    [words.websiteClicks, profile.websiteClicks],
    [words.impressions, profile.impressions],
  ] as const;
  const cardWidth = (WIDTH - 3 * GAP) / 4;
  cards.forEach(([label, value], index) => {
    const box = panel(writer, MARGIN + index * (cardWidth + GAP), 104, cardWidth, 76, label);
    doc.font('Bold').fontSize(20).fillColor(PALETTE.ink).text(format.integer(value), box.x, box.y, { width: box.width, lineBreak: false });
  });
  const list = panel(writer, MARGIN, 196, WIDTH, 40 + Math.max(1, profile.keywords.length) * 18, words.keywords);
  if (profile.keywords.length === 0) {
    doc.font('Body').fontSize(9.5).fillColor(PALETTE.muted).text(words.keywordsNone, list.x, list.y, { width: list.width });
    return;
  }
  profile.keywords.forEach((keyword, index) => {
    const y = list.y + index * 18;
    const count = keyword.fewerThan
      ? fill(words.fewerThan, { count: format.integer(keyword.impressions) })
      : format.integer(keyword.impressions);
    doc
      .font('Body')
      .fontSize(9.5)
      .fillColor(PALETTE.ink)
      .text(`${index + 1}. ${keyword.keyword}`, list.x, y, {
        width: list.width - 120,
        lineBreak: false,
        ellipsis: true,
      });
    doc.text(count, list.x + list.width - 110, y, { width: 110, align: 'right', lineBreak: false });
  });
}

/**
 * One establishment's pages: the month's figures and charts, then its best and harshest reviews, then its Google
 * profile's month when it is connected.
 */
export const establishmentPages = (content: ReportContent): Section =>
  section(content, (writer) => {
    const { doc, texts } = writer;
    firstPage(writer);
    doc.addPage();
    runningHead(writer);
    const afterBest = quotes(writer, 56, texts.best, content.best, texts.quotesNone);
    quotes(writer, afterBest + 12, texts.worst, content.worst, texts.worstNone);
    if (content.profile) {
      doc.addPage();
      profilePage(writer, content.profile);
    }
  });

/** One establishment's monthly report as an A4 PDF. */
export const writeReportPdf = (content: ReportContent): Promise<Buffer> => writeReport([establishmentPages(content)]);
