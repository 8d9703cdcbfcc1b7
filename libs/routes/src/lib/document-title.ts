import { useEffect } from 'react';

const SITE = 'Pathwise';

/** The document's title for a page's title: "Registered Nurses · Pathwise". */
export const documentTitle = (title?: string) => (title ? `${title} · ${SITE}` : SITE);

/**
 * Names the page after its content once it is known (a career page after its career). The layout
 * names each page after its route in a layout effect, which runs before this passive effect in the
 * same commit, so the content's name always wins.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
