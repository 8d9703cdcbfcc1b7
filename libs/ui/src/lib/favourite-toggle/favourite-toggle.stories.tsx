import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FavouriteToggle } from './favourite-toggle';

/** A toggle that keeps its own state, as a screen would through its favourites. */
function Saving({ initiallySaved = false }: { initiallySaved?: boolean }) {
  const [saved, setSaved] = useState(initiallySaved);
  return (
    <FavouriteToggle
      saved={saved}
      careerTitle="Registered Nurses"
      onToggle={() => setSaved((was) => !was)}
    />
  );
}

const meta = {
  title: 'UI/FavouriteToggle',
  component: FavouriteToggle,
  args: { saved: false, careerTitle: 'Registered Nurses', onToggle: fn() },
} satisfies Meta<typeof FavouriteToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Save Registered Nurses to favourites' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveTextContent('Save');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', {
      name: 'Remove Registered Nurses from favourites',
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveTextContent('Remove');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: /Registered Nurses/ });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    // Busy, not deaf: the press reaches the list, which holds it until it can act.
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const TogglesWithTheKeyboard: Story = {
  render: () => <Saving />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Save Registered Nurses to favourites' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toggle = canvas.getByRole('button', { name: 'Remove Registered Nurses from favourites' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};
