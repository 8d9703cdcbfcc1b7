import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { type LikertValue, LikertScale } from './likert-scale';

function Rated({ initial = null }: { initial?: LikertValue | null }) {
  const [value, setValue] = useState<LikertValue | null>(initial);
  return (
    <>
      <LikertScale question="I worry about things." value={value} onChange={setValue} />
      <p aria-live="polite">Answer: {value ?? 'none'}</p>
    </>
  );
}

const meta = { title: 'UI/LikertScale', component: Rated } satisfies Meta<typeof Rated>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};
export const Answered: Story = { args: { initial: 4 } };

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('4');
    await expect(canvas.getByRole('radio', { name: /Moderately accurate/ })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Very accurate/ })).toBeChecked();
    await expect(canvas.getByText('Answer: 5')).toBeInTheDocument();
  },
};
