import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type AnalyticsConfig, NO_ANALYTICS, analyticsConfigured } from './analytics-config';
import {
  type AnalyticsConsent,
  type ConsentChoice,
  consentState,
  readStoredChoice,
  storeChoice,
} from './consent';
import type { AnalyticsClient, AnalyticsEventName, AnalyticsEvents } from './events';
import { noopAnalytics } from './events';
import { afterIdle } from './idle';
import { logOnce } from './log-once';
import type { ClientLoaders } from './load-clients';

const UNAVAILABLE: AnalyticsConsent = {
  available: false,
  choice: null,
  browserDeclines: false,
  granted: false,
  asking: false,
  choose: () => undefined,
  reopen: () => undefined,
  close: () => undefined,
};

const ClientContext = createContext<AnalyticsClient>(noopAnalytics);
const ConsentContext = createContext<AnalyticsConsent>(UNAVAILABLE);

/** Events between consent and the client's arrival wait here; beyond this they are dropped. */
const QUEUE_LIMIT = 50;

const ConsentBanner = lazy(() => import('./consent-banner'));

type Queued = [AnalyticsEventName, AnalyticsEvents[AnalyticsEventName]];

/**
 * Analytics for every screen. Given a `client` (tests, stories) it uses that. Otherwise nothing is
 * sent and nothing is loaded until the visitor agrees: then, once the page is idle, the configured
 * services load in chunks of their own. Declining later stops them and forgets the visitor.
 */
export function AnalyticsProvider({
  client,
  config = NO_ANALYTICS,
  loaders,
  children,
}: {
  client?: AnalyticsClient;
  config?: AnalyticsConfig;
  /** Stand-ins for the real services (tests, stories); by default they load after consent. */
  loaders?: ClientLoaders;
  children: ReactNode;
}) {
  if (client) return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
  return (
    <ConsentedAnalytics config={config} loaders={loaders}>
      {children}
    </ConsentedAnalytics>
  );
}

function ConsentedAnalytics({
  config,
  loaders,
  children,
}: {
  config: AnalyticsConfig;
  loaders: ClientLoaders | undefined;
  children: ReactNode;
}) {
  const available = analyticsConfigured(config);
  const [choice, setChoice] = useState(() => (available ? readStoredChoice() : null));
  const [reopened, setReopened] = useState(false);
  const [idle, setIdle] = useState(false);
  const { browserDeclines } = consentState(choice);
  const granted = available && choice === 'granted';

  const live = useRef<Required<AnalyticsClient> | null>(null);
  const queue = useRef<Queued[]>([]);
  const identity = useRef<string | null>(null);
  const pendingReset = useRef(false);
  const grantedNow = useRef(granted);

  useEffect(() => afterIdle(() => setIdle(true)), []);

  useEffect(() => {
    grantedNow.current = granted;
    if (!granted) return;
    let cancelled = false;
    const cancelIdle = afterIdle(() => {
      // The services' code (and the code that starts them) is its own chunk, fetched only now.
      void import('./load-clients')
        .then(({ loadClients, DEFAULT_LOADERS }) => loadClients(config, loaders ?? DEFAULT_LOADERS))
        .then((clients) => {
          // A "no" that came while they loaded: they started, so stop them at once.
          if (!grantedNow.current) return clients.stop();
          if (cancelled) return;
          live.current = clients;
          if (identity.current) clients.identify(identity.current);
          else if (pendingReset.current) clients.reset();
          pendingReset.current = false;
          for (const [event, properties] of queue.current.splice(0))
            clients.track(event, properties);
        })
        .catch((error: unknown) =>
          logOnce('load', 'analytics could not load (blocked or offline).', error),
        );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      live.current = null;
    };
  }, [granted, config, loaders]);

  const client = useMemo<AnalyticsClient>(
    () => ({
      track(event, properties) {
        if (!grantedNow.current) return;
        if (live.current) live.current.track(event, properties);
        else if (queue.current.length < QUEUE_LIMIT) queue.current.push([event, properties]);
      },
      identify(accountId) {
        identity.current = accountId;
        if (grantedNow.current) live.current?.identify(accountId);
      },
      reset() {
        // Forwarded even without an id from this page: the sign-out may have happened in another
        // tab or visit. The client resets only an identified visitor.
        identity.current = null;
        if (live.current) live.current.reset();
        else pendingReset.current = true;
      },
    }),
    [],
  );

  const choose = useCallback((next: ConsentChoice) => {
    storeChoice(next);
    setChoice(next);
    setReopened(false);
    grantedNow.current = next === 'granted';
    if (next === 'denied') {
      live.current?.stop();
      live.current = null;
      queue.current = [];
    }
  }, []);

  const asking = available && (reopened || (choice === null && !browserDeclines));
  const consent = useMemo<AnalyticsConsent>(
    () => ({
      available,
      choice,
      browserDeclines,
      granted,
      asking,
      choose,
      reopen: () => setReopened(true),
      close: () => setReopened(false),
    }),
    [available, choice, browserDeclines, granted, asking, choose],
  );

  return (
    <ConsentContext.Provider value={consent}>
      <ClientContext.Provider value={client}>
        {children}
        {asking && (idle || reopened) && (
          <Suspense fallback={null}>
            <ConsentBanner consent={consent} />
          </Suspense>
        )}
      </ClientContext.Provider>
    </ConsentContext.Provider>
  );
}

/** The visitor's analytics choice, for the footer's "Analytics choices" and the banner. */
export function useAnalyticsConsent(): AnalyticsConsent {
  return useContext(ConsentContext);
}

/**
 * The typed `track()` screens call: stable across renders, and it never throws, since analytics
 * must not break the app.
 */
export function useTrack(): AnalyticsClient['track'] {
  const client = useContext(ClientContext);
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

/**
 * Links events to the signed-in account's opaque id, and forgets it once signed out (`null`);
 * `undefined` while the session is still unknown changes nothing.
 */
export function useAnalyticsIdentity(accountId: string | null | undefined) {
  const client = useContext(ClientContext);
  useEffect(() => {
    if (accountId === undefined) return;
    try {
      if (accountId) client.identify?.(accountId);
      else client.reset?.();
    } catch {
      // As with track: never the person's problem.
    }
  }, [client, accountId]);
}
