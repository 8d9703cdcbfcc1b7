import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { NormGroup } from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';

const AGE_WORDS: Record<NormGroup['ageBand'], MessageDescriptor> = {
  'under-21': msg({
    message: 'under 21',
    comment: 'After the people it describes: "women aged 21 to 40"',
  }),
  '21-40': msg({
    message: 'aged 21 to 40',
    comment: 'After the people it describes: "women aged 21 to 40"',
  }),
  '41-60': msg({
    message: 'aged 41 to 60',
    comment: 'After the people it describes: "women aged 21 to 40"',
  }),
  'over-60': msg({
    message: 'over 60',
    comment: 'After the people it describes: "women aged 21 to 40"',
  }),
};

/** An age band in words, after the people it describes: "aged 21 to 40". */
export const ageBandWords = (ageBand: NormGroup['ageBand']): string => i18n._(AGE_WORDS[ageBand]);

/**
 * The group a personality report compares with, from its sex and age band ("women aged 21 to 40"):
 * the API's `label` says the same in English only.
 */
export function normGroupWords(normGroup: Pick<NormGroup, 'sex' | 'ageBand'>): string {
  const ages = ageBandWords(normGroup.ageBand);
  switch (normGroup.sex) {
    case 'female':
      return t`women ${ages}`;
    case 'male':
      return t`men ${ages}`;
    default:
      return t`women and men ${ages} (the average of the two groups)`;
  }
}
