export { RootLayout } from './lib/root-layout';
export { RouteErrorPage } from './lib/route-error-page';
export { type RouteHandle } from './lib/use-route-announcements';
export { documentTitle } from '@pathwise/routes';
export { BusyNotice } from './lib/busy-notice';
export { LanguageSwitch, type LanguageSwitchProps } from './lib/language/language-switch';
export { ProfileLanguage, type ProfileLanguageProps } from './lib/language/profile-language';
export { beforeLanguageChange, changeLanguage } from './lib/language/language-change';
export { loadMessages } from './messages';
