export { apiHandlers, toStoredAnswers } from './lib/handlers';
export { buildProfile, buildCoins } from './lib/account/account-fixtures';
export { careerFixtures, buildCareerDetails } from './lib/careers/career-fixtures';
export { catalogueCareers } from './lib/careers/catalogue-fixtures';
export {
  answerCareerSearch,
  searchCareers,
  type CareerAnswer,
  type SearchableCareer,
} from './lib/careers/career-search';
export { mockOperation, operationUrl } from './lib/mock-operation';
export {
  buildPersonalityReport,
  buildSharedReport,
  MOCK_SHARE_ID,
  buildInterestResult,
  buildSuggestions,
  FIXTURE_FIT_FLOORS,
  suggestionInputs,
  interestCardFixtures,
} from './lib/assessment/assessment-fixtures';
// The story kit: what stories and tests of every screen need, written once.
export { problem, serverError } from './lib/problem-response';
export { SAM, signedIn, signedInWith } from './lib/signed-in';
export { countRequests, failsOnce, recordRequests } from './lib/request-counts';
export { ONBOARDING_URL, onboardingAccount } from './lib/account/onboarding-account';
export { groupHandlers } from './lib/groups/group-handlers';
export {
  buildGroup,
  buildMember,
  classMembers,
  groupShares,
  memberItems,
} from './lib/groups/group-fixtures';
