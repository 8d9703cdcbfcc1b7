export { CareerLayout } from './lib/career-layout';
export { loadMessages } from './messages';
