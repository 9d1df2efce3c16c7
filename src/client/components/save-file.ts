/** Saves the file behind an object URL under `fileName`, then lets the URL go. */
export function saveObjectUrl(url: string, fileName: string) {
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
