export { apiHandlers, toStoredAnswers } from './lib/handlers';
export { buildProfile, buildCoins } from './lib/fixtures';
export { careerFixtures, buildCareerDetails } from './lib/career-fixtures';
export {
  buildPersonalityReport,
  buildInterestResult,
  buildSuggestions,
  suggestionInputs,
  interestCardFixtures,
} from './lib/assessment-fixtures';
