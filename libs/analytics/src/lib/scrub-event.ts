/**
 * Properties PostHog adds on its own that could carry an address with ids or a search in it, or a
 * page title with a name in it: current, initial, session-entry and previous URLs, paths,
 * referrers, titles, search-engine keywords and campaign parameters, whatever their prefix.
 */
const ADDRESS_PROPERTY = /url|pathname|referr|title|host|keyword|search|utm_|clid|campaign/i;

type Captured = {
  event: string;
  properties?: Record<string, unknown>;
  $set?: Record<string, unknown>;
  $set_once?: Record<string, unknown>;
};

/**
 * Replaces the page address PostHog records with the route's pattern (`/v2/pg-profile/:id`), so
 * no profile id, career search or sign-in link ever leaves with an event.
 */
export function scrubEvent<T extends Captured>(captured: T, route: string, origin: string): T {
  for (const bag of [captured.properties, captured.$set, captured.$set_once]) {
    if (!bag) continue;
    for (const key of Object.keys(bag)) if (ADDRESS_PROPERTY.test(key)) delete bag[key];
  }
  if (captured.properties) {
    captured.properties['$current_url'] = `${origin}${route}`;
    captured.properties['$pathname'] = route;
  }
  return captured;
}
