import { ProgressFromBefore } from '@pathwise/account';
import { AppStoreProvider } from '@pathwise/store';

/**
 * For a visitor (nobody has signed in on this browser) whose browser holds an earlier visit's
 * progress: the question whether it is theirs, without the rest of the account's corner.
 */
export default function EarlierProgressSlot() {
  return (
    <AppStoreProvider>
      <ProgressFromBefore />
    </AppStoreProvider>
  );
}
