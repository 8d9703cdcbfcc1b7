import { type ReactNode, createContext, useContext } from 'react';
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

/** The typed `track()` screens call. It never throws: analytics must not break the app. */
export function useTrack(): AnalyticsClient['track'] {
  const client = useContext(AnalyticsContext);
  return (event, properties) => {
    try {
      client.track(event, properties);
    } catch {
      // A failing analytics client is not the person's problem.
    }
  };
}
