import {
  BIG_FIVE_DOMAINS,
  type RiasecArea,
  isRiasecArea,
  levelLabel,
  riasecAreaInfo,
} from '@pathwise/assessment';
import { useGetPersonalityReportQuery } from '@pathwise/api';
import { useFavourites, useInterestResult } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { Button, Card, TitledSection } from '@pathwise/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const linkClasses = 'font-medium text-primary underline underline-offset-4';

/** "Social, Artistic and Enterprising". */
function areaNames(code: string): string {
  const names = [...code]
    .filter((letter): letter is RiasecArea => isRiasecArea(letter))
    .map((area) => riasecAreaInfo(area).name);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
    : (names[0] ?? '');
}

function ResultCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </Card>
  );
}

function InterestSummary() {
  const { status, result, retry } = useInterestResult();
  return (
    <ResultCard id="profile-interests" title="Interests">
      {status === 'loading' && (
        <p className="text-muted-foreground">Loading your interest profile…</p>
      )}
      {status === 'error' && (
        <>
          <p>Your interest profile didn&apos;t load. It is saved and safe.</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
        </>
      )}
      {status === 'none' && (
        <>
          <p>You haven&apos;t sorted the activity cards yet.</p>
          <Link to={paths.playgroundCanvas} className={linkClasses}>
            Sort activity cards
          </Link>
        </>
      )}
      {status === 'ready' && result && (
        <>
          {result.flat ? (
            <p>
              Your answers leaned towards no area in particular, so there is no clear Holland code
              yet.
            </p>
          ) : (
            <p>
              Your Holland code is <strong className="selectable">{result.hollandCode}</strong>:{' '}
              {areaNames(result.hollandCode)}, the areas of work you enjoyed most.
            </p>
          )}
          <Link to={paths.playgroundResult} className={linkClasses}>
            See your interest profile
          </Link>
        </>
      )}
    </ResultCard>
  );
}

function PersonalitySummary() {
  const { data: report, error, isLoading, refetch } = useGetPersonalityReportQuery();
  return (
    <ResultCard id="profile-personality" title="Personality">
      {isLoading && <p className="text-muted-foreground">Loading your personality report…</p>}
      {report === null && (
        <>
          <p>You haven&apos;t taken the personality test yet.</p>
          <Link to={paths.personalityTest} className={linkClasses}>
            Take the personality test
          </Link>
        </>
      )}
      {!isLoading && report === undefined && error && (
        <>
          <p>Your personality report didn&apos;t load. It is saved and safe.</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </>
      )}
      {report && (
        <>
          <p className="text-muted-foreground">Compared with other people who took the test:</p>
          <ul aria-labelledby="profile-personality" className="space-y-1">
            {BIG_FIVE_DOMAINS.map(({ domain, name }) => {
              const score = report.domains.find((entry) => entry.domain === domain);
              return score ? (
                <li key={domain} className="flex justify-between gap-3">
                  <span>{name}</span>
                  <span className="font-medium">{levelLabel(score.level)}</span>
                </li>
              ) : null;
            })}
          </ul>
          <Link to={paths.personalityReport} className={linkClasses}>
            Read your personality report
          </Link>
        </>
      )}
    </ResultCard>
  );
}

function FavouritesSummary() {
  const { status, saved } = useFavourites();
  return (
    <ResultCard id="profile-favourites" title="Saved careers">
      {status === 'loading' && <p className="text-muted-foreground">Loading your saved careers…</p>}
      {status === 'error' && <p>Your saved careers didn&apos;t load. They are saved and safe.</p>}
      {status === 'ready' && (
        <p>
          {saved.length === 0
            ? "You haven't saved any careers yet."
            : `You have saved ${saved.length === 1 ? '1 career' : `${saved.length} careers`}.`}
        </p>
      )}
      <Link
        to={status === 'ready' && saved.length === 0 ? paths.explorer : paths.favourites}
        className={linkClasses}
      >
        {status === 'ready' && saved.length === 0 ? 'Explore careers' : 'See your saved careers'}
      </Link>
    </ResultCard>
  );
}

/** What the person has done so far, each with the way to see it in full or to start it. */
export function ResultsSection() {
  return (
    <TitledSection title="Your results so far">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <InterestSummary />
        <PersonalitySummary />
        <FavouritesSummary />
      </div>
    </TitledSection>
  );
}
