import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@pathwise/i18n';
import { act, render as renderPlain, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsChoicesButton } from './analytics-choices-button';
import type { AnalyticsConfig } from './analytics-config';
import { AnalyticsProvider, useAnalyticsIdentity, useTrack } from './analytics-context';
import { CONSENT_KEY } from './consent';
import type { AnalyticsClient } from './events';
import type { ClientLoaders } from './load-clients';
// Loaded up front, so the provider's own import of it is a cache hit the moved clock below covers.
import './load-clients';
import { resetLogOnce } from './log-once';

/** Rendered as in the app, with the messages' provider (the banner's words come from it). */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: Wrapper });
function Wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

const CONFIG: AnalyticsConfig = {
  posthog: { key: 'phc_testtesttest', host: 'http://127.0.0.1:4590', allowHeadless: false },
  measurementId: null,
};

function ShareButton({ accountId }: { accountId?: string | null }) {
  const track = useTrack();
  useAnalyticsIdentity(accountId);
  return (
    <>
      <main tabIndex={-1}>
        <button type="button" onClick={() => track('personality_report_shared', {})}>
          Share
        </button>
      </main>
      <AnalyticsChoicesButton />
    </>
  );
}

/** Loaders whose client records what it was sent. */
function fakeLoaders(options: { fail?: boolean } = {}) {
  const sent: unknown[][] = [];
  let loads = 0;
  const client: AnalyticsClient = {
    track: (event, properties) => sent.push([event, properties]),
    identify: (id) => sent.push(['identify', id]),
    reset: () => sent.push(['reset']),
    stop: () => sent.push(['stop']),
  };
  const loaders: ClientLoaders = {
    posthog: () => {
      loads++;
      return options.fail ? Promise.reject(new Error('blocked')) : Promise.resolve(client);
    },
    webTag: () => client,
  };
  return { loaders, sent, loads: () => loads };
}

const share = () => userEvent.click(screen.getByRole('button', { name: 'Share' }));

/** Page time the test can move on; it also runs as usual, so clicks and queries work unchanged. */
const controlClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });
/** A minute of page time: whatever the provider set going (after idle, then loading) has run. */
const aMinuteLater = () => act(() => vi.advanceTimersByTimeAsync(60_000));

beforeEach(() => {
  localStorage.clear();
  resetLogOnce();
});
afterEach(() => vi.useRealTimers());

describe('AnalyticsProvider with a given client', () => {
  it('sends typed events to it, and survives a client that throws', async () => {
    const sent: unknown[] = [];
    const { unmount } = render(
      <AnalyticsProvider client={{ track: (event, properties) => sent.push([event, properties]) }}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await share();
    expect(sent).toEqual([['personality_report_shared', {}]]);
    unmount();
    const failing: AnalyticsClient = {
      track: () => {
        throw new Error('blocked');
      },
    };
    render(
      <AnalyticsProvider client={failing}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await share();
  });
});

describe('AnalyticsProvider with consent', () => {
  it('does nothing, and asks nothing, when analytics isn’t configured', async () => {
    const { loaders, loads } = fakeLoaders();
    controlClock();
    render(
      <AnalyticsProvider loaders={loaders}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await share();
    await aMinuteLater();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analytics choices' })).not.toBeInTheDocument();
    expect(loads()).toBe(0);
  });

  it('loads and sends nothing before consent, then sends after “yes”', async () => {
    const { loaders, sent, loads } = fakeLoaders();
    render(
      <AnalyticsProvider config={CONFIG} loaders={loaders}>
        <ShareButton accountId="uid-1" />
      </AnalyticsProvider>,
    );
    await share();
    const banner = await screen.findByRole('region', { name: 'Help us improve Pathwise?' });
    expect(loads()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, count my visits' }));
    expect(banner).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ choice: 'granted' });
    await share();
    await waitFor(() => expect(loads()).toBe(1));
    await waitFor(() =>
      expect(sent).toEqual([
        ['identify', 'uid-1'],
        ['personality_report_shared', {}],
      ]),
    );
  });

  it('loads nothing after “no”, and a later “no” stops what was running', async () => {
    const { loaders, sent, loads } = fakeLoaders();
    controlClock();
    render(
      <AnalyticsProvider config={CONFIG} loaders={loaders}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    await share();
    await aMinuteLater();
    expect(loads()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Analytics choices' }));
    expect(screen.getByText('Right now analytics is off.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, count my visits' }));
    await waitFor(() => expect(loads()).toBe(1));
    await share();
    await userEvent.click(screen.getByRole('button', { name: 'Analytics choices' }));
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await share();
    expect(sent).toEqual([['personality_report_shared', {}], ['stop']]);
  });

  it('remembers the choice for the next visit', async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 1, choice: 'granted', at: '2026-11-22T10:00:00.000Z' }),
    );
    const { loaders, sent } = fakeLoaders();
    render(
      <AnalyticsProvider config={CONFIG} loaders={loaders}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await share();
    await waitFor(() => expect(sent).toEqual([['personality_report_shared', {}]]));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('takes Do Not Track as a decline: no question, nothing loaded', async () => {
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' });
    const { loaders, loads } = fakeLoaders();
    controlClock();
    render(
      <AnalyticsProvider config={CONFIG} loaders={loaders}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await share();
    await aMinuteLater();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(loads()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Analytics choices' }));
    expect(screen.getByText(/Your browser asks sites not to track you/)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('keeps the app working when the analytics code is blocked, and says so once', async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 1, choice: 'granted', at: '2026-11-22T10:00:00.000Z' }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loaders, loads } = fakeLoaders({ fail: true });
    render(
      <AnalyticsProvider config={CONFIG} loaders={loaders}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await waitFor(() => expect(loads()).toBe(1));
    await share();
    await share();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('forgets a signed-out visitor’s account from an earlier visit, once analytics loads', async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 1, choice: 'granted', at: '2026-11-22T10:00:00.000Z' }),
    );
    const { loaders, sent } = fakeLoaders();
    render(
      <AnalyticsProvider config={CONFIG} loaders={loaders}>
        <ShareButton accountId={null} />
      </AnalyticsProvider>,
    );
    await waitFor(() => expect(sent).toEqual([['reset']]));
  });

  it('stops the services at once when “no” comes while they are still loading', async () => {
    const { loaders, sent } = fakeLoaders();
    let release: (() => void) | undefined;
    const slow: ClientLoaders = {
      ...loaders,
      posthog: (settings) =>
        new Promise((resolve) => {
          release = () => void loaders.posthog(settings).then(resolve);
        }),
    };
    render(
      <AnalyticsProvider config={CONFIG} loaders={slow}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, count my visits' }));
    // The services are loading: the loader has been called and has not answered yet.
    await waitFor(() => expect(release).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Analytics choices' }));
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    release!();
    await waitFor(() => expect(sent).toContainEqual(['stop']));
  });
});
