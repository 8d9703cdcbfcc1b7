import { useTrack } from '@pathwise/analytics';
import { useEffect, useRef } from 'react';
import { type ExplorerFilters, isUnfiltered, writeExplorerParams } from '../explorer-params';

/** A search counts once the person has paused on it for this long, not per keystroke. */
const SETTLE_MS = 1000;

/**
 * Records `explorer_searched` for each search someone settles on: whether there was a search term,
 * an area and how many zones, never the term itself.
 */
export function useSearchTracking(filters: ExplorerFilters, results: number | undefined) {
  const track = useTrack();
  const tracked = useRef<string | null>(null);
  const key = writeExplorerParams(filters).toString();
  const hasQuery = Boolean(filters.q);
  const area = Boolean(filters.area);
  const jobZones = filters.zones.length;
  const unfiltered = isUnfiltered(filters);

  useEffect(() => {
    if (results === undefined || unfiltered || tracked.current === key) return;
    const timer = setTimeout(() => {
      tracked.current = key;
      track('explorer_searched', { hasQuery, area, jobZones, results });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [track, key, hasQuery, area, jobZones, results, unfiltered]);
}
