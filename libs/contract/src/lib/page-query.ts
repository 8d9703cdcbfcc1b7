/**
 * Whether an address's query holds a parameter its route's first view reads (`queries`, from the
 * pages manifest): then the prerendered page won't do, and the browser renders the page. A
 * campaign's `utm_source` changes nothing. Without `queries` any query counts as read. Plain, so the
 * server and the service worker decide alike.
 */
export function pageReadsQuery(
  queries: Readonly<Record<string, readonly string[]>> | undefined,
  route: string,
  query: string,
): boolean {
  if (!query) return false;
  if (!queries) return true;
  const read = queries[route] ?? [];
  return [...new URLSearchParams(query).keys()].some((name) => read.includes(name));
}
