import { pathwiseApi, useGetCoinsQuery } from '@pathwise/api';
import {
  apiHandlers,
  buildCoins,
  countRequests,
  signedIn,
  mockOperation,
} from '@pathwise/api/testing';
import type { Coins } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { useAppDispatch } from '@pathwise/store';
import { Button, useToast } from '@pathwise/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
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

/** The account's coins, which a story raises step by step as awards would. */
function coinsAccount(start: Coins, ...later: Coins[]) {
  let step = 0;
  const current = () => (step === 0 ? start : later[Math.min(step, later.length) - 1]!);
  return {
    handlers: [
      mockOperation('getCoins', () => HttpResponse.json(current())),
      ...apiHandlers({ coins: start }),
    ],
    award: () => {
      step += 1;
    },
    reset: () => {
      step = 0;
    },
  };
}

/**
 * Stands in for a screen where coins are earned: the server awards them, and the action's
 * invalidation makes the balance load again. `thanks` also thanks the person the way the
 * personality test does.
 */
function EarnCoins({
  award,
  thanks,
  label = 'Finish',
}: {
  award: () => void;
  thanks?: boolean;
  label?: string;
}) {
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
      {label}
    </Button>
  );
}

/** The account menu beside a screen's "Finish" that earns coins. */
const MenuAndEarning = ({ award }: { award: () => void }) => (
  <>
    <AccountMenu />
    <EarnCoins award={award} />
  </>
);

const meta = {
  title: 'Account/Coins',
  component: AccountMenu,
  parameters: { auth: signedIn },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const arriving = coinsAccount(
  buildCoins({ balance: 1250, ledger: onboarded.ledger }),
  buildCoins({ balance: 1300, ledger: tested.ledger }),
);

export const Balance: Story = {
  parameters: { msw: { handlers: arriving.handlers } },
  beforeEach: arriving.reset,
  render: () => <MenuAndEarning award={arriving.award} />,
  play: async ({ canvas }) => {
    const badge = await canvas.findByRole('link', { name: '1,250 coins' });
    await expect(badge).toHaveAttribute('href', paths.dashboard);
    await expect(badge).toHaveTextContent('1,250');
    await expect(canvas.getByRole('button', { name: /account menu/ })).toBeVisible();
    // Coins already earned are not announced again on arrival: the next award is the first told,
    // and by the time it shows, anything the arrival would have said is on the page too.
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(
      await screen.findByText('+50 coins for finishing the personality test'),
    ).toBeInTheDocument();
    await expect(screen.queryByText(/answering the questions about you/)).not.toBeInTheDocument();
  },
};

export const OneCoin: Story = {
  parameters: { msw: { handlers: apiHandlers({ coins: buildCoins({ balance: 1 }) }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '1 coin' })).toBeVisible();
  },
};

const firstCoins = coinsAccount(buildCoins({ balance: 0, ledger: [] }), onboarded);

/** Says when the account's coins have loaded, from the same cache the badge reads. */
function CoinsLoaded() {
  const { data } = useGetCoinsQuery();
  return data ? <p>Coins loaded: {data.balance}</p> : null;
}

/** A new account has earned nothing yet: no "0 coins" to puzzle over, until the first award. */
export const NoCoinsYet: Story = {
  parameters: { msw: { handlers: firstCoins.handlers } },
  beforeEach: firstCoins.reset,
  render: () => (
    <>
      <MenuAndEarning award={firstCoins.award} />
      <CoinsLoaded />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Coins loaded: 0')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /coins?$/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await canvas.findByRole('link', { name: '10 coins' })).toBeVisible();
  },
};

const earning = coinsAccount(onboarded, tested);

export const AnnouncesNewCoins: Story = {
  parameters: { msw: { handlers: earning.handlers } },
  beforeEach: earning.reset,
  render: () => <MenuAndEarning award={earning.award} />,
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

const thanked = coinsAccount(
  onboarded,
  tested,
  buildCoins({
    balance: 70,
    ledger: [
      ...tested.ledger,
      { achievement: 'first-favourite-saved', amount: 10, awardedAt: '2026-11-03T11:00:00.000Z' },
    ],
  }),
);

/** The personality test thanks people for its coins itself: the header then stays quiet. */
export const AwardAlreadyAnnounced: Story = {
  parameters: { msw: { handlers: thanked.handlers } },
  beforeEach: thanked.reset,
  render: () => (
    <>
      <AccountMenu />
      <EarnCoins award={thanked.award} thanks />
      <EarnCoins award={thanked.award} label="Save" />
    </>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '10 coins' });
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await canvas.findByRole('link', { name: '60 coins' })).toBeVisible();
    await expect(await screen.findByText('You earned 50 coins')).toBeInTheDocument();
    // The next award is told; by the time it shows, the header would have told the test's too.
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('+10 coins for saving your first career')).toBeVisible();
    await expect(screen.queryByText(/coins for finishing/)).not.toBeInTheDocument();
  },
};

// The coins can't be loaded: the service is busy.
const coinLoads = countRequests('getCoins', () => HttpResponse.json({}, { status: 503 }));

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
