/**
 * The mailbox an e-mail address delivers to, so one person gets one free trial however they spell their address.
 * Only what the provider itself treats as the same mailbox is folded, and only for providers known to do so:
 * - Gmail ignores dots in the name and anything after a `+`; googlemail.com is gmail.com.
 * - Outlook, Hotmail, Live and MSN, and iCloud, deliver `name+anything` to `name`; dots there are part of the name.
 * Orange, Free, SFR and La Poste have no plus-addressing (a `+` there is part of the name), and Yahoo's
 * disposable addresses (`base-keyword`) use a base name chosen apart from the account's: none of them is folded.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
const PLUS_TAG_DOMAINS = new Set([
  'outlook.com',
  'outlook.fr',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'live.fr',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
]);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const [name, domain] = [address.slice(0, at), address.slice(at + 1)];
  const untagged = name.split('+')[0] || name;
  if (GMAIL_DOMAINS.has(domain)) return `${untagged.replaceAll('.', '')}@gmail.com`;
  if (PLUS_TAG_DOMAINS.has(domain)) return `${untagged}@${domain}`;
  return address;
}
