import { catalogueLoader } from '@pathwise/i18n';

/** This library's words in a language, loaded with the app (see apps/web's common messages). */
export const loadMessages = catalogueLoader((locale) => import(`./locales/${locale}.po`));
