import { RATING_BAND_FLOORS, RATING_BANDS, type EstablishmentRank, type RatingBand } from '../../../shared/api/dashboard';
import { PALETTE, type Box } from './report-charts';
import {
  CONTENT_BOTTOM,
  figureCards,
  fitted,
  header,
  MARGIN,
  panel,
  runningHead,
  section,
  WIDTH,
  type PageContent,
  type Section,
  type Writer,
} from './report-layout';
import { fill } from './report-texts';

/** The network's page: its month's cards, the establishments that moved most, and every establishment ranked. */
export type NetworkReportContent = PageContent & {
  network: { establishments: number };
  /** The ranking over the month, best average first (the ranking's own order). */
  items: EstablishmentRank[];
  movers: EstablishmentRank[];
  /** Whether each establishment's pages follow; else `pagesUpTo`, the most that would have, is said. */
  pagesFollow: boolean;
  pagesUpTo: number;
};

type NetworkWriter = Writer<NetworkReportContent>;

/** The bands' colours, as the ranking's page shows them (MUI's success, info, warning and error). */
const BAND_COLOURS: Record<RatingBand, string> = { excellent: '#2e7d32', good: '#0288d1', fair: '#ed6c02', poor: '#d32f2f' };
const ROW = 16;
const HEADER_ROW = 30;
const missing = '–';

type Column = { width: number; align: 'left' | 'right'; label: (writer: NetworkWriter) => string };
const column = (width: number, align: Column['align'], key: keyof NetworkWriter['texts']['network']['columns']): Column => ({
  width,
  align,
  label: ({ texts }) => texts.network.columns[key],
});
const COLUMNS = [
  column(36, 'left', 'rank'),
  column(136, 'left', 'name'),
  column(38, 'right', 'averageRating'),
  column(42, 'right', 'reviews'),
  column(46, 'right', 'change'),
  column(52, 'right', 'responseRate'),
  column(50, 'right', 'medianResponse'),
  column(56, 'right', 'unansweredNegative'),
];
COLUMNS.push(column(WIDTH - COLUMNS.reduce((sum, cell) => sum + cell.width, 0), 'right', 'band'));

const PADDING = 4;

/** The row's cells, in the columns' order: the figures as the ranking gives them, written as the report writes numbers. */
function cellsOf({ texts, format }: NetworkWriter, item: EstablishmentRank, rank: number) {
  const or = <Value>(value: Value | null, write: (value: Value) => string) => (value === null ? missing : write(value));
  return [
    format.integer(rank),
    item.name,
    or(item.averageRating, format.rating),
    format.integer(item.reviews),
    or(item.change, (change) => format.signed(change, 1)),
    or(item.responseRate, format.percent),
    or(item.medianResponseHours, format.duration),
    format.integer(item.unansweredNegative),
    or(item.band, (band) => texts.network.bands[band]),
  ];
}

function headerRow(writer: NetworkWriter, top: number) {
  const { doc } = writer;
  let x = MARGIN;
  doc.font('Bold').fontSize(7).fillColor(PALETTE.muted);
  for (const cell of COLUMNS) {
    doc.text(cell.label(writer), x + PADDING, top + 3, { width: cell.width - 2 * PADDING, align: cell.align, lineGap: 0 });
    x += cell.width;
  }
  doc
    .moveTo(MARGIN, top + HEADER_ROW)
    .lineTo(MARGIN + WIDTH, top + HEADER_ROW)
    .lineWidth(0.6)
    .strokeColor(PALETTE.line)
    .stroke();
}

function row(writer: NetworkWriter, top: number, item: EstablishmentRank, rank: number) {
  const { doc } = writer;
  if (rank % 2 === 0) doc.rect(MARGIN, top, WIDTH, ROW).fill(PALETTE.card);
  const cells = cellsOf(writer, item, rank);
  let x = MARGIN;
  COLUMNS.forEach((cell, index) => {
    const text = cells[index];
    const width = cell.width - 2 * PADDING;
    const color = index === 4 && item.change ? (item.change > 0 ? PALETTE.good : PALETTE.bad) : PALETTE.ink;
    doc.font(index === 1 ? 'Bold' : 'Body');
    if (index === 1) {
      // The band's dot before the name; a long name shrinks a little, then is cut.
      if (item.band) doc.circle(x + PADDING + 3, top + ROW / 2, 3).fill(BAND_COLOURS[item.band]);
      shortened(doc, text, x + PADDING + 10, top + 4.5, width - 10, 8, color);
    } else {
      doc
        .fontSize(8)
        .fillColor(color)
        .text(text, x + PADDING, top + 4.5, { width, align: cell.align, lineBreak: false });
    }
    x += cell.width;
  });
}

/** The bands' colours and floors (the shared rule's), what the columns mean, and whether each establishment's pages follow. */
function notes(writer: NetworkWriter, top: number) {
  const { doc, texts, format, content } = writer;
  const words = texts.network;
  let x = MARGIN;
  RATING_BANDS.forEach((band, index) => {
    const values = {
      band: words.bands[band],
      from: format.rating(RATING_BAND_FLOORS[band]),
      to: index > 0 ? format.rating(RATING_BAND_FLOORS[RATING_BANDS[index - 1]]) : '',
    };
    const text = fill(
      index === 0 ? words.legend.top : index === RATING_BANDS.length - 1 ? words.legend.bottom : words.legend.between,
      values,
    );
    doc.circle(x + 3, top + 4, 3).fill(BAND_COLOURS[band]);
    doc
      .font('Body')
      .fontSize(7.5)
      .fillColor(PALETTE.ink)
      .text(text, x + 10, top, { lineBreak: false });
    x += 10 + doc.widthOfString(text) + 16;
  });
  const explained = fill(words.explained, { month: format.month(content.previousMonth) });
  const pages = content.pagesFollow ? words.pagesFollow : fill(words.pagesApart, { count: format.integer(content.pagesUpTo) });
  doc
    .fontSize(7.5)
    .fillColor(PALETTE.muted)
    .text(`${explained}\n${pages}`, MARGIN, top + 14, { width: WIDTH, lineGap: 1 });
}

/** The ranking, continued on as many pages as it takes, its header on each; then its notes. */
function ranking(writer: NetworkWriter, top: number) {
  const { doc, texts, content } = writer;
  const title = (text: string, y: number) => {
    doc.font('Bold').fontSize(13).fillColor(PALETTE.ink).text(text, MARGIN, y, { width: WIDTH, lineBreak: false });
    headerRow(writer, y + 22);
    return y + 22 + HEADER_ROW;
  };
  let y = title(texts.network.ranking, top);
  content.items.forEach((item, index) => {
    if (y + ROW > CONTENT_BOTTOM) {
      doc.addPage();
      runningHead(writer);
      y = title(texts.network.rankingContinued, 56);
    }
    row(writer, y, item, index + 1);
    y += ROW;
  });
  const NOTES = 44;
  if (y + 10 + NOTES > CONTENT_BOTTOM) {
    doc.addPage();
    runningHead(writer);
    y = 46;
  }
  notes(writer, y + 10);
}

/** One line at `size`, down to 85 % of it when too long, then cut with an ellipsis: a name stays readable. */
function shortened(doc: NetworkWriter['doc'], text: string, x: number, y: number, width: number, size: number, color: string) {
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  if (natural > width) doc.fontSize(Math.max((size * width) / natural, size * 0.85));
  doc.fillColor(color).text(text, x, y, { width, height: size * 1.1, lineBreak: false, ellipsis: true });
}

/** The three that moved most, side by side: the name, the change in colour, the rating before and after. */
function movers(writer: NetworkWriter, box: Box) {
  const { doc, texts, format, content } = writer;
  if (content.movers.length === 0) {
    doc
      .font('Body')
      .fontSize(9)
      .fillColor(PALETTE.muted)
      .text(fill(texts.network.moversNone, { month: format.month(content.previousMonth) }), box.x, box.y + 14, { width: box.width });
    return;
  }
  const width = (box.width - 2 * 12) / 3;
  content.movers.forEach((item, index) => {
    const x = box.x + index * (width + 12);
    const change = item.change ?? 0;
    const current = item.averageRating ?? 0;
    doc.font('Bold');
    shortened(doc, item.name, x, box.y, width, 9, PALETTE.ink);
    doc
      .font('Bold')
      .fontSize(16)
      .fillColor(change > 0 ? PALETTE.good : PALETTE.bad)
      .text(format.signed(change, 1), x, box.y + 13, { width, lineBreak: false });
    const detail = fill(texts.network.moverDetail, {
      previous: format.rating(Math.round((current - change) * 100) / 100),
      current: format.rating(current),
      count: format.integer(item.reviews),
    });
    doc.font('Body');
    fitted(doc, detail, x, box.y + 35, width, 7.5, PALETTE.muted);
  });
}

/** The network's page (and the ranking's next pages when it is long): what a member who sees several reads first. */
export const networkPages = (content: NetworkReportContent): Section =>
  section(content, (writer) => {
    runningHead(writer);
    header(writer);
    figureCards(writer, 112);
    movers(writer, panel(writer, MARGIN, 208, WIDTH, 96, writer.texts.network.movers));
    ranking(writer, 318);
  });
