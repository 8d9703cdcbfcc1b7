import { Trans, useLingui } from '@lingui/react/macro';
import type { Coins } from '@pathwise/contract';
import { Heading } from '@pathwise/ui';
import { coinCount, recentAwards } from '../coins-view';
import type { Loaded } from '../hooks/use-dashboard-data';
import { DashboardSection, SectionError, SectionLoading } from './dashboard-section';

/** The coin balance and what earned it: a thank-you for steps finished, with nothing to keep up. */
export function CoinsSection({ coins }: { coins: Loaded<Coins> }) {
  const { t } = useLingui();
  const { status, data, retry } = coins;
  return (
    <DashboardSection title={t`Your coins`}>
      {status === 'loading' && (
        <SectionLoading>
          <Trans>Loading your coins…</Trans>
        </SectionLoading>
      )}
      {(status === 'error' || status === 'none') && (
        <SectionError
          message={t`Your coins didn't load. Every coin you've earned is kept.`}
          what={t`your coins`}
          onRetry={retry}
        />
      )}
      {status === 'ready' && data && <Balance coins={data} />}
    </DashboardSection>
  );
}

function Balance({ coins }: { coins: Coins }) {
  const awards = recentAwards(coins.ledger);
  return (
    <>
      <p className="mt-2 text-3xl font-bold">{coinCount(coins.balance)}</p>
      <p className="selectable mt-1 text-sm text-muted-foreground">
        <Trans>
          Coins are a small thank-you for each step you finish. There&apos;s nothing to keep up.
        </Trans>
      </p>
      {awards.length === 0 ? (
        <p className="selectable mt-3">
          <Trans>
            No coins yet. You&apos;ll get some when you finish a step, such as the questions about
            you.
          </Trans>
        </p>
      ) : (
        <>
          <Heading size="base" className="mt-4">
            <Trans>Recently earned</Trans>
          </Heading>
          <ul className="mt-2 grid gap-2">
            {awards.map((award) => (
              <li key={award.key} className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  {award.label}
                  {award.day && (
                    <time dateTime={award.at} className="block text-sm text-muted-foreground">
                      {award.day}
                    </time>
                  )}
                </span>
                <span className="font-medium">+{award.amount}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
