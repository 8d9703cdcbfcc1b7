import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { documentTitle } from '@pathwise/routes';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/**
 * What a route says about itself: its title, as a message (`msg`), put into the reader's language
 * where it is shown.
 */
export type RouteHandle = { title?: MessageDescriptor };

/**
 * Names the page after the deepest route with a title, and after an in-app navigation (not on the
 * first load) puts focus on the main landmark so screen-reader and keyboard users start at the new
 * content (where the page is scrolled to is useScrollMemory's).
 */
export function useRouteAnnouncements(mainId: string) {
  const { i18n } = useLingui();
  const matches = useMatches();
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const handle = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = handle?.title ? i18n._(handle.title) : undefined;

  // A layout effect, so a page that names itself after its content (usePageTitle) has the last word.
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [handle, title]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Focusing the main landmark must not scroll: it would push the header out of view.
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
