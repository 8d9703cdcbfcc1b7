import { paths } from '@pathwise/routes';
import {
  onboardingAccount,
  problem,
  serverError,
  signedIn,
  mockOperation,
} from '@pathwise/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { savedAnswers } from './onboarding-data.fixtures';
import { OnboardingDataScreen } from './onboarding-data-screen';

type Canvas = ReturnType<typeof within>;
const LIFE = /Where are you in life right now\?/;
const COUNTRY = /Where you live/;
const HIGHEST = /highest level of education you have finished/;
const PREPARATION = /How much more education or training/;
const SUBJECTS = /Which fields and school subjects do you enjoy\?/;
const VALUES = /What matters most to you at work\?/;

/** One question, found once: its options and what it says about its last save. */
async function questionOf(canvas: Canvas, name: RegExp) {
  const group = await canvas.findByRole('group', { name });
  const inside = within(group);
  return {
    group,
    /** A radio button or checkbox. */
    option: (label: string | RegExp) =>
      inside.queryByRole('radio', { name: label }) ?? inside.getByRole('checkbox', { name: label }),
    /** What it says about its last save: the group's last status line. */
    status: inside.getAllByRole('status').at(-1),
    select: () => inside.getByRole('combobox'),
  };
}

const meta = {
  title: 'Screens/Your onboarding answers',
  component: OnboardingDataScreen,
  parameters: { route: paths.onboardingData, auth: signedIn },
} satisfies Meta<typeof OnboardingDataScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const account = onboardingAccount(savedAnswers);

export const WithAnswers: Story = {
  parameters: { msw: { handlers: account.handlers } },
  beforeEach: account.reset,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your onboarding answers' }),
    ).toBeVisible();
    // Every question on one page, showing what was saved.
    await expect(
      (await questionOf(canvas, LIFE)).option('Thinking about changing careers'),
    ).toBeChecked();
    await expect((await questionOf(canvas, COUNTRY)).select()).toHaveValue('IE');
    await expect((await questionOf(canvas, HIGHEST)).option("A bachelor's degree")).toBeChecked();
    await expect(
      (await questionOf(canvas, PREPARATION)).option('Considerable preparation needed'),
    ).toBeChecked();
    await expect((await questionOf(canvas, SUBJECTS)).option('Biology')).toBeChecked();
    await expect((await questionOf(canvas, VALUES)).option('Support')).toBeChecked();
    await expect(
      canvas.getByRole('link', { name: 'Go through the questions step by step' }),
    ).toHaveAttribute('href', paths.onboarding);
    await expect(canvas.getByRole('link', { name: 'The O*NET database' })).toBeVisible();
    await expect(account.saves).toEqual([]);
  },
};

/** In Spanish: the page's words, the country names and what a save says. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  parameters: { msw: { handlers: account.handlers } },
  beforeEach: account.reset,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tus respuestas iniciales' }),
    ).toBeVisible();
    await expect(document.documentElement.lang).toBe('es');
    await expect(
      canvas.getByRole('link', { name: 'Responder las preguntas paso a paso' }),
    ).toHaveAttribute('href', paths.onboarding);
    const country = await questionOf(canvas, /Dónde vives/);
    await expect(
      within(country.select()).getByRole('option', { name: 'Reino Unido' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(country.select(), 'GB');
    await waitFor(() => expect(country.status).toHaveTextContent('Guardado'));
    await expect(account.saves.at(-1)).toEqual({ ...savedAnswers, country: 'GB' });

    // Education is offered in the chosen country's terms; the level kept is the same.
    const highest = /nivel de estudios más alto que has terminado/;
    await userEvent.selectOptions(country.select(), 'MX');
    await waitFor(async () =>
      expect(
        (await questionOf(canvas, highest)).option('Preparatoria o bachillerato'),
      ).toBeVisible(),
    );
    await userEvent.selectOptions(country.select(), 'ES');
    const inSpain = await questionOf(canvas, highest);
    await waitFor(() => expect(inSpain.option('Bachillerato o FP de grado medio')).toBeVisible());
    await expect(inSpain.option('Grado universitario o licenciatura')).toBeChecked();
  },
};

export const SavesEachChoiceAtOnce: Story = {
  parameters: { msw: { handlers: account.handlers } },
  beforeEach: account.reset,
  play: async ({ canvas }) => {
    // By keyboard: arrow keys move between a question's answers, and each one chosen is saved.
    const life = await questionOf(canvas, LIFE);
    life.option('Thinking about changing careers').focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(life.option('Working')).toBeChecked();
    await waitFor(() => expect(life.status).toHaveTextContent('Saved'));
    await expect(account.saves.at(-1)).toEqual({ ...savedAnswers, lifeStage: 'working' });

    const country = await questionOf(canvas, COUNTRY);
    await userEvent.selectOptions(country.select(), 'United Kingdom');
    await waitFor(() => expect(country.status).toHaveTextContent('Saved'));
    await expect(account.saves.at(-1)).toEqual({
      ...savedAnswers,
      lifeStage: 'working',
      country: 'GB',
    });
  },
};

export const SavesTickedBoxesTogether: Story = {
  parameters: { msw: { handlers: account.handlers } },
  beforeEach: account.reset,
  play: async ({ canvas }) => {
    const subjects = await questionOf(canvas, SUBJECTS);
    await userEvent.click(subjects.option('Maths'));
    await userEvent.click(subjects.option('Biology'));
    // Ticking comes in bursts: the save waits for a pause, then sends the boxes as they are.
    await expect(subjects.status).not.toHaveTextContent('Saved');
    await waitFor(() => expect(subjects.status).toHaveTextContent('Saved'));
    await expect(account.saves).toEqual([
      { ...savedAnswers, enjoyedSubjects: ['Maths', 'Art and design'] },
    ]);
    await expect(subjects.option('Maths')).toBeChecked();
    await expect(subjects.option('Biology')).not.toBeChecked();
  },
};

export const AtMostThreeWorkValues: Story = {
  parameters: { msw: { handlers: account.handlers } },
  beforeEach: account.reset,
  play: async ({ canvas }) => {
    const values = await questionOf(canvas, VALUES);
    await expect(values.group).toHaveAccessibleDescription('Choose up to three.');
    await userEvent.click(values.option('Achievement'));
    // A fourth is refused at once, and the group says why.
    await userEvent.click(values.option('Independence'));
    await expect(values.option('Independence')).not.toBeChecked();
    await expect(
      within(values.group).getByText('That’s three already: untick one to choose another.'),
    ).toBeVisible();
    await waitFor(() => expect(values.status).toHaveTextContent('Saved'));
    await expect(account.saves).toEqual([
      { ...savedAnswers, workValues: ['achievement', 'relationships', 'support'] },
    ]);
  },
};

const empty = onboardingAccount({ completed: false });

export const NothingAnsweredYet: Story = {
  parameters: { msw: { handlers: empty.handlers } },
  beforeEach: empty.reset,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/haven’t answered any of these yet/)).toBeVisible();
    await expect((await questionOf(canvas, LIFE)).option('Prefer not to say')).toBeChecked();
    await expect((await questionOf(canvas, COUNTRY)).select()).toHaveValue('');
    await expect((await questionOf(canvas, SUBJECTS)).option('Maths')).not.toBeChecked();

    const preparation = await questionOf(canvas, PREPARATION);
    await userEvent.click(preparation.option('Some preparation needed'));
    await waitFor(() => expect(preparation.status).toHaveTextContent('Saved'));
    // Answering here doesn't count as finishing the step-by-step questions.
    // The profile's own answers, not given, go as null so nothing there is kept by mistake.
    await expect(empty.saves).toEqual([
      { maxJobZone: 2, lifeStage: null, highestEducation: null, country: null, completed: false },
    ]);
  },
};

const failing = onboardingAccount(savedAnswers, {
  refuse: (attempt) => (attempt === 0 ? serverError() : undefined),
});

export const SaveFails: Story = {
  parameters: { msw: { handlers: failing.handlers } },
  beforeEach: failing.reset,
  play: async ({ canvas }) => {
    const question = await questionOf(canvas, COUNTRY);
    const country = question.select();
    await userEvent.selectOptions(country, 'France');
    await waitFor(() =>
      expect(question.status).toHaveTextContent(
        "We couldn't save your answers just now. They're still here: please try again in a moment.",
      ),
    );
    // Nothing lost: the choice stays, marked, with a way to send it again.
    await expect(country).toHaveValue('FR');
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(country).toHaveAccessibleDescription(/still here: please try again/);
    await userEvent.click(
      within(question.group).getByRole('button', { name: 'Try again to save where you live' }),
    );
    await waitFor(() => expect(question.status).toHaveTextContent('Saved'));
    await expect(country).not.toHaveAttribute('aria-invalid');
    await expect(failing.saves).toHaveLength(2);
    await expect(failing.saves[1]).toEqual({ ...savedAnswers, country: 'FR' });
    // The other questions are as they were.
    await expect(
      (await questionOf(canvas, LIFE)).option('Thinking about changing careers'),
    ).toBeChecked();
  },
};

const refusing = onboardingAccount(savedAnswers, {
  refuse: () =>
    problem(400, 'invalid_request', 'Some fields are not valid.', [
      { path: 'body.country', message: 'We don’t recognise this country. Please choose another.' },
    ]),
});

export const SaveRefused: Story = {
  parameters: { msw: { handlers: refusing.handlers } },
  beforeEach: refusing.reset,
  play: async ({ canvas }) => {
    const question = await questionOf(canvas, COUNTRY);
    await userEvent.selectOptions(question.select(), 'Antarctica');
    await waitFor(() =>
      expect(question.status).toHaveTextContent(
        'We don’t recognise this country. Please choose another.',
      ),
    );
    await expect(question.select()).toHaveValue('AQ');
  },
};

const unloadable = onboardingAccount(savedAnswers, {
  load: (attempt) => (attempt === 0 ? serverError() : undefined),
});

export const LoadFails: Story = {
  parameters: { msw: { handlers: unloadable.handlers } },
  beforeEach: unloadable.reset,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We couldn’t load your answers');
    await expect(alert).toHaveTextContent(/try again in a moment/);
    await expect(canvas.queryByRole('group', { name: LIFE })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      (await questionOf(canvas, LIFE)).option('Thinking about changing careers'),
    ).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [mockOperation('getOnboarding', () => new Promise<never>(() => undefined))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('wait... loading...')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: LIFE })).not.toBeInTheDocument();
  },
};
