import { Trans, useLingui } from '@lingui/react/macro';
import { AnalyticsChoicesButton } from '@pathwise/analytics';
import { ModeToggle } from '@pathwise/theme';
import { AppHeader, LoadingScreen } from '@pathwise/ui';
import type { ReactNode } from 'react';
import { paths } from '@pathwise/routes';
import { Link, Outlet, useNavigation } from 'react-router-dom';
import { LanguageSwitch } from './language/language-switch';
import { mainNavigation } from './navigation';
import { useRouteAnnouncements } from './use-route-announcements';
import { useScrollMemory } from './use-scroll-memory';

const MAIN_ID = 'main';
const FOOTER_LINK =
  'inline-flex min-h-11 items-center underline underline-offset-4 hover:text-foreground';

/** The frame around every screen: full height, header and footer, and the loading screen while a screen's code loads. */
export function RootLayout({ account }: { account?: ReactNode }) {
  const { i18n, t } = useLingui();
  const navigation = useNavigation();
  useRouteAnnouncements(MAIN_ID);
  useScrollMemory();
  const links = mainNavigation.map((item) => ({ ...item, label: i18n._(item.label) }));
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground select-none">
      {/* Above the page, so what opens from the header (the list of languages) shows over it. */}
      <div className="relative z-30">
        <AppHeader
          navigation={links}
          mainId={MAIN_ID}
          account={account}
          settings={
            <div className="flex items-center gap-2">
              <LanguageSwitch layout="row" />
              <ModeToggle variant="icons" />
            </div>
          }
          menuSettings={
            <>
              <LanguageSwitch layout="menu" />
              <ModeToggle showLegend />
            </>
          }
        />
      </div>
      {/* At least a screen tall, so the footer never shows above content that is still loading
          (it would jump down when the content arrives). */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {navigation.state === 'loading' ? <LoadingScreen /> : <Outlet />}
      </main>
      <footer className="border-t border-border px-4 py-6 text-sm text-muted-foreground print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
          <p>
            <Trans>Pathwise: understand yourself, then find work that fits.</Trans>
          </p>
          <nav aria-label={t`About Pathwise`}>
            <ul className="flex flex-wrap items-center gap-x-5">
              <li>
                <Link to={paths.privacy} className={FOOTER_LINK}>
                  <Trans>Privacy</Trans>
                </Link>
              </li>
              <li>
                <Link to={paths.educators} className={FOOTER_LINK}>
                  <Trans>For teachers and parents</Trans>
                </Link>
              </li>
              <li>
                <AnalyticsChoicesButton className={FOOTER_LINK} />
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
