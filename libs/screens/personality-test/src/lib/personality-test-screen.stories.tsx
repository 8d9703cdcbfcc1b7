import { BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  apiHandlers,
  buildPersonalityReport,
  failsOnce,
  problem,
  recordRequests,
  SAM,
  signedInWith,
  mockOperation,
} from '@pathwise/api/testing';
import { paths } from '@pathwise/routes';
import { dayInWords } from '@pathwise/ui';
import type { AuthParameters } from '@pathwise/testing/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  DRAFT_KEY,
  type Demographics,
  type Draft,
  newDraft,
  noteMadeHere,
} from '@pathwise/progress';
import { ADVANCE_DELAY_MS } from './components/question-step';
import { PersonalityTestScreen } from './personality-test-screen';
import { ITEM_COUNT, ITEM_IDS } from './progress';

/** Where the sign-in link leads, showing where sign-in would send the person back to. */
function LoginStandIn() {
  const state = useLocation().state as { from?: { pathname?: string } } | null;
  return (
    <main>
      <h1>Sign in to Pathwise</h1>
      <p>Afterwards back to {state?.from?.pathname ?? 'nowhere'}</p>
    </main>
  );
}

/** The screen at its address, with stand-ins for the pages it leads to. */
function Routed() {
  return (
    <Routes>
      <Route path={paths.personalityTest} element={<PersonalityTestScreen />} />
      <Route path={paths.login} element={<LoginStandIn />} />
      <Route path={paths.personalityReport} element={<h1>Your personality report</h1>} />
    </Routes>
  );
}

/** A saved test with the first `answered` statements answered (all "neither"), at the next one. */
function draftWith(
  answered: number,
  extra: { position?: number; demographics?: Demographics } = {},
): Draft {
  return {
    ...newDraft('en', extra.demographics, new Date('2025-03-01T09:00:00.000Z')),
    answers: Object.fromEntries(ITEM_IDS.slice(0, answered).map((id) => [id, 3])),
    position: extra.position ?? Math.min(answered, ITEM_COUNT - 1),
  };
}

/** A test in progress, saved earlier in this browser session (as the page's own saves are). */
const seed = (value: Draft | string) => () => {
  localStorage.setItem(DRAFT_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  noteMadeHere(DRAFT_KEY);
};

const storedDraft = () => {
  const raw = localStorage.getItem(DRAFT_KEY);
  return raw ? (JSON.parse(raw) as Draft) : null;
};

/** The statement on screen, found by the name of its radio group. */
const question = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).findByRole('group', { name: text });

const meta = {
  title: 'Screens/Personality test',
  component: PersonalityTestScreen,
  render: () => <Routed />,
  parameters: { route: paths.personalityTest },
  // Drafts outlive a story in a real browser; every story starts from its own.
  beforeEach: () => {
    localStorage.removeItem(DRAFT_KEY);
    return () => localStorage.removeItem(DRAFT_KEY);
  },
} satisfies Meta<typeof PersonalityTestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Personality test' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What it measures' })).toBeVisible();
    await expect(canvas.getByText(/kept in this browser as you go/)).toBeVisible();
    await expect(canvas.getByLabelText('Language of the statements')).toHaveValue('en');
    const age = canvas.getByRole('group', { name: 'Your age (optional)' });
    await expect(within(age).getByRole('radio', { name: 'Prefer not to say' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Start the test' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/**
 * The start comes first, right under the introduction, before what the test measures; the way to
 * the language and optional details takes focus to them, and their own button starts with them.
 */
export const StartComesFirst: Story = {
  play: async ({ canvasElement, canvas }) => {
    const start = canvas.getByRole('button', { name: 'Start the test' });
    const measures = canvas.getByRole('heading', { level: 2, name: 'What it measures' });
    await expect(
      start.compareDocumentPosition(measures) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Language and optional details' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Before you start' })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByLabelText('Language of the statements'), 'es');
    await userEvent.click(canvas.getByRole('radio', { name: 'Over 60' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start with these choices' }));
    await canvas.findByRole('progressbar', { name: 'Question 1 of 120' });
    await waitFor(() =>
      expect(canvasElement.querySelector('fieldset')?.closest('[lang]')).toHaveAttribute(
        'lang',
        'es',
      ),
    );
    await expect(storedDraft()?.demographics).toEqual({ ageBand: 'over-60' });
  },
};

/** The page in Spanish: its words, and the statements in Spanish unless the browser asks otherwise. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Test de personalidad' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Qué mide' })).toBeVisible();
    await expect(canvas.getByLabelText('Idioma de las afirmaciones')).toHaveValue('es');
    const age = canvas.getByRole('group', { name: /^Tu edad/ });
    await expect(within(age).getByRole('radio', { name: 'Prefiero no decirlo' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Empezar el test' }));
    const progress = await canvas.findByRole('progressbar', { name: 'Pregunta 1 de 120' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Quedan aproximadamente 10 minutos');
    await waitFor(() =>
      expect(canvasElement.querySelector('fieldset')?.closest('[lang]')).toHaveAttribute(
        'lang',
        'es',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(storedDraft()?.language).toBe('es');
  },
};

export const AnswersAndMovesOn: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '21–40' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start the test' }));
    const first = await question(canvasElement, 'Worry about things');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(canvas.getByRole('progressbar', { name: 'Question 1 of 120' })).toHaveAttribute(
      'aria-valuetext',
      'About 10 minutes left',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // Key 4 answers, and the next statement follows and takes focus.
    await userEvent.keyboard('4');
    const second = await question(canvasElement, 'Make friends easily');
    await waitFor(() => expect(second).toHaveFocus());
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Question 2 of 120');
    await expect(storedDraft()).toMatchObject({
      answers: { [ITEM_IDS[0]!]: 4 },
      demographics: { ageBand: '21-40' },
    });

    // Back shows the answer given; Next returns.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await question(canvasElement, 'Worry about things');
    await expect(canvas.getByRole('radio', { name: /Moderately Accurate/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await question(canvasElement, 'Make friends easily');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ArrowKeysWaitForEnter: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start the test' }));
    await question(canvasElement, 'Worry about things');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      canvas.getByRole('radio', { name: 'Neither Accurate Nor Inaccurate' }),
    ).toBeChecked();
    // Browsing with the arrows doesn't jump ahead: a timer as long as the move on, started after
    // the keys, ends after any move they could have started, and a move saves the new position.
    await new Promise((resolve) => setTimeout(resolve, ADVANCE_DELAY_MS));
    await expect(storedDraft()?.position).toBe(0);
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Question 1 of 120');
    await userEvent.keyboard('{Enter}');
    await question(canvasElement, 'Make friends easily');
    await expect(storedDraft()?.answers[ITEM_IDS[0]!]).toBe(3);
  },
};

/** Tab reaches the first answer without choosing it; Enter there chooses it and goes on. */
export const EnterChoosesTheFocusedAnswer: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start the test' }));
    await question(canvasElement, 'Worry about things');
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Very Inaccurate' });
    await expect(first).toHaveFocus();
    await expect(first).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await question(canvasElement, 'Make friends easily');
    await expect(storedDraft()?.answers[ITEM_IDS[0]!]).toBe(1);
  },
};

export const ResumesWhereTheyLeftOff: Story = {
  beforeEach: seed(draftWith(37, { position: 12 })),
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(/carry on from question 38/)).toBeInTheDocument();
    await question(canvasElement, 'See beauty in things that others might not notice');
    const progress = canvas.getByRole('progressbar', { name: 'Question 38 of 120' });
    await expect(progress).toHaveAttribute('aria-valuenow', '37');
    await expect(progress).toHaveAttribute('aria-valuetext', 'About 7 minutes left');
  },
};

export const AnnouncesProgressNowAndThen: Story = {
  beforeEach: seed(draftWith(9)),
  play: async ({ canvasElement, canvas }) => {
    await question(canvasElement, 'Like to tidy up');
    await userEvent.keyboard('3');
    await expect(
      await canvas.findByText('10 of 120 answered. About 9 minutes left.'),
    ).toHaveAttribute('role', 'status');
    await question(canvasElement, 'Often feel blue');
    await userEvent.keyboard('3');
    await question(canvasElement, 'Take charge');
    await expect(canvas.getByText('10 of 120 answered. About 9 minutes left.')).toBeInTheDocument();
  },
};

export const ChoosesALanguage: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Language of the statements'), 'de');
    await userEvent.click(canvas.getByRole('button', { name: 'Start the test' }));
    const first = await question(canvasElement, 'Ich mache mir oft Sorgen');
    await expect(first.parentElement).toHaveAttribute('lang', 'de');
    await expect(storedDraft()?.language).toBe('de');
  },
};

export const DamagedDraftStartsFresh: Story = {
  beforeEach: seed('{"version":1,"answers":'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "We couldn't use the answers saved in this browser, so the test starts fresh.",
    );
    await expect(canvas.getByRole('button', { name: 'Start the test' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  },
};

export const DraftFromAnotherVersion: Story = {
  beforeEach: seed({ ...draftWith(50), testVersion: 'ipip-neo-120@0.0.1' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/starts fresh/);
    await expect(canvas.queryByText(/Welcome back/)).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  },
};

export const StorageUnavailable: Story = {
  beforeEach: () => {
    const setItem = Storage.prototype.setItem;
    // Assigning to localStorage itself would store an item; the prototype is the way in.
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === localStorage) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    };
    return () => {
      Storage.prototype.setItem = setItem;
    };
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/only kept while this tab is open/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start the test' }));
    await question(canvasElement, 'Worry about things');
    await userEvent.keyboard('2');
    await question(canvasElement, 'Make friends easily');
    await expect(canvas.getByText(/Closing or reloading it will lose them/)).toBeVisible();
    // Back on the earlier statement, the answer is still there.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(await canvas.findByRole('radio', { name: /Moderately Inaccurate/ })).toBeChecked();
  },
};

export const StartsAgain: Story = {
  beforeEach: seed(draftWith(20)),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'About the test, language and options' }),
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await expect(canvas.getByText(/answered 20 of 120 statements/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start again?' });
    await expect(dialog).toHaveAccessibleDescription(/clears your 20 answers from this browser\./);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep my answers' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, clear my answers' }));
    await expect(canvas.getByRole('button', { name: 'Start the test' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Before you start' })).toHaveFocus(),
    );
    await expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  },
};

/** Keeping the answers (Escape) closes the question and focus goes back to "Start again". */
export const KeepsAnswersOnEscape: Story = {
  beforeEach: seed(draftWith(20)),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'About the test, language and options' }),
    );
    const startAgain = canvas.getByRole('button', { name: 'Start again' });
    await userEvent.click(startAgain);
    await screen.findByRole('dialog', { name: 'Start again?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(startAgain).toHaveFocus());
    await expect(canvas.getByText(/answered 20 of 120 statements/)).toBeVisible();
    await expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  },
};

export const SignedOutFinish: Story = {
  beforeEach: seed(draftWith(118)),
  play: async ({ canvasElement, canvas }) => {
    await question(canvasElement, 'Try not to think about the needy');
    await userEvent.keyboard('5');
    await question(canvasElement, 'Act without thinking');
    await userEvent.keyboard('1');
    const heading = await canvas.findByRole('heading', { name: 'Your answers are ready' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        'Sign in or create a free account to see your report — your answers stay saved in this browser.',
      ),
    ).toBeVisible();
    await expect(Object.keys(storedDraft()?.answers ?? {})).toHaveLength(120);
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in or create an account' }));
    await expect(
      await canvas.findByText('Afterwards back to /personality-test'),
    ).toBeInTheDocument();
  },
};

export const ReviewsBeforeSigningIn: Story = {
  beforeEach: seed(draftWith(120, { position: 119 })),
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { name: 'Your answers are ready' });
    await userEvent.click(canvas.getByRole('button', { name: 'Review my answers' }));
    await question(canvasElement, 'Act without thinking');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await waitFor(async () =>
      expect(await question(canvasElement, 'Try not to think about the needy')).toHaveFocus(),
    );
    await userEvent.keyboard('4');
    // Changing an answer of a finished test moves on one statement, with the end a click away.
    await question(canvasElement, 'Act without thinking');
    await expect(storedDraft()?.answers[ITEM_IDS[118]!]).toBe(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await canvas.findByRole('link', { name: 'Sign in or create an account' });
  },
};

const uploads = recordRequests('savePersonalityAnswers');

export const SyncsAnswersToTheAccount: Story = {
  parameters: signedInWith([...uploads.handlers, ...apiHandlers()]),
  beforeEach: () => {
    uploads.reset();
    seed(draftWith(12))();
  },
  play: async ({ canvasElement, canvas }) => {
    await question(canvasElement, 'Experience my emotions intensely');
    await expect(
      await canvas.findByText(/saved in this browser and to your account/),
    ).toBeVisible();
    // Twelve answers the account lacks go up in one batch as soon as the session is known.
    await waitFor(() => expect(uploads.seen).toHaveLength(1));
    await expect(uploads.seen[0]).toMatchObject({ testVersion: BIG_FIVE_TEST_VERSION });
    await expect((uploads.seen[0] as { answers: unknown[] }).answers).toHaveLength(12);
  },
};

export const ContinuesFromAnotherDevice: Story = {
  parameters: signedInWith([
    mockOperation('getPersonalityAnswers', () =>
      HttpResponse.json({
        testVersion: BIG_FIVE_TEST_VERSION,
        answers: ITEM_IDS.slice(0, 50).map((itemId) => ({ itemId, score: 2 })),
        total: 120,
      }),
    ),
    ...apiHandlers(),
  ]),
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(/answered 50 of 120 statements/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue from question 51' }));
    await question(canvasElement, 'Rarely overindulge');
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Question 51 of 120');
  },
};

const reports = recordRequests('createPersonalityReport');

export const SignedInFinishMakesTheReport: Story = {
  parameters: signedInWith([...reports.handlers, ...apiHandlers()]),
  beforeEach: () => {
    reports.reset();
    seed(draftWith(118, { demographics: { sex: 'female', ageBand: '21-40' } }))();
  },
  play: async ({ canvasElement, canvas }) => {
    await question(canvasElement, 'Try not to think about the needy');
    await userEvent.keyboard('5');
    await question(canvasElement, 'Act without thinking');
    await userEvent.keyboard('1');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
    // The two answers given here were timed, and both came quicker than anyone reads.
    await expect(reports.seen).toEqual([
      { sex: 'female', ageBand: '21-40', pace: { timed: 2, quick: 2 } },
    ]);
    await expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // Finishing earns coins once; the thanks appears as a notification.
    await expect(await screen.findByText('You earned 50 coins')).toBeInTheDocument();
  },
};

/** Back from the login screen with every answer given: straight on to the report. */
export const BackFromSignIn: Story = {
  parameters: signedInWith(apiHandlers()),
  beforeEach: seed(draftWith(120)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
  },
};

export const ChecksSignInAtTheEnd: Story = {
  parameters: { auth: { accounts: [SAM], neverResolves: true } satisfies AuthParameters },
  beforeEach: seed(draftWith(120)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      "Checking whether you're signed in…",
    );
  },
};

export const Scoring: Story = {
  parameters: signedInWith([
    mockOperation('createPersonalityReport', () => new Promise<never>(() => undefined)),
    ...apiHandlers(),
  ]),
  beforeEach: seed(draftWith(120)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Scoring your answers…')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your answers are ready' }),
    ).toBeVisible();
  },
};

const answersSentAgain = recordRequests<{ answers: unknown[] }>('savePersonalityAnswers');
const reportsAsked = recordRequests('createPersonalityReport');

/** The account said it had every answer but can't score them: everything goes up again, once. */
export const AccountMissingAnswers: Story = {
  parameters: signedInWith([
    mockOperation('getPersonalityAnswers', () =>
      HttpResponse.json({
        testVersion: BIG_FIVE_TEST_VERSION,
        answers: ITEM_IDS.map((itemId) => ({ itemId, score: 3 })),
        total: 120,
      }),
    ),
    ...answersSentAgain.handlers,
    ...reportsAsked.handlers,
    ...apiHandlers(),
  ]),
  beforeEach: () => {
    answersSentAgain.reset();
    reportsAsked.reset();
    seed(draftWith(120))();
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
    // Report refused, all 120 answers sent again, report made.
    await expect(reportsAsked.seen).toHaveLength(2);
    await expect(answersSentAgain.seen.map((sent) => sent.answers.length)).toEqual([120]);
  },
};

// The first report request fails with a server error (a busy 503 the client retries itself).
const reportFailsOnce = failsOnce('createPersonalityReport');

export const ReportFailsThenRetries: Story = {
  parameters: signedInWith([reportFailsOnce.handler, ...apiHandlers()]),
  beforeEach: () => {
    reportFailsOnce.reset();
    seed(draftWith(120))();
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't make your report just now");
    await expect(alert).toHaveTextContent('nothing is lost');
    await expect(Object.keys(storedDraft()?.answers ?? {})).toHaveLength(120);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
  },
};

export const AnotherTestVersionOnTheServer: Story = {
  parameters: signedInWith([
    mockOperation('savePersonalityAnswers', () =>
      problem(409, 'test_version_mismatch', 'These answers are for another version.'),
    ),
    ...apiHandlers(),
  ]),
  beforeEach: seed(draftWith(12)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The test has been updated/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start the test' })).toBeInTheDocument();
    await expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  },
};

/** Signed in with a report already: the start page says so and leads to it. */
export const SignedInWithAReport: Story = {
  parameters: signedInWith(
    apiHandlers({
      report: buildPersonalityReport({ createdAt: '2026-11-02T12:00:00.000Z' }),
    }),
  ),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'You already have a report' });
    // The day as the page's language writes it.
    await expect(region).toHaveTextContent(
      `You finished the test on ${dayInWords('2026-11-02T12:00:00.000Z')}.`,
    );
    await expect(within(region).getByRole('link', { name: 'See your report' })).toHaveAttribute(
      'href',
      paths.personalityReport,
    );
    // The start form is still there, below it.
    await expect(canvas.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  },
};
