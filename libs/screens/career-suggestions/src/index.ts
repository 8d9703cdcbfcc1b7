export { CareerSuggestionsScreen } from './lib/career-suggestions-screen';
export { loadMessages } from './messages';
