import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: {
    label: 'Test progress',
    value: 12,
    max: 120,
    valueText: 'Question 12 of 120 · about 9 minutes left',
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Test progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      'Question 12 of 120 · about 9 minutes left',
    );
  },
};
export const Halfway: Story = {
  args: { value: 60, valueText: 'Question 60 of 120 · about 5 minutes left' },
};
export const Done: Story = { args: { value: 120, valueText: 'All 120 answered' } };
