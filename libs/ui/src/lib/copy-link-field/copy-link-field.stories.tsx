import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CopyLinkField } from './copy-link-field';

const LINK = 'https://pathwise.example/v2/pg-profile/abc123';

/** Puts a stand-in clipboard (and copy command) on the page for the story; puts them back after. */
function standInClipboard(writeText: (text: string) => Promise<void>, copyCommand: boolean) {
  const had = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const execCommand = document.execCommand.bind(document);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  document.execCommand = () => copyCommand;
  return () => {
    if (had) Object.defineProperty(navigator, 'clipboard', had);
    else Reflect.deleteProperty(navigator, 'clipboard');
    document.execCommand = execCommand;
  };
}

const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'UI/Form/CopyLinkField',
  component: CopyLinkField,
  args: { label: 'Link to your profile', value: LINK },
} satisfies Meta<typeof CopyLinkField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Copies: Story = {
  beforeEach: () => standInClipboard(writeText, false),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Link to your profile' })).toHaveValue(LINK);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith(LINK);
    await expect(await canvas.findByText('Link copied.')).toBeVisible();
  },
};

export const ClipboardRefused: Story = {
  beforeEach: () => standInClipboard(() => Promise.reject(new Error('Not allowed')), false),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText(/press Ctrl\+C/)).toBeVisible();
    // Left selected, ready to copy by hand.
    const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Link to your profile' });
    await expect(field).toHaveFocus();
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  },
};

export const OlderBrowser: Story = {
  args: { buttonLabel: 'Copy the link', copiedText: 'Copied.' },
  beforeEach: () => standInClipboard(() => Promise.reject(new Error('No clipboard')), true),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(await canvas.findByText('Copied.')).toBeVisible();
  },
};
