export { CareerSuggestionsScreen } from './lib/career-suggestions-screen';
