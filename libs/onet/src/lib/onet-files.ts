import {
  educationTrainingExperienceCategoriesSpec,
  educationTrainingExperienceSpec,
} from './files/education-training-experience';
import {
  basicInterestsToRiasecSpec,
  interestsIllustrativeActivitiesSpec,
  interestsIllustrativeOccupationsSpec,
  riasecKeywordsSpec,
} from './files/interest-references';
import { interestsSpec } from './files/interests';
import { jobZoneReferenceSpec, jobZonesSpec } from './files/job-zones';
import { knowledgeSpec } from './files/knowledge';
import { occupationDataSpec } from './files/occupation-data';
import { contentModelReferenceSpec, scalesReferenceSpec } from './files/references';
import { relatedOccupationsSpec } from './files/related-occupations';
import { skillsSpec } from './files/skills';
import { taskStatementsSpec } from './files/task-statements';
import { technologySkillsSpec } from './files/technology-skills';
import { alternateTitlesSpec, sampleOfReportedTitlesSpec } from './files/titles';
import { workValuesSpec } from './files/work-values';
import { workStylesSpec } from './files/work-styles';
import type { OnetLayout } from './layout';

/**
 * Every O*NET file this library reads, by a camelCase name. An importer needs all of them that its
 * release's layout publishes (`onetFilesIn`), so that is also the list `missingFiles` checks.
 */
export const ONET_FILES = {
  occupationData: occupationDataSpec,
  alternateTitles: alternateTitlesSpec,
  sampleOfReportedTitles: sampleOfReportedTitlesSpec,
  taskStatements: taskStatementsSpec,
  technologySkills: technologySkillsSpec,
  relatedOccupations: relatedOccupationsSpec,
  jobZones: jobZonesSpec,
  jobZoneReference: jobZoneReferenceSpec,
  interests: interestsSpec,
  interestsIllustrativeActivities: interestsIllustrativeActivitiesSpec,
  interestsIllustrativeOccupations: interestsIllustrativeOccupationsSpec,
  basicInterestsToRiasec: basicInterestsToRiasecSpec,
  riasecKeywords: riasecKeywordsSpec,
  workValues: workValuesSpec,
  skills: skillsSpec,
  knowledge: knowledgeSpec,
  workStyles: workStylesSpec,
  educationTrainingExperience: educationTrainingExperienceSpec,
  educationTrainingExperienceCategories: educationTrainingExperienceCategoriesSpec,
  contentModelReference: contentModelReferenceSpec,
  scalesReference: scalesReferenceSpec,
} as const;

export type OnetFileName = keyof typeof ONET_FILES;

/** The files a layout publishes. */
export const onetFilesIn = (layout: OnetLayout) =>
  Object.values(ONET_FILES).filter((spec) => spec.layouts.includes(layout));
