import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ModeToggle } from './mode-toggle';

const meta = {
  title: 'Theme/Mode toggle',
  component: ModeToggle,
  args: { showLegend: true },
} satisfies Meta<typeof ModeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three named choices under their name; the arrow keys move between them, as radios do. */
export const Labels: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Colour theme' })).toBeVisible();
    const light = canvas.getByRole('radio', { name: 'Light' });
    await expect(light).toBeChecked();
    light.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  },
};

/** Pictures only, for the header's row: each keeps its name for screen readers and as a tooltip. */
export const Icons: Story = {
  args: { variant: 'icons', showLegend: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Colour theme' })).toBeInTheDocument();
    await expect(canvas.getByTitle('System')).toContainElement(
      canvas.getByRole('radio', { name: 'System' }),
    );
  },
};

/** In Spanish. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    await expect(canvas.getByRole('group', { name: 'Tema de color' })).toBeVisible();
    for (const name of ['Claro', 'Oscuro', 'Sistema'])
      await expect(canvas.getByRole('radio', { name })).toBeInTheDocument();
  },
};
