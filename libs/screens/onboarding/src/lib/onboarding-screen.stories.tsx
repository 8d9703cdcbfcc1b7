import { AnalyticsProvider, type AnalyticsClient } from '@pathwise/analytics';
import {
  apiHandlers,
  buildInterestResult,
  onboardingAccount,
  problem,
  serverError,
  signedInWith,
  mockOperation,
} from '@pathwise/api/testing';
import { onboardingAnswersSchema } from '@pathwise/contract';
import { ONBOARDING_STORAGE_KEY, noteMadeHere, useOnboardingSync } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { someAnswers } from './onboarding.fixtures';
import { OnboardingScreen } from './onboarding-screen';

const tracked: [string, unknown][] = [];
const analytics: AnalyticsClient = {
  track: (event, properties) => tracked.push([event, properties]),
};

/** Stands in for the app's PlaygroundSync, which moves the browser's answers on sign-in. */
function PlaygroundSync() {
  useOnboardingSync();
  return null;
}

/** The screen at its address, with stand-ins for where it leads. */
function Routed({ sync = false }: { sync?: boolean }) {
  return (
    <AnalyticsProvider client={analytics}>
      {sync && <PlaygroundSync />}
      <Routes>
        <Route path={paths.onboarding} element={<OnboardingScreen />} />
        <Route path={paths.playgroundCanvas} element={<h1>Sort activity cards</h1>} />
        <Route path={paths.playgroundHome} element={<h1>Career playground</h1>} />
      </Routes>
    </AnalyticsProvider>
  );
}

/** Answers kept in this browser, given earlier in this browser session (as the page's own saves are). */
const seed = (value: unknown) => () => {
  localStorage.setItem(
    ONBOARDING_STORAGE_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
  noteMadeHere(ONBOARDING_STORAGE_KEY);
};
const stored = () => JSON.parse(localStorage.getItem(ONBOARDING_STORAGE_KEY) ?? 'null');

type Canvas = ReturnType<typeof within>;
const stepHeading = (canvas: Canvas, title: string) =>
  canvas.findByRole('heading', { level: 2, name: new RegExp(`^Step \\d of 5\\s*:\\s*${title}$`) });
const group = (canvas: Canvas, question: RegExp) => canvas.getByRole('group', { name: question });
/** A radio button or checkbox of one question. */
const option = (canvas: Canvas, question: RegExp, name: string | RegExp) => {
  const inQuestion = within(group(canvas, question));
  return inQuestion.queryByRole('radio', { name }) ?? inQuestion.getByRole('checkbox', { name });
};

const LIFE = /Where are you in life right now\?/;
const HIGHEST = /highest level of education you have finished/;
const PLANNED = /highest level you plan to reach/;
const PREPARATION = /How much more education or training/;
const SUBJECTS = /Which fields and school subjects do you enjoy\?/;
const VALUES = /What matters most to you at work\?/;
const PAY = /least pay a year you would consider\?/;

const meta = {
  title: 'Screens/A few questions about you',
  component: OnboardingScreen,
  render: () => <Routed />,
  parameters: { route: paths.onboarding },
  // Answers outlive a story in a real browser; every story starts from its own.
  beforeEach: () => {
    tracked.length = 0;
    localStorage.removeItem(ONBOARDING_STORAGE_KEY);
    return () => localStorage.removeItem(ONBOARDING_STORAGE_KEY);
  },
} satisfies Meta<typeof OnboardingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutFresh: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A few questions about you' }),
    ).toBeVisible();
    await stepHeading(canvas, 'About you');
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('About you');
    await expect(group(canvas, LIFE)).toHaveAccessibleName(/\(optional\)$/);
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    // By keyboard: into the first question, arrow to an answer, on to the country and Next.
    await userEvent.tab();
    await expect(option(canvas, LIFE, 'Prefer not to say')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(option(canvas, LIFE, 'At college or university')).toBeChecked();
    await userEvent.tab();
    const country = canvas.getByRole('combobox', { name: /Where you live \(optional\)/ });
    await expect(country).toHaveFocus();
    await userEvent.selectOptions(country, 'United Kingdom');
    await userEvent.tab();
    // The current-job search is optional: a student tabs past it.
    await expect(canvas.getByRole('searchbox', { name: 'Search job titles' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const education = await stepHeading(canvas, 'Your education');
    await waitFor(() => expect(education).toHaveFocus());
    await expect(stored()).toEqual({ lifeStage: 'college', country: 'GB', completed: false });

    // Education is offered as the United Kingdom names it.
    await userEvent.click(option(canvas, HIGHEST, 'GCSEs, A levels or equivalent'));
    await userEvent.click(option(canvas, PLANNED, "A bachelor's degree"));
    // Back saves too, and keeps what was chosen.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(async () => expect(await stepHeading(canvas, 'About you')).toHaveFocus());
    await expect(option(canvas, LIFE, 'At college or university')).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /Where you live/ })).toHaveValue('GB');
    await expect(stored()).toMatchObject({
      highestEducation: 'secondary',
      plannedEducation: 'bachelor',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await stepHeading(canvas, 'Your education');
    await expect(option(canvas, PLANNED, "A bachelor's degree")).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    await stepHeading(canvas, 'More study or training');
    const considerable = option(canvas, PREPARATION, 'Considerable preparation needed');
    await expect(considerable).toHaveAccessibleDescription(/bachelor's degree/);
    await userEvent.click(considerable);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    await stepHeading(canvas, 'Subjects you enjoy');
    await userEvent.click(option(canvas, SUBJECTS, 'Maths'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(option(canvas, SUBJECTS, 'Biology')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));

    await stepHeading(canvas, 'What matters most at work');
    await expect(option(canvas, VALUES, 'Independence')).toHaveAccessibleDescription(
      /making your own decisions/,
    );
    await userEvent.click(option(canvas, VALUES, 'Achievement'));
    await userEvent.click(option(canvas, VALUES, 'Support'));
    await expect(option(canvas, PAY, '$50,000 a year')).toHaveAccessibleDescription(
      'About $24.04 an hour, full time.',
    );
    await userEvent.click(option(canvas, PAY, '$50,000 a year'));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));

    const done = await canvas.findByRole('heading', { level: 2, name: 'All done, thank you' });
    await waitFor(() => expect(done).toHaveFocus());
    await expect(canvas.getByText(/You answered 8 of 9 questions and skipped 1\./)).toBeVisible();
    await expect(canvas.getByText(/saved in this browser/)).toBeVisible();
    await expect(stored()).toEqual({
      lifeStage: 'college',
      country: 'GB',
      highestEducation: 'secondary',
      plannedEducation: 'bachelor',
      maxJobZone: 4,
      enjoyedSubjects: ['Maths', 'Biology'],
      workValues: ['achievement', 'support'],
      payFloor: 50000,
      completed: true,
    });
    await expect(tracked).toEqual([
      ['onboarding_completed', { answered: 8, skipped: 1, signedIn: false }],
    ]);
    await expect(
      canvas.getByRole('link', { name: 'Back to the playground steps' }),
    ).toHaveAttribute('href', paths.playgroundHome);
    await userEvent.click(canvas.getByRole('link', { name: 'Next: sort activity cards' }));
    await canvas.findByRole('heading', { level: 1, name: 'Sort activity cards' });
  },
};

export const SignedOutResuming: Story = {
  beforeEach: seed(someAnswers),
  play: async ({ canvas }) => {
    // Steps 1 and 2 have answers: on at step 3.
    await stepHeading(canvas, 'More study or training');
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await stepHeading(canvas, 'Your education');
    await expect(option(canvas, HIGHEST, "A bachelor's degree")).toBeChecked();
    await expect(option(canvas, PLANNED, 'Not sure yet')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await stepHeading(canvas, 'About you');
    await expect(option(canvas, LIFE, 'Thinking about changing careers')).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /Where you live/ })).toHaveValue('IE');
    await expect(stored()).toEqual(someAnswers);
  },
};

export const SkipsEveryQuestion: Story = {
  play: async ({ canvas }) => {
    for (const title of [
      'About you',
      'Your education',
      'More study or training',
      'Subjects you enjoy',
    ]) {
      await stepHeading(canvas, title);
      await userEvent.click(canvas.getByRole('button', { name: 'Skip this step' }));
    }
    await stepHeading(canvas, 'What matters most at work');
    await userEvent.click(option(canvas, VALUES, 'Recognition'));
    // Skipping leaves the question unanswered, even after a box was ticked.
    await userEvent.click(canvas.getByRole('button', { name: 'Skip and finish' }));
    await canvas.findByRole('heading', { level: 2, name: 'All done, thank you' });
    await expect(canvas.getByText(/You answered 0 of 9 questions and skipped 9\./)).toBeVisible();
    await expect(stored()).toEqual({ completed: true });
    await expect(tracked).toEqual([
      ['onboarding_completed', { answered: 0, skipped: 9, signedIn: false }],
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Change my answers' }));
    await waitFor(async () => expect(await stepHeading(canvas, 'About you')).toHaveFocus());
  },
};

export const FinishedEarlier: Story = {
  beforeEach: seed({ ...someAnswers, workValues: ['support'], completed: true }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'All done, thank you' });
    await expect(canvas.getByText(/You answered 4 of 9 questions and skipped 5\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Next: sort activity cards' })).toBeVisible();
  },
};

/**
 * The form takes as many work values as the API keeps, and not one more: both are checked here
 * against the contract's schema, independently of the limit the form was given.
 */
export const AtMostThreeWorkValues: Story = {
  beforeEach: seed({ ...someAnswers, maxJobZone: 3, enjoyedSubjects: ['Music'] }),
  play: async ({ canvas }) => {
    await stepHeading(canvas, 'What matters most at work');
    await expect(group(canvas, VALUES)).toHaveAccessibleDescription('Choose up to three.');
    const boxes = within(group(canvas, VALUES)).getAllByRole('checkbox');
    for (const box of boxes) await userEvent.click(box);
    const ticked = boxes.filter((box) => (box as HTMLInputElement).checked);
    await expect(ticked.map((box) => box.getAttribute('value'))).toEqual([
      'achievement',
      'independence',
      'recognition',
    ]);
    await expect(
      await canvas.findByText('That’s three already: untick one to choose another.'),
    ).toBeVisible();
    const chosen = ticked.map((box) => box.getAttribute('value'));
    const unticked = boxes.find((box) => !(box as HTMLInputElement).checked);
    await expect(onboardingAnswersSchema.safeParse({ workValues: chosen }).success).toBe(true);
    await expect(
      onboardingAnswersSchema.safeParse({
        workValues: [...chosen, unticked?.getAttribute('value')],
      }).success,
    ).toBe(false);

    // Swapping one for another works.
    await userEvent.click(option(canvas, VALUES, 'Independence'));
    await userEvent.click(option(canvas, VALUES, 'Support'));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await canvas.findByRole('heading', { level: 2, name: 'All done, thank you' });
    await expect(stored()?.workValues).toEqual(['achievement', 'recognition', 'support']);
  },
};

/** A career changer finds their job with the search; it is kept with the other answers. */
export const CareerChangerSavesTheirJob: Story = {
  parameters: { msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    await stepHeading(canvas, 'About you');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search job titles' }), 'nurs');
    const job = await canvas.findByRole('radio', { name: 'Registered Nurses' });
    await userEvent.click(job);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await stepHeading(canvas, 'Your education');
    await expect(stored()).toEqual({ currentOccupation: '29-1141.00', completed: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await stepHeading(canvas, 'About you');
    await expect(await canvas.findByRole('radio', { name: 'Registered Nurses' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear my answer' }));
    // The button is gone with the answer: focus is in the search box, to look again.
    await expect(canvas.getByRole('searchbox', { name: 'Search job titles' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await stepHeading(canvas, 'Your education');
    await expect(stored()).toEqual({ completed: false });
  },
};

export const DamagedBrowserCopy: Story = {
  beforeEach: seed('{"lifeStage":"astronaut"'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/couldn't read the answers saved in this browser, so we've cleared/),
    ).toHaveAttribute('role', 'status');
    await stepHeading(canvas, 'About you');
    await expect(option(canvas, LIFE, 'Prefer not to say')).toBeChecked();
    await waitFor(() => expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull());
  },
};

const account = onboardingAccount({ ...someAnswers, maxJobZone: 2 });
const finished = onboardingAccount({ ...someAnswers, completed: true });

/** Someone who sorted the cards before answering: the next step is their careers, not the cards. */
export const FinishedAfterSortingCards: Story = {
  parameters: signedInWith([
    mockOperation('getInterestResult', () => HttpResponse.json(buildInterestResult())),
    ...finished.handlers,
  ]),
  beforeEach: finished.reset,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'All done, thank you' });
    const next = await canvas.findByRole('link', { name: 'Next: careers that fit you' });
    await expect(next).toHaveAttribute('href', paths.careerSuggestions);
    await expect(canvas.queryByRole('link', { name: 'Next: sort activity cards' })).toBeNull();
  },
};

export const SignedInWithSavedAnswers: Story = {
  parameters: signedInWith(account.handlers),
  beforeEach: account.reset,
  play: async ({ canvas }) => {
    await stepHeading(canvas, 'Subjects you enjoy');
    await userEvent.click(option(canvas, SUBJECTS, 'Art and design'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await stepHeading(canvas, 'What matters most at work');
    // The whole set goes to the account, with nothing in this browser.
    await expect(account.saves).toEqual([
      { ...someAnswers, maxJobZone: 2, enjoyedSubjects: ['Art and design'] },
    ]);
    await userEvent.click(option(canvas, VALUES, 'Relationships'));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await canvas.findByRole('heading', { level: 2, name: 'All done, thank you' });
    await expect(canvas.getByText(/saved to your account/)).toBeVisible();
    await expect(account.saves).toHaveLength(2);
    await expect(account.saves[1]).toMatchObject({
      workValues: ['relationships'],
      completed: true,
    });
    await expect(tracked).toEqual([
      ['onboarding_completed', { answered: 6, skipped: 3, signedIn: true }],
    ]);
    await expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  },
};

const moved = onboardingAccount({ maxJobZone: 2, country: 'FR', completed: false });

/** Answered while signed out, then signed in: the browser's answers join the account's. */
export const SignedInMovesBrowserAnswers: Story = {
  render: () => <Routed sync />,
  parameters: signedInWith(moved.handlers),
  beforeEach: () => {
    moved.reset();
    seed({ lifeStage: 'school', country: 'GB', completed: false })();
  },
  play: async ({ canvas }) => {
    // The furthest step answered, in either copy, is "More study or training": carry on after it.
    await stepHeading(canvas, 'Subjects you enjoy');
    await waitFor(() => expect(localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull());
    await expect(moved.saves).toEqual([
      { lifeStage: 'school', country: 'GB', maxJobZone: 2, completed: false },
    ]);
    for (const step of ['More study or training', 'Your education', 'About you']) {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await stepHeading(canvas, step);
    }
    // The account's answers are read again after the move; on a busy machine they land a moment
    // after the step shows.
    await waitFor(() => expect(option(canvas, LIFE, 'At school')).toBeChecked());
    await expect(canvas.getByRole('combobox', { name: /Where you live/ })).toHaveValue('GB');
  },
};

export const SignedInLoading: Story = {
  parameters: signedInWith([
    mockOperation('getOnboarding', () => new Promise<never>(() => undefined)),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('wait... loading...')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

/**
 * Loads fail until the person presses "Try again" (a count of requests would be thrown off by a
 * request still in flight from the story before).
 */
let loadsFail = true;

export const SignedInLoadError: Story = {
  parameters: signedInWith([
    mockOperation('getOnboarding', () =>
      loadsFail ? serverError() : HttpResponse.json({ answers: someAnswers, updatedAt: null }),
    ),
  ]),
  beforeEach: () => {
    loadsFail = true;
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load your answers');
    await expect(alert).toHaveTextContent(/try again in a moment/);
    loadsFail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await stepHeading(canvas, 'More study or training');
  },
};

const failing = onboardingAccount(someAnswers, {
  refuse: (attempt) => (attempt === 0 ? serverError() : undefined),
});

export const SaveFailsOnTheServer: Story = {
  parameters: signedInWith(failing.handlers),
  beforeEach: failing.reset,
  play: async ({ canvas }) => {
    await stepHeading(canvas, 'More study or training');
    await userEvent.click(option(canvas, PREPARATION, 'Extensive preparation needed'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      "We couldn't save your answers just now. They're still here: please try again in a moment.",
    );
    // Still on the same step, with the choice kept.
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await expect(option(canvas, PREPARATION, 'Extensive preparation needed')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await stepHeading(canvas, 'Subjects you enjoy');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(failing.saves).toHaveLength(2);
  },
};

const refusing = onboardingAccount(
  { completed: false },
  {
    refuse: () =>
      problem(400, 'invalid_request', 'Some fields are not valid.', [
        {
          path: 'body.country',
          message: 'We don’t recognise this country. Please choose another.',
        },
      ]),
  },
);

export const SaveRefusedByTheApi: Story = {
  parameters: signedInWith(refusing.handlers),
  beforeEach: refusing.reset,
  play: async ({ canvas }) => {
    await stepHeading(canvas, 'About you');
    const country = canvas.getByRole('combobox', { name: /Where you live/ });
    await userEvent.selectOptions(country, 'Antarctica');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "We couldn't save these answers: Some fields are not valid. Please check them and try again.",
    );
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(country).toHaveAccessibleDescription(/We don’t recognise this country/);
    await waitFor(() => expect(country).toHaveFocus());
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
  },
};

/** The questions in Spanish: the screen's own words, and the countries named in Spanish. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unas preguntas sobre ti' }),
    ).toBeVisible();
    await expect(document.documentElement.lang).toBe('es');
    await expect(await canvas.findByText('Paso 1 de 5')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Pasos' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('searchbox', { name: 'Buscar puestos de trabajo' }),
    ).toHaveAttribute('placeholder', 'Por ejemplo: enfermería, docente, electricista');
    await expect(canvas.getByRole('option', { name: 'Alemania' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Saltar este paso' })).toBeVisible();
  },
};
