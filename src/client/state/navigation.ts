/**
 * Navigation for code outside React (a forced logout, say). The app hands in its
 * router once it exists; until then a plain page load does the job.
 */
let navigate: (path: string) => unknown = (path) => window.location.assign(path);

export function setNavigator(next: (path: string) => unknown) {
  navigate = next;
}

export function navigateTo(path: string) {
  void navigate(path);
}
