// The words Pathwise puts around the assessment's codes and numbers (interest areas, fits, job
// zones, pay and growth, levels and percentiles, work values, career families, the reasons for a
// fit), in the reader's language: one wording of each, for every screen that says it.
export { areaDescription, areaList, areaName } from './lib/areas';
export { familyName } from './lib/families';
export {
  changeText,
  growthLabel,
  growthText,
  listFigures,
  oneDecimal,
  payAmount,
  payText,
} from './lib/figures';
export { fitBandsNote, fitLabel, fitText } from './lib/fit';
export {
  currentEducationText,
  jobZoneText,
  zoneEducation,
  zoneExperience,
  zoneName,
  zoneOption,
} from './lib/job-zones';
export { levelLabel, levelWord, percentileOrdinal, percentileSentence } from './lib/levels';
export { ageBandWords, normGroupWords } from './lib/norm-groups';
export {
  type ReasonLike,
  interestReasonText,
  reasonText,
  structuredReason,
  wordReason,
} from './lib/reasons';
export { workValueName, workValueText, workValueWord } from './lib/work-values';
export { loadMessages } from './messages';
