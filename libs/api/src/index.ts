export { pathwiseApi } from './lib/api';
export { baseQuery, type ApiExtra } from './lib/base-query';
export { selectServiceBusy, serviceBusySlice } from './lib/service-busy';
export { apiSearchParams, type SearchParamValue } from './lib/search-params';
// The one reader of a failed request, for every screen: the contract's (which the design system
// reads too), with its words in the reader's language.
export { type ApiFailure, type FailureKind } from '@pathwise/contract';
export { FAILURE_WORDS, failureWords, problemDetail, readFailure } from './lib/failure-words';
export { problemFieldErrors } from './lib/field-errors';
// Each domain's endpoints and hooks.
export * from './lib/account/me-api';
export * from './lib/account/onboarding-api';
export * from './lib/assessment/personality-api';
export * from './lib/assessment/shared-report-preview-api';
export { removedReportNotice } from './lib/assessment/removed-report';
export * from './lib/assessment/interests-api';
export * from './lib/assessment/suggestions-api';
export * from './lib/careers/careers-api';
export * from './lib/careers/favourites-api';
export * from './lib/careers/verdicts-api';
export * from './lib/groups/groups-api';
export { loadMessages } from './messages';
