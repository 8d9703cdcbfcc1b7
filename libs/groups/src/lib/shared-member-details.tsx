import { Trans, useLingui } from '@lingui/react/macro';
import type { RiasecArea } from '@pathwise/assessment';
import { fitLabel, levelLabel } from '@pathwise/career-words';
import { GROUP_SHARES, type GroupShare, type SharedMember } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { areaName, traitName } from '@pathwise/ui/identity';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shareName } from './share-words';
import { StepWords } from './step-words';

/** One shared item's content: what the maker reads, or "nothing yet" for a shared empty item. */
function ItemContent({ member, share }: { member: SharedMember; share: GroupShare }): ReactNode {
  const { t } = useLingui();
  const nothingYet = <span className="text-muted-foreground">{t`Nothing yet`}</span>;
  switch (share) {
    case 'progress':
      return member.progress ? (
        <ul className="space-y-1">
          <li>
            <Trans>Card sort:</Trans> <StepWords step={member.progress.cards} />
          </li>
          <li>
            <Trans>Personality test:</Trans> <StepWords step={member.progress.test} />
          </li>
        </ul>
      ) : null;
    case 'interestCode': {
      const code = member.interestCode;
      if (!code) return nothingYet;
      const areas = [...code].map((letter) => areaName(letter as RiasecArea));
      return (
        <span>
          <span className="font-semibold">{code}</span> ({areas.join(', ')})
        </span>
      );
    }
    case 'topCareers':
      return member.topCareers?.length ? (
        <ol className="list-decimal space-y-1 ps-5">
          {member.topCareers.map((career) => (
            <li key={career.code}>
              <Link className="underline" to={careerDetailsHref(career.code)}>
                {career.title}
              </Link>{' '}
              <span className="text-muted-foreground">({fitLabel(career.fitBand, false)})</span>
            </li>
          ))}
        </ol>
      ) : (
        nothingYet
      );
    case 'savedCareers':
      return member.savedCareers?.length ? (
        <ul className="list-disc space-y-1 ps-5">
          {member.savedCareers.map((career) => (
            <li key={career.code}>{career.title}</li>
          ))}
        </ul>
      ) : (
        nothingYet
      );
    case 'personality':
      return member.personality?.length ? (
        <ul className="space-y-1">
          {member.personality.map(({ domain, level }) => (
            <li key={domain}>
              {traitName(domain)}: {levelLabel(level)}
            </li>
          ))}
        </ul>
      ) : (
        nothingYet
      );
  }
}

/**
 * A member as the group's maker sees them, item by item, with "Not shared" for what they kept to
 * themselves. The maker's view and the member's own preview both render this, so what a member is
 * shown is exactly what the maker sees.
 */
export function SharedMemberDetails({ member }: { member: SharedMember }) {
  const { t } = useLingui();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {GROUP_SHARES.map((share) => (
        <div key={share} className="contents">
          <dt className="font-semibold">{shareName(share)}</dt>
          <dd className="min-w-0 break-words">
            {member[share] === undefined ? (
              <span className="text-muted-foreground">{t`Not shared`}</span>
            ) : (
              <ItemContent member={member} share={share} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
