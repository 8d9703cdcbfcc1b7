import { scoreInterests } from '@pathwise/assessment';
import { apiHandlers } from '@pathwise/api/testing';
import { paths } from '@pathwise/routes';
import { SpeechProvider } from '@pathwise/speech';
import {
  type FakeSpeech,
  type FakeSpeechOptions,
  createFakeSpeech,
} from '@pathwise/speech/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fireEvent, userEvent, waitFor, type within } from 'storybook/test';
import { RESULT_KEY, SETTINGS_KEY, SORT_KEY, deckCards, storedSort } from './audio.fixtures';
import { AudioScreen } from './audio-screen';
import { noteMadeHere } from '@pathwise/progress';

type Canvas = ReturnType<typeof within>;

/** Each story gets its own scripted speech, set up from its `speech` parameter. */
let speech: FakeSpeech = createFakeSpeech();

const storedRatings = () =>
  (
    JSON.parse(localStorage.getItem(SORT_KEY) ?? 'null') as {
      ratings?: Record<string, string>;
    } | null
  )?.ratings ?? {};
const caption = (canvas: Canvas) => canvas.getByTestId('caption');
const start = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: 'Start' }));

const meta = {
  title: 'Screens/Listen and answer',
  component: AudioScreen,
  render: () => (
    <SpeechProvider adapter={speech}>
      <Routes>
        <Route path={paths.audio} element={<AudioScreen />} />
        <Route path={paths.playgroundResult} element={<h1>Your interest profile</h1>} />
      </Routes>
    </SpeechProvider>
  ),
  parameters: { route: paths.audio, msw: { handlers: apiHandlers() } },
  beforeEach: ({ parameters }) => {
    speech = createFakeSpeech((parameters as { speech?: FakeSpeechOptions }).speech);
    const clear = () =>
      [SORT_KEY, RESULT_KEY, SETTINGS_KEY].forEach((key) => localStorage.removeItem(key));
    clear();
    return () => {
      speech.stopSpeaking();
      speech.stopListening();
      clear();
    };
  },
} satisfies Meta<typeof AudioScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before starting: what happens, the choices, and nothing spoken or listened for yet. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Listen and answer' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Ready when you are' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Read the activities aloud' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Answer by voice' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Voice' })).toBeVisible();
    await expect(speech.spoken).toEqual([]);
    await expect(speech.listening).toBe(false);
  },
};

/** Starting reads the introduction and the first activity; a key answers and the next is read. */
export const Speaking: Story = {
  play: async ({ canvas }) => {
    await start(canvas);
    await expect(
      canvas.getByRole('heading', { name: `Activity 1 of ${deckCards.length}` }),
    ).toHaveFocus();
    await expect(canvas.getByText('Reading aloud')).toBeVisible();
    await expect(speech.spoken.at(-1)).toContain('I’ll read out 12 activities');
    await expect(speech.spoken.at(-1)).toContain(deckCards[0]!.text);
    await expect(caption(canvas)).toHaveTextContent(deckCards[0]!.text);
    // While the page speaks, the caption is not announced as well.
    await expect(canvas.getByRole('status', { name: 'Spoken caption' })).toBeEmptyDOMElement();

    speech.finishSpeaking();
    await canvas.findByText('Waiting for your answer');
    await userEvent.keyboard('y');
    await waitFor(() => expect(storedRatings()[deckCards[0]!.id]).toBe('like'));
    await canvas.findByRole('heading', { name: 'Activity 2 of 12' });
    await expect(speech.spoken.at(-1)).toBe(
      `Activity 2 of 12. ${deckCards[1]!.text}. Would you enjoy it?`,
    );

    // Repeat reads it again; pause stops the voice; play picks up the same activity.
    await userEvent.click(canvas.getByRole('button', { name: 'Repeat' }));
    await waitFor(() =>
      expect(speech.spoken.filter((t) => t.startsWith('Activity 2')).length).toBe(2),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(speech.speaking).toBe(false);
    await expect(canvas.getByText('Paused')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(speech.spoken.filter((t) => t.startsWith('Activity 2')).length).toBe(3),
    );
  },
};

/** Voice answers: the page listens after each activity and understands yes, skip and the rest. */
export const Listening: Story = {
  parameters: { speech: { autoFinish: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Answer by voice' }));
    await start(canvas);
    await canvas.findByText('Listening for your answer');
    await expect(speech.spoken.at(-1)).toContain('say yes, maybe or no');

    // `hear` is true once something was listening: the page listens only after it has spoken.
    const say = (words: string) => waitFor(() => expect(speech.hear(words)).toBe(true));
    await say('yes please');
    await canvas.findByRole('heading', { name: 'Activity 2 of 12' });
    await expect(storedRatings()[deckCards[0]!.id]).toBe('like');

    await say('skip');
    await waitFor(() => expect(canvas.getByText(deckCards[2]!.text)).toBeVisible());
    await expect(canvas.getByText(/1 skipped activity comes back at the end/)).toBeVisible();

    await say('banana');
    await waitFor(() => expect(caption(canvas)).toHaveTextContent('Sorry, I didn’t catch that'));
    await say('not sure');
    await waitFor(() => expect(storedRatings()[deckCards[2]!.id]).toBe('unsure'));
  },
};

/** No speech at all: the same walk with captions (announced politely) and the buttons. */
export const NoSpeechSupport: Story = {
  parameters: { speech: { canSpeak: false, canListen: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This browser can’t read aloud/)).toBeVisible();
    await expect(canvas.getByText(/can’t recognise speech/)).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'Answer by voice' })).not.toBeInTheDocument();
    await start(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Spoken caption' })).toHaveTextContent(
        deckCards[0]!.text,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^No/ }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Spoken caption' })).toHaveTextContent(
        deckCards[1]!.text,
      ),
    );
    await expect(storedRatings()[deckCards[0]!.id]).toBe('dislike');
  },
};

/** The microphone was refused: said plainly, voice answers turn off, the buttons carry on. */
export const PermissionDenied: Story = {
  parameters: { speech: { autoFinish: true, microphone: 'denied' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Answer by voice' }));
    await start(canvas);
    await expect(await canvas.findByText(/permission was turned down/)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Answer by voice' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /^Maybe/ }));
    await waitFor(() => expect(storedRatings()[deckCards[0]!.id]).toBe('unsure'));
  },
};

/** A walk already begun carries on at the next activity, without the introduction. */
export const Resumes: Story = {
  // Sorted earlier in this browser session: the visitor's own.
  beforeEach: () => {
    localStorage.setItem(SORT_KEY, JSON.stringify(storedSort(5)));
    noteMadeHere(SORT_KEY);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Carry on' }));
    await canvas.findByRole('heading', { name: 'Activity 6 of 12' });
    await expect(speech.spoken).toEqual([
      `Activity 6 of 12. ${deckCards[5]!.text}. Would you enjoy it?`,
    ]);
  },
};

/** Pace and voice are remembered, and the next thing read aloud uses them. */
export const RemembersVoiceAndPace: Story = {
  play: async ({ canvas }) => {
    fireEvent.change(await canvas.findByRole('slider', { name: /Speaking pace/ }), {
      target: { value: '1.5' },
    });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Voice' }),
      'Sam (English, US)',
    );
    await expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toEqual({
      rate: 1.5,
      voiceId: 'fake-sam',
    });
    await expect(canvas.getByRole('slider', { name: /Speaking pace/ })).toHaveAccessibleName(
      'Speaking pace: faster (1.5×)',
    );
    await start(canvas);
    await waitFor(() =>
      expect(speech.lastOptions).toMatchObject({ rate: 1.5, voiceId: 'fake-sam' }),
    );
  },
};

/** The whole deck with the keys, then the result: the same scoring as the canvas. */
export const CompletesTheDeck: Story = {
  parameters: { speech: { autoFinish: true } },
  play: async ({ canvas }) => {
    await start(canvas);
    const keys = ['y', 'n', 'm'] as const;
    const ratings: Record<string, 'like' | 'dislike' | 'unsure'> = {};
    for (const [index, card] of deckCards.entries()) {
      await canvas.findByRole('heading', { name: `Activity ${index + 1} of 12` });
      const key = keys[index % 3]!;
      ratings[card.id] = key === 'y' ? 'like' : key === 'n' ? 'dislike' : 'unsure';
      await userEvent.keyboard(key);
    }
    await canvas.findByRole('heading', { name: 'All activities answered' });
    await expect(
      canvas.queryByRole('group', { name: 'Would you enjoy it?' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'See my result' }));
    await canvas.findByRole('heading', { level: 1, name: 'Your interest profile' });
    const expected = scoreInterests(deckCards, ratings, { minimum: { perArea: 1, total: 6 } });
    const kept = JSON.parse(localStorage.getItem(RESULT_KEY) ?? 'null') as {
      result: { hollandCode: string };
    };
    await expect(expected.status === 'scored' && expected.hollandCode).toBe(
      kept.result.hollandCode,
    );
  },
};

/**
 * In Spanish: the page's words, what it says aloud (in the page's language, for a Spanish voice)
 * and the spoken answers it understands are Spanish. The activities' texts come from the API.
 */
export const InSpanish: Story = {
  globals: { language: 'es' },
  parameters: { speech: { autoFinish: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Escucha y responde' }),
    ).toBeVisible();
    await expect(document.documentElement.lang).toBe('es');
    await userEvent.click(await canvas.findByRole('switch', { name: 'Responder con la voz' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Empezar' }));
    await canvas.findByText('Escuchando tu respuesta');
    await expect(speech.spoken.at(-1)).toContain('Voy a leerte 12 actividades, de una en una.');
    await expect(speech.spoken.at(-1)).toContain('di sí, quizás o no');
    await expect(speech.spoken.at(-1)).toContain(
      `Actividad 1 de 12. ${deckCards[0]!.text}. ¿Lo disfrutarías?`,
    );
    await expect(speech.lastOptions).toMatchObject({ lang: 'es' });

    await waitFor(() => expect(speech.hear('sí')).toBe(true));
    await canvas.findByRole('heading', { name: 'Actividad 2 de 12' });
    await expect(storedRatings()[deckCards[0]!.id]).toBe('like');
    await waitFor(() => expect(speech.hear('no es para mí')).toBe(true));
    await canvas.findByRole('heading', { name: 'Actividad 3 de 12' });
    await expect(storedRatings()[deckCards[1]!.id]).toBe('dislike');
    await expect(
      canvas.getByText('Teclas: Y sí, M quizás, N no, R repetir, S saltar.'),
    ).toBeVisible();
  },
};
