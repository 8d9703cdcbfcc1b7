/**
 * Saves text as a file through the browser's download: a Blob behind an object URL, clicked as a
 * link. Returns the URL, for the caller to release once the download has started.
 */
export function saveFile(text: string, filename: string, type: string): string {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  return url;
}

/** Releases a file's object URL; some environments (tests) have no such function. */
export function releaseFile(url: string): void {
  URL.revokeObjectURL?.(url);
}
