import { API_PREFIX } from '@pathwise/contract';
import { fitBand } from '@pathwise/assessment';
import {
  FIXTURE_FIT_FLOORS,
  apiHandlers,
  buildCoins,
  buildProfile,
  buildInterestResult,
  buildPersonalityReport,
  buildSuggestions,
  careerFixtures,
  countRequests,
  serverError,
  signedIn,
  suggestionInputs,
  mockOperation,
} from '@pathwise/api/testing';
import type { Onboarding, PersonalityAnswers, Suggestions } from '@pathwise/contract';
import { careerDetailsHref, paths } from '@pathwise/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardScreen } from './dashboard-screen';

const onboardingAnswers = (answers: Onboarding['answers']) =>
  mockOperation<never, never, Onboarding>('getOnboarding', () =>
    HttpResponse.json({ answers, updatedAt: '2026-11-01T12:00:00.000Z' }),
  );

const personalityAnswered = (count: number) =>
  mockOperation<never, never, PersonalityAnswers>('getPersonalityAnswers', () =>
    HttpResponse.json({
      testVersion: 'ipip-neo-120@1.3.3',
      answers: Array.from({ length: count }, (_, index) => ({
        itemId: `item-${index + 1}`,
        score: 3,
      })),
      total: 120,
    }),
  );

/** Six ranked careers from interests and personality, cut to the `limit` the request asks for. */
const ranked: Suggestions = buildSuggestions({
  source: 'interests-and-personality',
  inputs: suggestionInputs({ interests: true, personality: true }),
  items: careerFixtures().map((career, index) => ({
    career,
    fit: 90 - index * 7,
    fitBand: fitBand(90 - index * 7, FIXTURE_FIT_FLOORS),
    estimate: false,
    correlation: (90 - index * 7) / 100,
    reasons: [],
    family: null,
  })),
});
/** As the server does: at most the `limit` the request asks for. */
const upToLimit = (request: Request) => {
  const limit = Number(new URL(request.url).searchParams.get('limit')) || 20;
  return HttpResponse.json<Suggestions>({ ...ranked, items: ranked.items.slice(0, limit) });
};
const suggestionsUpToLimit = mockOperation('getSuggestions', ({ request }) => upToLimit(request));

const suggestionsFail = mockOperation('getSuggestions', serverError);

// The first suggestions request fails, for the story that retries it.
const suggestionsFailOnce = countRequests('getSuggestions', (count, { request }) =>
  count === 1 ? serverError() : upToLimit(request),
);

/** Midday awards, so the day shown is the same in every time zone. */
const everyAward = buildCoins({
  balance: 95,
  ledger: [
    { achievement: 'onboarding-completed', amount: 10, awardedAt: '2026-11-01T12:00:00.000Z' },
    { achievement: 'first-favourite-saved', amount: 5, awardedAt: '2026-11-02T12:00:00.000Z' },
    {
      achievement: 'personality-test-completed',
      amount: 50,
      awardedAt: '2026-11-03T12:00:00.000Z',
    },
    { achievement: 'playground-completed', amount: 30, awardedAt: '2026-11-04T12:00:00.000Z' },
  ],
});

const SAVED = ['15-1252.00', '29-1141.00', '27-1024.00', '47-2111.00'];

/** Someone who has done everything: report, interest profile, questions, favourites, coins. */
const everything = () => [
  onboardingAnswers({ lifeStage: 'changing-careers', maxJobZone: 3, completed: true }),
  suggestionsUpToLimit,
  ...apiHandlers({
    report: buildPersonalityReport(),
    interestResult: buildInterestResult(),
    favourites: SAVED,
    coins: everyAward,
  }),
];

const meta = {
  title: 'Screens/Your dashboard',
  component: DashboardScreen,
  parameters: {
    route: paths.dashboard,
    auth: signedIn,
    msw: { handlers: everything() },
  },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Nothing done yet: the first step is plain, and every part says how to begin. */
export const Newcomer: Story = {
  parameters: {
    msw: {
      // A new account: nothing in the profile yet either.
      handlers: apiHandlers({
        coins: buildCoins({ balance: 0, ledger: [] }),
        profile: buildProfile({ lifeStage: null, country: null, preferredLanguage: null }),
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your dashboard' }),
    ).toBeInTheDocument();
    const next = await part(canvasElement, 'Your next step');
    await expect(await next.findByText('Sort the activity cards')).toBeInTheDocument();
    await expect(next.getByRole('link', { name: 'Sort the cards' })).toHaveAttribute(
      'href',
      paths.playgroundCanvas,
    );

    const progress = await part(canvasElement, 'Your progress');
    await waitFor(() => expect(progress.getAllByText('Not started')).toHaveLength(3));
    await expect(progress.getByText('0 of 120 statements answered')).toBeInTheDocument();

    const personality = await part(canvasElement, 'Your personality');
    await expect(
      await personality.findByText(/You haven't finished the personality test yet/),
    ).toBeInTheDocument();
    await expect(
      personality.getByRole('link', { name: 'Take the personality test' }),
    ).toHaveAttribute('href', paths.personalityTest);
    const interests = await part(canvasElement, 'Your interests');
    await expect(
      await interests.findByText(/You don't have an interest profile yet/),
    ).toBeInTheDocument();
    const careers = await part(canvasElement, 'Careers that fit you');
    await expect(
      await careers.findByText(/Careers that fit you appear here once/),
    ).toBeInTheDocument();
    const saved = await part(canvasElement, 'Saved careers');
    await expect(await saved.findByText(/No saved careers yet/)).toBeInTheDocument();
    const coins = await part(canvasElement, 'Your coins');
    await expect(await coins.findByText('0 coins')).toBeInTheDocument();
    await expect(coins.getByText(/No coins yet/)).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An interest profile, half the personality test and two questions answered, one career saved. */
export const Halfway: Story = {
  parameters: {
    msw: {
      handlers: [
        onboardingAnswers({ lifeStage: 'college', maxJobZone: 3, completed: false }),
        personalityAnswered(60),
        ...apiHandlers({
          interestResult: buildInterestResult(),
          favourites: ['29-1141.00'],
          coins: buildCoins({
            balance: 30,
            ledger: [
              {
                achievement: 'playground-completed',
                amount: 30,
                awardedAt: '2026-11-04T12:00:00.000Z',
              },
            ],
          }),
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const next = await part(canvasElement, 'Your next step');
    await expect(await next.findByText('Carry on with the personality test')).toBeInTheDocument();
    await expect(next.getByText(/answered 60 statements/)).toBeInTheDocument();
    await expect(next.getByRole('link', { name: 'Carry on with the test' })).toHaveAttribute(
      'href',
      paths.personalityTest,
    );

    const progress = await part(canvasElement, 'Your progress');
    await expect(
      await progress.findByRole('progressbar', { name: 'Personality test' }),
    ).toHaveAttribute('aria-valuetext', '60 of 120 statements answered');
    await expect(
      await progress.findByRole('progressbar', { name: 'Questions about you' }),
    ).toHaveAttribute('aria-valuetext', '2 of 9 questions answered');
    await expect(await progress.findByText('Done: your Holland code is IAS.')).toBeInTheDocument();

    const interests = await part(canvasElement, 'Your interests');
    const code = await interests.findByRole('list', { name: 'What your code stands for' });
    await expect(
      within(code)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('I: Investigative.'),
      expect.stringContaining('A: Artistic.'),
      expect.stringContaining('S: Social.'),
    ]);

    const careers = await part(canvasElement, 'Careers that fit you');
    await expect(
      await careers.findByText('Ranked by how well each career matches your interests.'),
    ).toBeInTheDocument();
    const saved = await part(canvasElement, 'Saved careers');
    await expect(await saved.findByRole('link', { name: 'Registered Nurses' })).toHaveAttribute(
      'href',
      `${careerDetailsHref('29-1141.00')}&from=favourites`,
    );
    await expect(saved.getByRole('link', { name: 'Go to your saved careers' })).toHaveAttribute(
      'href',
      paths.favourites,
    );
    const coins = await part(canvasElement, 'Your coins');
    await expect(await coins.findByText('30 coins')).toBeInTheDocument();
    await expect(coins.getByText('Finished the career playground')).toBeInTheDocument();
  },
};

/** Everything done: the summary of each result, the top five careers and the coins earned. */
export const Everything: Story = {
  play: async ({ canvasElement }) => {
    const next = await part(canvasElement, 'Your next step');
    await expect(await next.findByText('Compare your saved careers')).toBeInTheDocument();
    await expect(next.getByRole('link', { name: 'Compare saved careers' })).toHaveAttribute(
      'href',
      paths.favourites,
    );

    const progress = await part(canvasElement, 'Your progress');
    await waitFor(() => expect(progress.getAllByText('Done')).toHaveLength(3));

    const personality = await part(canvasElement, 'Your personality');
    const traits = within(
      await personality.findByRole('list', { name: 'The five traits' }),
    ).getAllByRole('listitem');
    await expect(traits).toHaveLength(5);
    await expect(traits[0]).toHaveTextContent('Openness to Experience');
    await expect(traits[0]).toHaveTextContent('High');
    await expect(traits[0]).toHaveTextContent(
      'Higher than 88 of 100 people in the comparison group',
    );
    await expect(traits[4]).toHaveTextContent('Neuroticism');
    await expect(traits[4]).toHaveTextContent('Low');
    await expect(personality.getByText(/compared with women aged 21 to 40/)).toBeInTheDocument();
    await expect(personality.getByRole('link', { name: 'Read your full report' })).toHaveAttribute(
      'href',
      paths.personalityReport,
    );

    const interests = await part(canvasElement, 'Your interests');
    await expect(await interests.findByText('IAS')).toBeInTheDocument();
    await expect(
      interests.getByRole('link', { name: 'See your interest profile' }),
    ).toHaveAttribute('href', paths.playgroundResult);

    const careers = await part(canvasElement, 'Careers that fit you');
    const top = within(await careers.findByRole('list', { name: 'Top careers for you' }));
    const links = top.getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAccessibleName('Software Developers');
    await expect(links[0]).toHaveAttribute(
      'href',
      `${careerDetailsHref('15-1252.00')}&from=suggestions`,
    );
    await expect(top.getByText('Strong fit: 90 of 100')).toBeInTheDocument();
    await expect(
      careers.getByText(
        'Ranked by how well each career matches your interests and your personality.',
      ),
    ).toBeInTheDocument();

    const saved = await part(canvasElement, 'Saved careers');
    const list = within(await saved.findByRole('list', { name: 'Your saved careers' }));
    await expect(list.getAllByRole('link')).toHaveLength(3);
    await expect(saved.getByRole('link', { name: 'See all 4 saved careers' })).toHaveAttribute(
      'href',
      paths.favourites,
    );

    const coins = await part(canvasElement, 'Your coins');
    await expect(await coins.findByText('95 coins')).toBeInTheDocument();
    const awards = coins.getAllByRole('listitem');
    await expect(awards.map((award) => award.textContent)).toEqual([
      'Finished the career playgroundNovember 4, 2026+30 coins',
      'Finished the personality testNovember 3, 2026+50 coins',
      'Saved your first careerNovember 2, 2026+5 coins',
      'Answered the questions about youNovember 1, 2026+10 coins',
    ]);
    await expect(
      within(canvasElement).getByRole('link', { name: 'The O*NET database' }),
    ).toBeInTheDocument();
  },
};

/** Everything done, in Spanish: the parts, the next step and the coins in the reader's words. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tu panel' })).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    const next = await part(canvasElement, 'Tu siguiente paso');
    await expect(await next.findByText('Compara tus carreras guardadas')).toBeInTheDocument();
    await expect(next.getByText(/^Guardaste 4 carreras\./)).toBeInTheDocument();
    const progress = await part(canvasElement, 'Tu progreso');
    await waitFor(() => expect(progress.getAllByText('Hecho')).toHaveLength(3));
    const personality = await part(canvasElement, 'Tu personalidad');
    const traits = within(
      await personality.findByRole('list', { name: 'Los cinco rasgos' }),
    ).getAllByRole('listitem');
    await expect(traits[0]).toHaveTextContent('Apertura a la experiencia');
    await expect(traits[0]).toHaveTextContent('Alto');
    await expect(traits[0]).toHaveTextContent(
      'Por encima de 88 de cada 100 personas del grupo de comparación',
    );
    const interests = await part(canvasElement, 'Tus intereses');
    await expect(await interests.findByText(/I: Investigador\./)).toBeInTheDocument();
    const careers = await part(canvasElement, 'Carreras que encajan contigo');
    await expect(
      await careers.findByRole('list', { name: 'Tus carreras principales' }),
    ).toBeInTheDocument();
    const coins = await part(canvasElement, 'Tus monedas');
    await expect(await coins.findByText('95 monedas')).toBeInTheDocument();
    await expect(coins.getByText('Terminaste el test de personalidad')).toBeInTheDocument();
    await expect(coins.getByText('3 de noviembre de 2026')).toBeInTheDocument();
    await expect(coins.getByText('+50 monedas')).toBeInTheDocument();
  },
};

/** The suggestions fail: that part says so and offers to try again; the rest still shows. */
/** Everything done, in the dark theme: the traits' and the code's drawings keep their contrast. */
export const EverythingDark: Story = { ...Everything, globals: { theme: 'dark' } };

export const SuggestionsFail: Story = {
  parameters: { msw: { handlers: [suggestionsFail, ...everything()] } },
  play: async ({ canvasElement }) => {
    const careers = await part(canvasElement, 'Careers that fit you');
    const alert = await careers.findByRole('alert');
    await expect(alert).toHaveTextContent("Your career suggestions didn't load.");
    await expect(
      within(alert).getByRole('button', { name: 'Try again to load careers that fit you' }),
    ).toBeEnabled();

    const personality = await part(canvasElement, 'Your personality');
    await expect(
      await personality.findByRole('list', { name: 'The five traits' }),
    ).toBeInTheDocument();
    const coins = await part(canvasElement, 'Your coins');
    await expect(await coins.findByText('95 coins')).toBeInTheDocument();
    const next = await part(canvasElement, 'Your next step');
    await expect(await next.findByText('Compare your saved careers')).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(1);
  },
};

/** Trying again after a failure brings the suggestions in. */
export const SuggestionsRecover: Story = {
  parameters: { msw: { handlers: [suggestionsFailOnce.handler, ...everything()] } },
  beforeEach: suggestionsFailOnce.reset,
  play: async ({ canvasElement }) => {
    const careers = await part(canvasElement, 'Careers that fit you');
    await userEvent.click(
      await careers.findByRole('button', { name: 'Try again to load careers that fit you' }),
    );
    await expect(
      await careers.findByRole('link', { name: 'Software Developers' }),
    ).toBeInTheDocument();
    await expect(careers.queryByRole('alert')).toBeNull();
  },
};

/** While the answers are on their way, each part says it is loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.all(`${API_PREFIX}/*`, async () => {
          await delay('infinite');
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your dashboard' }),
    ).toBeInTheDocument();
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual(
      expect.arrayContaining([
        'Working out your next step…',
        'Loading your personality summary…',
        'Loading your interest profile…',
        'Loading careers that fit you…',
        'Loading your saved careers…',
        'Loading your coins…',
      ]),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
