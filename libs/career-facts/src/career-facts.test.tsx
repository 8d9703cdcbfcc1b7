import { runStories } from '@pathwise/testing';
import * as blsCredit from './lib/bls-credit/bls-credit.stories';
import * as figureFilter from './lib/figure-filter/figure-filter-choice.stories';
import * as figureSort from './lib/figure-sort/figure-sort-choice.stories';
import * as veteransNote from './lib/veterans-note/veterans-note.stories';

describe('BlsCredit', () => runStories(blsCredit));
describe('FigureFilterChoice', () => runStories(figureFilter));
describe('FigureSortChoice', () => runStories(figureSort));
describe('VeteransNote', () => runStories(veteransNote));
