import { AccountMenu, ProgressFromBefore, useReportMadeNotice } from '@pathwise/account';
import { useAnalyticsIdentity } from '@pathwise/analytics';
import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { PlaygroundSync } from '@pathwise/progress';
import { ProfileLanguage } from '@pathwise/shell';
import { AppStoreProvider, useAppSelector } from '@pathwise/store';

/**
 * The header's account corner, loaded after the page itself. It also moves progress kept in the
 * browser (playground, personality test) into the account after sign-in, on whichever page that
 * happens (asking first about progress from an earlier browser session), tells analytics (if the visitor agreed to it) which account is signed in, and keeps the
 * page in the language of the person's profile (and the profile in the language they choose).
 */
export default function AccountSlot() {
  return (
    <AppStoreProvider>
      <AccountMenu />
      <ProgressSync />
      <ProgressFromBefore />
      <AnalyticsIdentity />
      <ProfileLanguage />
    </AppStoreProvider>
  );
}

/** Moves browser-kept progress into the account, telling the person when a report was made. */
function ProgressSync() {
  return <PlaygroundSync onReportMade={useReportMadeNotice()} />;
}

/** Analytics knows a signed-in person only by their account's opaque id, and forgets it on sign-out. */
function AnalyticsIdentity() {
  const user = useAppSelector(selectCurrentUser);
  const status = useAppSelector(selectSessionStatus);
  useAnalyticsIdentity(status === 'unknown' ? undefined : (user?.uid ?? null));
  return null;
}
