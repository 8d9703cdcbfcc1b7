export { AccountMenu } from './lib/account-menu';
