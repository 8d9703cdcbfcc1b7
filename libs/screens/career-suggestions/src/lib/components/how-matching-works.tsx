import {
  ACTIVITY_POINTS,
  BAND_SHARES,
  CATCH_ALL_POINTS,
  FULL_FIT_CORRELATION,
  MIN_FIT_FLOORS,
  WORK_VALUE_POINTS,
  sharePercent,
} from '@pathwise/assessment';
import { cn } from '@pathwise/ui';
import { VerdictShares } from './verdict-shares';

export const HOW_MATCHING_WORKS_ID = 'how-matching-works';

/** The method behind every fit, with its sources: what the numbers on the cards are. */
export function HowMatchingWorks({ className }: { className?: string }) {
  return (
    <section
      id={HOW_MATCHING_WORKS_ID}
      aria-labelledby={`${HOW_MATCHING_WORKS_ID}-heading`}
      className={cn('rounded-2xl border border-border p-5', className)}
    >
      <h2 id={`${HOW_MATCHING_WORKS_ID}-heading`} className="text-lg font-semibold">
        How matching works
      </h2>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        <li>
          Your interests: your six interest scores are compared with each career&apos;s six O*NET
          interest ratings by the shape of the pattern (Pearson&apos;s correlation), so what counts
          is which areas stand out for you, not how high you rated things overall. Near the top,
          small differences in that correlation matter most, so it is put on Fisher&apos;s scale for
          correlations: 0 means no likeness at all and 100 a pattern as close as{' '}
          {FULL_FIT_CORRELATION.toString().replace(/^0/, '')} or more.
        </li>
        <li>
          Your work values, if you picked some: a career gains up to {WORK_VALUE_POINTS} points when
          O*NET rates them high for it, and loses up to {WORK_VALUE_POINTS} when it rates them low.
          A career that offers little of what you value is never called a strong fit.
        </li>
        <li>
          Your cards, where they are a career&apos;s own activities: O*NET names example careers for
          each kind of activity on the cards (visual arts: graphic designers, animators …). A career
          gains up to {ACTIVITY_POINTS} points when you put its activities in &ldquo;Love it&rdquo;,
          and loses up to {ACTIVITY_POINTS} when you put them in &ldquo;Not for me&rdquo;.
        </li>
        <li>
          Catch-all careers (&ldquo;All Other&rdquo;) lose {CATCH_ALL_POINTS} points, since they say
          less about any one job.
        </li>
        <li>
          The bands are set for you, from your fit with every career: a strong fit is at most your
          closest {sharePercent(BAND_SHARES.strong)} of careers and at least {MIN_FIT_FLOORS.strong}
          ; a good fit at most your closest {sharePercent(BAND_SHARES.good)} and at least{' '}
          {MIN_FIT_FLOORS.good}; some fit at most your closest {sharePercent(BAND_SHARES.some)} and
          at least {MIN_FIT_FLOORS.some}. So a strong fit is rare for everyone, and someone whose
          interests match no career closely gets no strong fits rather than inflated ones.
        </li>
        <li>
          The list is in order of the fit shown on each card; careers with the same fit are in
          alphabetical order. Near-identical careers (the many kinds of engineer, of college
          teacher, of doctor) share one place, at the one that fits you best, with the others and
          their fits listed under it.
        </li>
      </ol>
      <VerdictShares />
      <p className="mt-3 text-sm text-muted-foreground">
        Sources: O*NET Interests, Interests Illustrative Occupations and Work Values (U.S.
        Department of Labor, CC BY 4.0); R. A. Fisher (1915), <cite>Biometrika</cite> 10, 507–521,
        for the scale of correlations; the Standard Occupational Classification (2018) for the
        families of careers. Fit says how well a career suits your interests and values, not whether
        you&apos;d be good at it or could get in.
      </p>
    </section>
  );
}
