export { useInterestSort, type InterestSort, type SortMethod } from './use-interest-sort';
export {
  useInterestResult,
  useBrowserInterestRatings,
  type InterestResultState,
} from './use-interest-result';
export { useInterestSync } from './use-interest-sync';
export type { InterestResultView } from './result-view';
export { INTEREST_RESULT_HERE } from './interest-result-flag';
export { useSessionMode, type SessionMode } from './session-mode';
