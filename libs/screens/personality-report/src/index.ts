export { PersonalityReportScreen } from './lib/personality-report-screen';
export { loadMessages } from './messages';
