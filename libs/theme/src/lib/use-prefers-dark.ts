import { useSyncExternalStore } from 'react';
import { DARK_QUERY } from './theme';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(DARK_QUERY).matches;

/** The device's dark-mode preference, live: it follows changes while the page is open. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
