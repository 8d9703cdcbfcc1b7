import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BIG_FIVE_DOMAIN_ORDER,
  type BigFiveLevel,
  type RiasecArea,
  isRiasecArea,
} from '@pathwise/assessment';
import { useGetPersonalityReportQuery } from '@pathwise/api';
import { formatList } from '@pathwise/i18n';
import { useFavourites, useInterestResult } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { Button, Card, Heading, TitledSection } from '@pathwise/ui';
import { areaName, traitName } from '@pathwise/ui/identity';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const linkClasses = 'font-medium text-primary underline underline-offset-4';

/** "Social, Artistic, and Enterprising", in the reader's language. */
function areaNames(code: string): string {
  return formatList(
    [...code].filter((letter): letter is RiasecArea => isRiasecArea(letter)).map(areaName),
  );
}

/** A trait's level as the personality report says it, in the reader's language. */
const LEVEL_LABELS: Record<BigFiveLevel, MessageDescriptor> = {
  low: msg`Low`,
  // The code calls the middle band 'neutral'; people call it "average".
  neutral: msg`Average`,
  high: msg`High`,
};

function ResultCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-5">
      <Heading id={id}>{title}</Heading>
      {children}
    </Card>
  );
}

function InterestSummary() {
  const { t } = useLingui();
  const { status, result, retry } = useInterestResult();
  return (
    <ResultCard id="profile-interests" title={t`Interests`}>
      {status === 'loading' && (
        <p className="text-muted-foreground">
          <Trans>Loading your interest profile…</Trans>
        </p>
      )}
      {status === 'error' && (
        <>
          <p>
            <Trans>Your interest profile didn&apos;t load. It is saved and safe.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {status === 'none' && (
        <>
          <p>
            <Trans>You haven&apos;t sorted the activity cards yet.</Trans>
          </p>
          <Link to={paths.playgroundCanvas} className={linkClasses}>
            <Trans>Sort activity cards</Trans>
          </Link>
        </>
      )}
      {status === 'ready' && result && (
        <>
          {result.flat ? (
            <p>
              <Trans>
                Your answers leaned towards no area in particular, so there is no clear Holland code
                yet.
              </Trans>
            </p>
          ) : (
            <HollandCode code={result.hollandCode} />
          )}
          <Link to={paths.playgroundResult} className={linkClasses}>
            <Trans>See your interest profile</Trans>
          </Link>
        </>
      )}
    </ResultCard>
  );
}

/** "Your Holland code is IAS: Investigative, Artistic, and Social, the areas…". */
function HollandCode({ code }: { code: string }) {
  const areas = areaNames(code);
  return (
    <p>
      <Trans>
        Your Holland code is <strong className="selectable">{code}</strong>: {areas}, the areas of
        work you enjoyed most.
      </Trans>
    </p>
  );
}

function PersonalitySummary() {
  const { t, i18n } = useLingui();
  const { data: report, error, isLoading, refetch } = useGetPersonalityReportQuery();
  return (
    <ResultCard id="profile-personality" title={t`Personality`}>
      {isLoading && (
        <p className="text-muted-foreground">
          <Trans>Loading your personality report…</Trans>
        </p>
      )}
      {report === null && (
        <>
          <p>
            <Trans>You haven&apos;t taken the personality test yet.</Trans>
          </p>
          <Link to={paths.personalityTest} className={linkClasses}>
            <Trans>Take the personality test</Trans>
          </Link>
        </>
      )}
      {!isLoading && report === undefined && error && (
        <>
          <p>
            <Trans>Your personality report didn&apos;t load. It is saved and safe.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </>
      )}
      {report && (
        <>
          <p className="text-muted-foreground">
            <Trans>Compared with other people who took the test:</Trans>
          </p>
          <ul aria-labelledby="profile-personality" className="space-y-1">
            {BIG_FIVE_DOMAIN_ORDER.map((domain) => {
              const score = report.domains.find((entry) => entry.domain === domain);
              return score ? (
                <li key={domain} className="flex flex-wrap justify-between gap-x-3">
                  <span>{traitName(domain)}</span>
                  <span className="font-medium">{i18n._(LEVEL_LABELS[score.level])}</span>
                </li>
              ) : null;
            })}
          </ul>
          <Link to={paths.personalityReport} className={linkClasses}>
            <Trans>Read your personality report</Trans>
          </Link>
        </>
      )}
    </ResultCard>
  );
}

function FavouritesSummary() {
  const { t } = useLingui();
  const { status, saved } = useFavourites();
  const savedCount = saved.length;
  return (
    <ResultCard id="profile-favourites" title={t`Saved careers`}>
      {status === 'loading' && (
        <p className="text-muted-foreground">
          <Trans>Loading your saved careers…</Trans>
        </p>
      )}
      {status === 'error' && (
        <p>
          <Trans>Your saved careers didn&apos;t load. They are saved and safe.</Trans>
        </p>
      )}
      {status === 'ready' && (
        <p>
          {savedCount === 0
            ? t`You haven't saved any careers yet.`
            : plural(savedCount, {
                one: 'You have saved # career.',
                other: 'You have saved # careers.',
              })}
        </p>
      )}
      <Link
        to={status === 'ready' && savedCount === 0 ? paths.explorer : paths.favourites}
        className={linkClasses}
      >
        {status === 'ready' && savedCount === 0 ? t`Explore careers` : t`See your saved careers`}
      </Link>
    </ResultCard>
  );
}

/** What the person has done so far, each with the way to see it in full or to start it. */
export function ResultsSection() {
  const { t } = useLingui();
  return (
    <TitledSection title={t`Your results so far`}>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <InterestSummary />
        <PersonalitySummary />
        <FavouritesSummary />
      </div>
    </TitledSection>
  );
}
