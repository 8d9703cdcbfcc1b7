import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Logo } from '../logo/logo';
import { MenuButton } from './menu-button';
import { type NavItem, NavList } from './nav-list';

export type { NavItem } from './nav-list';

export type AppHeaderProps = {
  navigation: NavItem[];
  /** The account corner (a sign-in link or the account menu): in the row at every width. */
  account?: ReactNode;
  /** Settings such as the colour theme, as the row shows them on wide screens. */
  settings?: ReactNode;
  /** The same settings as the phone menu shows them. */
  menuSettings?: ReactNode;
  /** The id of the main landmark the skip link jumps to. */
  mainId?: string;
};

/**
 * The site's header, one row at every width. Wide screens (1024 px and up) show the links and
 * settings in it; narrower ones show the logo, the account corner and a menu button, whose menu
 * holds the links and settings.
 */
export function AppHeader({
  navigation,
  account,
  settings,
  menuSettings,
  mainId = 'main',
}: AppHeaderProps) {
  return (
    <header className="border-b border-border bg-surface/80 backdrop-blur print:hidden">
      <a
        href={`#${mainId}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:inset-s-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 lg:h-16 lg:gap-4 xl:max-w-7xl">
        <Logo />
        <NavList items={navigation} layout="row" className="hidden shrink-0 lg:block" />
        <div className="ms-auto flex min-w-0 items-center gap-2">
          {settings && <div className="hidden shrink-0 lg:block">{settings}</div>}
          {account}
          <MenuButton navigation={navigation} settings={menuSettings} className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
