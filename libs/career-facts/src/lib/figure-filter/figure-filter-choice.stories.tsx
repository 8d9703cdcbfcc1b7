import { type FigureFilter, NO_FIGURE_FILTER } from '@pathwise/assessment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { FigureFilterChoice } from './figure-filter-choice';

/** The choice as a list uses it: the filter it holds is the one last picked. */
function Narrowed({ initial }: { initial: FigureFilter }) {
  const [filter, setFilter] = useState(initial);
  return <FigureFilterChoice value={filter} onChange={setFilter} />;
}

const meta = {
  title: 'Career facts/FigureFilterChoice',
  component: Narrowed,
  args: { initial: NO_FIGURE_FILTER },
} satisfies Meta<typeof Narrowed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off at first; a pay floor turns it on, and the group then says careers without figures leave. */
export const PayFloor: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Pay and job growth' });
    await expect(group).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Median pay' }),
      'At least $50,000 a year',
    );
    await expect(group).toHaveAccessibleDescription(
      'From BLS figures. Careers BLS has no figure for are left out while this is on.',
    );
  },
};

/** Growth alone, picked before. */
export const Growing: Story = {
  args: { initial: { minPay: null, growth: 'faster' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Job growth, 2024–34' })).toHaveDisplayValue(
      'Growing faster than average',
    );
    await expect(canvas.getByRole('combobox', { name: 'Median pay' })).toHaveDisplayValue(
      'Any pay',
    );
  },
};
