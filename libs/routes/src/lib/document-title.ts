const SITE = 'Pathwise';

/** The document's title for a page's title: "Registered Nurses · Pathwise". */
export const documentTitle = (title?: string) => (title ? `${title} · ${SITE}` : SITE);
