export { useTopSuggestions } from './use-top-suggestions';
