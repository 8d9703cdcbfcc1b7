import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { AppHeader } from './app-header';

const meta = {
  title: 'UI/AppHeader',
  component: AppHeader,
  args: {
    navigation: [
      { to: '/', label: 'Home', end: true },
      { to: '/personality-test', label: 'Personality test' },
      { to: '/v2/pg-home', label: 'Career playground' },
    ],
    actions: <Button size="sm">Sign in</Button>,
  },
} satisfies Meta<typeof AppHeader>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
