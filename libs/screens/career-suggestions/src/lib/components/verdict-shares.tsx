import { Trans } from '@lingui/react/macro';
import { VERDICT_STATS_MINIMUM } from '@pathwise/contract';
import { formatPercent } from '@pathwise/i18n';
import { useGetVerdictStatsQuery } from '@pathwise/progress';
import { Heading } from '@pathwise/ui';
import { yesShareText } from '../words';

/**
 * Evidence for the bands from everyone's answers to "Would you consider this?": the share of yes
 * in each band, for bands with enough answers to say anything.
 */
export function VerdictShares() {
  const { data, isError } = useGetVerdictStatsQuery();
  if (isError) return null;
  const minimum = VERDICT_STATS_MINIMUM;
  return (
    <div className="mt-3">
      <Heading size="base">
        <Trans>What people say about their fits</Trans>
      </Heading>
      {!data ? (
        <p className="text-muted-foreground">
          <Trans>Counting everyone&apos;s answers…</Trans>
        </p>
      ) : data.bands.length === 0 ? (
        <p>
          <Trans>
            Each suggestion asks &ldquo;Would you consider this?&rdquo;. Not enough people have
            answered yet to show how often each kind of fit gets a yes: a band&apos;s share appears
            here once it has {minimum} answers.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Of everyone&apos;s answers to &ldquo;Would you consider this?&rdquo; (counted in the
              band each career had for the person who answered):
            </Trans>
          </p>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {data.bands.map((band) => (
              <li key={band.band}>
                {yesShareText(band.band, formatPercent(band.yes / band.answers), band.answers)}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-muted-foreground">
            <Trans>Bands with fewer than {minimum} answers are left out.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
