import { Trans, useLingui } from '@lingui/react/macro';
import { growthBand, payBasis } from '@pathwise/assessment';
import { changeText, growthLabel, payText } from '@pathwise/career-words';
import type { CareerDetails } from '@pathwise/contract';
import { formatNumber } from '@pathwise/i18n';
import { BlsCredit } from '@pathwise/career-facts';
import { Heading } from '@pathwise/ui';
import { PayRange } from './pay-range';
import { Section } from './section';

function Pay({
  pay,
  sources,
}: {
  pay: NonNullable<CareerDetails['pay']>;
  sources: CareerDetails['sources'];
}) {
  const { t } = useLingui();
  const basis = payBasis(pay);
  const figures = basis ? pay[basis] : null;
  if (!basis || !figures || figures.median === null) return null;
  const { p10, p25, p75, p90 } = figures;
  const topCoded = pay.topCoded.some((key) => key.startsWith(basis));
  const allMedian = basis === 'annual' ? sources.allMedianAnnual : sources.allMedianHourly;
  const middle = p25 !== null && p75 !== null;
  const tenths = p10 !== null && p90 !== null;
  const low = middle ? payText(p25, basis) : '';
  const high = middle ? payText(p75, basis) : '';
  const under = tenths ? payText(p10, basis) : '';
  const over = tenths ? payText(p90, basis) : '';
  const allJobs = allMedian === null ? '' : payText(allMedian, basis);
  const sentences = [
    t`Half of the people in this job earn more than this and half earn less.`,
    middle && tenths
      ? t`The middle half earn between ${low} and ${high}; one in ten earns under ${under} and one in ten over ${over}.`
      : middle
        ? t`The middle half earn between ${low} and ${high}.`
        : tenths
          ? t`One in ten earns under ${under} and one in ten over ${over}.`
          : null,
    allMedian !== null ? t`Across all jobs the median is ${allJobs}.` : null,
    basis === 'hourly'
      ? t`BLS publishes only hourly pay for this work, which is often part-time or irregular.`
      : null,
    topCoded ? t`The highest figures are above the top value BLS publishes.` : null,
  ];
  return (
    <div>
      <Heading size="base">
        <Trans>Pay</Trans>
      </Heading>
      <p className="mt-1 text-2xl font-semibold tabular-nums">
        {payText(figures.median, basis)}
        <span className="ms-2 text-base font-normal text-muted-foreground">
          <Trans>median</Trans>
        </span>
      </p>
      <p className="mt-1">{sentences.filter(Boolean).join(' ')}</p>
      <PayRange figures={figures} basis={basis} allMedian={allMedian} />
    </div>
  );
}

/** Openings a year from BLS's thousands, rounded to hundreds; "fewer than 100" for the smallest. */
function Openings({ thousands }: { thousands: number }) {
  const rounded = Math.round(thousands * 10) * 100;
  const openings = formatNumber(rounded);
  const least = formatNumber(100);
  return rounded < 100 ? (
    <Trans>
      Fewer than {least} openings a year, counting new jobs and people who retire or move on.
    </Trans>
  ) : (
    <Trans>
      About {openings} openings a year, counting new jobs and people who retire or move on.
    </Trans>
  );
}

/** "Growing faster than average: +4.9% jobs over the decade, against +3.1% for all jobs." */
function Change({ change, all }: { change: number; all: number }) {
  const growth = growthLabel(growthBand(change, all));
  const careerChange = changeText(change);
  const allChange = changeText(all);
  return (
    <p className="mt-1">
      <Trans>
        <span className="font-medium">{growth}</span>: {careerChange} jobs over the decade, against{' '}
        {allChange} for all jobs.
      </Trans>
    </p>
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
  const release = sources.outlook;
  return (
    <div>
      <Heading size="base">
        <Trans>Job outlook, {release}</Trans>
      </Heading>
      {change !== null && all !== null && <Change change={change} all={all} />}
      {outlook.openingsPerYear !== null && (
        <p className="mt-1">
          <Openings thousands={outlook.openingsPerYear} />
        </p>
      )}
      {outlook.handbookUrl && (
        <p className="mt-2 text-sm">
          <a href={outlook.handbookUrl} className="underline underline-offset-2">
            <Trans>More in the Occupational Outlook Handbook</Trans>
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
  const { t } = useLingui();
  const { pay, outlook, sources } = career;
  const hasPay = pay !== null && payBasis(pay) !== null;
  if (!hasPay && !outlook) return null;
  // Said once for the section (a specialty is said in the page's header).
  const wider = [pay, outlook].find((figures) => figures?.scope === 'broad');
  const group = wider?.socTitle;
  return (
    <Section
      title={t`Pay and job outlook`}
      intro={t`Figures for the United States from the U.S. Bureau of Labor Statistics (BLS).`}
    >
      {wider && (
        <p className="mb-4 text-sm text-muted-foreground">
          <Trans>
            BLS publishes these figures only for the wider group &quot;{group}&quot;, which includes
            this career.
          </Trans>
        </p>
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
