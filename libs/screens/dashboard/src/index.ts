export { DashboardScreen } from './lib/dashboard-screen';
