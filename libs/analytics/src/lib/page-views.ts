import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAnalyticsConsent, useTrack } from './analytics-context';

/**
 * The route's pattern for an address: each parameter's value becomes its name, and anything a
 * catch-all matched is left out, so ids and searches never leave (`/v2/pg-profile/:id`).
 */
export function routePattern(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
) {
  if (params['*'] !== undefined && params['*'] !== '') return '/*';
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (name !== '*' && value) byValue.set(value, `:${name}`);
  }
  return (
    pathname
      .split('/')
      .map((segment) => {
        let decoded = segment;
        try {
          decoded = decodeURIComponent(segment);
        } catch {
          // A malformed escape is left as it came.
        }
        return byValue.get(decoded) ?? segment;
      })
      .join('/') || '/'
  );
}

/** A page view for every route change (and for the page in view when consent is given). */
export function usePageViews() {
  const { pathname } = useLocation();
  const params = useParams();
  const track = useTrack();
  const { granted } = useAnalyticsConsent();
  const route = routePattern(pathname, params);
  useEffect(() => {
    track('page_viewed', { route });
  }, [track, route, granted]);
}
