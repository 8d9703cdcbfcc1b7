/**
 * Registers the service worker (sw.ts) once the page has loaded and the browser is idle, so that
 * keeping the app's files never competes with the page a person opened. Builds only: in development
 * every file changes as it is edited.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Keeping the app's files costs about a megabyte once: not for someone who asked to save data.
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Without it the app works as before, online.
      console.warn('The service worker could not be registered:', error);
    });
  };
  // Not every browser has requestIdleCallback (Safari); a few seconds after load stands in for it.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(register, { timeout: 10_000 });
    else window.setTimeout(register, 3000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
