import { AccountMenu } from '@pathwise/account';
import { AppStoreProvider } from '@pathwise/store';

/** The header's account corner, loaded after the page itself. */
export default function AccountSlot() {
  return (
    <AppStoreProvider>
      <AccountMenu />
    </AppStoreProvider>
  );
}
