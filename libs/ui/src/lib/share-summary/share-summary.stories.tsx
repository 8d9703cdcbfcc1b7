import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ShareSummary } from './share-summary';

const URL = 'https://pathwise.example/v2';
const WORDS = 'My Holland interest code is IAS.';

/** Takes the share sheet away and puts a clipboard that refuses on the page; puts them back after. */
function noShareNorClipboard() {
  const had = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const execCommand = document.execCommand.bind(document);
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) },
  });
  document.execCommand = () => false;
  return () => {
    Reflect.deleteProperty(navigator, 'share');
    if (had) Object.defineProperty(navigator, 'clipboard', had);
    else Reflect.deleteProperty(navigator, 'clipboard');
    document.execCommand = execCommand;
  };
}

const meta = {
  title: 'UI/ShareSummary',
  component: ShareSummary,
  args: {
    about: 'Sharing sends a short summary and a link to the start page.',
    action: 'Share your result',
    title: 'My interest profile',
    text: fn(() => WORDS),
    url: URL,
  },
} satisfies Meta<typeof ShareSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With neither a share sheet nor a clipboard the summary is shown selected, to copy by hand; its
 * words are built when the button is pressed.
 */
export const ShowsTheSummaryToCopy: Story = {
  beforeEach: noShareNorClipboard,
  play: async ({ args, canvas, userEvent }) => {
    await expect(args.text).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Share your result' }));
    await expect(
      await canvas.findByText(/We couldn't copy it for you, so the summary is below/),
    ).toBeVisible();
    const summary = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Summary to share' });
    await expect(summary).toHaveValue(`${WORDS} ${URL}`);
    // Selected, ready for Ctrl+C.
    await expect([summary.selectionStart, summary.selectionEnd]).toEqual([0, summary.value.length]);
  },
};
