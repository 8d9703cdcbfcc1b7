import { AccountMenu } from '@pathwise/account';
import { PlaygroundSync } from '@pathwise/playground';
import { AppStoreProvider } from '@pathwise/store';

/**
 * The header's account corner, loaded after the page itself. It also moves the playground's
 * browser-kept progress into the account after sign-in, on whichever page that happens.
 */
export default function AccountSlot() {
  return (
    <AppStoreProvider>
      <AccountMenu />
      <PlaygroundSync />
    </AppStoreProvider>
  );
}
