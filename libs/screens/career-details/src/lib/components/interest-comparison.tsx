import type { CareerDetails } from '@pathwise/contract';
import type { InterestResultView } from '@pathwise/playground';
import { paths } from '@pathwise/routes';
import { Button, buttonClasses } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { areaList, areasOfCode, careerStrongestAreas, interestRows } from '../career-sections';
import { Bar } from './bar';
import { Section } from './section';

export type PersonInterests = {
  status: 'loading' | 'none' | 'ready' | 'error';
  result: InterestResultView | null;
  retry: () => void;
};

function Summary({ career, person }: { career: CareerDetails; person: InterestResultView | null }) {
  const careerAreas = careerStrongestAreas(career.highPoints, career.interests);
  const personAreas = person ? areasOfCode(person.hollandCode) : [];
  const shared = careerAreas.filter((area) => personAreas.includes(area));
  return (
    <div className="space-y-2">
      {careerAreas.length > 0 && (
        <p>
          This career leans most toward <strong>{areaList(careerAreas)}</strong> work.
        </p>
      )}
      {person && !person.flat && (
        <p>
          Your own interests lean most toward <strong>{areaList(personAreas)}</strong>.{' '}
          {shared.length > 0
            ? `You share ${areaList(shared)}, which is a good sign this work could suit you.`
            : "Your strongest areas and this career's don't overlap. That doesn't rule it out, but it may feel less natural."}
        </p>
      )}
      {person && (
        <p className="text-sm text-muted-foreground">
          Your scores come from the {person.answered} activity cards you sorted.
        </p>
      )}
      {person?.flat && (
        <p>
          You liked the activities in every area about the same, so this comparison can&apos;t tell
          you much yet. Sorting the cards again, and being a little choosier, would make it clearer.
        </p>
      )}
    </div>
  );
}

/** A bar with its number written beside it; the number is what screen readers hear. */
function Measure({
  percent,
  tone,
  text,
}: {
  percent: number;
  tone: 'career' | 'person';
  text: string;
}) {
  return (
    // The figure takes the same width on every row (under the bar on a phone), so each column's
    // bars share one length and compare at a glance.
    <span className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <Bar percent={percent} tone={tone} />
      <span className="shrink-0 tabular-nums sm:w-[10ch] sm:text-right">{text}</span>
    </span>
  );
}

function PersonStatus({ person }: { person: PersonInterests }) {
  if (person.status === 'loading')
    return <p className="text-muted-foreground">Checking for your interest results…</p>;
  if (person.status === 'error')
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p>We couldn&apos;t load your interest results just now.</p>
        <Button variant="secondary" size="sm" onClick={person.retry}>
          Try again
        </Button>
      </div>
    );
  if (person.status === 'none')
    return (
      <div className="rounded-xl bg-muted p-4">
        <p>
          Sort some activity cards and we&apos;ll show your own interests beside this career&apos;s,
          so you can see how well they match.
        </p>
        <Link to={paths.playgroundCanvas} className={`${buttonClasses({ size: 'sm' })} mt-3`}>
          Sort activity cards
        </Link>
      </div>
    );
  return null;
}

/** The occupation's interest profile beside the person's, area by area, with the numbers in words. */
export function InterestComparison({
  career,
  person,
}: {
  career: CareerDetails;
  person: PersonInterests;
}) {
  const intro =
    'O*NET rates how much each of six interest areas is part of this work, from 1 (hardly) to 7 (a great deal). Your scores, from 0 to 100, show how much you liked the activities in each area.';
  if (!career.interests) return null;
  const mine = person.status === 'ready' ? person.result : null;
  const rows = interestRows(career.interests, mine?.scores ?? null);
  return (
    <Section title="Interests this career suits" intro={intro}>
      <Summary career={career} person={mine} />
      <table className="mt-4 w-full table-fixed text-sm">
        <caption className="sr-only">
          Interest levels by area: this career from 1 to 7{mine ? ', you from 0 to 100' : ''}
        </caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="w-28 pb-2 font-medium">
              Area
            </th>
            <th scope="col" className="pb-2 font-medium">
              This career
            </th>
            {mine && (
              <th scope="col" className="pb-2 pl-4 font-medium">
                You
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.area}>
              <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                {row.name}
              </th>
              <td className="py-1.5">
                <Measure percent={row.career.percent} tone="career" text={row.career.text} />
              </td>
              {row.person && (
                <td className="py-1.5 pl-4">
                  <Measure percent={row.person.percent} tone="person" text={row.person.text} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4">
        <PersonStatus person={person} />
      </div>
    </Section>
  );
}
