export { CareerDetailsScreen } from './lib/career-details-screen';
export { loadMessages } from './messages';
