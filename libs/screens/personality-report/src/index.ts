export { PersonalityReportScreen } from './lib/personality-report-screen';
