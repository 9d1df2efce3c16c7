import type { MonthFigure, ThemeFigure } from '../../../shared/api/dashboard';
import { fill, type ReportFormat, type ReportTexts } from './report-texts';

/** The report's charts, drawn as vector paths with pdfkit: each fills the box a panel gives it. */
export type Box = { x: number; y: number; width: number; height: number };
type Doc = PDFKit.PDFDocument;

export const PALETTE = {
  ink: '#1f2937',
  muted: '#6b7280',
  line: '#d1d5db',
  grid: '#eef0f3',
  card: '#f3f6fb',
  primary: '#1565c0',
  primaryLight: '#bbd3f0',
  star: '#f2a900',
  good: '#2e7d32',
  bad: '#c62828',
  neutral: '#b0b7c3',
};

/** Colour of a star rating's bar: green for 4–5, amber for 3, red for 1–2. */
const ratingColor = (rating: number) => (rating >= 4 ? PALETTE.good : rating === 3 ? PALETTE.star : PALETTE.bad);

function note(doc: Doc, box: Box, text: string) {
  doc
    .font('Body')
    .fontSize(9)
    .fillColor(PALETTE.muted)
    .text(text, box.x, box.y + box.height / 2 - 6, { width: box.width, align: 'center' });
}

/** Five rows, 5★ to 1★: a bar for each rating's count, with the count and its share. */
export function drawDistribution(doc: Doc, box: Box, distribution: { rating: number; count: number }[], format: ReportFormat) {
  const total = distribution.reduce((sum, row) => sum + row.count, 0);
  const most = Math.max(1, ...distribution.map((row) => row.count));
  const rowHeight = box.height / 5;
  const labelWidth = 30;
  const valueWidth = 62;
  const track = box.width - labelWidth - valueWidth - 8;
  [...distribution]
    .sort((a, b) => b.rating - a.rating)
    .forEach((row, index) => {
      const y = box.y + index * rowHeight + rowHeight / 2;
      doc
        .font('Bold')
        .fontSize(9)
        .fillColor(PALETTE.ink)
        .text(`${row.rating}`, box.x, y - 5, { lineBreak: false });
      doc
        .font('Body')
        .fillColor(PALETTE.star)
        .text('★', box.x + 8, y - 5, { lineBreak: false });
      doc.roundedRect(box.x + labelWidth, y - 5, track, 10, 3).fill(PALETTE.grid);
      if (row.count > 0)
        doc.roundedRect(box.x + labelWidth, y - 5, Math.max(3, (track * row.count) / most), 10, 3).fill(ratingColor(row.rating));
      const share = total > 0 ? ` · ${format.percent(row.count / total)}` : '';
      doc
        .font('Body')
        .fontSize(8.5)
        .fillColor(PALETTE.ink)
        .text(`${format.integer(row.count)}${share}`, box.x + box.width - valueWidth, y - 5, {
          width: valueWidth,
          align: 'right',
          lineBreak: false,
        });
    });
}

/** A rating's height on a 1-to-5 scale inside a plot area. */
const ratingY = (plot: Box, rating: number) => plot.y + plot.height - ((rating - 1) / 4) * plot.height;

/** Horizontal grid lines at 1 to 5 stars, labelled on the left. */
function ratingGrid(doc: Doc, plot: Box) {
  for (let rating = 1; rating <= 5; rating += 1) {
    const y = ratingY(plot, rating);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(0.5)
      .strokeColor(PALETTE.grid)
      .stroke();
    doc
      .font('Body')
      .fontSize(7)
      .fillColor(PALETTE.muted)
      .text(`${rating}`, plot.x - 14, y - 3.5, { width: 10, align: 'right', lineBreak: false });
  }
}

/** Volume bars behind a rating line: one slot per point, the bars scaled to the largest count. */
function barsAndLine(
  doc: Doc,
  plot: Box,
  points: { label: string; count: number; rating: number | null; highlight?: boolean }[],
  format: ReportFormat,
  { ratingLabels }: { ratingLabels: boolean },
) {
  ratingGrid(doc, plot);
  const slot = plot.width / points.length;
  const most = Math.max(1, ...points.map((point) => point.count));
  points.forEach((point, index) => {
    const x = plot.x + index * slot;
    const height = (plot.height * 0.9 * point.count) / most;
    if (point.count > 0)
      doc
        .rect(x + slot * 0.22, plot.y + plot.height - height, slot * 0.56, height)
        .fill(point.highlight ? PALETTE.primary : PALETTE.primaryLight);
    doc
      .font('Body')
      .fontSize(7)
      .fillColor(point.highlight ? PALETTE.ink : PALETTE.muted)
      .text(point.label, x, plot.y + plot.height + 4, { width: slot, align: 'center', lineBreak: false });
  });
  const rated = points.map((point, index) => ({ ...point, index })).filter((point) => point.rating !== null);
  const centre = (index: number) => plot.x + index * slot + slot / 2;
  rated.forEach((point, order) => {
    const at = { x: centre(point.index), y: ratingY(plot, point.rating!) };
    if (order > 0) {
      const before = rated[order - 1];
      doc.moveTo(centre(before.index), ratingY(plot, before.rating!)).lineTo(at.x, at.y).lineWidth(1.6).strokeColor(PALETTE.star).stroke();
    }
  });
  for (const point of rated) {
    const at = { x: centre(point.index), y: ratingY(plot, point.rating!) };
    doc.circle(at.x, at.y, 2.6).fillAndStroke('#ffffff', PALETTE.star);
    if (ratingLabels)
      doc
        .font('Bold')
        .fontSize(7)
        .fillColor(PALETTE.ink)
        .text(format.rating(point.rating!), at.x - 15, at.y - 12, { width: 30, align: 'center', lineBreak: false });
  }
}

/** The legend of the bars-and-line charts: the line is the rating, the bars the number of reviews. */
function legend(doc: Doc, box: Box, texts: ReportTexts) {
  const y = box.y - 22;
  const right = box.x + box.width;
  doc.font('Body').fontSize(7);
  const volumeWidth = doc.widthOfString(texts.volume);
  const averageWidth = doc.widthOfString(texts.average);
  const volumeX = right - volumeWidth;
  doc.rect(volumeX - 11, y + 1, 7, 7).fill(PALETTE.primaryLight);
  doc.fillColor(PALETTE.muted).text(texts.volume, volumeX, y, { lineBreak: false });
  const averageX = volumeX - 22 - averageWidth;
  doc
    .moveTo(averageX - 14, y + 4.5)
    .lineTo(averageX - 4, y + 4.5)
    .lineWidth(1.6)
    .strokeColor(PALETTE.star)
    .stroke();
  doc.fillColor(PALETTE.muted).text(texts.average, averageX, y, { lineBreak: false });
}

/** The month week by week: reviews received (bars) and their average rating (line). */
export function drawWeeks(
  doc: Doc,
  box: Box,
  weeks: { from: string; to: string; averageRating: number | null; count: number }[],
  texts: ReportTexts,
  format: ReportFormat,
) {
  const plot = { x: box.x + 16, y: box.y + 6, width: box.width - 16, height: box.height - 22 };
  const points = weeks.map((week) => ({
    label: weekLabel(week),
    count: week.count,
    rating: week.averageRating,
  }));
  barsAndLine(doc, plot, points, format, { ratingLabels: true });
  points.forEach((point, index) => {
    const slot = plot.width / points.length;
    if (point.count > 0)
      doc
        .font('Body')
        .fontSize(6.5)
        .fillColor(PALETTE.muted)
        .text(fill(texts.reviewsCount, { count: format.integer(point.count) }), plot.x + index * slot, plot.y + plot.height + 13, {
          width: slot,
          align: 'center',
          lineBreak: false,
        });
  });
}

/** A week of the month by its days: « 8–14 ». */
export const weekLabel = (week: { from: string; to: string }) =>
  `${new Date(week.from).getUTCDate()}–${new Date(new Date(week.to).getTime() - 1).getUTCDate()}`;

/** Twelve months up to the report's: reviews per month (bars, the report's month darker) and the month's average (line). */
export function drawTrend(doc: Doc, box: Box, months: MonthFigure[], month: string, texts: ReportTexts, format: ReportFormat) {
  legend(doc, box, texts);
  const plot = { x: box.x + 16, y: box.y + 6, width: box.width - 16, height: box.height - 22 };
  const points = months.map((row) => ({
    label: `${format.shortMonth(row.month)} ${row.month.slice(2, 4)}`,
    count: row.count,
    rating: row.averageRating,
    highlight: row.month === month,
  }));
  barsAndLine(doc, plot, points, format, { ratingLabels: true });
}

/** Vertical bars with their value above, for durations per week; `none` when no bar has a value. */
export function drawBars(
  doc: Doc,
  box: Box,
  bars: { label: string; value: number | null }[],
  show: (value: number) => string,
  none: string,
) {
  if (bars.every((bar) => bar.value === null)) return note(doc, box, none);
  const plot = { x: box.x, y: box.y + 12, width: box.width, height: box.height - 28 };
  const most = Math.max(1, ...bars.map((bar) => bar.value ?? 0));
  const slot = plot.width / bars.length;
  doc
    .moveTo(plot.x, plot.y + plot.height)
    .lineTo(plot.x + plot.width, plot.y + plot.height)
    .lineWidth(0.6)
    .strokeColor(PALETTE.line)
    .stroke();
  bars.forEach((bar, index) => {
    const x = plot.x + index * slot;
    const height = bar.value === null ? 0 : Math.max(2, (plot.height * bar.value) / most);
    if (bar.value !== null) doc.rect(x + slot * 0.25, plot.y + plot.height - height, slot * 0.5, height).fill(PALETTE.primary);
    doc
      .font('Bold')
      .fontSize(7.5)
      .fillColor(PALETTE.ink)
      .text(bar.value === null ? '–' : show(bar.value), x, plot.y + plot.height - height - 11, {
        width: slot,
        align: 'center',
        lineBreak: false,
      });
    doc
      .font('Body')
      .fontSize(7)
      .fillColor(PALETTE.muted)
      .text(bar.label, x, plot.y + plot.height + 4, { width: slot, align: 'center', lineBreak: false });
  });
}

/** The most mentioned themes: a bar per theme split into positive, neutral and negative mentions. */
export function drawThemes(doc: Doc, box: Box, themes: ThemeFigure[], texts: ReportTexts) {
  const shown = themes.slice(0, 6);
  if (shown.length === 0) return note(doc, box, texts.themesNone);
  const legendY = box.y + box.height - 8;
  const rowHeight = (box.height - 16) / 6;
  const labelWidth = 66;
  const countWidth = 24;
  const track = box.width - labelWidth - countWidth - 6;
  const most = Math.max(1, ...shown.map((theme) => theme.mentions));
  shown.forEach((theme, index) => {
    const y = box.y + index * rowHeight + rowHeight / 2;
    const name = texts.themeNames[theme.theme] ?? theme.theme;
    doc
      .font('Body')
      .fontSize(8.5)
      .fillColor(PALETTE.ink)
      .text(name, box.x, y - 5, { width: labelWidth - 4, lineBreak: false, ellipsis: true });
    const unit = track / most;
    let x = box.x + labelWidth;
    const neutral = Math.max(0, theme.mentions - theme.positive - theme.negative);
    for (const [count, color] of [
      [theme.positive, PALETTE.good],
      [neutral, PALETTE.neutral],
      [theme.negative, PALETTE.bad],
    ] as const) {
      if (count > 0) doc.rect(x, y - 5, unit * count, 10).fill(color);
      x += unit * count;
    }
    doc
      .font('Bold')
      .fontSize(8)
      .fillColor(PALETTE.ink)
      .text(`${theme.mentions}`, box.x + box.width - countWidth, y - 5, {
        width: countWidth,
        align: 'right',
        lineBreak: false,
      });
  });
  let x = box.x + labelWidth;
  for (const [label, color] of [
    [texts.positive, PALETTE.good],
    [texts.negative, PALETTE.bad],
  ] as const) {
    doc.rect(x, legendY + 1, 7, 7).fill(color);
    doc
      .font('Body')
      .fontSize(7)
      .fillColor(PALETTE.muted)
      .text(label, x + 10, legendY, { lineBreak: false });
    x += 20 + doc.widthOfString(label);
  }
}
