import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type ExplorerFilters, readExplorerParams, writeExplorerParams } from '../explorer-params';

/** Who changed the address: the search box, a filter, or the button that clears everything. */
type ChangeSource = 'search' | 'filters' | 'clear';
type ExplorerState = { explorer?: ChangeSource } | null;

/**
 * The filters, kept in the address so that a view can be shared or bookmarked. Changes replace the
 * current history entry: Back leaves the explorer rather than undoing one keystroke at a time.
 */
export function useExplorerParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readExplorerParams(params), [params]);
  const update = useCallback(
    (patch: Partial<ExplorerFilters>, source: ChangeSource) =>
      setParams((current) => writeExplorerParams({ ...readExplorerParams(current), ...patch }), {
        replace: true,
        preventScrollReset: true,
        state: { explorer: source } satisfies ExplorerState,
      }),
    [setParams],
  );
  return { filters, update };
}

/**
 * A key for the search box. The box keeps its own text while someone types (the address follows a
 * moment later); any other change of address, such as clearing everything or a link to the
 * explorer, starts it afresh from the address.
 */
export function useSearchBoxKey(): string {
  const location = useLocation();
  const source = (location.state as ExplorerState)?.explorer;
  const [key, setKey] = useState(location.key);
  if (source !== 'search' && source !== 'filters' && location.key !== key) setKey(location.key);
  return key;
}
