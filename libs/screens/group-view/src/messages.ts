import { catalogueLoader } from '@pathwise/i18n';

/** This screen's words in a language, loaded with its route. */
export const loadMessages = catalogueLoader((locale) => import(`./locales/${locale}.po`));
