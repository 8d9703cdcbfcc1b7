export { ANY_PAY_LINK, topListPayNote, useTopSuggestions } from './use-top-suggestions';
export { type CareerFits, type FitSummary, fitSummary, useCareerFits } from './use-career-fits';
