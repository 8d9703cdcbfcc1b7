import { plural } from '@lingui/core/macro';
import { useGetCoinsQuery } from '@pathwise/api';
import { formatNumber } from '@pathwise/i18n';
import { paths } from '@pathwise/routes';
import { Link } from 'react-router-dom';
import { useCoinAwardToasts } from './use-coin-award-toasts';

/** The signed-in person's coins once they have some, linking to the dashboard; it says when new coins are awarded. */
export function CoinBalance({ uid }: { uid: string }) {
  const { data: coins } = useGetCoinsQuery();
  useCoinAwardToasts(coins, uid);
  // Coins are a small extra: while they load, if they can't, or before the first is earned (a bare
  // "0 coins" would only puzzle), the header simply goes without.
  if (!coins?.balance) return null;
  const { balance } = coins;
  const amount = formatNumber(balance);
  const inWords = plural(balance, { one: '# coin', other: '# coins' });
  return (
    <Link
      to={paths.dashboard}
      // Said in words, so nobody has to guess what the number counts.
      aria-label={inWords}
      className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-medium whitespace-nowrap hover:bg-muted"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 text-primary">
        <circle cx="8" cy="8" r="7" fill="currentColor" opacity="0.25" />
        <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {/* Where the header is short of room (a phone; beside the full menu until 1280 px), the coin
          picture stands for the word. */}
      <span className="sm:hidden lg:inline xl:hidden">{amount}</span>
      <span className="hidden sm:inline lg:hidden xl:inline">{inWords}</span>
    </Link>
  );
}
