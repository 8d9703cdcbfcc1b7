export { DashboardScreen } from './lib/dashboard-screen';
export { loadMessages } from './messages';
