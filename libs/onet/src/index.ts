// Environment-neutral entry: no Node built-ins, so it runs in the browser, workers and Node alike.
// File-system helpers live in `@pathwise/onet/node`.

export { parseOnetFile } from './lib/parse-file';
export { readTsvRows, type OnetChunk, type OnetInput, type TsvRow } from './lib/tsv-reader';
export { OnetParseError, type OnetParseErrorDetails } from './lib/parse-error';
export {
  columnsIn,
  defineOnetFile,
  type OnetColumn,
  type OnetFileSpec,
  type OnetRecordOf,
  type OnetRecordSchema,
} from './lib/file-spec';
export {
  INVALID,
  codeListCell,
  dateCell,
  flagCell,
  numberCell,
  textCell,
  type CellReader,
  type OnetDate,
} from './lib/cells';
export {
  DOMAIN_SOURCES,
  ELEMENT_ID_PATTERN,
  RIASEC_ELEMENT_IDS,
  SOC_CODE_PATTERN,
  type DomainSource,
} from './lib/fields';
export { ONET_FILES, onetFilesIn, type OnetFileName } from './lib/onet-files';
export {
  LAYOUT_29_ONLY,
  LAYOUT_RELEASES,
  ONET_LAYOUTS,
  UnknownReleaseError,
  releaseFromReadMe,
  type OnetLayout,
  type OnetRelease,
} from './lib/layout';
export { knowledgeSpec, type Knowledge } from './lib/files/knowledge';
export { workStylesSpec, type WorkStyle } from './lib/files/work-styles';

export { occupationDataSpec, type Occupation } from './lib/files/occupation-data';
export {
  alternateTitlesSpec,
  sampleOfReportedTitlesSpec,
  type AlternateTitle,
  type ReportedTitle,
} from './lib/files/titles';
export { taskStatementsSpec, type TaskStatement } from './lib/files/task-statements';
export { technologySkillsSpec, type TechnologySkill } from './lib/files/technology-skills';
export { relatedOccupationsSpec, type RelatedOccupation } from './lib/files/related-occupations';
export {
  jobZonesSpec,
  jobZoneReferenceSpec,
  type JobZone,
  type JobZoneReference,
} from './lib/files/job-zones';
export { interestsSpec, type Interest } from './lib/files/interests';
export {
  basicInterestsToRiasecSpec,
  interestsIllustrativeActivitiesSpec,
  interestsIllustrativeOccupationsSpec,
  riasecKeywordsSpec,
  type BasicInterestToRiasec,
  type InterestIllustrativeActivity,
  type InterestIllustrativeOccupation,
  type RiasecKeyword,
} from './lib/files/interest-references';
export { workValuesSpec, type WorkValue } from './lib/files/work-values';
export { skillsSpec, type Skill } from './lib/files/skills';
export {
  educationTrainingExperienceCategoriesSpec,
  educationTrainingExperienceSpec,
  type EducationTrainingExperience,
  type EducationTrainingExperienceCategory,
} from './lib/files/education-training-experience';
export {
  contentModelReferenceSpec,
  scalesReferenceSpec,
  type ContentModelElement,
  type Scale,
} from './lib/files/references';
