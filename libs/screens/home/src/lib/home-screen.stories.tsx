import {
  apiHandlers,
  buildInterestResult,
  buildPersonalityReport,
  buildProfile,
  signedIn,
  mockOperation,
} from '@pathwise/api/testing';
import { ITEM_IDS, STORAGE_KEYS } from '@pathwise/progress';
import { AppStoreScope } from '@pathwise/store/scope';
import { seedBrowser } from '@pathwise/testing/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HomeScreen } from './home-screen';

const TEST_VERSION = 'ipip-neo-120@1.3.3';
// The card loads once the page is idle, with its code fetched then (and, signed in, the account).
const SLOW = { timeout: 8000 };

/** Puts progress in this browser for a story; every story starts from a clean browser. */
const stored = (entries: Partial<Record<keyof typeof STORAGE_KEYS, unknown>> = {}) =>
  seedBrowser(
    Object.fromEntries(
      Object.entries(entries).map(([name, value]) => [
        STORAGE_KEYS[name as keyof typeof STORAGE_KEYS],
        value,
      ]),
    ),
  );

/** A personality test in this browser with `count` statements answered. */
const draft = (count: number) => ({
  version: 1,
  testVersion: TEST_VERSION,
  language: 'en',
  answers: Object.fromEntries(ITEM_IDS.slice(0, count).map((id) => [id, 3])),
  position: count,
  updatedAt: '2026-11-01T09:00:00.000Z',
});

const continueCard = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Continue where you left off' });

const meta = {
  title: 'Screens/Find work that fits who you are',
  component: HomeScreen,
  // The signed-in card wraps itself in the app's store, which needs the scope the app shell gives.
  decorators: [
    (Story) => (
      <AppStoreScope>
        <Story />
      </AppStoreScope>
    ),
  ],
  parameters: { msw: { handlers: apiHandlers() } },
  beforeEach: stored(),
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: what Pathwise is, the two ways in, and plain notes; nothing to continue. */
export const Newcomer: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Find work that fits who you are' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/for anyone choosing a path/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take the personality test' })).toHaveAttribute(
      'href',
      '/personality-test',
    );
    await expect(
      canvas.getByRole('link', { name: 'Explore careers in the playground' }),
    ).toHaveAttribute('href', '/v2/pg-home');
    await expect(canvas.getByText("It's free")).toBeVisible();
    await expect(canvas.getByText('What we keep')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse every career' })).toHaveAttribute(
      'href',
      '/v2/pg-explore',
    );
    // What the results look like, from made-up answers, each marked as an example.
    const previews = within(canvas.getByRole('region', { name: 'What you get' }));
    await expect(previews.getAllByText('Example')).toHaveLength(2);
    const report = previews.getByRole('figure', { name: 'Your personality report' });
    await expect(within(report).getAllByRole('listitem')).toHaveLength(5);
    await expect(report).toHaveTextContent(/Openness to ExperienceHigh/);
    const interests = previews.getByRole('figure', { name: 'Your interest result' });
    await expect(
      within(interests).getByRole('img', { name: /reaching furthest toward Artistic/ }),
    ).toBeVisible();
    await expect(
      within(interests).getByText("The example's three strongest areas:").parentElement,
    ).toHaveTextContent("The example's three strongest areas: Artistic, Investigative, Social");
    // Nothing to continue: the section comes with the page's first render when there is (its card
    // fills in once the page is idle), and the page is here.
    await expect(
      canvas.queryByRole('region', { name: 'Continue where you left off' }),
    ).not.toBeInTheDocument();
  },
};

/** A first visit in Spanish: the page, the previews' names and levels in Spanish. */
export const NewcomerInSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Encuentra un trabajo que encaje con quien eres',
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Hacer el test de personalidad' }),
    ).toHaveAttribute('href', '/personality-test');
    const previews = within(canvas.getByRole('region', { name: 'Qué obtienes' }));
    await expect(previews.getAllByText('Ejemplo')).toHaveLength(2);
    const report = previews.getByRole('figure', { name: 'Tu informe de personalidad' });
    await expect(within(report).getAllByText('Alto')).toHaveLength(2);
  },
};

/** The first visit in the dark theme: the previews keep their drawings and colours. */
export const NewcomerDark: Story = { ...Newcomer, globals: { theme: 'dark' } };

/** Back in the same browser halfway through the test: the card leads straight back to it. */
export const ReturningWithProgressInThisBrowser: Story = {
  beforeEach: stored({
    personalityDraft: draft(45),
    interestSort: { version: 1, ratings: { 'card-R-1': 'like' }, history: [] },
  }),
  play: async ({ canvasElement }) => {
    const card = within(continueCard(canvasElement));
    await expect(
      await card.findByRole('link', { name: 'Continue the personality test' }, SLOW),
    ).toHaveAttribute('href', '/personality-test');
    await expect(
      card.getByText('You have answered 45 of 120 personality statements, kept in this browser.'),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'All playground steps' })).toHaveAttribute(
      'href',
      '/v2/pg-home',
    );
  },
};

/**
 * On a shared computer a visitor forgets what this browser holds in one place: every kind of
 * progress goes, focus lands on the words saying so, and nothing is left for the next person.
 */
export const ForgettingThisBrowser: Story = {
  beforeEach: stored({
    personalityDraft: draft(45),
    interestSort: { version: 1, ratings: { 'card-R-1': 'like' }, history: [] },
    favourites: [
      { code: '15-1252.00', title: 'Software Developers', savedAt: '2026-11-01T10:00:00.000Z' },
    ],
    reportLanguage: 'fr',
  }),
  play: async ({ canvasElement }) => {
    const card = within(continueCard(canvasElement));
    await userEvent.click(
      await card.findByRole('button', { name: 'Forget this browser’s progress' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Forget the progress kept in this browser?',
    });
    // Focus starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forget it' }));
    const done = await card.findByRole('status');
    await expect(done).toHaveTextContent('This browser no longer holds any Pathwise progress.');
    await waitFor(() => expect(done).toHaveFocus());
    for (const key of ['personalityDraft', 'interestSort', 'favourites', 'reportLanguage'] as const)
      await expect(localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
  },
};

/** A finished card sort in this browser: on to the careers that fit it. */
export const ReturningWithAnInterestProfile: Story = {
  beforeEach: stored({
    interestResult: {
      version: 1,
      result: {
        scores: { R: 10, I: 20, A: 70, S: 90, E: 60, C: 5 },
        hollandCode: 'SAE',
        flat: false,
        answered: 1,
        answeredByArea: { R: 0, I: 0, A: 0, S: 1, E: 0, C: 0 },
        createdAt: '2026-11-01T09:00:00.000Z',
      },
      ratings: [{ cardId: 'card-S-1', rating: 'like' }],
    },
    onboarding: { lifeStage: 'changing-careers', completed: true },
  }),
  play: async ({ canvasElement }) => {
    const card = within(continueCard(canvasElement));
    await expect(
      await card.findByRole('link', { name: 'See careers that fit you' }, SLOW),
    ).toHaveAttribute('href', '/v2/pg-career-suggest');
    await expect(card.getByText(/Your interest code is SAE\./)).toBeVisible();
  },
};

/** Damaged progress is never trusted: the card offers the playground's steps instead. */
export const DamagedProgressInThisBrowser: Story = {
  beforeEach: stored({ interestSort: '{"version":1,"ratings":', personalityDraft: draft(0) }),
  play: async ({ canvasElement }) => {
    const card = within(continueCard(canvasElement));
    await expect(
      await card.findByRole('link', { name: 'See your playground steps' }, SLOW),
    ).toHaveAttribute('href', '/v2/pg-home');
    await expect(card.queryByText(/personality statements/)).not.toBeInTheDocument();
  },
};

/** Signed in with a report and an interest profile: the careers, and the dashboard for the rest. */
export const SignedInReturning: Story = {
  parameters: {
    auth: signedIn,
    msw: {
      handlers: apiHandlers({
        report: buildPersonalityReport(),
        interestResult: buildInterestResult(),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(continueCard(canvasElement));
    await expect(
      await card.findByRole('link', { name: 'See careers that fit you' }, SLOW),
    ).toHaveAttribute('href', '/v2/pg-career-suggest');
    await expect(card.getByText(/Your interest code is IAS\./)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** Signed in with the test half done in the account: back to the test, wherever it was started. */
export const SignedInWithTheTestUnderway: Story = {
  parameters: {
    auth: signedIn,
    msw: {
      handlers: [
        mockOperation('getPersonalityAnswers', () =>
          HttpResponse.json({
            testVersion: TEST_VERSION,
            answers: Array.from({ length: 60 }, (_, i) => ({ itemId: `item-${i + 1}`, score: 4 })),
            total: 120,
          }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(continueCard(canvasElement));
    await expect(
      await card.findByRole('link', { name: 'Continue the personality test' }, SLOW),
    ).toBeVisible();
    await expect(
      card.getByText('You have answered 60 of 120 personality statements, saved to your account.'),
    ).toBeVisible();
  },
};

/** Signed in with nothing started: the dashboard, and the two ways in below. */
export const SignedInWithNothingStarted: Story = {
  parameters: {
    auth: signedIn,
    // A new account: nothing in the profile either (its life stage would count as an answer).
    msw: {
      handlers: apiHandlers({
        profile: buildProfile({ lifeStage: null, country: null, preferredLanguage: null }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(continueCard(canvasElement));
    await expect(
      await card.findByRole('link', { name: 'Go to your dashboard' }, SLOW),
    ).toHaveAttribute('href', '/dashboard');
    await expect(card.getByText(/Nothing is started yet/)).toBeVisible();
  },
};
