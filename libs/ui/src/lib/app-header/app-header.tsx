import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { cn } from '../cn';

export type NavItem = { to: string; label: string; end?: boolean };

export type AppHeaderProps = {
  navigation: NavItem[];
  /** Controls at the end of the bar: theme switch, account menu. */
  actions?: ReactNode;
  /** The id of the main landmark the skip link jumps to. */
  mainId?: string;
};

export function AppHeader({ navigation, actions, mainId = 'main' }: AppHeaderProps) {
  return (
    <header className="border-b border-border bg-surface/80 backdrop-blur print:hidden">
      <a
        href={`#${mainId}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="text-xl font-bold tracking-tight text-primary">
          Pathwise
        </Link>
        <nav
          aria-label="Main"
          className="order-last w-full overflow-x-auto sm:order-none sm:w-auto"
        >
          <ul className="flex gap-1">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground',
                      isActive && 'bg-accent text-accent-foreground',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">{actions}</div>
      </div>
    </header>
  );
}
