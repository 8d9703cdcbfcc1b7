import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  parameters: { route: '/careers' },
} satisfies Meta<typeof Logo>;
export default meta;

/** The product's name, the same in every language, links to the home page. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pathwise' })).toHaveAttribute('href', '/');
  },
};

/** In Spanish the name stays as it is. */
export const InSpanish: StoryObj<typeof meta> = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pathwise' })).toBeVisible();
  },
};
