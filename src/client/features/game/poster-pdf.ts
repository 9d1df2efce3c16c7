/** What the A5 poster says, already translated. */
export type PosterTexts = { businessName: string; title: string; scan: string; free: string; rules: string };

/**
 * The A5 poster for the counter, as a PDF made in the browser: the title, the QR code, how to play,
 * « Jeu gratuit sans obligation d'achat » and where the rules are. jsPDF loads only when asked.
 */
export async function downloadPoster(qrPng: string, texts: PosterTexts, fileName: string) {
  const { jsPDF } = await import(/* webpackChunkName: "poster-pdf" */ 'jspdf');
  const pdf = new jsPDF({ format: 'a5', unit: 'mm' });
  const width = pdf.internal.pageSize.getWidth();
  const centred = (text: string, y: number, size: number, style: 'bold' | 'normal' = 'normal') => {
    pdf.setFont('helvetica', style);
    pdf.setFontSize(size);
    pdf.text(pdf.splitTextToSize(text, width - 20), width / 2, y, { align: 'center' });
  };
  centred(texts.businessName, 22, 18, 'bold');
  centred(texts.title, 36, 26, 'bold');
  pdf.addImage(qrPng, 'PNG', (width - 90) / 2, 48, 90, 90);
  centred(texts.scan, 150, 16);
  centred(texts.free, 162, 13, 'bold');
  centred(texts.rules, 176, 9);
  pdf.save(fileName);
}
