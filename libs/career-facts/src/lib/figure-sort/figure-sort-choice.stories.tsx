import type { FigureSort } from '@pathwise/assessment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { FigureSortChoice } from './figure-sort-choice';

/** The choice as a list uses it: the order it holds is the one last picked. */
function Ordered({ initial }: { initial: FigureSort | null }) {
  const [sort, setSort] = useState(initial);
  return <FigureSortChoice value={sort} onChange={setSort} defaultLabel="Best fit first" />;
}

const meta = {
  title: 'Career facts/FigureSortChoice',
  component: Ordered,
  args: { initial: null },
} satisfies Meta<typeof Ordered>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list's own order until another is picked; ordering by pay says where careers without it go. */
export const ByPay: Story = {
  play: async ({ canvas }) => {
    const order = canvas.getByRole('combobox', { name: 'Order' });
    await expect(order).toHaveDisplayValue('Best fit first');
    await userEvent.selectOptions(order, 'Highest median pay first');
    await expect(order).toHaveAccessibleDescription(
      'Careers without pay figures from BLS come last.',
    );
  },
};

/** Ordered by growth from the start. */
export const ByGrowth: Story = {
  args: { initial: 'growth' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue(
      'Fastest growing first',
    );
    await expect(
      canvas.getByText('Careers without outlook figures from BLS come last.'),
    ).toBeVisible();
  },
};
