/** Leaves the app for another site (Google's consent page); its own module so tests can observe it (jsdom's location is read-only). */
export function leaveAppFor(url: string) {
  window.location.assign(url);
}
