// The person's fit with careers, from their account or what this browser keeps: one career's fit
// beside the lists, and the top few suggestions with what the pay floor does to them.
export { ANY_PAY_LINK, topListPayNote, useTopSuggestions } from './lib/use-top-suggestions';
export { type CareerFits, type FitSummary, fitSummary, useCareerFits } from './lib/use-career-fits';
export { loadMessages } from './messages';
