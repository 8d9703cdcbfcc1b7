// Pure TypeScript for the API (Node) and the web app (browser): no Node built-ins here.
// Big Five result texts live in the separate `@pathwise/assessment/texts` entry.

export { AssessmentInputError, type AssessmentErrorCode } from './lib/shared/errors';
export type { Seed } from './lib/shared/random';
export { normalCdf } from './lib/shared/normal';

export {
  RIASEC_AREAS,
  RIASEC_ORDER,
  isRiasecArea,
  riasecAreaInfo,
  rankAreas,
  areaFromHighPointCode,
  areaFromOnetElementId,
  type RiasecArea,
  type RiasecAreaInfo,
  type RiasecProfile,
} from './lib/riasec';

export {
  BIG_FIVE_DOMAINS,
  BIG_FIVE_DOMAIN_ORDER,
  BIG_FIVE_FACETS,
  BIG_FIVE_LEVELS,
  bigFiveDomainInfo,
  isBigFiveDomain,
  type BigFiveDomain,
  type BigFiveDomainInfo,
  type BigFiveFacet,
  type BigFiveKeying,
  type BigFiveLevel,
} from './lib/big-five/domains';
export { BIG_FIVE_ITEM_KEY, type BigFiveItemKey } from './lib/big-five/item-key';
export {
  BIG_FIVE_TEST_VERSION,
  BIG_FIVE_ITEM_LANGUAGES,
  isBigFiveItemLanguage,
  loadBigFiveItems,
  type BigFiveChoice,
  type BigFiveInventory,
  type BigFiveItem,
  type BigFiveItemLanguage,
  type BigFiveResponse,
} from './lib/big-five/items';
export {
  scoreBigFive,
  keyedItemScore,
  bigFiveLevel,
  type BigFiveAnswer,
  type BigFiveDomainScore,
  type BigFiveScaleScore,
  type BigFiveScores,
} from './lib/big-five/score';
export {
  HIGH_ABOVE_PERCENTILE,
  LEVEL_BANDS_NOTE,
  LOW_BELOW_PERCENTILE,
  levelForPercentile,
  levelLabel,
  levelWord,
  percentileNumber,
  percentileOrdinal,
  percentileSentence,
} from './lib/big-five/levels';
export {
  QUICK_ANSWER_MS,
  checkResponseQuality,
  type ResponsePace,
  type ResponseQuality,
  type ResponseQualityFlag,
} from './lib/big-five/response-quality';
export {
  AGE_BANDS,
  IPIP_NEO_120_NORMS,
  type AgeBand,
  type MeanSd,
  type NormGroupTable,
  type NormSex,
} from './lib/big-five/norms-table';
export {
  DEFAULT_AGE_BAND,
  NORMS_SAMPLE_NOTE,
  ageBandForAge,
  ageBandForLifeStage,
  normBigFiveScores,
  resolveNormGroup,
  type BigFiveNormedScores,
  type BigFiveRawScores,
  type NormApproximation,
  type NormedDomain,
  type NormedScore,
  type NormGroup,
  type NormOptions,
} from './lib/big-five/norms';

export {
  activityCardId,
  activityCardElement,
  buildActivityCards,
  type ActivityCard,
  type ActivityCardSet,
  type BasicInterestRiasecRow,
  type IllustrativeActivityRow,
  type SkippedActivity,
} from './lib/interests/cards';
export {
  STANDARD_CARDS_PER_AREA,
  cardsPerArea,
  drawDeck,
  type DeckSize,
  type DrawDeckOptions,
} from './lib/interests/deck';
export {
  INTEREST_MINIMUM,
  INTEREST_RATINGS,
  INTEREST_RATING_POINTS,
  scoreInterests,
  type AreaTally,
  type InterestAnswered,
  type InterestMinimum,
  type InterestNotEnoughAnswers,
  type InterestRating,
  type InterestRatings,
  type InterestResult,
  type InterestScored,
  type ScoreInterestsOptions,
} from './lib/interests/score';

export {
  JOB_ZONES,
  currentEducationText,
  isJobZone,
  jobZoneInfo,
  jobZoneText,
  type JobZone,
  type JobZoneInfo,
} from './lib/matching/job-zones';
export {
  AREAS_WITHOUT_PERSONALITY_INFORMATION,
  PERSONALITY_ESTIMATE_WEIGHT,
  PERSONALITY_INTEREST_CORRELATIONS,
  combineProfiles,
  estimateRiasecFromBigFive,
  personRiasecProfile,
  profileFromInterests,
  riasecProfile,
  type BigFiveStanding,
  type PersonRiasecProfile,
  type ProfileSource,
} from './lib/matching/person-profile';
export {
  PersonFits,
  PreparedOccupations,
  TITLE_ORDER,
  personFits,
  rankFits,
  matchOccupations,
  prepareOccupations,
  type MatchOptions,
  type MatchOutcome,
  type OccupationInterestProfile,
  type OccupationMatch,
  type FamilyPlace,
} from './lib/matching/match';
export {
  activitiesReason,
  educationReason,
  interestFitReason,
  jobZoneReason,
  occupationDataReason,
  profileSourceReason,
  workValuesReason,
  type MatchReason,
} from './lib/matching/reasons';
export {
  TOP_SKILLS,
  closeCareers,
  type CloseCareer,
  type CloseCareerData,
  type CloseCareerOptions,
  type SkillImportance,
} from './lib/matching/close-careers';
export {
  EDUCATION_LEVELS,
  EDUCATION_ZONE,
  defaultJobZones,
  reachableZones,
  type EducationLevel,
  type PreparationAnswers,
  type ReachableZones,
} from './lib/matching/preparation';
export {
  BAND_SHARES,
  FIT_BANDS,
  MIN_FIT_FLOORS,
  fitBandsNote,
  sharePercent,
  fitText,
  fitBand,
  fitLabel,
  type FitBand,
  type FitFloors,
} from './lib/matching/fit-bands';
export {
  CATCH_ALL_POINTS,
  FULL_FIT_CORRELATION,
  WORK_VALUE_POINTS,
  interestPoints,
} from './lib/matching/fit-scale';
export {
  WORK_VALUES,
  WORK_VALUE_ELEMENTS,
  WORK_VALUE_NAMES,
  workValueForElement,
  workValuesScore,
  type WorkValue,
} from './lib/matching/work-values';
export {
  GROWTH_WORDS,
  changeText,
  formatPay,
  HOURS_A_YEAR,
  annualPay,
  growthBand,
  FIGURE_SORTS,
  FIGURE_SORT_WORDS,
  listFigures,
  sortByFigures,
  type FigureSort,
  openingsText,
  payBasis,
  payText,
  scopeNote,
  type GrowthBand,
  type PayBasis,
  type CareerFigures,
} from './lib/labour/pay-outlook';
export {
  PAY_FLOORS,
  GROWTH_FILTERS,
  GROWTH_FILTER_WORDS,
  NO_FIGURE_FILTER,
  figureFilterWords,
  isPayFloorAmount,
  MAX_PAY_FLOOR,
  PAY_FLOOR_STEP,
  PAY_PERIODS,
  payFloorPer,
  yearlyPayFloor,
  type PayPeriod,
  meetsFigureFilter,
  payFloorText,
  ANY_PAY,
  payFloorFromAnswers,
  readFigureFilter,
  writeFigureFilter,
  type FigureFilter,
  type GrowthFilter,
} from './lib/labour/figure-filters';
export { WORK_STYLE_TRAITS, type WorkStyleTrait } from './lib/matching/work-style-traits';
export {
  COOL_NAME,
  COOL_SITES,
  VETERANS_SEARCH_NAME,
  VETERANS_SEARCH_URL,
  isMilitaryCareer,
  looksMilitary,
  type MilitaryService,
} from './lib/matching/military';
export {
  MILITARY_JOBS,
  militaryJobFor,
  militaryJobsOf,
  type MilitaryJob,
} from './lib/matching/military-jobs';
export { isCatchAll } from './lib/matching/catch-all';
export {
  ACTIVITY_POINTS,
  activityLinks,
  ratedActivities,
  type ActivityCardCareers,
  type RatedActivity,
} from './lib/matching/activities';
export { CAREER_FAMILIES, familyOf, type CareerFamily } from './lib/matching/families';
export { capitalise } from './lib/text';
