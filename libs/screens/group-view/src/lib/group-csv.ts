import { t } from '@lingui/core/macro';
import type { RiasecArea } from '@pathwise/assessment';
import { fitLabel, levelLabel } from '@pathwise/career-words';
import type { GroupView, SharedMember } from '@pathwise/contract';
import { shareName } from '@pathwise/groups';
import { areaName, traitName } from '@pathwise/ui/identity';

type Step = NonNullable<SharedMember['progress']>['cards'];

/** A spreadsheet cell: quoted, and a leading =, +, - or @ made plain text so no formula runs. */
const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};

function stepWords(step: Step): string {
  if (step === 'finished') return t`Finished`;
  if (step === 'started') return t`Started`;
  return t`Not started`;
}

/** One item as a cell: "Not shared", "Nothing yet", or its content in one line. */
function itemText<T>(value: T | null | undefined, write: (value: T) => string): string {
  if (value === undefined) return t`Not shared`;
  if (value === null || (Array.isArray(value) && value.length === 0)) return t`Nothing yet`;
  return write(value);
}

/**
 * What members shared, one row each, as a CSV a spreadsheet opens: exactly the maker's view, with
 * "Not shared" where a member kept an item to themselves.
 */
export function groupCsv(view: GroupView): string {
  const header = [
    t`Name`,
    t`Joined`,
    t`Card sort`,
    t`Personality test`,
    ...(['interestCode', 'topCareers', 'savedCareers', 'personality'] as const).map(shareName),
  ];
  const rows = view.members.map((member) => [
    member.name,
    member.joinedAt.slice(0, 10),
    itemText(member.progress, (progress) => stepWords(progress.cards)),
    itemText(member.progress, (progress) => stepWords(progress.test)),
    itemText(
      member.interestCode,
      (code) => `${code} (${[...code].map((area) => areaName(area as RiasecArea)).join(', ')})`,
    ),
    itemText(member.topCareers, (careers) =>
      careers.map((career) => `${career.title} (${fitLabel(career.fitBand, false)})`).join('; '),
    ),
    itemText(member.savedCareers, (careers) => careers.map((career) => career.title).join('; ')),
    itemText(member.personality, (traits) =>
      traits.map(({ domain, level }) => `${traitName(domain)}: ${levelLabel(level)}`).join('; '),
    ),
  ]);
  // A byte-order mark, so spreadsheet programs read accents and other scripts right.
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
