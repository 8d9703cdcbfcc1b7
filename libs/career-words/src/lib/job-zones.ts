import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type JobZone, capitalise } from '@pathwise/assessment';
import { formatPercent, i18n } from '@pathwise/i18n';

/*
 * O*NET's job zones (how much preparation a career needs, 1 to 5) and what each usually asks for,
 * after O*NET's Job Zone Reference: the same words wherever a zone is named.
 */

/** "Job zone 4 of 5: considerable preparation needed". */
export function jobZoneText(zone: JobZone): string {
  switch (zone) {
    case 1:
      return t`Job zone 1 of 5: little or no preparation needed`;
    case 2:
      return t`Job zone 2 of 5: some preparation needed`;
    case 3:
      return t`Job zone 3 of 5: medium preparation needed`;
    case 4:
      return t`Job zone 4 of 5: considerable preparation needed`;
    default:
      return t`Job zone 5 of 5: extensive preparation needed`;
  }
}

const ZONE_NAMES: Record<JobZone, MessageDescriptor> = {
  1: msg`Little or no preparation needed`,
  2: msg`Some preparation needed`,
  3: msg`Medium preparation needed`,
  4: msg`Considerable preparation needed`,
  5: msg`Extensive preparation needed`,
};

/** The zone's name on its own: "Considerable preparation needed". */
export const zoneName = (zone: JobZone): string => i18n._(ZONE_NAMES[zone]);

/** What careers in a zone usually ask for: one sentence each. */
const ZONE_ASKS: Record<JobZone, { education: MessageDescriptor; experience: MessageDescriptor }> =
  {
    1: {
      education: msg`Some of these jobs ask for a high school diploma.`,
      experience: msg`Little or no previous work experience.`,
    },
    2: {
      education: msg`Usually a high school diploma.`,
      experience: msg`Some previous work experience helps.`,
    },
    3: {
      education: msg`Usually vocational training, on-the-job experience or an associate's degree.`,
      experience: msg`Previous work experience is usually needed, often a year or two.`,
    },
    4: {
      education: msg`Most need a four-year bachelor's degree.`,
      experience: msg`A considerable amount of work experience, often several years.`,
    },
    5: {
      education: msg`Most need graduate school, such as a master's degree or a doctorate.`,
      experience: msg`Extensive experience, often more than five years.`,
    },
  };

/** "Most need a four-year bachelor's degree." */
export const zoneEducation = (zone: JobZone): string => i18n._(ZONE_ASKS[zone].education);

/** "A considerable amount of work experience, often several years." */
export const zoneExperience = (zone: JobZone): string => i18n._(ZONE_ASKS[zone].experience);

/** A zone and the education it usually asks for, as a choice describes it. */
const ZONE_OPTIONS: Record<JobZone, MessageDescriptor> = {
  1: msg`Zone 1: some of these jobs ask for a high school diploma`,
  2: msg`Zone 2: usually a high school diploma`,
  3: msg`Zone 3: usually vocational training, on-the-job experience or an associate's degree`,
  4: msg`Zone 4: most need a four-year bachelor's degree`,
  5: msg`Zone 5: most need graduate school, such as a master's degree or a doctorate`,
};

/** "Zone 4: most need a four-year bachelor's degree". */
export const zoneOption = (zone: JobZone): string => i18n._(ZONE_OPTIONS[zone]);

/**
 * O*NET's education figure in words that say what it is: the level most common among people doing
 * the job now (from its survey of workers), which may differ from what employers ask to start.
 * `share` is the percentage of those surveyed, when known.
 */
export function currentEducationText(typicalEducation: string, share: number | null): string {
  // O*NET title-cases its categories ("Less than a High School Diploma"); said as a sentence.
  const education = capitalise(typicalEducation.toLowerCase());
  if (share === null) return t`${education} is the most common level among people in this job.`;
  const surveyed = formatPercent(share / 100);
  return t`${education} is the most common level among people in this job (${surveyed} of those O*NET surveyed).`;
}
