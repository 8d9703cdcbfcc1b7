import { fitLabel, sharePercent } from '@pathwise/assessment';
import { VERDICT_STATS_MINIMUM } from '@pathwise/contract';
import { useGetVerdictStatsQuery } from '@pathwise/progress';

/**
 * Evidence for the bands from everyone's answers to "Would you consider this?": the share of yes
 * in each band, for bands with enough answers to say anything.
 */
export function VerdictShares() {
  const { data, isError } = useGetVerdictStatsQuery();
  if (isError) return null;
  return (
    <div className="mt-3">
      <h3 className="font-semibold">What people say about their fits</h3>
      {!data ? (
        <p className="text-muted-foreground">Counting everyone&apos;s answers…</p>
      ) : data.bands.length === 0 ? (
        <p>
          Each suggestion asks &ldquo;Would you consider this?&rdquo;. Not enough people have
          answered yet to show how often each kind of fit gets a yes: a band&apos;s share appears
          here once it has {VERDICT_STATS_MINIMUM} answers.
        </p>
      ) : (
        <>
          <p>
            Of everyone&apos;s answers to &ldquo;Would you consider this?&rdquo; (counted in the
            band each career had for the person who answered):
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {data.bands.map((band) => (
              <li key={band.band}>
                {fitLabel(band.band, false)}: {sharePercent(band.yes / band.answers)} said yes (of{' '}
                {band.answers} answers)
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-muted-foreground">
            Bands with fewer than {VERDICT_STATS_MINIMUM} answers are left out.
          </p>
        </>
      )}
    </div>
  );
}
