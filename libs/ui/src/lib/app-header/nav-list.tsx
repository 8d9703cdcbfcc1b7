import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { cn } from '../cn';

export type NavItem = { to: string; label: string; end?: boolean };

export type NavListProps = {
  items: NavItem[];
  /** `row`: side by side in the header; `menu`: one under another in the phone menu. */
  layout: 'row' | 'menu';
  /** Called when a link is followed, with its address. */
  onFollow?: (to: string) => void;
  className?: string;
};

/** The site's main links, the current page marked for sight and for screen readers. */
export function NavList({ items, layout, onFollow, className }: NavListProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Main`} className={className}>
      <ul className={layout === 'row' ? 'flex gap-1' : 'flex flex-col gap-1'}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={() => onFollow?.(item.to)}
              className={({ isActive }) =>
                cn(
                  'block rounded-lg whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground',
                  layout === 'row'
                    ? 'px-2.5 py-2 text-sm xl:px-3 xl:text-base'
                    : 'px-3 py-3 text-lg',
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
  );
}
