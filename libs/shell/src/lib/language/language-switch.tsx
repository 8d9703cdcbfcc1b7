import { useLingui } from '@lingui/react/macro';
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  isLocale,
  pathInLocale,
} from '@pathwise/i18n';
import { cn } from '@pathwise/ui';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { changeLanguage, loadPageIn } from './language-change';

export type LanguageSwitchProps = {
  /**
   * `row`: a globe button in the header's row on wide screens (with the language's name from
   * 1536 px), opening the list; `menu`: the choices side by side under their name, in the phone menu.
   */
  layout: 'row' | 'menu';
  /** Loads the page in the chosen language: a full page load unless a story passes its own. */
  loadPage?: (locale: Locale) => void;
  className?: string;
};

/** A plain left click, which the switch takes over; others (a new tab, say) stay the browser's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-4 shrink-0', className)}
    >
      <path d={d} />
    </svg>
  );
}

const GLOBE =
  'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18';
const CHECK = 'M5 12l5 5L19 7';

/** The current language, and the way to choose another (remembered, then the page loads in it). */
function useLanguageChoice(loadPage: (locale: Locale) => void) {
  const { i18n } = useLingui();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const { pathname, search, hash } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const linkProps = (locale: Locale) => ({
    // The same address in that language: a working link before the app starts, and for a new tab.
    href: pathInLocale(pathname, locale) + search + hash,
    hrefLang: locale,
    // Each name is read in its own language.
    lang: locale,
    'aria-current': locale === current ? ('true' as const) : undefined,
    onClick: (event: MouseEvent) => {
      if (!plainClick(event)) return;
      event.preventDefault();
      if (locale === current || leaving) return;
      setLeaving(true);
      void changeLanguage(locale, loadPage);
    },
  });
  return { current, leaving, linkProps };
}

/**
 * The languages Pathwise is written in, each named in itself and linking to the same page in it
 * (with `hreflang` and `lang`); the current one is marked. Choosing one remembers it in this
 * browser, lets what must happen first happen (a signed-in person's profile keeps it), then loads
 * the page in it.
 */
export function LanguageSwitch({ layout, loadPage = loadPageIn, className }: LanguageSwitchProps) {
  return layout === 'menu' ? (
    <MenuLanguages loadPage={loadPage} className={className} />
  ) : (
    <RowLanguages loadPage={loadPage} className={className} />
  );
}

type PartProps = { loadPage: (locale: Locale) => void; className?: string };

/** In the phone menu: the name of the choice, then each language side by side. */
function MenuLanguages({ loadPage, className }: PartProps) {
  const { t } = useLingui();
  const { current, leaving, linkProps } = useLanguageChoice(loadPage);
  const labelId = useId();
  return (
    <nav
      aria-labelledby={labelId}
      aria-busy={leaving || undefined}
      className={cn('min-w-0', className)}
    >
      <span id={labelId} className="mb-2 flex items-center gap-1.5 text-sm font-medium">
        <Icon d={GLOBE} />
        {t`Language`}
      </span>
      <ul className="grid grid-cols-2 gap-1 rounded-full border border-border p-1 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale} className="flex">
            <a
              {...linkProps(locale)}
              className={cn(
                'flex min-h-11 flex-1 items-center justify-center rounded-full px-3 whitespace-nowrap',
                FOCUS_RING,
                locale === current
                  ? 'bg-primary font-medium text-primary-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * In the header's row, where room is short: a globe button (named after the current language, which
 * shows beside the globe from 1536 px, where the row has room for it) opening the list. Escape, a press elsewhere or focus moving
 * on closes it.
 */
function RowLanguages({ loadPage, className }: PartProps) {
  const { t } = useLingui();
  const { current, leaving, linkProps } = useLanguageChoice(loadPage);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const name = LOCALE_NAMES[current];

  useEffect(() => {
    if (!open) return;
    const pressedAway = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', pressedAway);
    return () => document.removeEventListener('pointerdown', pressedAway);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav
      ref={root}
      aria-label={t`Language`}
      aria-busy={leaving || undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving on by keyboard; a press elsewhere is the listener's (a browser that doesn't
        // focus what is pressed reports no new target, and the press must still reach the link).
        const next = event.relatedTarget as Node | null;
        if (next && !root.current?.contains(next)) setOpen(false);
      }}
      className={cn('relative', className)}
    >
      <button
        ref={button}
        type="button"
        aria-label={t`Language: ${name}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className={cn(
          'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-border px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
          FOCUS_RING,
        )}
      >
        <Icon d={GLOBE} />
        <span lang={current} className="hidden 2xl:inline">
          {name}
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full inset-e-0 z-50 mt-2 min-w-44 rounded-xl border border-border bg-surface p-1 text-surface-foreground shadow-lg"
      >
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              {...linkProps(locale)}
              className={cn(
                'flex min-h-11 items-center gap-2 rounded-lg px-3 hover:bg-muted',
                FOCUS_RING,
                locale === current && 'font-medium',
              )}
            >
              <Icon d={CHECK} className={locale === current ? 'text-primary' : 'invisible'} />
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
