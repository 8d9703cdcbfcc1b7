import {
  GROWTH_WORDS,
  changeText,
  growthBand,
  openingsText,
  payBasis,
  payText,
  scopeNote,
  capitalise,
} from '@pathwise/assessment';
import type { CareerDetails } from '@pathwise/contract';
import { BlsCredit } from '@pathwise/ui';
import { PayRange } from './pay-range';
import { Section } from './section';

function Pay({
  pay,
  sources,
}: {
  pay: NonNullable<CareerDetails['pay']>;
  sources: CareerDetails['sources'];
}) {
  const basis = payBasis(pay);
  const figures = basis ? pay[basis] : null;
  if (!basis || !figures || figures.median === null) return null;
  const { p10, p25, p75, p90 } = figures;
  const topCoded = pay.topCoded.some((key) => key.startsWith(basis));
  const allMedian = basis === 'annual' ? sources.allMedianAnnual : sources.allMedianHourly;
  return (
    <div>
      <h3 className="font-semibold">Pay</h3>
      <p className="mt-1 text-2xl font-semibold tabular-nums">
        {payText(figures.median, basis)}
        <span className="ml-2 text-base font-normal text-muted-foreground">median</span>
      </p>
      <p className="mt-1">
        Half of the people in this job earn more than this and half earn less.
        {p25 !== null && p75 !== null && (
          <>
            {' '}
            The middle half earn between {payText(p25, basis)} and {payText(p75, basis)}
          </>
        )}
        {p10 !== null && p90 !== null && (
          <>
            ; one in ten earns under {payText(p10, basis)} and one in ten over {payText(p90, basis)}
          </>
        )}
        .{allMedian !== null && <> Across all jobs the median is {payText(allMedian, basis)}.</>}
        {basis === 'hourly' &&
          ' BLS publishes only hourly pay for this work, which is often part-time or irregular.'}
        {topCoded && ' The highest figures are above the top value BLS publishes.'}
      </p>
      <PayRange figures={figures} basis={basis} allMedian={allMedian} />
    </div>
  );
}

function Outlook({
  outlook,
  sources,
}: {
  outlook: NonNullable<CareerDetails['outlook']>;
  sources: CareerDetails['sources'];
}) {
  const all = sources.allGrowthPercent;
  const change = outlook.changePercent;
  return (
    <div>
      <h3 className="font-semibold">Job outlook, {sources.outlook}</h3>
      {change !== null && all !== null && (
        <p className="mt-1">
          <span className="font-medium">{GROWTH_WORDS[growthBand(change, all)]}</span>:{' '}
          {changeText(change)} jobs over the decade, against {changeText(all)} for all jobs.
        </p>
      )}
      {outlook.openingsPerYear !== null && (
        <p className="mt-1">
          {capitalise(openingsText(outlook.openingsPerYear))} openings a year, counting new jobs and
          people who retire or move on.
        </p>
      )}
      {outlook.handbookUrl && (
        <p className="mt-2 text-sm">
          <a href={outlook.handbookUrl} className="underline underline-offset-2">
            More in the Occupational Outlook Handbook
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * Pay and job outlook from BLS, for the United States, each credited with its release. Shown only
 * when BLS publishes at least one of them; what it lacks is said once at the end of the page.
 */
export function PayOutlookSection({ career }: { career: CareerDetails }) {
  const { pay, outlook, sources } = career;
  const hasPay = pay !== null && payBasis(pay) !== null;
  if (!hasPay && !outlook) return null;
  // Said once for the section (a specialty is said in the page's header).
  const wider = [pay, outlook].find((figures) => figures?.scope === 'broad');
  return (
    <Section
      title="Pay and job outlook"
      intro="Figures for the United States from the U.S. Bureau of Labor Statistics (BLS)."
    >
      {wider && (
        <p className="mb-4 text-sm text-muted-foreground">{scopeNote('broad', wider.socTitle)}</p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        {hasPay && <Pay pay={pay} sources={sources} />}
        {outlook && <Outlook outlook={outlook} sources={sources} />}
      </div>
      <BlsCredit
        className="mt-4"
        sources={{ pay: hasPay ? sources.pay : null, outlook: outlook ? sources.outlook : null }}
      />
    </Section>
  );
}
