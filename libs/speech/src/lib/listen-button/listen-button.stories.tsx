import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createFakeSpeech } from '../fake-speech';
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
