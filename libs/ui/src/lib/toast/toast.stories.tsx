import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { useToast } from './toast-context';

function CoinsAwarded() {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast({
          title: 'You earned 20 coins',
          description: 'For finishing the personality test.',
          tone: 'success',
        })
      }
    >
      Finish
    </Button>
  );
}

const meta = {
  title: 'UI/Toast',
  component: CoinsAwarded,
  // The workbench's global decorators already provide a ToastProvider, as the app will.
} satisfies Meta<typeof CoinsAwarded>;
export default meta;

export const ShowsAndDismisses: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    const toast = await screen.findByText('You earned 20 coins');
    await expect(toast).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('You earned 20 coins')).not.toBeInTheDocument());
  },
};

function SameNewsTwice() {
  const toast = useToast();
  // Counted in the same press as the toast: once the count shows, so would a second toast.
  const [told, setTold] = useState(0);
  const tell = () => {
    toast({
      title: 'You earned 50 coins',
      tone: 'success',
      key: 'coins:personality-test-completed',
    });
    setTold((count) => count + 1);
  };
  return (
    <>
      <Button onClick={tell}>Tell the news</Button>
      <p>Told {told} times</p>
    </>
  );
}

/** Toasts with the same key tell their news once, however many parts of the page send them. */
export const SameKeyShowsOnce: StoryObj<typeof meta> = {
  render: () => <SameNewsTwice />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tell the news' }));
    await expect(await screen.findByText('You earned 50 coins')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tell the news' }));
    await expect(await canvas.findByText('Told 2 times')).toBeVisible();
    await expect(screen.getAllByText('You earned 50 coins')).toHaveLength(1);
  },
};

function ControlsTopAndBottom() {
  const toast = useToast();
  const tell = () => toast({ title: 'You earned 10 coins', tone: 'success' });
  return (
    <div className="flex h-[90vh] flex-col justify-between">
      <Button onClick={tell}>Save at the top</Button>
      <Button onClick={tell}>Save at the bottom</Button>
    </div>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A toast keeps to the other half of the screen from the control in use, so it never covers it. */
export const KeepsClearOfTheControl: StoryObj<typeof meta> = {
  render: () => <ControlsTopAndBottom />,
  play: async ({ canvas }) => {
    for (const name of ['Save at the bottom', 'Save at the top']) {
      const control = canvas.getByRole('button', { name });
      await userEvent.click(control);
      const toast = await screen.findByText('You earned 10 coins');
      const box = toast.closest('li') ?? toast;
      await waitFor(() =>
        expect(overlaps(box.getBoundingClientRect(), control.getBoundingClientRect())).toBe(false),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(screen.queryByText('You earned 10 coins')).toBeNull());
    }
  },
};
