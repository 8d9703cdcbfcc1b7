import type { AnalyticsClient } from './events';
import { logOnce } from './log-once';

type TagWindow = Window & { dataLayer?: unknown[]; [disable: `ga-disable-${string}`]: boolean };

/**
 * The web analytics tag (Google Analytics 4), added only after consent: page views only, with
 * route patterns instead of addresses, and no advertising features.
 */
export function loadWebAnalyticsTag(
  measurementId: string,
  doc: Document = document,
): AnalyticsClient {
  const win = doc.defaultView as unknown as TagWindow;
  win.dataLayer = win.dataLayer ?? [];
  win[`ga-disable-${measurementId}`] = false;
  // gtag reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  }
  // The tag's own events (engagement, and any enhanced measurement left on in its settings) read
  // the page's address, referrer and title unless they are set: set them to the route instead.
  const setPage = (route: string) =>
    gtag('set', {
      page_location: `${win.location.origin}${route}`,
      page_referrer: '',
      page_title: route,
    });
  setPage('/');
  gtag('js', new Date());
  gtag('config', measurementId, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });

  const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  // Consent given again on the same page: the script is already there.
  if (!doc.querySelector(`script[src="${src}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.onerror = () =>
      logOnce('tag-blocked', 'the web analytics tag could not load (blocked or offline).');
    doc.head.appendChild(script);
  }

  return {
    track(event, properties) {
      if (event !== 'page_viewed') return;
      const { route } = properties as { route: string };
      setPage(route);
      gtag('event', 'page_view', {
        page_path: route,
        page_location: `${win.location.origin}${route}`,
      });
    },
    stop() {
      win[`ga-disable-${measurementId}`] = true;
    },
  };
}
