/** Reloads the page; its own module so tests can observe it (jsdom's location is read-only). */
export function reloadPage() {
  window.location.reload();
}
