import '@pathwise/ui/styles.css';
import { activateLocale, browserLanguages, localeOfPath } from '@pathwise/i18n';
import { useServerView } from '@pathwise/ui';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadCommonMessages } from './app/common-messages';
import { Providers } from './app/providers';
import { clientRouter, hydratingRouter } from './app/router';

// The address says the language; its shared words load before anything renders.
const locale = localeOfPath(window.location.pathname);
activateLocale(locale, await loadCommonMessages(locale), browserLanguages());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const app = (router: Parameters<typeof RouterProvider>[0]['router']) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

declare global {
  interface Window {
    /**
     * Buttons, radios, checkboxes and their labels pressed on a prerendered page before the app
     * was there (see tools/vite/prerender.ts).
     */
    __pathwiseEarlyClicks?: HTMLElement[];
    __pathwiseHydrated?: boolean;
  }
}

/**
 * Once hydrated, presses again what was pressed before, so nobody's first press is lost. It waits
 * for the render after hydration, where what only the browser knows has been shown.
 */
function PressEarlyClicks() {
  const serverView = useServerView();
  useEffect(() => {
    if (serverView) return;
    window.__pathwiseHydrated = true;
    const pressed = window.__pathwiseEarlyClicks?.splice(0) ?? [];
    for (const pressable of pressed) if (pressable.isConnected) pressable.click();
  }, [serverView]);
  return null;
}

// A page the build rendered (see prerender.tsx) is hydrated; any other page is rendered here.
if (container.hasChildNodes()) {
  const router = await hydratingRouter();
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
} else {
  createRoot(container).render(app(clientRouter()));
}
