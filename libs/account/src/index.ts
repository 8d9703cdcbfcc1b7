export { AccountMenu, AccountPlaceholder } from './lib/account-menu';
