import { useLingui } from '@lingui/react/macro';
import { cn } from '@pathwise/ui';
import { NavLink, Outlet } from 'react-router-dom';
import { SECTIONS } from './sections';

/** The /v2 career experience: its own section navigation above each screen. */
export function PlaygroundLayout() {
  const { t, i18n } = useLingui();
  return (
    <>
      <nav aria-label={t`Career experience`} className="border-b border-border bg-muted/40">
        {/* Four short names fit a 320 px screen in one line; with larger text they wrap rather
            than hide past the edge. */}
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-2 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-2.5 py-1.5 whitespace-nowrap hover:bg-muted sm:px-3',
                    isActive && 'bg-surface font-medium shadow-sm ring-1 ring-border',
                  )
                }
              >
                {i18n._(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
