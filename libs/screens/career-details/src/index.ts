export { CareerDetailsScreen } from './lib/career-details-screen';
