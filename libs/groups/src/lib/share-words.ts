import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GroupShare, GroupShares } from '@pathwise/contract';
import { GROUP_SHARES } from '@pathwise/contract';
import { formatList, i18n } from '@pathwise/i18n';

/** Each item a member may show a group: its name and what exactly the group then sees. */
const SHARE_WORDS: Record<GroupShare, { label: MessageDescriptor; detail: MessageDescriptor }> = {
  progress: {
    label: msg`Your progress`,
    detail: msg`Whether you have started or finished the card sort and the personality test.`,
  },
  interestCode: {
    label: msg`Your interest code`,
    detail: msg`Your three strongest interest areas, such as Artistic, Social and Investigative.`,
  },
  topCareers: {
    label: msg`Your top 10 careers`,
    detail: msg`The ten careers that fit your interests best, and how well each one fits.`,
  },
  savedCareers: {
    label: msg`Your saved careers`,
    detail: msg`The careers you saved.`,
  },
  personality: {
    label: msg`Your personality summary`,
    detail: msg`Whether each of the five traits is low, average or high. Not your answers or your full report.`,
  },
};

/** What the group sees for each item, in list form, for what the member sees and the maker's view. */
const ITEM_NAMES: Record<GroupShare, MessageDescriptor> = {
  progress: msg({
    message: 'progress',
    comment: 'In a list: "You share progress and interest code"',
  }),
  interestCode: msg({
    message: 'interest code',
    comment: 'In a list: "You share progress and interest code"',
  }),
  topCareers: msg({
    message: 'top 10 careers',
    comment: 'In a list: "You share progress and top 10 careers"',
  }),
  savedCareers: msg({
    message: 'saved careers',
    comment: 'In a list: "You share progress and saved careers"',
  }),
  personality: msg({
    message: 'personality summary',
    comment: 'In a list: "You share progress and personality summary"',
  }),
};

export const shareLabel = (share: GroupShare): string => i18n._(SHARE_WORDS[share].label);
export const shareDetail = (share: GroupShare): string => i18n._(SHARE_WORDS[share].detail);

/** The items shared, as the reader's language lists them, or null when nothing is. */
export function sharedItems(shares: GroupShares): string | null {
  const chosen = GROUP_SHARES.filter((share) => shares[share]);
  return chosen.length ? formatList(chosen.map((share) => i18n._(ITEM_NAMES[share]))) : null;
}
