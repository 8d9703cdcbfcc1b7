import { type ReactNode, createContext, useCallback, useContext } from 'react';
import { type AnalyticsClient, noopAnalytics } from './events';

const AnalyticsContext = createContext<AnalyticsClient>(noopAnalytics);

/** Makes a client available to every screen; without one, tracking is a no-op. */
export function AnalyticsProvider({
  client = noopAnalytics,
  children,
}: {
  client?: AnalyticsClient;
  children: ReactNode;
}) {
  return <AnalyticsContext.Provider value={client}>{children}</AnalyticsContext.Provider>;
}

/**
 * The typed `track()` screens call: stable across renders, and it never throws, since analytics
 * must not break the app.
 */
export function useTrack(): AnalyticsClient['track'] {
  const client = useContext(AnalyticsContext);
  return useCallback<AnalyticsClient['track']>(
    (event, properties) => {
      try {
        client.track(event, properties);
      } catch {
        // A failing analytics client is not the person's problem.
      }
    },
    [client],
  );
}
