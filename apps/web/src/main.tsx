import '@pathwise/ui/styles.css';
import {
  activateLocale,
  browserLanguages,
  formatTag,
  localeOfPath,
  regionalTag,
} from '@pathwise/i18n';
import { useServerView } from '@pathwise/ui';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadCommonMessages } from './app/common-messages';
import { readPageSeed } from './app/page-seed';
import { Providers } from './app/providers';
import { clientRouter, hydratingRouter } from './app/router';
import { registerServiceWorker } from './service-worker/register';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const prerendered = container.hasChildNodes();

// The address says the language; its shared words load before anything renders. A prerendered
// page is hydrated in the language's usual number and date format, as the build wrote it; the
// reader's regional one (es-MX writes 1,016 where es writes 1016) follows once it has hydrated.
const locale = localeOfPath(window.location.pathname);
activateLocale(locale, await loadCommonMessages(locale), prerendered ? [] : browserLanguages());

// What the server rendered the page from (a career page's career), for the first render to match.
const seed = readPageSeed();

const app = (router: Parameters<typeof RouterProvider>[0]['router']) => (
  <StrictMode>
    <Providers seed={seed}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/**
 * Once hydrated, formats in the reader's region and presses again what was pressed before (held by
 * early-clicks.ts), so nobody's first press is lost. It waits for the render after hydration, where
 * what only the browser knows has been shown.
 */
function PressEarlyClicks() {
  const serverView = useServerView();
  useEffect(() => {
    if (serverView) return;
    window.__pathwiseHydrated = true;
    // Activating again re-renders every word on the page: only when the reader's region writes
    // numbers differently from the page as built (es-MX on a Spanish page, not en-US on English).
    if (regionalTag(locale, browserLanguages()) !== formatTag())
      activateLocale(locale, {}, browserLanguages());
    const pressed = window.__pathwiseEarlyClicks?.splice(0) ?? [];
    for (const pressable of pressed) if (pressable.isConnected) pressable.click();
  }, [serverView]);
  return null;
}

// A page the build rendered (see prerender.tsx) is hydrated; any other page is rendered here.
if (prerendered) {
  const router = await hydratingRouter();
  // As a transition, hydration yields to the browser every few milliseconds (a tap or a scroll is
  // handled in between) instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      container,
      <>
        {app(router)}
        <PressEarlyClicks />
      </>,
      {
        // A page that differs from its HTML is a defect: say so where tests and people look.
        onRecoverableError: (error) => console.error('Hydration:', error),
      },
    );
  });
} else {
  createRoot(container).render(app(clientRouter()));
}

registerServiceWorker();
