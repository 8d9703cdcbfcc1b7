import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TAB_KEYS } from '@pathwise/browser-keys';
import {
  type Location,
  NavigationType,
  useLocation,
  useNavigation,
  useNavigationType,
} from 'react-router-dom';

/** Where the places are kept for a reload of the tab (this tab only, like its history). */
const STORAGE_KEY = TAB_KEYS.scrollPositions;
/** Enough history entries for any Back a person presses; older places are let go. */
const KEPT = 50;
/** How long a page may take to grow back to its place (a list waiting for its data). */
export const RESTORE_WAIT_MS = 5000;

function readKept(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '[]');
    return new Map(
      Array.isArray(stored)
        ? stored.filter(
            (entry): entry is [string, number] =>
              Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
          )
        : [],
    );
  } catch {
    return new Map();
  }
}

function keep(places: Map<string, number>) {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify([...places].slice(-KEPT)));
  } catch {
    // Storage switched off: places are still kept while the tab stays on Pathwise.
  }
}

const scrollToY = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/**
 * Keeps trying `reached` as the page grows (content arriving after its data), until it succeeds,
 * the wait is over or the person scrolls, taps or types. Returns a way to stop early.
 */
function whenTallEnough(reached: () => boolean): () => void {
  if (reached()) return () => undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of INTERRUPTIONS) window.removeEventListener(type, stop);
  };
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          if (reached()) stop();
        });
  observer?.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  for (const type of INTERRUPTIONS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** What a person does that means they have taken over the scrolling. */
const INTERRUPTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where a history entry's place is kept. A page opened by its address (typed, a link from outside,
 * a reload) has no key of its own ("default"): its address stands in, so that one page's place is
 * never another's.
 */
const placeKey = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

/** The element a hash names, if it is on the page. */
function hashTarget(location: Location): HTMLElement | null {
  if (!location.hash) return null;
  try {
    return document.getElementById(decodeURIComponent(location.hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The page's place in each history entry: Back and Forward return to where the person was, once
 * the page has grown back to it (a list that renders after its data arrives); a new address starts
 * at its top, or at the part its hash names. React Router's own ScrollRestoration restores once,
 * as the page commits, which is too early for a list still loading: the browser cuts the place
 * short to the page's height then.
 */
export function useScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const loading = useNavigation().state !== 'idle';
  const [places] = useState(readKept);
  const current = useRef(placeKey(location));
  // While the next page's code loads, the loading screen stands in for this page and the browser
  // cuts its place short: that is not where the person was.
  const leaving = useRef(false);
  const shownAddress = useRef<Location | null>(null);
  const lastAddress = useRef<Location | null>(null);

  useLayoutEffect(() => {
    leaving.current = loading;
  }, [loading]);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    // The browser's own restoring happens before the page is drawn again, so it lands short.
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (!leaving.current) places.set(current.current, window.scrollY);
    };
    const save = () => keep(places);
    window.addEventListener('scroll', record, { passive: true });
    // The scroll event comes with the next frame; a tap or Back straight after a scroll can leave
    // the page before it. Both are noted first, while the page is still the one being left.
    window.addEventListener('click', record, { capture: true, passive: true });
    window.addEventListener('popstate', record, { capture: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', record);
      window.removeEventListener('click', record, { capture: true });
      window.removeEventListener('popstate', record, { capture: true });
      window.removeEventListener('pagehide', save);
    };
  }, [places]);

  useLayoutEffect(() => {
    current.current = placeKey(location);
    // The address before this one (the same on a second run for the same location).
    if (shownAddress.current !== location) {
      lastAddress.current = shownAddress.current;
      shownAddress.current = location;
    }
    const last = lastAddress.current;
    const firstRender = last === null;
    const newAddress = last?.pathname !== location.pathname;
    // A plain link to a part of the same page: the browser has moved to it already.
    const samePage = !firstRender && !newAddress && last.search === location.search;
    if (navigationType === NavigationType.Pop && samePage && location.hash) return;
    const place =
      navigationType === NavigationType.Pop ? places.get(placeKey(location)) : undefined;

    if (place !== undefined) {
      return whenTallEnough(() => {
        scrollToY(place);
        return Math.abs(window.scrollY - place) < 2;
      });
    }
    if (location.hash) {
      return whenTallEnough(() => {
        const target = hashTarget(location);
        target?.scrollIntoView({ block: 'start' });
        return target !== null;
      });
    }
    // A new address starts at its top, as a page load does; a change of its query alone (a
    // search, a filter) stays where the person is.
    if (!firstRender && newAddress && navigationType !== NavigationType.Pop) scrollToY(0);
    return undefined;
  }, [location, navigationType, places]);
}
