import { Trans, useLingui } from '@lingui/react/macro';
import { fitText } from '@pathwise/career-words';
import type { Suggestions } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { ANY_PAY_LINK, topListPayNote } from '@pathwise/career-fits';
import { Link } from 'react-router-dom';
import { careerLink, rankedBy } from '../career-links';
import type { Loaded } from '../hooks/use-dashboard-data';
import { DashboardSection, SectionError, SectionLoading, linkClasses } from './dashboard-section';

/** The five careers that fit best, each with how well it fits. */
export function SuggestionsSection({
  suggestions,
  payFloor,
}: {
  suggestions: Loaded<Suggestions>;
  /** The least pay the person said they'd consider, which narrows the list; none without one. */
  payFloor: number | undefined;
}) {
  const { t } = useLingui();
  const { status, data, error, retry } = suggestions;
  const basis = data ? rankedBy(data.inputs) : null;
  // Empty only because no match reaches the pay floor: said, with the way past it.
  const belowFloor =
    data !== undefined &&
    data.source !== 'none' &&
    data.items.length === 0 &&
    payFloor !== undefined;
  return (
    <DashboardSection title={t`Careers that fit you`}>
      {status === 'loading' && (
        <SectionLoading>
          <Trans>Loading careers that fit you…</Trans>
        </SectionLoading>
      )}
      {status === 'error' && (
        <SectionError
          message={t`Your career suggestions didn't load.`}
          error={error}
          what={t`careers that fit you`}
          onRetry={retry}
        />
      )}
      {status === 'ready' && belowFloor && (
        <p className="selectable mt-2">
          {topListPayNote(payFloor, true)}{' '}
          <Link to={ANY_PAY_LINK.to} className={linkClasses}>
            {ANY_PAY_LINK.text}
          </Link>
        </p>
      )}
      {status === 'ready' && data && !belowFloor && (data.items.length === 0 || !basis) && (
        <>
          <p className="selectable mt-2 text-muted-foreground">
            <Trans>
              Careers that fit you appear here once you&apos;ve sorted the activity cards or taken
              the personality test.
            </Trans>
          </p>
          <Link to={paths.explorer} className={`${linkClasses} mt-3 inline-block`}>
            <Trans>Browse all careers meanwhile</Trans>
          </Link>
        </>
      )}
      {status === 'ready' && data && data.items.length > 0 && basis && (
        <>
          <p className="selectable mt-2 text-muted-foreground">{basis}</p>
          {payFloor !== undefined && (
            <p className="selectable mt-1 text-muted-foreground">
              {topListPayNote(payFloor, false)}
            </p>
          )}
          <ol aria-label={t`Top careers for you`} className="mt-3 grid gap-2">
            {data.items.map(({ career, fit, fitBand, estimate }) => (
              <li key={career.code} className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={careerLink(career.code, 'suggestions')} className={linkClasses}>
                  {career.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {fitText(fit, fitBand, estimate)}
                </span>
              </li>
            ))}
          </ol>
          <Link
            to={paths.careerSuggestions}
            className={`${linkClasses} mt-4 inline-block print:hidden`}
          >
            <Trans>See all careers that fit you</Trans>
          </Link>
        </>
      )}
    </DashboardSection>
  );
}
