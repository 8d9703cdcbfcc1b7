/**
 * The one inline script of a prerendered page, run before any bundle: it starts the app once the
 * page has loaded and been painted, and holds what is pressed until then. The build compiles it to
 * plain ES5 (tools/vite/early-clicks-script.ts); main.tsx presses again what it held.
 */
import { saveLanguageChoice } from '@pathwise/i18n/choice';
import { isLocale } from '@pathwise/i18n/locales';

declare global {
  interface Window {
    /** Buttons, radios, checkboxes and their labels pressed before the app was there. */
    __pathwiseEarlyClicks?: HTMLElement[];
    /** Set by main.tsx just before it presses again what is held: nothing waits from then on. */
    __pathwiseHydrated?: boolean;
  }
}

/** The app's entry and the files its first render needs, by address. */
export type PageScripts = { entry: string; preloads: string[] };

/**
 * What a screen reader hears when a press is held: the page's words for it (`data-waiting` on
 * <body>, in the page's language), in a status region of its own outside the app's root, so the
 * app never finds it changed. Empty until a press is held; removed once the app is there.
 */
let statusRegion: HTMLElement | null = null;

function prepareStatus() {
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.className = 'sr-only';
  document.body.appendChild(region);
  statusRegion = region;
}

function sayWaiting() {
  const words = document.body.getAttribute('data-waiting');
  if (statusRegion && words && !statusRegion.textContent) statusRegion.textContent = words;
}

/** A held press looks busy until it is pressed again. */
function mark(element: HTMLElement, waiting: boolean) {
  if (waiting) {
    element.setAttribute('data-pending', '');
    element.setAttribute('aria-busy', 'true');
  } else {
    element.removeAttribute('data-pending');
    element.removeAttribute('aria-busy');
  }
}

/**
 * Buttons, radios and checkboxes (or their labels) pressed before the app is there are held, so
 * nothing changes underneath it. Each control is held once, at its last press (five taps on a
 * toggle open it once, not five times).
 */
function holdPresses() {
  const held: HTMLElement[] = [];
  window.__pathwiseEarlyClicks = held;
  const keys: unknown[] = [];
  let hydrated = false;
  Object.defineProperty(window, '__pathwiseHydrated', {
    configurable: true,
    get: () => hydrated,
    set: (value: boolean) => {
      hydrated = value;
      if (!value) return;
      for (let i = 0; i < held.length; i++) mark(held[i]!, false);
      if (statusRegion) statusRegion.remove();
      statusRegion = null;
    },
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (hydrated || !target || !target.closest) return;
      // A language chosen before the app is there is kept as the app keeps it.
      const language = target.closest('a[hreflang]');
      if (language) {
        const code = language.getAttribute('hreflang');
        if (isLocale(code)) saveLanguageChoice(code);
        return;
      }
      const pressed = target.closest<HTMLElement>('button,label,input');
      const control =
        pressed && pressed.tagName === 'LABEL' ? (pressed as HTMLLabelElement).control : pressed;
      if (!pressed || !control) return;
      const { type, name } = control as HTMLInputElement;
      if (control.tagName !== 'BUTTON' && type !== 'radio' && type !== 'checkbox') return;
      event.preventDefault();
      event.stopPropagation();
      // A radio group is one choice: its last press is the one kept.
      const key = type === 'radio' && name ? `radio:${name}` : control;
      const before = keys.indexOf(key);
      if (before >= 0) {
        mark(held[before]!, false);
        held.splice(before, 1);
        keys.splice(before, 1);
      }
      held.push(pressed);
      keys.push(key);
      mark(pressed, true);
      sayWaiting();
    },
    true,
  );
}

/**
 * Starts the app once the page has loaded and been painted: the page is complete without it, so it
 * never holds up the page's text, styles, first paint or load event.
 */
function startAfterPaint({ entry, preloads }: PageScripts) {
  const files = preloads.slice();
  function start() {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
    // The rest is preloaded one file per task: adding a preload costs a slow phone some 25 ms, so
    // adding several at once is one long task, during which a tap waits.
    (function preloadSome() {
      const href = files.shift();
      if (href !== undefined) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.appendChild(link);
      }
      if (files.length) setTimeout(preloadSome, 0);
    })();
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
}

export function earlyClicks(page: PageScripts) {
  holdPresses();
  // The region is there before anything is said in it, as screen readers need.
  if (document.body) prepareStatus();
  else document.addEventListener('DOMContentLoaded', prepareStatus);
  startAfterPaint(page);
}
