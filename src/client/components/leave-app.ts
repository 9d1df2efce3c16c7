/** Leaves the app for another site (Google's consent page); its own module so tests can observe it (jsdom's location is read-only). */
export function leaveAppFor(url: string) {
  window.location.assign(url);
}

/** Opens another site in a new tab, the app staying open (Google's tool to report a review); observable in tests too. */
export function openElsewhere(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}
