import { Trans, useLingui } from '@lingui/react/macro';
import type { InterestResultState } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { AreaBadge } from '@pathwise/ui/identity';
import { Link } from 'react-router-dom';
import { codeAreas } from '../holland-view';
import { DashboardSection, SectionError, SectionLoading, linkClasses } from './dashboard-section';

/** The Holland code from the interest cards, with what each of its letters stands for. */
export function HollandSection({ interests }: { interests: InterestResultState }) {
  const { t } = useLingui();
  const { status, result, retry } = interests;
  return (
    <DashboardSection title={t`Your interests`}>
      {status === 'loading' && (
        <SectionLoading>
          <Trans>Loading your interest profile…</Trans>
        </SectionLoading>
      )}
      {status === 'error' && (
        <SectionError
          message={t`Your interest profile didn't load. Your sorted cards are safe.`}
          what={t`your interest profile`}
          onRetry={retry}
        />
      )}
      {(status === 'none' || (status === 'ready' && !result)) && (
        <>
          <p className="selectable mt-2 text-muted-foreground">
            <Trans>
              You don&apos;t have an interest profile yet. Sort the activity cards and you&apos;ll
              get a three-letter Holland code: the kinds of work that appeal to you most.
            </Trans>
          </p>
          <Link to={paths.playgroundCanvas} className={`${linkClasses} mt-3 inline-block`}>
            <Trans>Sort the cards</Trans>
          </Link>
        </>
      )}
      {status === 'ready' && result && <HollandCode code={result.hollandCode} flat={result.flat} />}
    </DashboardSection>
  );
}

function HollandCode({ code, flat }: { code: string; flat: boolean }) {
  const { t } = useLingui();
  const areas = codeAreas(code);
  return (
    <>
      <p className="mt-2 text-lg">
        <Trans>
          Your Holland code is <strong className="text-2xl tracking-widest">{code}</strong>, the
          kinds of work that appeal to you most, strongest first:
        </Trans>
      </p>
      <ol aria-label={t`What your code stands for`} className="mt-3 grid gap-2">
        {areas.map((area) => (
          <li key={area.letter} className="flex gap-3">
            <AreaBadge area={area.letter} size="sm" />
            <span>
              <span className="font-semibold">
                {area.letter}: {area.name}.
              </span>{' '}
              <span className="text-sm text-muted-foreground">{area.description}</span>
            </span>
          </li>
        ))}
      </ol>
      {flat && (
        <p className="selectable mt-3 text-sm">
          <Trans>
            Your choices didn&apos;t lean toward one kind of work more than the others, so treat
            this code as a loose guide.
          </Trans>
        </p>
      )}
      <Link to={paths.playgroundResult} className={`${linkClasses} mt-4 inline-block print:hidden`}>
        <Trans>See your interest profile</Trans>
      </Link>
    </>
  );
}
