import type { Coins } from '@pathwise/contract';
import { useToast } from '@pathwise/ui';
import { useEffect, useRef } from 'react';
import { awardToast, newAwards } from './coin-awards';

/**
 * Tells the person when their coins go up while the app is open (actions that award coins make the
 * balance load again). The first balance seen is where counting starts: nothing earned before is
 * announced again.
 */
export function useCoinAwardToasts(coins: Coins | undefined, uid: string): void {
  const toast = useToast();
  const seen = useRef<{ uid: string; coins: Coins } | null>(null);
  useEffect(() => {
    if (!coins) return;
    const before = seen.current?.uid === uid ? seen.current.coins : null;
    seen.current = { uid, coins };
    if (!before || coins.balance <= before.balance) return;
    const message = awardToast(newAwards(before, coins));
    if (message) toast(message);
  }, [coins, uid, toast]);
}
