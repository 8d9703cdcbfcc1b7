import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsProvider, useTrack } from './analytics-context';
import type { AnalyticsClient } from './events';

function ShareButton() {
  const track = useTrack();
  return (
    <button type="button" onClick={() => track('personality_report_shared', {})}>
      Share
    </button>
  );
}

describe('useTrack', () => {
  it('sends typed events to the configured client', async () => {
    const sent: unknown[] = [];
    const client: AnalyticsClient = {
      track: (event, properties) => sent.push([event, properties]),
    };
    render(
      <AnalyticsProvider client={client}>
        <ShareButton />
      </AnalyticsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(sent).toEqual([['personality_report_shared', {}]]);
  });

  it('does nothing without a client, and survives a client that throws', async () => {
    render(<ShareButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
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
    await userEvent.click(screen.getAllByRole('button', { name: 'Share' })[1]!);
  });
});
