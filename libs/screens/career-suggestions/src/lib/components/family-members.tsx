import { Plural, Trans } from '@lingui/react/macro';
import { familyName, fitText } from '@pathwise/career-words';
import type { Suggestion } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { Link } from 'react-router-dom';

/**
 * The rest of a career's family (careers near-identical to it), a tap away: one place on the list
 * holds one idea, and its variants each keep their own page and fit.
 */
export function FamilyMembers({
  family,
  estimate,
}: {
  family: NonNullable<Suggestion['family']>;
  estimate: boolean;
}) {
  const { members } = family;
  const name = familyName(family);
  const count = members.length;
  return (
    <details className="mt-3 rounded-lg border border-border p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-medium underline-offset-2 hover:underline">
        <Plural
          value={count}
          one={`# more like this: ${name}`}
          other={`# more like this: ${name}`}
        />
      </summary>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          Near-identical careers share this place on the list; this one fits you best. Each has its
          own page.
        </Trans>
      </p>
      <ul className="mt-2 space-y-2">
        {members.map((member) => (
          <li key={member.code} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link
              to={`${careerDetailsHref(member.code)}&from=suggestions`}
              className="underline underline-offset-2"
            >
              {member.title}
            </Link>
            <span className="text-sm text-muted-foreground">
              {fitText(member.fit, member.fitBand, estimate)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
