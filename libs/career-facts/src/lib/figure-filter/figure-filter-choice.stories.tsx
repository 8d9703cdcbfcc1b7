import { type FigureFilter, NO_FIGURE_FILTER } from '@pathwise/assessment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FigureFilterChoice } from './figure-filter-choice';

/** The choice as a list uses it: the filter it holds is the one last given, and `onFilter` hears it. */
function Narrowed({
  initial,
  onFilter,
}: {
  initial: FigureFilter;
  onFilter: (filter: FigureFilter) => void;
}) {
  const [filter, setFilter] = useState(initial);
  return (
    <FigureFilterChoice
      value={filter}
      onChange={(next) => {
        setFilter(next);
        onFilter(next);
      }}
    />
  );
}

const meta = {
  title: 'Career facts/FigureFilterChoice',
  component: Narrowed,
  args: { initial: NO_FIGURE_FILTER, onFilter: fn() },
} satisfies Meta<typeof Narrowed>;
export default meta;
type Story = StoryObj<typeof meta>;

const PAY = { name: 'Median pay of at least (US dollars)' };

/**
 * Off at first; any amount typed is a floor once Enter is pressed, and the group then says careers
 * without figures leave. The field says what the amount comes to by the hour.
 */
export const PayFloor: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Pay and job growth' });
    await expect(group).not.toHaveAccessibleDescription();
    const pay = canvas.getByRole('spinbutton', PAY);
    await expect(pay).toHaveAccessibleDescription('Leave it empty for any pay.');
    await userEvent.type(pay, '55000{Enter}');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ minPay: 55_000, growth: null });
    await expect(group).toHaveAccessibleDescription(
      'From BLS figures. Careers BLS has no figure for are left out while this is on.',
    );
    // $55,000 over 2,080 hours.
    await expect(pay).toHaveAccessibleDescription('About $26.44 an hour, working full time.');
    await expect(pay).toHaveFocus();
  },
};

/** By the hour: the list is given the same floor over a full-time year. */
export const ByTheHour: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Per year or per hour' }),
      'an hour',
    );
    const pay = canvas.getByRole('spinbutton', PAY);
    await userEvent.type(pay, '26.50');
    await userEvent.tab();
    // 26.50 × 2,080 hours.
    await expect(args.onFilter).toHaveBeenLastCalledWith({ minPay: 55_120, growth: null });
    await expect(pay).toHaveAccessibleDescription(
      'About $55,120 a year, working full time (2,080 hours).',
    );
    // Said by the year again, it is the same floor.
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Per year or per hour' }),
      'a year',
    );
    await expect(pay).toHaveValue(55_120);
    await expect(args.onFilter).toHaveBeenCalledTimes(1);
  },
};

/** Stepped with the arrows, to whole thousands, and applied once the stepping pauses. */
export const Stepped: Story = {
  args: { initial: { minPay: 55_500, growth: null } },
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('spinbutton', PAY);
    await expect(pay).toHaveValue(55_500);
    await userEvent.click(pay);
    await userEvent.keyboard('{ArrowUp}');
    await expect(pay).toHaveValue(56_000);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(pay).toHaveValue(54_000);
    await waitFor(() =>
      expect(args.onFilter).toHaveBeenLastCalledWith({ minPay: 54_000, growth: null }),
    );
    await expect(args.onFilter).toHaveBeenCalledTimes(1);
  },
};

/** An amount over the limit is said, and the list keeps the floor it had. */
export const TooHigh: Story = {
  args: { initial: { minPay: 40_000, growth: 'growing' } },
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('spinbutton', PAY);
    await userEvent.clear(pay);
    await userEvent.type(pay, '2000000{Enter}');
    await expect(pay).toBeInvalid();
    await expect(pay).toHaveAccessibleDescription(/Type at most \$1,000,000 a year\./);
    await expect(args.onFilter).not.toHaveBeenCalled();
    // Emptied, the floor is lifted.
    await userEvent.clear(pay);
    await userEvent.keyboard('{Enter}');
    await expect(pay).toBeValid();
    await expect(args.onFilter).toHaveBeenLastCalledWith({ minPay: null, growth: 'growing' });
  },
};

/** Growth alone, picked before. */
export const Growing: Story = {
  args: { initial: { minPay: null, growth: 'faster' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Job growth, 2024–34' })).toHaveDisplayValue(
      'Growing faster than average',
    );
    await expect(canvas.getByRole('spinbutton', PAY)).toHaveValue(null);
  },
};
