/** A value a search parameter may hold before it is written. */
export type SearchParamValue = string | number | boolean | readonly (string | number)[] | null;

/**
 * Search parameters in the contract's URL form, the one way the client writes them: lists joined
 * with commas, and nothing sent for what is unset (undefined, null, '' or an empty list), so the
 * server's defaults apply and equal searches share one cache entry.
 */
export function apiSearchParams(
  input: Readonly<Record<string, SearchParamValue | undefined>>,
): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',');
    } else params[key] = value as string | number | boolean;
  }
  return params;
}
