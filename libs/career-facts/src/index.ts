export { BlsCredit } from './lib/bls-credit/bls-credit';
export { VeteransNote } from './lib/veterans-note/veterans-note';
export { FigureSortChoice } from './lib/figure-sort/figure-sort-choice';
export { FigureFilterChoice } from './lib/figure-filter/figure-filter-choice';
export { loadMessages } from './messages';
