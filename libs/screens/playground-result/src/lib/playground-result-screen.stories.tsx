import { STORAGE_KEYS, noteMadeHere } from '@pathwise/progress';
import {
  apiHandlers,
  buildInterestResult,
  countRequests,
  serverError,
  signedInWith,
  mockOperation,
} from '@pathwise/api/testing';
import type { InterestResult } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { SpeechProvider } from '@pathwise/speech';
import { createFakeSpeech } from '@pathwise/speech/testing';
import { stubNavigator } from '@pathwise/testing/storybook';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PlaygroundResultScreen } from './playground-result-screen';

/** Where a signed-out person's finished sort is kept (the playground library's browser copy). */
const BROWSER_RESULT_KEY = STORAGE_KEYS.interestResult;

/** The screen at its address, beside stand-ins for the pages it leads to. */
const withRoutes: Decorator = (Story) => (
  <Routes>
    <Route path={paths.playgroundResult} element={<Story />} />
    <Route path={paths.playgroundCanvas} element={<h1>Sort the interest cards</h1>} />
    <Route path={paths.careerSuggestions} element={<h1>Careers that fit you</h1>} />
    <Route path={paths.login} element={<h1>Sign in to Pathwise</h1>} />
  </Routes>
);

/** Hands-on and organised, with a near tie for the third letter, from fewer cards. */
const handsOn = buildInterestResult({
  scores: { R: 88, I: 50, A: 13, S: 31, E: 47, C: 69 },
  hollandCode: 'RCI',
  answered: 36,
  answeredByArea: { R: 6, I: 6, A: 6, S: 6, E: 6, C: 6 },
});

/** Enterprising and Conventional tie for first place. */
const tied = buildInterestResult({
  scores: { R: 40, I: 20, A: 10, S: 30, E: 56, C: 56 },
  hollandCode: 'ECR',
});

/** Every area the same: the answers lean toward none. */
const flat = buildInterestResult({
  scores: { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 },
  hollandCode: 'RIA',
  flat: true,
  answered: 30,
  answeredByArea: { R: 5, I: 5, A: 5, S: 5, E: 5, C: 5 },
});

/** Scores no further apart than one card can move them: the code is a first guess. */
const nearlyFlat = buildInterestResult({
  scores: { R: 50, I: 56.25, A: 50, S: 43.75, E: 50, C: 50 },
  hollandCode: 'IRA',
});

const withResult = (result: InterestResult) =>
  signedInWith(apiHandlers({ interestResult: result }));
/** A signed-out person's finished sort, kept in this browser (card ids from the mock deck). */
function seedBrowserResult() {
  const { id: _id, ...result } = buildInterestResult();
  const ratings = [
    { cardId: 'card-I-2', rating: 'like' },
    { cardId: 'card-C-10', rating: 'dislike' },
  ];
  localStorage.setItem(BROWSER_RESULT_KEY, JSON.stringify({ version: 1, result, ratings }));
  noteMadeHere(BROWSER_RESULT_KEY);
  return () => localStorage.removeItem(BROWSER_RESULT_KEY);
}

/** Signed out: nothing in the account to fall back on. */
const signedOut = { msw: { handlers: apiHandlers() } };

// The first result request fails, for the story that retries it.
const resultFailsOnce = countRequests('getInterestResult', (count) =>
  count === 1 ? serverError() : HttpResponse.json(buildInterestResult()),
);

const meta = {
  title: 'Screens/Your interest profile',
  component: PlaygroundResultScreen,
  decorators: [withRoutes],
  // Stories say whether someone is signed in: story parameters can add sign-in, never remove it.
  parameters: { route: paths.playgroundResult },
} satisfies Meta<typeof PlaygroundResultScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Investigative, Artistic and Social from a full deck: a fairly steady picture. */
export const Loaded: Story = {
  parameters: withResult(buildInterestResult()),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your interest profile' }),
    ).toBeInTheDocument();
    const code = await section(canvasElement, 'Your Holland code: IAS');
    await expect(code.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Investigative'),
      expect.stringContaining('Artistic'),
      expect.stringContaining('Social'),
    ]);

    const table = canvas.getByRole('table', { name: /Your score in each area/ });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Realistic (R)',
      'Investigative (I)',
      'Artistic (A)',
      'Social (S)',
      'Enterprising (E)',
      'Conventional (C)',
    ]);
    const cells = within(rows[1]!).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual(['81', '8']);

    const meaning = await section(canvasElement, 'What your top three areas mean');
    await expect(meaning.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Investigative (I)',
      'Artistic (A)',
      'Social (S)',
    ]);
    await expect(meaning.getByText(/finding things out, analysing and solving/)).toBeVisible();

    const certainty = await section(canvasElement, 'How sure is this?');
    await expect(certainty.getByText(/You rated 48 cards: 8 in each area/)).toBeVisible();
    await expect(certainty.getByText(/fairly steady picture/)).toBeVisible();
    await expect(certainty.queryByText(/third and fourth areas are close/)).toBeNull();

    const next = canvas.getByRole('navigation', { name: 'Where to next' });
    await expect(
      within(next).getByRole('link', { name: 'See careers that fit you' }),
    ).toHaveAttribute('href', paths.careerSuggestions);
    await expect(within(next).getByRole('link', { name: 'Browse every career' })).toHaveAttribute(
      'href',
      paths.explorer,
    );
    await expect(canvas.queryByText(/kept in this browser only/)).toBeNull();
  },
};

/** The same result in the dark theme: each area keeps its drawing and its (lighter) colour. */
export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } };

const speech = createFakeSpeech();

/** The result read aloud in plain sentences: the code's areas, what they mean and how sure it is. */
export const ListenToResult: Story = {
  parameters: withResult(buildInterestResult()),
  decorators: [(Story) => <SpeechProvider adapter={speech}>{Story()}</SpeechProvider>],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Listen to my result' }));
    const script = speech.spoken.at(-1);
    await expect(script).toContain(
      'Your Holland code is I, A, S, which stands for Investigative, Artistic, and Social',
    );
    await expect(script).toContain('Your strongest area is Investigative, with 81 out of 100.');
    await expect(script).toContain('fairly steady picture');
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop reading aloud' }));
    await expect(speech.speaking).toBe(false);
    await expect(
      await canvas.findByRole('button', { name: 'Listen to my result' }),
    ).toBeInTheDocument();
  },
};

/** Realistic and Conventional, from the minimum of cards, with the third letter a near tie. */
export const HandsOnAndOrganised: Story = {
  parameters: withResult(handsOn),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your Holland code: RCI' }),
    ).toBeInTheDocument();
    const certainty = await section(canvasElement, 'How sure is this?');
    await expect(certainty.getByText(/You rated 36 cards: 6 in each area/)).toBeVisible();
    await expect(certainty.getByText(/enough for a first picture/)).toBeVisible();
    await expect(
      certainty.getByText(
        'Your third and fourth areas are close: Investigative scored 50 and Enterprising 47. A few more cards could swap the last letter of your code.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See careers that fit you' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Careers that fit you' }),
    ).toBeInTheDocument();
  },
};

/** A flat result is said plainly to lean toward no area; all six areas are explained. */
export const FlatResult: Story = {
  parameters: withResult(flat),
  play: async ({ canvasElement }) => {
    const code = await section(canvasElement, 'Your Holland code: RIA');
    await expect(code.getByText(/they don't point to any area/)).toBeVisible();
    await expect(code.queryByText('Strongest')).toBeNull();
    const meaning = await section(canvasElement, 'What the six areas mean');
    await expect(meaning.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const certainty = await section(canvasElement, 'How sure is this?');
    await expect(
      certainty.getByText(/Your answers lean toward no area: every area scored 50\./),
    ).toBeVisible();
    await expect(certainty.getByText(/makes the result steadier/)).toBeVisible();
    await expect(certainty.queryByText(/third and fourth areas/)).toBeNull();
  },
};

/** A near-flat result says the code is a first guess, in the code and in "How sure is this?". */
export const NearlyFlatResult: Story = {
  parameters: withResult(nearlyFlat),
  play: async ({ canvasElement }) => {
    const code = await section(canvasElement, 'Your Holland code: IRA');
    await expect(code.getByText(/this code is a first guess rather than a finding/)).toBeVisible();
    const certainty = await section(canvasElement, 'How sure is this?');
    await expect(
      certainty.getByText(/Your six scores are close together, from 44 to 56/),
    ).toBeVisible();
  },
};

/** Signed out: the result kept in this browser, with a gentle word about signing in. */
export const KeptInThisBrowser: Story = {
  parameters: signedOut,
  beforeEach: seedBrowserResult,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your Holland code: IAS' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Your result is kept in this browser only/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'sign in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' }),
    ).toBeInTheDocument();
  },
};

/**
 * Signed out, on a shared computer: the visitor forgets the browser's progress where they finish.
 * The result goes from the page and the browser, reading picks up at the page's heading, and a
 * notice says what happened.
 */
export const ForgetsWhereTheyFinish: Story = {
  parameters: signedOut,
  beforeEach: seedBrowserResult,
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Forget this browser’s progress' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Forget the progress kept in this browser?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forget it' }));
    await expect(
      await canvas.findByRole('heading', { name: "You don't have an interest profile yet" }),
    ).toBeInTheDocument();
    await expect(localStorage.getItem(BROWSER_RESULT_KEY)).toBeNull();
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Your interest profile' }),
      ).toHaveFocus(),
    );
    await expect(
      await screen.findByText(/This browser no longer holds any Pathwise progress/),
    ).toBeInTheDocument();
  },
};

/** Signed in, the account keeps the result: there is nothing of this browser's to forget. */
export const NothingToForgetSignedIn: Story = {
  parameters: withResult(buildInterestResult()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your Holland code: IAS' }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Forget this browser’s progress' }),
    ).toBeNull();
  },
};

/** Signed out, starting again clears this browser's result before the cards open. */
export const RetakeInThisBrowser: Story = {
  parameters: signedOut,
  beforeEach: seedBrowserResult,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the cards again?' });
    await expect(dialog).toHaveAccessibleDescription(
      "This clears your sorted cards and this result from this browser. It can't be undone.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, start again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sort the interest cards' }),
    ).toBeInTheDocument();
    await expect(localStorage.getItem(BROWSER_RESULT_KEY)).toBeNull();
  },
};

export const NoneYet: Story = {
  parameters: signedInWith(apiHandlers()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "You don't have an interest profile yet" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sort the interest cards' })).toHaveAttribute(
      'href',
      paths.playgroundCanvas,
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NoneYetSignedOut: Story = {
  parameters: signedOut,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "You don't have an interest profile yet" }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: signedInWith([
    mockOperation('getInterestResult', async () => {
      await delay('infinite');
      return HttpResponse.json(buildInterestResult());
    }),
    ...apiHandlers(),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Loading your interest profile…',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your interest profile' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: /Your Holland code/ })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: signedInWith([mockOperation('getInterestResult', serverError), ...apiHandlers()]),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your interest profile didn't load");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const RecoversOnRetry: Story = {
  parameters: signedInWith([resultFailsOnce.handler, ...apiHandlers()]),
  beforeEach: resultFailsOnce.reset,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your Holland code: IAS' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const share = fn(async (_data: ShareData) => undefined);

/** The device's share sheet gets a short summary and Pathwise's start page: nothing personal. */
export const SharesASummary: Story = {
  parameters: withResult(buildInterestResult()),
  beforeEach: () => {
    share.mockClear();
    return stubNavigator('share', share)();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share your result' }));
    await expect(await canvas.findByText('Shared.')).toBeInTheDocument();
    await expect(share).toHaveBeenCalledWith({
      title: 'My interest profile',
      text: expect.stringContaining('My Holland interest code is IAS'),
      url: `${window.location.origin}${paths.v2}`,
    });
  },
};

const writeText = fn(async (_text: string) => undefined);

/** Without a share sheet the summary is copied instead. */
export const CopiesASummary: Story = {
  parameters: withResult(buildInterestResult()),
  beforeEach: () => {
    writeText.mockClear();
    const restoreShare = stubNavigator('share', undefined)();
    const restoreClipboard = stubNavigator('clipboard', { writeText })();
    return () => {
      restoreShare();
      restoreClipboard();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share your result' }));
    await expect(
      await canvas.findByText('Summary copied: paste it wherever you like.'),
    ).toBeInTheDocument();
    await expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(
        /^My Holland interest code is IAS \(Investigative, Artistic, and Social\)/,
      ),
    );
  },
};

/** Starting again asks first; keeping the result changes nothing, confirming opens the cards. */
export const Retake: Story = {
  parameters: withResult(buildInterestResult()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the cards again?' });
    await expect(dialog).toHaveAccessibleDescription(/stays saved in your account/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Your Holland code: IAS' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, start again' }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sort the interest cards' }),
    ).toBeInTheDocument();
  },
};

/** A tie is said as one: joint places, and what it means for the code's letters. */
export const TiedAreas: Story = {
  parameters: withResult(tied),
  play: async ({ canvasElement }) => {
    const code = await section(canvasElement, 'Your Holland code: ECR');
    await expect(code.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Enterprising.*Joint first$/),
      expect.stringMatching(/Conventional.*Joint first$/),
      expect.stringMatching(/Realistic.*Third$/),
    ]);
    await expect(
      code.getByText(
        /^Enterprising and Conventional tie at 56: they are equally strong for you, so the order of their letters in your code means nothing\./,
      ),
    ).toBeVisible();
  },
};

const spanishSpeech = createFakeSpeech();

/** The result in Spanish, on the page and read aloud: the page's words and the areas' names. */
export const InSpanish: Story = {
  parameters: withResult(buildInterestResult()),
  globals: { language: 'es' },
  decorators: [(Story) => <SpeechProvider adapter={spanishSpeech}>{Story()}</SpeechProvider>],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tu perfil de intereses' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    const code = await section(canvasElement, 'Tu código Holland: IAS');
    await expect(code.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Investigador.*La más fuerte$/),
      expect.stringMatching(/Artístico.*Segunda$/),
      expect.stringMatching(/Social.*Tercera$/),
    ]);
    const certainty = await section(canvasElement, '¿Hasta qué punto es fiable?');
    await expect(certainty.getByText(/Clasificaste 48 tarjetas: 8 de cada área\./)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Escuchar mi resultado' }));
    const script = spanishSpeech.spoken.at(-1);
    await expect(script).toContain(
      'Tu código Holland es I, A, S, que corresponde a Investigador, Artístico y Social',
    );
    await expect(script).toContain('Tu área más fuerte es Investigador, con 81 de 100.');
    await expect(script).toContain('¿Hasta qué punto es fiable?');
  },
};
