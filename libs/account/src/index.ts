export { AccountMenu } from './lib/account-menu';
export { ProgressFromBefore } from './lib/progress-from-before';
export { useReportMadeNotice } from './lib/use-report-made-notice';
export { loadMessages } from './messages';
