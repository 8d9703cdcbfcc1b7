export { apiHandlers } from './lib/handlers';
export { buildProfile, buildCoins } from './lib/fixtures';
export { careerFixtures, buildCareerDetails } from './lib/career-fixtures';
export {
  buildPersonalityReport,
  buildInterestResult,
  buildSuggestions,
  interestCardFixtures,
} from './lib/assessment-fixtures';
