/**
 * Saves data as a JSON file through the browser's download: a Blob behind an object URL, clicked
 * as a link. Returns the URL, for the caller to release once the download has started.
 */
export function saveJsonFile(data: unknown, filename: string): string {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
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
