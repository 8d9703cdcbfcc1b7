import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenIntro } from './screen-intro';

const meta = {
  title: 'UI/ScreenIntro',
  component: ScreenIntro,
  args: {
    title: 'Your interest profile',
    purpose: 'Six kinds of work, and how much each one appeals to you.',
    next: [
      {
        to: '/v2/pg-career-suggest',
        label: 'Careers that fit',
        description: 'Matched to your profile',
      },
      { to: '/v2/pg-canvas', label: 'Sort more cards' },
    ],
  },
} satisfies Meta<typeof ScreenIntro>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your interest profile' }),
    ).toBeInTheDocument();
    const next = canvas.getByRole('navigation', { name: 'Where to next' });
    await expect(next).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Careers that fit/ })).toHaveAttribute(
      'href',
      '/v2/pg-career-suggest',
    );
  },
};
