/**
 * What a counter poster says, already translated: the business, a title, how to use the QR code, then an optional
 * line in bold (a mandatory mention, a link) and an optional small print.
 */
export type PosterTexts = { businessName: string; title: string; scan: string; emphasis?: string; smallPrint?: string };

export type PosterFormat = 'a5' | 'a4';

/** The A5 page's width in millimetres: the layout is drawn for it and scaled to the page asked for. */
const A5_WIDTH = 148;

/**
 * A poster for the counter as a PDF made in the browser: the business, the title, the QR code and the texts under it.
 * jsPDF loads only when asked; an A4 poster is the A5 layout scaled up.
 */
export async function downloadPoster(qrPng: string, texts: PosterTexts, fileName: string, format: PosterFormat = 'a5') {
  const { jsPDF } = await import(/* webpackChunkName: "poster-pdf" */ 'jspdf');
  const pdf = new jsPDF({ format, unit: 'mm' });
  const width = pdf.internal.pageSize.getWidth();
  const scale = width / A5_WIDTH;
  const centred = (text: string, y: number, size: number, style: 'bold' | 'normal' = 'normal') => {
    pdf.setFont('helvetica', style);
    pdf.setFontSize(size * scale);
    pdf.text(pdf.splitTextToSize(text, width - 20 * scale), width / 2, y * scale, { align: 'center' });
  };
  centred(texts.businessName, 22, 18, 'bold');
  centred(texts.title, 36, 26, 'bold');
  pdf.addImage(qrPng, 'PNG', (width - 90 * scale) / 2, 48 * scale, 90 * scale, 90 * scale);
  centred(texts.scan, 150, 16);
  if (texts.emphasis) centred(texts.emphasis, 162, 13, 'bold');
  if (texts.smallPrint) centred(texts.smallPrint, 176, 9);
  pdf.save(fileName);
}
