import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { areaList, fitText } from '@pathwise/career-words';
import type { CareerDetails } from '@pathwise/contract';
import type { InterestResultView } from '@pathwise/progress';
import type { FitSummary } from '@pathwise/career-fits';
import { paths } from '@pathwise/routes';
import { Button, ButtonLink } from '@pathwise/ui';
import { AREA_COLOURS, AreaBadge } from '@pathwise/ui/identity';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  type InterestRow,
  areasOfCode,
  careerStrongestAreas,
  interestRows,
} from '../career-sections';
import { Bar } from './bar';
import { Section } from './section';

export type PersonInterests = {
  status: 'loading' | 'none' | 'ready' | 'error';
  result: InterestResultView | null;
  retry: () => void;
};

/** The person's fit with this career, the same as their lists show; null while unknown. */
export type CareerFit = FitSummary | null;

function Summary({
  career,
  person,
  fit,
}: {
  career: CareerDetails;
  person: InterestResultView | null;
  fit: CareerFit;
}) {
  const careerAreas = careerStrongestAreas(career.highPoints, career.interests);
  const personAreas = person ? areasOfCode(person.hollandCode) : [];
  const shared = careerAreas.filter((area) => personAreas.includes(area));
  const careerLeans = areaList(careerAreas);
  const personLeans = areaList(personAreas);
  const sharedAreas = areaList(shared);
  const fitWords = fit ? fitText(fit.fit, fit.fitBand, fit.estimate) : '';
  const cards = person?.answered ?? 0;
  return (
    <div className="space-y-2">
      {careerAreas.length > 0 && (
        <p>
          <Trans>
            This career leans most toward <strong>{careerLeans}</strong> work.
          </Trans>
        </p>
      )}
      {person && !person.flat && (
        <p>
          <Trans>
            Your own interests lean most toward <strong>{personLeans}</strong>.
          </Trans>
          {/* With a fit, its reason says what is shared, from the same numbers as the lists. */}
          {!fit && ' '}
          {!fit &&
            (shared.length > 0 ? (
              <Trans>You share {sharedAreas}.</Trans>
            ) : (
              <Trans>Your strongest areas and this career&apos;s don&apos;t overlap.</Trans>
            ))}
        </p>
      )}
      {fit && (
        <p>
          {/* The same fit, band and reason as in the person's lists, so the page can't disagree. */}
          <Trans>
            Your fit with this career: <strong>{fitWords}</strong>, as in{' '}
            <Link to={paths.careerSuggestions} className="underline underline-offset-2">
              your careers that fit you
            </Link>
            .
          </Trans>
          {fit.reason ? ` ${fit.reason}` : ''}
        </p>
      )}
      {person && (
        <p className="text-sm text-muted-foreground">
          <Plural
            value={cards}
            one="Your scores come from the # activity card you sorted."
            other="Your scores come from the # activity cards you sorted."
          />
        </p>
      )}
      {person?.flat && (
        <p>
          <Trans>
            You liked the activities in every area about the same, so this comparison can&apos;t
            tell you much yet. Sorting the cards again, and being a little choosier, would make it
            clearer.
          </Trans>
        </p>
      )}
    </div>
  );
}

/**
 * One measure of an area, named. On a phone the name and number sit above a bar the card's full
 * width, so even a short bar reads; on wider screens the bar and number fill a column and the
 * column heading names them.
 */
function Measure({
  label,
  percent,
  fill,
  text,
}: {
  label: string;
  percent: number;
  fill: string;
  text: string;
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 @xl:grid-cols-[1fr_10ch] @xl:items-center">
      <dt className="text-muted-foreground @xl:sr-only">{label}</dt>
      <dd className="text-end tabular-nums @xl:col-start-2 @xl:row-start-1">{text}</dd>
      <dd aria-hidden="true" className="col-span-2 @xl:col-span-1 @xl:col-start-1 @xl:row-start-1">
        <Bar percent={percent} fill={fill} />
      </dd>
    </div>
  );
}

function AreaMeasures({ row }: { row: InterestRow }) {
  const { t } = useLingui();
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className="py-3 @xl:grid @xl:grid-cols-[11rem_minmax(0,1fr)] @xl:items-center @xl:gap-4 @xl:py-1.5"
    >
      <span id={nameId} className="flex items-center gap-2 font-medium">
        <AreaBadge area={row.area} size="sm" />
        {row.name}
      </span>
      <dl className="mt-2 space-y-2 @xl:mt-0 @xl:grid @xl:grid-cols-2 @xl:gap-4 @xl:space-y-0">
        <Measure label={t`This career`} fill={AREA_COLOURS[row.area].fill} {...row.career} />
        {row.person && <Measure label={t`You`} fill="bg-foreground/70" {...row.person} />}
      </dl>
    </li>
  );
}

function PersonStatus({ person }: { person: PersonInterests }) {
  if (person.status === 'loading')
    return (
      <p className="text-muted-foreground">
        <Trans>Checking for your interest results…</Trans>
      </p>
    );
  if (person.status === 'error')
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p>
          <Trans>We couldn&apos;t load your interest results just now.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={person.retry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (person.status === 'none')
    return (
      <div className="rounded-xl bg-muted p-4">
        <p>
          <Trans>
            Sort some activity cards and we&apos;ll show your own interests beside this
            career&apos;s, so you can see how well they match.
          </Trans>
        </p>
        <ButtonLink to={paths.playgroundCanvas} size="sm" className="mt-3">
          <Trans>Sort activity cards</Trans>
        </ButtonLink>
      </div>
    );
  return null;
}

/** The occupation's interest profile beside the person's, area by area, with the numbers in words. */
export function InterestComparison({
  career,
  person,
  fit,
}: {
  career: CareerDetails;
  person: PersonInterests;
  fit: CareerFit;
}) {
  const { t } = useLingui();
  const intro = t`O*NET rates how much each of six interest areas is part of this work, from 1 (hardly) to 7 (a great deal). Your scores, from 0 to 100, show how much you liked the activities in each area.`;
  if (!career.interests) return null;
  const mine = person.status === 'ready' ? person.result : null;
  const rows = interestRows(career.interests, mine?.scores ?? null);
  return (
    <Section title={t`Interests this career suits`} intro={intro}>
      <Summary career={career} person={mine} fit={fit} />
      {/* Side by side, under column headings, only where the list is wide enough at the reader's
          text size; otherwise (a phone, enlarged text) each bar is named where it is. */}
      <div className="@container">
        <div
          aria-hidden="true"
          className="mt-4 hidden grid-cols-[11rem_minmax(0,1fr)] gap-4 text-sm font-medium text-muted-foreground @xl:grid"
        >
          <span>
            <Trans>Area</Trans>
          </span>
          <span className="grid grid-cols-2 gap-4">
            <span>
              <Trans>This career</Trans>
            </span>
            {mine && (
              <span>
                <Trans>You</Trans>
              </span>
            )}
          </span>
        </div>
        <ul
          aria-label={
            mine
              ? t`Interest levels by area: this career from 1 to 7, you from 0 to 100`
              : t`Interest levels by area: this career from 1 to 7`
          }
          className="mt-2 divide-y divide-border text-sm @xl:divide-y-0"
        >
          {rows.map((row) => (
            <AreaMeasures key={row.area} row={row} />
          ))}
        </ul>
      </div>
      <div className="mt-4">
        <PersonStatus person={person} />
      </div>
    </Section>
  );
}
