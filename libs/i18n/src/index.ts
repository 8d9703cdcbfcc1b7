// Catalogues (.po) import as modules; their type comes along with this entry.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
export {
  DEFAULT_LOCALE,
  LOCALE_DIRECTION,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  acceptedLanguages,
  isLocale,
  localeOfPath,
  localePrefix,
  pathInLocale,
  supportedLocale,
  withoutLocale,
} from './lib/locales';
export {
  type Messages,
  activateLocale,
  activeLocale,
  addMessages,
  formatTag,
  i18n,
  regionalTag,
} from './lib/activate';
export { LANGUAGE_COOKIE } from './lib/language-cookie';
export {
  LANGUAGE_STORAGE_KEY,
  browserLanguages,
  readLanguageChoice,
  saveLanguageChoice,
} from './lib/choice';
export { formatDate, formatList, formatMoney, formatNumber, formatPercent } from './lib/format';
export { type CatalogueLoader, catalogueLoader } from './lib/catalogue-loader';
