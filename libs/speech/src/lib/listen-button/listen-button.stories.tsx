import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FAKE_VOICES, createFakeSpeech } from '../fake-speech';
import { SpeechProvider } from '../speech-context';
import { ListenButton } from './listen-button';

const TEXT = 'Your Holland code is SAI: Social, Artistic, Investigative.';

const meta = {
  title: 'Speech/Listen button',
  component: ListenButton,
  args: { label: 'Listen to my result', text: TEXT },
} satisfies Meta<typeof ListenButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const speech = createFakeSpeech();

export const ReadsAloudAndStops: Story = {
  decorators: [(Story) => <SpeechProvider adapter={speech}>{Story()}</SpeechProvider>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Listen to my result' }));
    await expect(speech.spoken.at(-1)).toBe(TEXT);
    const stop = await canvas.findByRole('button', { name: 'Stop reading aloud' });
    await userEvent.click(stop);
    await expect(speech.speaking).toBe(false);
    await canvas.findByRole('button', { name: 'Listen to my result' });
  },
};

const failing = createFakeSpeech();

export const DeviceCannotSpeak: Story = {
  decorators: [(Story) => <SpeechProvider adapter={failing}>{Story()}</SpeechProvider>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Listen to my result' }));
    failing.finishSpeaking('failed');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('couldn’t read it aloud'),
    );
  },
};

export const NoSpeechInThisBrowser: Story = {
  decorators: [
    (Story) => (
      <SpeechProvider adapter={createFakeSpeech({ canSpeak: false })}>
        <p>Report text</p>
        {Story()}
      </SpeechProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const spanish = createFakeSpeech();

/** In Spanish: the button's words, and a Spanish voice for the Spanish text. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  args: { label: 'Escuchar mi resultado', text: 'Tu código Holland es SAI.' },
  decorators: [(Story) => <SpeechProvider adapter={spanish}>{Story()}</SpeechProvider>],
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    await userEvent.click(canvas.getByRole('button', { name: 'Escuchar mi resultado' }));
    await expect(spanish.lastOptions).toMatchObject({ voiceId: 'fake-lucia', lang: 'es' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Dejar de leer en voz alta' }));
    await expect(canvas.queryByText(/no tiene una voz/)).not.toBeInTheDocument();
  },
};

const englishVoicesOnly = createFakeSpeech({
  voices: FAKE_VOICES.filter((voice) => voice.lang.startsWith('en')),
});

/** A device without a Spanish voice: the button still reads, and says the voice may not fit. */
export const NoVoiceForTheLanguage: Story = {
  globals: { language: 'es' },
  args: { label: 'Escuchar mi resultado', text: 'Tu código Holland es SAI.' },
  decorators: [(Story) => <SpeechProvider adapter={englishVoicesOnly}>{Story()}</SpeechProvider>],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Este dispositivo no tiene una voz en español/),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Escuchar mi resultado' }));
    await expect(englishVoicesOnly.lastOptions).toMatchObject({ voiceId: null, lang: 'es' });
  },
};
