import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

const QR_OPTIONS = { margin: 2, errorCorrectionLevel: 'M' } as const;

/**
 * The QR code of `url` as SVG markup, null while it is drawn: shown as SVG, it is sharp at any size and needs no
 * canvas. The PNG (for a download or a poster) is drawn only when asked, with `qrCodePng`.
 */
export function useQrCodeSvg(url: string): string | null {
  const [svg, setSvg] = useState<{ url: string; markup: string } | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(url, { type: 'svg', ...QR_OPTIONS }).then((markup) => current && setSvg({ url, markup }));
    return () => {
      current = false;
    };
  }, [url]);
  return svg?.url === url ? svg.markup : null;
}

/** The QR code of `url` as a 640 px PNG data URL. */
export function qrCodePng(url: string): Promise<string> {
  return QRCode.toDataURL(url, { width: 640, ...QR_OPTIONS });
}

/** SVG markup as an `<img>` source. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Saves what `href` points to under `fileName`, through a temporary link. */
export function downloadFile(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

/** Saves SVG markup under `fileName`. */
export function downloadSvg(svg: string, fileName: string) {
  downloadFile(URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })), fileName);
}
