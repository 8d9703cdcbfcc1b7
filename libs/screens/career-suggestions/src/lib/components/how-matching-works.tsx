import { Trans } from '@lingui/react/macro';
import {
  ACTIVITY_POINTS,
  BAND_SHARES,
  CATCH_ALL_POINTS,
  FULL_FIT_CORRELATION,
  MIN_FIT_FLOORS,
  WORK_VALUE_POINTS,
} from '@pathwise/assessment';
import { formatNumber, formatPercent } from '@pathwise/i18n';
import { cn, TitledSection } from '@pathwise/ui';
import { VerdictShares } from './verdict-shares';

export const HOW_MATCHING_WORKS_ID = 'how-matching-works';

/** The method behind every fit, with its sources: what the numbers on the cards are. */
export function HowMatchingWorks({ className }: { className?: string }) {
  const fullCorrelation = formatNumber(FULL_FIT_CORRELATION, { maximumFractionDigits: 3 });
  const valuePoints = WORK_VALUE_POINTS;
  const activityPoints = ACTIVITY_POINTS;
  const catchAllPoints = CATCH_ALL_POINTS;
  const strongShare = formatPercent(BAND_SHARES.strong);
  const goodShare = formatPercent(BAND_SHARES.good);
  const someShare = formatPercent(BAND_SHARES.some);
  const strongFloor = MIN_FIT_FLOORS.strong;
  const goodFloor = MIN_FIT_FLOORS.good;
  const someFloor = MIN_FIT_FLOORS.some;
  return (
    <TitledSection
      id={HOW_MATCHING_WORKS_ID}
      headingId={`${HOW_MATCHING_WORKS_ID}-heading`}
      title={<Trans>How matching works</Trans>}
      size="sm"
      className={cn('rounded-2xl border border-border p-5', className)}
    >
      <ol className="mt-2 list-decimal space-y-2 ps-5">
        <li>
          <Trans>
            Your interests: your six interest scores are compared with each career&apos;s six O*NET
            interest ratings by the shape of the pattern (Pearson&apos;s correlation), so what
            counts is which areas stand out for you, not how high you rated things overall. Near the
            top, small differences in that correlation matter most, so it is put on Fisher&apos;s
            scale for correlations: 0 means no likeness at all and 100 a pattern as close as{' '}
            {fullCorrelation} or more.
          </Trans>
        </li>
        <li>
          <Trans>
            Your work values, if you picked some: a career gains up to {valuePoints} points when
            O*NET rates them high for it, and loses up to {valuePoints} when it rates them low. A
            career that offers little of what you value is never called a strong fit.
          </Trans>
        </li>
        <li>
          <Trans>
            Your cards, where they are a career&apos;s own activities: O*NET names example careers
            for each kind of activity on the cards (visual arts: graphic designers, animators …). A
            career gains up to {activityPoints} points when you put its activities in &ldquo;Love
            it&rdquo;, and loses up to {activityPoints} when you put them in &ldquo;Not for
            me&rdquo;.
          </Trans>
        </li>
        <li>
          <Trans>
            Catch-all careers (&ldquo;All Other&rdquo;) lose {catchAllPoints} points, since they say
            less about any one job.
          </Trans>
        </li>
        <li>
          <Trans>
            The bands are set for you, from your fit with every career: a strong fit is at most your
            closest {strongShare} of careers and at least {strongFloor}; a good fit at most your
            closest {goodShare} and at least {goodFloor}; some fit at most your closest {someShare}{' '}
            and at least {someFloor}. So a strong fit is rare for everyone, and someone whose
            interests match no career closely gets no strong fits rather than inflated ones.
          </Trans>
        </li>
        <li>
          <Trans>
            The list is in order of the fit shown on each card; careers with the same fit are in
            alphabetical order. Near-identical careers (the many kinds of engineer, of college
            teacher, of doctor, of energy production manager) share one place, at the one that fits
            you best, with the others and their fits listed under it. A family is careers that do
            the same work and differ only by subject, specialty or industry: groups the Standard
            Occupational Classification already makes, and O*NET&apos;s managers of power and fuel
            plants, listed once for each source of energy.
          </Trans>
        </li>
      </ol>
      <VerdictShares />
      <p className="mt-3 text-sm text-muted-foreground">
        <Trans>
          Sources: O*NET Interests, Interests Illustrative Occupations and Work Values (U.S.
          Department of Labor, CC BY 4.0); R. A. Fisher (1915), <cite>Biometrika</cite> 10, 507–521,
          for the scale of correlations; the Standard Occupational Classification (2018) for the
          families of careers. Fit says how well a career suits your interests and values, not
          whether you&apos;d be good at it or could get in.
        </Trans>
      </p>
    </TitledSection>
  );
}
