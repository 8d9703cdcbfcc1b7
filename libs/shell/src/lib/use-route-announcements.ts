import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

export type RouteHandle = { title?: string };

const SITE = 'Pathwise';

/** The document's title for a route's title. */
export const documentTitle = (title?: string) => (title ? `${title} · ${SITE}` : SITE);

/**
 * Names the page after the deepest route with a title, and moves focus to the main landmark after
 * an in-app navigation so screen-reader and keyboard users start at the new content (not on the first load).
 */
export function useRouteAnnouncements(mainId: string) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const title = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;

  useEffect(() => {
    document.title = documentTitle(title?.title);
  }, [title]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: false });
  }, [pathname, mainId]);
}
