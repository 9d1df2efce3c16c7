import type { MailMessage } from './mail-transport';

export type BrandedMail = {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footer: string;
  language: string;
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Renders a Bonavis mail twice: a simple branded HTML page and its plain-text twin. */
export function renderBrandedMail(mail: BrandedMail): MailMessage {
  const text = [
    mail.heading,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(mail.code ? [mail.code, ''] : []),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ''] : []),
    '—',
    mail.footer,
  ].join('\n');

  const html = `<!doctype html>
<html lang="${escapeHtml(mail.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0" cellpadding="0" cellspacing="0">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:800;color:#4f46e5">Bonavis</td></tr>
<tr><td style="padding:16px 32px 32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>
${mail.paragraphs.map((paragraph) => `<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
${mail.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:800;text-align:center;margin:24px 0" data-otp>${escapeHtml(mail.code)}</p>` : ''}
${mail.action ? `<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:600;display:inline-block" data-action>${escapeHtml(mail.action.label)}</a></p>` : ''}
<p style="font-size:12px;color:#64748b;margin:24px 0 0">${escapeHtml(mail.footer)}</p>
</td></tr></table></td></tr></table></body></html>`;

  return { to: mail.to, subject: mail.subject, text, html };
}
