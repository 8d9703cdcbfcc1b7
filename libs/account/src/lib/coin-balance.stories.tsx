import { pathwiseApi } from '@pathwise/api';
import { apiHandlers, buildCoins, countRequests, signedIn } from '@pathwise/api/testing';
import type { Coins } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { useAppDispatch } from '@pathwise/store';
import { Button, useToast } from '@pathwise/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { AccountMenu } from './account-menu';
import { coinAwardKey } from './coin-awards';

const onboarded = buildCoins({
  balance: 10,
  ledger: [
    { achievement: 'onboarding-completed', amount: 10, awardedAt: '2026-11-01T09:05:00.000Z' },
  ],
});
const tested = buildCoins({
  balance: 60,
  ledger: [
    ...onboarded.ledger,
    {
      achievement: 'personality-test-completed',
      amount: 50,
      awardedAt: '2026-11-02T10:00:00.000Z',
    },
  ],
});

/** The account's coins, which a story can raise as an award would. */
function coinsAccount(start: Coins, later: Coins) {
  let current = start;
  return {
    handlers: [
      http.get('/api/me/coins', () => HttpResponse.json(current)),
      ...apiHandlers({ coins: start }),
    ],
    award: () => {
      current = later;
    },
    reset: () => {
      current = start;
    },
  };
}

/**
 * Stands in for a screen where coins are earned: the server awards them, and the action's
 * invalidation makes the balance load again. `thanks` also thanks the person the way the
 * personality test does.
 */
function EarnCoins({ award, thanks }: { award: () => void; thanks?: boolean }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        award();
        if (thanks) {
          toast({
            title: 'You earned 50 coins',
            tone: 'success',
            key: coinAwardKey('personality-test-completed'),
          });
        }
        dispatch(pathwiseApi.util.invalidateTags(['Coins']));
      }}
    >
      Finish
    </Button>
  );
}

const meta = {
  title: 'Account/Coins',
  component: AccountMenu,
  parameters: { auth: signedIn },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  parameters: {
    msw: { handlers: apiHandlers({ coins: buildCoins({ balance: 1250, ledger: [] }) }) },
  },
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole('link', { name: '1,250 coins' });
    await expect(badge).toHaveAttribute('href', paths.dashboard);
    await expect(badge).toHaveTextContent('1,250');
    await expect(canvas.getByRole('button', { name: /account menu/ })).toBeVisible();
    // Coins already earned are not announced again on arrival.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByText(/^\+\d+ coins? for/)).not.toBeInTheDocument();
  },
};

export const OneCoin: Story = {
  parameters: { msw: { handlers: apiHandlers({ coins: buildCoins({ balance: 1 }) }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '1 coin' })).toBeVisible();
  },
};

const earning = coinsAccount(onboarded, tested);

export const AnnouncesNewCoins: Story = {
  parameters: { msw: { handlers: earning.handlers } },
  beforeEach: earning.reset,
  render: () => (
    <>
      <AccountMenu />
      <EarnCoins award={earning.award} />
    </>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '10 coins' });
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await canvas.findByRole('link', { name: '60 coins' })).toBeVisible();
    await expect(
      await screen.findByText('+50 coins for finishing the personality test'),
    ).toBeInTheDocument();
    await expect(screen.getAllByText(/coins for finishing/)).toHaveLength(1);
  },
};

const thanked = coinsAccount(onboarded, tested);

/** The personality test thanks people for its coins itself: the header then stays quiet. */
export const AwardAlreadyAnnounced: Story = {
  parameters: { msw: { handlers: thanked.handlers } },
  beforeEach: thanked.reset,
  render: () => (
    <>
      <AccountMenu />
      <EarnCoins award={thanked.award} thanks />
    </>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '10 coins' });
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await canvas.findByRole('link', { name: '60 coins' })).toBeVisible();
    await expect(await screen.findByText('You earned 50 coins')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByText(/coins for finishing/)).not.toBeInTheDocument();
  },
};

// The coins can't be loaded: the service is busy.
const coinLoads = countRequests('get', '/api/me/coins', () =>
  HttpResponse.json({}, { status: 503 }),
);

export const CoinsUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [coinLoads.handler, ...apiHandlers()],
    },
  },
  beforeEach: coinLoads.reset,
  play: async ({ canvas }) => {
    await waitFor(() => expect(coinLoads.count()).toBeGreaterThan(0));
    // The menu works without them; the badge stays away rather than show a wrong number.
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Your dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /coins?$/ })).not.toBeInTheDocument();
    // Closed again, so the page behind the menu is no longer hidden from assistive technology.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
