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
  // gtag reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });

  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.onerror = () =>
    logOnce('tag-blocked', 'the web analytics tag could not load (blocked or offline).');
  doc.head.appendChild(script);

  return {
    track(event, properties) {
      if (event !== 'page_viewed') return;
      const { route } = properties as { route: string };
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
