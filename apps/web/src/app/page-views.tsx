import { usePageViews } from '@pathwise/analytics';

/** A page view per route change, by route pattern; nothing is sent without consent. */
export function PageViews() {
  usePageViews();
  return null;
}
