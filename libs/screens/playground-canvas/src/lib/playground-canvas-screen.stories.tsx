import { type AnalyticsClient, AnalyticsProvider } from '@pathwise/analytics';
import { scoreInterests } from '@pathwise/assessment';
import {
  apiHandlers,
  failsOnce,
  problem,
  recordRequests,
  serverError,
  signedInWith,
  mockOperation,
} from '@pathwise/api/testing';
import { paths } from '@pathwise/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_MINIMUM, RESULT_KEY, SORT_KEY, deckCards, firstCardsSorted } from './canvas.fixtures';
import { PlaygroundCanvasScreen } from './playground-canvas-screen';
import { noteMadeHere } from '@pathwise/progress';

/** Events the screen sent, for stories that check what was tracked. */
const tracked: Parameters<AnalyticsClient['track']>[] = [];
const analytics: AnalyticsClient = { track: (...event) => void tracked.push(event) };

/** Results the mock server was asked to make. */
const resultPosts = recordRequests('createInterestResult', (request) => request.url);

/** The screen at its address, with a stand-in for the result it leads to. */
function Routed() {
  return (
    <AnalyticsProvider client={analytics}>
      <Routes>
        <Route path={paths.playgroundCanvas} element={<PlaygroundCanvasScreen />} />
        <Route path={paths.playgroundResult} element={<h1>Your interest profile</h1>} />
      </Routes>
    </AnalyticsProvider>
  );
}

/** A sort kept in this browser, made earlier in this browser session (the visitor's own). */
const seed = (value: unknown) => () => {
  localStorage.setItem(SORT_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  noteMadeHere(SORT_KEY);
};
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const storedRatings = () =>
  (stored(SORT_KEY) as { ratings?: Record<string, string> } | null)?.ratings ?? {};

type Canvas = ReturnType<typeof within>;
/** The card on top of the deck, found by its text. */
const card = (canvas: Canvas, text: string) => canvas.findByRole('group', { name: text });
const progress = (canvas: Canvas) => canvas.getByRole('progressbar', { name: 'Cards sorted' });
const pile = (canvas: Canvas, label: string) =>
  within(canvas.getByRole('list', { name: 'Your piles' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label));

const meta = {
  title: 'Screens/Sort activity cards',
  component: PlaygroundCanvasScreen,
  render: () => <Routed />,
  parameters: { route: paths.playgroundCanvas, msw: { handlers: apiHandlers() } },
  // The sort outlives a story in a real browser; every story starts from its own.
  beforeEach: () => {
    localStorage.removeItem(SORT_KEY);
    localStorage.removeItem(RESULT_KEY);
    tracked.length = 0;
    resultPosts.reset();
    return () => {
      localStorage.removeItem(SORT_KEY);
      localStorage.removeItem(RESULT_KEY);
    };
  },
} satisfies Meta<typeof PlaygroundCanvasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreshDeck: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sort activity cards' }),
    ).toBeInTheDocument();
    const first = await card(canvas, 'Build kitchen cabinets');
    await expect(first).toHaveAccessibleDescription(/press 1 or L for Love it/);
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '0 of 12 sorted');
    await expect(canvas.getByRole('button', { name: 'Undo last move' })).toBeDisabled();
    await expect(canvas.getByText(/needs at least 6 sorted cards/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'The O*NET database' })).toBeInTheDocument();

    // Keyboard: focus the card, 1 puts it in "Love it" and the next card keeps the focus.
    await userEvent.click(first);
    await userEvent.keyboard('1');
    // Said: where the card went, how far along, and the activity now on top.
    await expect(
      await canvas.findByText(
        '“Build kitchen cabinets” put in Love it. 1 of 12 sorted. Next: “Repair household appliances”.',
      ),
    ).toHaveAttribute('role', 'status');
    await expect(await card(canvas, 'Repair household appliances')).toHaveFocus();
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '1 of 12 sorted');
    await expect(pile(canvas, 'Love it')).toHaveTextContent('1 card');

    await userEvent.keyboard('x');
    await card(canvas, 'Study the structure of the human body');
    await expect(pile(canvas, 'Not for me')).toHaveTextContent('1 card');

    // Z takes the last move back: the card is on top again, and out of its pile.
    await userEvent.keyboard('z');
    await expect(await card(canvas, 'Repair household appliances')).toHaveFocus();
    await expect(
      canvas.getByText(
        'Undone: “Repair household appliances” is back on top, ready to sort again.',
      ),
    ).toBeVisible();
    await expect(pile(canvas, 'Not for me')).toHaveTextContent('0 cards');

    // Tap: the card's own buttons.
    await userEvent.click(canvas.getByRole('button', { name: 'Not sure' }));
    await card(canvas, 'Study the structure of the human body');
    await expect(storedRatings()).toEqual({
      [deckCards[0]!.id]: 'like',
      [deckCards[1]!.id]: 'unsure',
    });
  },
};

/** Lays elements out by hand where there is no layout (jsdom), so a drag has places to go. */
function layOut(
  elements: [HTMLElement, { left: number; top: number; width: number; height: number }][],
) {
  for (const [element, box] of elements) {
    if (element.getBoundingClientRect().width > 0) continue;
    const rect = {
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
    };
    element.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  }
}

const centre = (element: HTMLElement) => {
  const rect = element.getBoundingClientRect();
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
};

/** Lays the card and the piles out where there is no layout (jsdom), returns the card and a pile. */
async function cardAndPile(canvas: Canvas, label: string) {
  const first = await card(canvas, 'Build kitchen cabinets');
  layOut([
    [first, { left: 0, top: 0, width: 300, height: 200 }],
    [pile(canvas, 'Love it')!, { left: 0, top: 220, width: 90, height: 90 }],
    [pile(canvas, 'Not sure')!, { left: 100, top: 220, width: 90, height: 90 }],
    [pile(canvas, 'Not for me')!, { left: 200, top: 220, width: 90, height: 90 }],
  ]);
  return { first, target: pile(canvas, label)! };
}

/** The browser has drawn the last move: a hand's drag is seen frame by frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Presses the mouse on the card and moves it a little, which picks it up. */
async function pickUp(first: HTMLElement) {
  const from = centre(first);
  fireEvent.mouseDown(first, { ...from, button: 0 });
  fireEvent.mouseMove(document, { clientX: from.clientX + 10, clientY: from.clientY + 10 });
  await nextFrame();
  return { clientX: from.clientX + 10, clientY: from.clientY + 10 };
}

/** Moves the held card in steps, as a hand does, without letting go. */
async function moveTo(
  from: { clientX: number; clientY: number },
  to: { clientX: number; clientY: number },
) {
  for (let step = 1; step <= 4; step++) {
    fireEvent.mouseMove(document, {
      clientX: from.clientX + ((to.clientX - from.clientX) * step) / 4,
      clientY: from.clientY + ((to.clientY - from.clientY) * step) / 4,
    });
    await nextFrame();
  }
}

/** The whole page: a drag reads out in its own live region, and the card in the hand is drawn outside the screen. */
const page = () => within(document.body);

/** Undoing the only move disables "Undo last move": focus goes to the card that came back. */
export const UndoTheOnlyMove: Story = {
  play: async ({ canvas }) => {
    await card(canvas, 'Build kitchen cabinets');
    await userEvent.click(canvas.getByRole('button', { name: 'Not for me' }));
    await card(canvas, 'Repair household appliances');
    const undo = canvas.getByRole('button', { name: 'Undo last move' });
    await userEvent.click(undo);
    await expect(undo).toBeDisabled();
    await expect(await card(canvas, 'Build kitchen cabinets')).toHaveFocus();
    await expect(
      canvas.getByText('Undone: “Build kitchen cabinets” is back on top, ready to sort again.'),
    ).toHaveAttribute('role', 'status');
  },
};

export const DragsACardOntoAPile: Story = {
  play: async ({ canvas }) => {
    const { first, target } = await cardAndPile(canvas, 'Not for me');
    const held = await pickUp(first);
    await expect(
      await page().findByText(
        'Picked up “Build kitchen cabinets”. Move it onto Love it, Not sure or Not for me, and let go.',
      ),
    ).toBeInTheDocument();
    await expect(page().getByTestId('dragged-card')).toHaveTextContent('Build kitchen cabinets');
    const to = centre(target);
    await moveTo(held, to);
    await expect(
      await page().findByText('Over Not for me. Let go to put it there.'),
    ).toBeInTheDocument();

    fireEvent.mouseUp(document, to);
    await card(canvas, 'Repair household appliances');
    await expect(target).toHaveTextContent('1 card');
    await expect(
      canvas.getByText(
        '“Build kitchen cabinets” put in Not for me. 1 of 12 sorted. Next: “Repair household appliances”.',
      ),
    ).toBeVisible();
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '1 of 12 sorted');
  },
};

export const LetGoOutsideThePiles: Story = {
  play: async ({ canvas }) => {
    const { first } = await cardAndPile(canvas, 'Love it');
    const held = await pickUp(first);
    await page().findByText(/^Picked up “Build kitchen cabinets”/);
    // Further across the card, nowhere near a pile.
    const to = { clientX: held.clientX + 30, clientY: held.clientY - 40 };
    await moveTo(held, to);
    fireEvent.mouseUp(document, to);
    await expect(
      await page().findByText('Let go outside the piles: “Build kitchen cabinets” is not sorted.'),
    ).toBeInTheDocument();
    await expect(await card(canvas, 'Build kitchen cabinets')).toBeInTheDocument();
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '0 of 12 sorted');
    await expect(storedRatings()).toEqual({});
  },
};

/** The move that reaches the minimum says so, once: the profile can be seen from then on. */
export const SaysWhenThereAreEnough: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await card(canvas, 'Build kitchen cabinets'));
    const enough = /That's enough cards for your interest profile/;
    for (let step = 1; step <= 12; step++) {
      await userEvent.keyboard(String(1 + (step % 3)));
      if (canvas.queryByRole('button', { name: 'Finish' })) break;
      await expect(canvas.queryByText(enough)).not.toBeInTheDocument();
    }
    await expect(canvas.getByText(enough)).toHaveAttribute('role', 'status');
    await userEvent.keyboard('2');
    await waitFor(() => expect(canvas.queryByText(enough)).not.toBeInTheDocument());
  },
};

export const SortsTheWholeDeckByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await card(canvas, 'Build kitchen cabinets'));
    for (const key of '1231231231n2') await userEvent.keyboard(key);
    const done = await card(canvas, 'All 12 cards sorted');
    await expect(done).toHaveFocus();
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '12 of 12 sorted');
    await expect(tracked).toContainEqual([
      'interest_card_sorted',
      { rating: 'like', method: 'keyboard', sorted: 10 },
    ]);
    await expect(tracked.filter(([name]) => name === 'interest_card_sorted')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await canvas.findByRole('heading', { level: 1, name: 'Your interest profile' });
    // Scored in the browser with the engine's own scoring of the same choices.
    const ratings = Object.fromEntries(
      deckCards.map((entry, index) => [
        entry.id,
        (['like', 'unsure', 'dislike'] as const)[index % 3]!,
      ]),
    );
    const engine = scoreInterests(deckCards, ratings, { minimum: MOCK_MINIMUM });
    await expect(stored(RESULT_KEY)).toMatchObject({
      result: {
        hollandCode: engine.status === 'scored' ? engine.hollandCode : 'unscored',
        answered: 12,
      },
    });
    await expect(tracked).toContainEqual(['playground_completed', { sorted: 12, signedIn: false }]);
  },
};

export const ResumedHalfway: Story = {
  beforeEach: seed(firstCardsSorted(6)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/carry on from card 7/)).toBeVisible();
    await card(canvas, 'Teach children how to read');
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '6 of 12 sorted');
    await expect(pile(canvas, 'Love it')).toHaveTextContent('2 cards');
    await expect(canvas.getByText(/every kind of activity is covered/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Undo last move' }));
    await card(canvas, 'Design sets for plays');
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '5 of 12 sorted');
    await expect(canvas.queryByText(/carry on from card/)).toBeInTheDocument();
  },
};

export const ReadyToFinish: Story = {
  beforeEach: seed(firstCardsSorted(11)),
  play: async ({ canvas }) => {
    await card(canvas, 'Develop an office filing system');
    await expect(canvas.getByRole('heading', { name: 'You can finish now' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await canvas.findByRole('heading', { level: 1, name: 'Your interest profile' });
    await expect(stored(RESULT_KEY)).toMatchObject({ result: { answered: 11 } });
    await expect(resultPosts.seen).toEqual([]);
    await expect(tracked).toContainEqual(['playground_completed', { sorted: 11, signedIn: false }]);
  },
};

export const SignedInFinish: Story = {
  parameters: signedInWith([...resultPosts.handlers, ...apiHandlers()]),
  beforeEach: seed(firstCardsSorted(11)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/saved to your account when you finish/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish' }));
    await canvas.findByRole('heading', { level: 1, name: 'Your interest profile' });
    await expect(resultPosts.seen).toHaveLength(1);
    await expect(localStorage.getItem(RESULT_KEY)).toBeNull();
    await expect(tracked).toContainEqual(['playground_completed', { sorted: 11, signedIn: true }]);
  },
};

export const FinishFails: Story = {
  parameters: signedInWith([mockOperation('createInterestResult', serverError), ...apiHandlers()]),
  beforeEach: seed(firstCardsSorted(11)),
  play: async ({ canvas }) => {
    await canvas.findByText(/saved to your account when you finish/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /couldn’t save your result just now/,
    );
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '11 of 12 sorted');
  },
};

export const DeckLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('getInterestDeck', async () => {
          await delay('infinite');
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Dealing the cards…');
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

// Fails once, then the regular mock deck answers.
const deckFailsOnce = failsOnce('getInterestDeck');
export const DeckError: Story = {
  parameters: { msw: { handlers: [deckFailsOnce.handler, ...apiHandlers()] } },
  beforeEach: deckFailsOnce.reset,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The activity cards didn’t load');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await card(canvas, 'Build kitchen cabinets');
  },
};

export const CatalogueNotLoaded: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('getInterestDeck', () =>
          problem(503, 'catalogue_empty', 'The interest cards are not loaded yet.'),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /The activity cards aren’t ready yet/,
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const DamagedSortStartsFresh: Story = {
  beforeEach: seed('{"version":1,"ratings":'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'We couldn’t use the card sort saved in this browser, so the cards start fresh.',
      ),
    ).toHaveAttribute('role', 'status');
    await card(canvas, 'Build kitchen cabinets');
    await waitFor(() => expect(localStorage.getItem(SORT_KEY)).toBeNull());
  },
};

export const StartsAgain: Story = {
  beforeEach: seed(firstCardsSorted(4)),
  play: async ({ canvas }) => {
    await card(canvas, 'Write books or plays');
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(canvas.getByText(/clears the 4 cards you’ve sorted/)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, clear my cards' }));
    await expect(await card(canvas, 'Build kitchen cabinets')).toHaveFocus();
    await expect(progress(canvas)).toHaveAttribute('aria-valuetext', '0 of 12 sorted');
    await expect(localStorage.getItem(SORT_KEY)).toBeNull();
  },
};

/** The screen in Spanish: its words come from the Spanish catalogue, the cards' texts from the API. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    // The title is a message other screens share (their Spanish may still be worded apart).
    await expect(
      canvas.getByRole('heading', { level: 1, name: /^Clasifica(r)? tarjetas de actividades$/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/^Para cada actividad, pregúntate: ¿me gustaría hacerlo\? Ponla en/),
    ).toBeVisible();
    await expect(document.documentElement.lang).toBe('es');
    const first = await card(canvas, 'Build kitchen cabinets');
    await expect(first).toHaveAccessibleDescription(/pulsa 1 o L para Me encanta/);
    await expect(
      canvas.getByRole('progressbar', { name: 'Tarjetas clasificadas' }),
    ).toHaveAttribute('aria-valuetext', '0 de 12 clasificadas');
    await userEvent.click(first);
    await userEvent.keyboard('1');
    await expect(
      await canvas.findByText(
        'Pusiste “Build kitchen cabinets” en Me encanta. 1 de 12 clasificadas. Siguiente: “Repair household appliances”.',
      ),
    ).toHaveAttribute('role', 'status');
    const piles = canvas.getByRole('list', { name: 'Tus montones' });
    await expect(within(piles).getAllByRole('listitem')[0]).toHaveTextContent('1 tarjeta');
  },
};
