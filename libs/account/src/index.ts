export { AccountMenu } from './lib/account-menu';
export { useReportMadeNotice } from './lib/use-report-made-notice';
