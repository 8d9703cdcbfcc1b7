import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  type MatchReason,
  type ProfileSource,
  WORK_VALUES,
  type WorkValue,
  isJobZone,
  isRiasecArea,
} from '@pathwise/assessment';
import { formatList, i18n } from '@pathwise/i18n';
import { areaList } from './areas';
import { oneDecimal } from './figures';
import { currentEducationText, jobZoneText } from './job-zones';
import { workValueName } from './work-values';

/*
 * Why a career was suggested, in the reader's language. `@pathwise/assessment` builds each reason
 * with an English sentence (`text`, which the API sends) and the fields it says; the sentence here
 * is worded from those fields by the same rules, so it says what the English says, and never
 * something the fit it explains contradicts.
 */

/** A reason as the API sends it: its kind and English sentence, and the fields it is worded from. */
export type ReasonLike = { readonly kind: string; readonly text: string };

type Reason<K extends MatchReason['kind']> = Extract<MatchReason, { kind: K }>;

const isStrings = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isAreas = (value: unknown) => Array.isArray(value) && value.every(isRiasecArea);
const isValues = (value: unknown): value is readonly WorkValue[] =>
  Array.isArray(value) && value.every((item) => (WORK_VALUES as readonly unknown[]).includes(item));
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const PROFILE_SOURCES: readonly ProfileSource[] = [
  'interest-inventory',
  'personality-estimate',
  'interests-and-personality',
];

/**
 * The reason with every field its kind is worded from, or null: a reason the API sends with only
 * its English sentence (or of a kind this doesn't know) is shown as that sentence.
 */
export function structuredReason(reason: ReasonLike): MatchReason | null {
  const r = reason as ReasonLike & Record<string, unknown>;
  switch (r.kind) {
    case 'interest-fit':
      return ['shared', 'mixed', 'differs'].includes(r['direction'] as string) &&
        isAreas(r['shared']) &&
        isAreas(r['apart']) &&
        typeof r['estimated'] === 'boolean'
        ? (r as unknown as MatchReason)
        : null;
    case 'job-zone':
      return r['jobZone'] === null || isJobZone(r['jobZone'])
        ? (r as unknown as MatchReason)
        : null;
    case 'education':
      return typeof r['education'] === 'string' ? (r as unknown as MatchReason) : null;
    case 'profile-source':
      return PROFILE_SOURCES.includes(r['source'] as ProfileSource)
        ? (r as unknown as MatchReason)
        : null;
    case 'occupation-data':
      return typeof r['interestSource'] === 'string' ? (r as unknown as MatchReason) : null;
    case 'shared-skills':
      return isNumber(r['shared']) && isNumber(r['of']) && isStrings(r['skills'])
        ? (r as unknown as MatchReason)
        : null;
    case 'related-occupation':
      return typeof r['relatedTo'] === 'string' && typeof r['relatedCode'] === 'string'
        ? (r as unknown as MatchReason)
        : null;
    case 'activities':
      return isStrings(r['liked']) &&
        isStrings(r['disliked']) &&
        isStrings(r['unsure']) &&
        isNumber(r['points'])
        ? (r as unknown as MatchReason)
        : null;
    case 'work-values': {
      const extents = r['extents'] as Record<string, unknown> | null | undefined;
      return ['for', 'mixed', 'against'].includes(r['stance'] as string) &&
        isValues(r['offered']) &&
        isValues(r['lacking']) &&
        isValues(r['rated']) &&
        typeof extents === 'object' &&
        extents !== null &&
        r['rated'].every((value) => isNumber(extents[value])) &&
        isNumber(r['points']) &&
        typeof r['held'] === 'boolean'
        ? (r as unknown as MatchReason)
        : null;
    }
    default:
      return null;
  }
}

/** A reason in the reader's language, or its English sentence when it lacks the fields to word. */
export function reasonText(reason: ReasonLike): string {
  const structured = structuredReason(reason);
  return structured ? wordReason(structured) : reason.text;
}

/** The interest reason among a career's reasons, in the reader's language; null without one. */
export function interestReasonText(reasons: readonly ReasonLike[]): string | null {
  const reason = reasons.find((entry) => entry.kind === 'interest-fit');
  return reason ? reasonText(reason) : null;
}

/** A reason worded from its fields. */
export function wordReason(reason: MatchReason): string {
  switch (reason.kind) {
    case 'interest-fit':
      return interestFitText(reason);
    case 'work-values':
      return workValuesText(reason);
    case 'activities':
      return activitiesText(reason);
    case 'job-zone':
      return reason.jobZone === null
        ? t`O*NET hasn't rated how much preparation this job needs yet.`
        : `${jobZoneText(reason.jobZone)}.`;
    case 'education':
      return currentEducationText(reason.education, null);
    case 'profile-source':
      return i18n._(SOURCE_TEXTS[reason.source]);
    case 'occupation-data': {
      const { interestSource } = reason;
      return t`This job's interest profile comes from O*NET (rated by: ${interestSource}).`;
    }
    case 'shared-skills':
      return sharedSkillsText(reason);
    case 'related-occupation': {
      const currentJob = reason.relatedTo;
      return t`O*NET lists it as related to ${currentJob}.`;
    }
  }
}

/**
 * The interest reason, by the fit's band (`direction`): a good or strong fit names the areas both
 * lean toward; a weak one the areas the job leans toward that the person rated low; "some" fit
 * both. An estimate from personality says whose pattern it is.
 */
function interestFitText({ direction, shared, apart, estimated }: Reason<'interest-fit'>): string {
  const sharedAreas = areaList(shared);
  const apartAreas = areaList(apart);
  if (direction === 'shared') {
    if (shared.length > 0) return t`You and this job both lean toward ${sharedAreas} work.`;
    return estimated
      ? t`Its overall pattern of interests is close to the one your personality suggests.`
      : t`Its overall pattern of interests is close to yours.`;
  }
  if (direction === 'mixed') {
    if (shared.length > 0 && apart.length > 0)
      return estimated
        ? t`It shares your leaning toward ${sharedAreas} work, but it also centres on ${apartAreas} work, which your personality suggests may suit you less.`
        : t`It shares your leaning toward ${sharedAreas} work, but it also centres on ${apartAreas} work, which you rated lower.`;
    if (shared.length > 0)
      return t`It shares your leaning toward ${sharedAreas} work, so the match is partial.`;
    if (apart.length > 0)
      return estimated
        ? t`It also centres on ${apartAreas} work, which your personality suggests may suit you less, so the match is partial.`
        : t`It also centres on ${apartAreas} work, which you rated lower, so the match is partial.`;
    return estimated
      ? t`Its pattern of interests matches the one your personality suggests only in part.`
      : t`Its pattern of interests matches yours only in part.`;
  }
  if (apart.length > 0)
    return estimated
      ? t`This job centres on ${apartAreas} work, which your personality suggests may suit you less.`
      : t`This job centres on ${apartAreas} work, which you rated lower than other areas.`;
  return estimated
    ? t`Its pattern of interests differs from the one your personality suggests.`
    : t`Its pattern of interests differs from yours.`;
}

/** "That adds 3 points to its fit.", "That takes 1 point off its fit.", or null under half a point. */
function pointsSentence(points: number): string | null {
  const whole = Math.round(Math.abs(points));
  if (whole === 0) return null;
  return points > 0
    ? plural(whole, {
        one: 'That adds # point to its fit.',
        other: 'That adds # points to its fit.',
      })
    : plural(whole, {
        one: 'That takes # point off its fit.',
        other: 'That takes # points off its fit.',
      });
}

/** "Achievement 5.7 and Independence 6.0": each value with O*NET's extent, 1–7. */
const ratings = (values: readonly WorkValue[], extents: Reason<'work-values'>['extents']) =>
  formatList(values.map((value) => `${workValueName(value)} ${oneDecimal(extents[value] ?? 0)}`));

/** What the job offers of the values the person picked, and what that did to the fit. */
function workValuesText(reason: Reason<'work-values'>): string {
  const { stance, offered, lacking, rated, extents } = reason;
  let said: string;
  if (stance === 'for') {
    const offeredRatings = ratings(offered, extents);
    said = t`It offers what you value: O*NET rates ${offeredRatings} of 7.`;
  } else if (stance === 'against') {
    const lackingRatings = ratings(lacking, extents);
    said = t`It offers less of what you value: O*NET rates ${lackingRatings} of 7.`;
  } else if (offered.length > 0) {
    const offeredRatings = ratings(offered, extents);
    const lackingRatings = ratings(lacking, extents);
    said = t`It offers some of what you value: O*NET rates ${offeredRatings} of 7, but ${lackingRatings}.`;
  } else {
    const ratedRatings = ratings(rated, extents);
    said = t`It offers a middling amount of what you value: O*NET rates ${ratedRatings} of 7.`;
  }
  const held = reason.held
    ? t`A career that offers little of what you value is never called a strong fit.`
    : null;
  return [said, pointsSentence(reason.points), held].filter(Boolean).join(' ');
}

/** Card texts in quotes, the first named: "“A”", "“A” and 1 more", "“A” and 3 more". */
function quoted(texts: readonly string[]): string {
  const card = (texts[0] ?? '').replace(/\.$/, '');
  const more = texts.length - 1;
  return more > 0 ? t`“${card}” and ${more} more` : t`“${card}”`;
}

/** The person's cards that are this career's own activities, how they sorted them, and the points. */
function activitiesText(reason: Reason<'activities'>): string {
  const { liked, disliked, unsure } = reason;
  const cards = liked.length + disliked.length + unsure.length;
  if (cards === 0) return reason.text;
  const lovedCards = quoted(liked);
  const notForMeCards = quoted(disliked);
  const unsureCards = quoted(unsure);
  const said =
    liked.length > 0 && disliked.length > 0
      ? plural(cards, {
          one: `One of your cards is this work's own activity: you put ${lovedCards} in “Love it” and put ${notForMeCards} in “Not for me”.`,
          other: `Some of your cards are this work's own activities: you put ${lovedCards} in “Love it” and put ${notForMeCards} in “Not for me”.`,
        })
      : liked.length > 0
        ? plural(cards, {
            one: `One of your cards is this work's own activity: you put ${lovedCards} in “Love it”.`,
            other: `Some of your cards are this work's own activities: you put ${lovedCards} in “Love it”.`,
          })
        : disliked.length > 0
          ? plural(cards, {
              one: `One of your cards is this work's own activity: you put ${notForMeCards} in “Not for me”.`,
              other: `Some of your cards are this work's own activities: you put ${notForMeCards} in “Not for me”.`,
            })
          : plural(cards, {
              one: `One of your cards is this work's own activity: you weren't sure about ${unsureCards}.`,
              other: `Some of your cards are this work's own activities: you weren't sure about ${unsureCards}.`,
            });
  return [said, pointsSentence(reason.points)].filter(Boolean).join(' ');
}

/** Of the current job's most important skills, how many this career uses, with a few named. */
function sharedSkillsText({ shared, of, skills }: Reason<'shared-skills'>): string {
  if (skills.length === 0)
    return t`Uses ${shared} of the ${of} skills most important in your current job.`;
  const sharedSkills = formatList(skills);
  return t`Uses ${shared} of the ${of} skills most important in your current job, such as ${sharedSkills}.`;
}

/** How the person's interest profile was made: the same for every career, said once. */
const SOURCE_TEXTS: Record<ProfileSource, MessageDescriptor> = {
  'interest-inventory': msg`Based on the activities you liked and disliked in your interest cards.`,
  'personality-estimate': msg`We estimated your interests from your personality results, since you haven't done the interest cards yet. Personality tells us only a little about the work you'd enjoy, and nothing about hands-on (Realistic) or organising (Conventional) work, so take this as a friendly first hint: the interest cards will give you a much clearer picture.`,
  'interests-and-personality': msg`Based mostly on the activities you liked in your interest cards, with a small nudge from your personality results.`,
};
