import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GroupShare, GroupShares } from '@pathwise/contract';
import { GROUP_SHARES } from '@pathwise/contract';
import { formatList, i18n } from '@pathwise/i18n';

/**
 * Each item a member may show a group: its name where the group's view lists it, the member's
 * choice of it, and what exactly the group then sees.
 */
const SHARE_WORDS: Record<
  GroupShare,
  { name: MessageDescriptor; label: MessageDescriptor; detail: MessageDescriptor }
> = {
  progress: {
    name: msg`Progress`,
    label: msg`Your progress`,
    detail: msg`Whether you have started or finished the card sort and the personality test.`,
  },
  interestCode: {
    name: msg`Interest code`,
    label: msg`Your interest code`,
    detail: msg`Your three strongest interest areas, such as Artistic, Social and Investigative.`,
  },
  topCareers: {
    name: msg`Top 10 careers`,
    label: msg`Your top 10 careers`,
    detail: msg`The ten careers that fit your interests best, and how well each one fits.`,
  },
  savedCareers: {
    name: msg`Saved careers`,
    label: msg`Your saved careers`,
    detail: msg`The careers you saved.`,
  },
  personality: {
    name: msg`Personality summary`,
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

/** The item's name in what the group sees, for the maker and the member alike. */
export const shareName = (share: GroupShare): string => i18n._(SHARE_WORDS[share].name);
/** The member's choice of the item: "Your progress". */
export const shareLabel = (share: GroupShare): string => i18n._(SHARE_WORDS[share].label);
export const shareDetail = (share: GroupShare): string => i18n._(SHARE_WORDS[share].detail);

/** The items shared, as the reader's language lists them, or null when nothing is. */
export function sharedItems(shares: GroupShares): string | null {
  const chosen = GROUP_SHARES.filter((share) => shares[share]);
  return chosen.length ? formatList(chosen.map((share) => i18n._(ITEM_NAMES[share]))) : null;
}
