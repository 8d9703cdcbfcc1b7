import { VETERANS_SEARCH_URL } from '@pathwise/assessment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VeteransNote } from './veterans-note';

const meta = {
  title: 'Career facts/VeteransNote',
  component: VeteransNote,
} satisfies Meta<typeof VeteransNote>;
export default meta;

/** It says Pathwise can't translate a military job yet, and links to the official search that can. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/doesn't translate military jobs/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Next Move for Veterans' })).toHaveAttribute(
      'href',
      VETERANS_SEARCH_URL,
    );
  },
};
