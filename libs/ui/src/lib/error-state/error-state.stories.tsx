import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Offline: Story = {
  args: { title: "You're offline", message: 'Check your connection; we will keep your place.' },
};

/** The caller's sentence for why the request failed comes first. */
export const SaysWhy: Story = {
  args: { cause: "Pathwise is busy right now; this isn't your connection." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Pathwise is busy right now; this isn't your connection. This part of Pathwise could not load.",
    );
  },
};

/** A retry under way says so on the button, which keeps focus. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Trying again…' });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * In Spanish: the default words, after the first sentence that says why (here, a busy service), which
 * the caller gives in the reader's language (`readFailure(error).words` from @pathwise/api).
 */
export const InSpanish: Story = {
  globals: { language: 'es' },
  args: { cause: 'Pathwise tiene mucha demanda ahora mismo; el problema no es tu conexión.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Algo salió mal' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('es');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Pathwise tiene mucha demanda ahora mismo; el problema no es tu conexión. Esta parte de Pathwise no se pudo cargar.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Intentar de nuevo' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
