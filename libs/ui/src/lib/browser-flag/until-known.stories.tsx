import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UntilKnown } from './until-known';

const FLAG = {
  name: 'saved-careers',
  anyOf: ['pathwise:saved-careers'],
  flagged: 'hidden [html[data-saved-careers]_&]:block',
  unflagged: '[html[data-saved-careers]_&]:hidden',
};

const meta = {
  title: 'UI/UntilKnown',
  component: UntilKnown,
  args: {
    flag: FLAG,
    known: 'pending',
    placeholder: <p>Loading your saved careers…</p>,
    none: <p>Nothing saved in this browser yet.</p>,
  },
} satisfies Meta<typeof UntilKnown>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Once the app runs in the browser, the placeholder holds the part's room while it finds out; the
 * flag's script is only for the page the build rendered, so none is left in the page.
 */
export const FindingOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading your saved careers…')).toBeVisible();
    await expect(canvas.queryByText('Nothing saved in this browser yet.')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** When the browser holds nothing, that is what shows, and the placeholder goes. */
export const NothingHere: Story = {
  args: { known: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing saved in this browser yet.')).toBeVisible();
    await expect(canvas.queryByText('Loading your saved careers…')).not.toBeInTheDocument();
  },
};
