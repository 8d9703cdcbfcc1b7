import { useLingui } from '@lingui/react/macro';
import { hasSessionHint } from '@pathwise/auth/config';
import { cn, useServerView } from '@pathwise/ui';
import { Link, Outlet, matchPath, useLocation } from 'react-router-dom';
import { SECTIONS, type Section } from './sections';

/** The address a section's link leads to, without its hash, and the hash it needs, if any. */
const addressOf = (to: string) => {
  const [pathname = to, hash] = to.split('#');
  return { pathname, hash: hash ? `#${hash}` : '' };
};

/**
 * The section a location is in: the one whose address (and hash, where it has one) matches, so
 * the explorer opened at a visitor's saved careers is "Saved", not "All careers".
 */
function currentSection(
  links: readonly { section: Section; to: string }[],
  location: { pathname: string; hash: string },
) {
  const matching = links.filter(({ section, to }) => {
    const address = addressOf(to);
    const end = 'end' in section && section.end;
    return matchPath(
      { path: address.pathname, end: end || Boolean(address.hash) },
      location.pathname,
    )
      ? !address.hash || address.hash === location.hash
      : false;
  });
  // The link with a hash is the more particular one.
  return matching.find(({ to }) => to.includes('#')) ?? matching[0];
}

/** The /v2 career experience: its own section navigation above each screen. */
export function CareerLayout() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const serverView = useServerView();
  // The build renders a visitor's links (most readers of a prerendered page); someone who signed
  // in on this browser gets theirs once the page runs.
  const visitor = serverView || !hasSessionHint();
  const links = SECTIONS.map((section) => ({
    section,
    to: visitor && 'visitorTo' in section ? section.visitorTo : section.to,
  }));
  const current = currentSection(links, location);
  return (
    <>
      <nav aria-label={t`Career experience`} className="border-b border-border bg-muted/40">
        {/* Four short names fit a 320 px screen in one line; with larger text they wrap rather
            than hide past the edge. */}
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-1 text-sm">
          {links.map((link) => (
            <li key={link.section.to}>
              <Link
                to={link.to}
                aria-current={link === current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center rounded-md px-2.5 whitespace-nowrap hover:bg-muted sm:px-3',
                  link === current && 'bg-surface font-medium shadow-sm ring-1 ring-border',
                )}
              >
                {i18n._(link.section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
