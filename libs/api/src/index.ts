export { pathwiseApi } from './lib/api';
export { baseQuery, type ApiExtra } from './lib/base-query';
export { selectServiceBusy, serviceBusySlice } from './lib/service-busy';
export { apiSearchParams, type SearchParamValue } from './lib/search-params';
// The one reader of a failed request, for every screen; it lives in the contract so the design
// system can read failures too.
export { FAILURE_WORDS, readFailure, type ApiFailure, type FailureKind } from '@pathwise/contract';
// Each domain's endpoints and hooks.
export * from './lib/account/me-api';
export * from './lib/account/onboarding-api';
export * from './lib/assessment/personality-api';
export * from './lib/assessment/interests-api';
export * from './lib/assessment/suggestions-api';
export * from './lib/careers/careers-api';
export * from './lib/careers/favourites-api';
export * from './lib/careers/verdicts-api';
export { loadMessages } from './messages';
