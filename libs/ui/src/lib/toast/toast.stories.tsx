import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
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
