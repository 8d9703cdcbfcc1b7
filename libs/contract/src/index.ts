export {
  problemSchema,
  fieldErrorSchema,
  type Problem,
  type FieldError,
} from './lib/problem.schemas';
export { healthSchema, readinessSchema, type Health, type Readiness } from './lib/health.schemas';
export {
  LIFE_STAGES,
  lifeStageSchema,
  profileSchema,
  profilePatchSchema,
  type LifeStage,
  type Profile,
  type ProfilePatch,
} from './lib/profile.schemas';
export {
  sharedProfileSchema,
  sharedProfileLookupSchema,
  type SharedProfile,
} from './lib/profile.schemas';
export {
  EDUCATION_LEVELS,
  WORK_VALUES,
  onboardingAnswersSchema,
  storedOnboardingAnswersSchema,
  onboardingSchema,
  type OnboardingAnswers,
  type OnboardingAnswersInput,
  type Onboarding,
} from './lib/onboarding.schemas';
export {
  COIN_AWARDS,
  achievementSchema,
  coinAwardSchema,
  coinsSchema,
  type Achievement,
  type CoinAward,
  type Coins,
} from './lib/coins.schemas';
export {
  RIASEC,
  riasecAreaSchema,
  riasecScoresSchema,
  careerCodeSchema,
  careerParamsSchema,
  jobZoneSchema,
  jobZoneInfoSchema,
  careerSummarySchema,
  careerSearchQuerySchema,
  careerPageSchema,
  careerDetailsSchema,
  careerPaySchema,
  careerOutlookSchema,
  dataSourcesSchema,
  figureScopeSchema,
  payFiguresSchema,
  type RiasecArea,
  type RiasecScores,
  type CareerSummary,
  type CareerSearchQuery,
  type CareerPage,
  type CareerDetails,
  type JobZoneInfo,
  type PayFigures,
  type CareerPay,
  type CareerOutlook,
  type DataSources,
} from './lib/careers.schemas';
export {
  FAVOURITES_LIMIT,
  favouriteSchema,
  favouritesSchema,
  type Favourite,
  type Favourites,
} from './lib/favourites.schemas';
export { CAREER_CODE_PATTERN } from './lib/career-code';
export { CAREER_VERDICTS, VERDICTS_LIMIT, VERDICT_STATS_MINIMUM } from './lib/verdict-rules';
export {
  careerVerdictSchema,
  putVerdictSchema,
  verdictSchema,
  verdictsSchema,
  verdictStatsSchema,
  type CareerVerdict,
  type Verdict,
  type Verdicts,
  type VerdictStats,
} from './lib/verdicts.schemas';
export {
  BIG_FIVE_DOMAIN_CODES,
  PERSONALITY_ITEM_COUNT,
  bigFiveLevelSchema,
  personalityAnswerSchema,
  personalityAnswersUploadSchema,
  personalityAnswersSchema,
  personalityReportRequestSchema,
  personalityReportSchema,
  latestPersonalityReportSchema,
  createdPersonalityReportSchema,
  personalityReportHistorySchema,
  reportParamsSchema,
  type PersonalityReportHistory,
  type CreatedPersonalityReport,
  personalityShareSchema,
  reportAnswersSchema,
  type ReportAnswers,
  sharedPersonalityReportSchema,
  sharedReportLookupSchema,
  sharedReportPreviewSchema,
  previewOfSharedReport,
  shareIdSchema,
  type PersonalityShare,
  type SharedPersonalityReport,
  type SharedReportPreview,
  type PersonalityAnswer,
  type PersonalityAnswersUpload,
  type PersonalityAnswers,
  type PersonalityReportRequest,
  type PersonalityReport,
  type ResponseQualityFlagView,
  responsePaceSchema,
  responseQualitySchema,
} from './lib/personality.schemas';
export {
  INTEREST_RATINGS,
  interestRatingSchema,
  interestCardSchema,
  interestDeckQuerySchema,
  interestDeckSchema,
  interestRatingEntrySchema,
  interestAnswersUploadSchema,
  interestAnswersSchema,
  interestResultSchema,
  latestInterestResultSchema,
  type InterestRating,
  type InterestCard,
  type InterestDeckQuery,
  type InterestDeck,
  type InterestAnswersUpload,
  type InterestAnswers,
  type InterestResult,
} from './lib/interests.schemas';
export {
  suggestionsQuerySchema,
  suggestionsRequestSchema,
  type SuggestionsRequest,
  suggestionSchema,
  suggestionsSchema,
  type SuggestionsQuery,
  type Suggestion,
  type Suggestions,
  closeCareerSchema,
  type CloseCareerSuggestion,
} from './lib/suggestions.schemas';
export { DATA_EXPORT_FORMAT, dataExportSchema, type DataExport } from './lib/export.schemas';
export { ONET_ATTRIBUTION } from './lib/onet-attribution';
export { SHARE_ID_PATTERN } from './lib/share-id';
export {
  FAILURE_WORDS,
  failureKind,
  readFailure,
  type ApiFailure,
  type FailureKind,
} from './lib/failure';
export { DISPLAY_NAME_MAX_LENGTH, PROFILE_ANSWER_FIELDS } from './lib/profile-fields';
export {
  MAX_ENJOYED_SUBJECTS,
  MAX_WORK_VALUES,
  ONBOARDING_QUESTION_IDS,
  SUBJECT_MAX_LENGTH,
  type OnboardingQuestionId,
} from './lib/onboarding-questions';
export { lineOfText } from './lib/text';
export { lineOfTextMini } from './lib/text-mini';
export { TEXT_MESSAGES, type TextProblem } from './lib/text-rules';
export { INTEREST_RESULTS_KEPT, REPORTS_KEPT } from './lib/report-limits';
export {
  API_OPERATIONS,
  API_PREFIX,
  apiCall,
  apiPath,
  isApiUrl,
  withQuery,
  type ApiCall,
  type ApiMethod,
  type ApiOperation,
  type ApiPathParams,
  type ApiOperationSpec,
} from './lib/api-operations';
export { MINIMUM_ACCOUNT_AGE } from './lib/account-age';
export {
  GROUP_CODE_ALPHABET,
  GROUP_CODE_LENGTH,
  GROUP_CODE_PATTERN,
  GROUP_LIMITS,
  GROUP_SHARES,
  readGroupCode,
  type GroupShare,
} from './lib/group-rules';
export {
  groupCodeSchema,
  groupParamsSchema,
  groupMemberParamsSchema,
  newGroupSchema,
  groupSchema,
  groupSharesSchema,
  sharedMemberSchema,
  membershipRequestSchema,
  membershipSchema,
  groupInviteSchema,
  myGroupsSchema,
  groupViewSchema,
  type GroupShares,
  type Group,
  type NewGroup,
  type SharedMember,
  type MembershipRequest,
  type Membership,
  type GroupInvite,
  type MyGroups,
  type GroupView,
} from './lib/groups.schemas';
export { sharedMember, summariseGroup } from './lib/group-summary';
