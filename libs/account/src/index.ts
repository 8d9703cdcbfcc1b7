export { AccountMenu } from './lib/account-menu';
export { useReportMadeNotice } from './lib/use-report-made-notice';
export { loadMessages } from './messages';
