import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrivacyScreen } from './privacy-screen';

const meta = {
  title: 'Screens/Privacy',
  component: PrivacyScreen,
  parameters: { route: '/privacy' },
} satisfies Meta<typeof PrivacyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every question a parent asks has its own part, and the age comes from the one rule. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Privacy: what Pathwise keeps' }),
    ).toBeInTheDocument();
    for (const part of [
      'Without an account',
      'With an account',
      'Who can see it',
      'Download or delete it',
      'Counting visits (analytics)',
      'Services that handle your data',
      'Ages',
    ])
      await expect(canvas.getByRole('region', { name: part })).toBeInTheDocument();
    await expect(canvas.getByText(/You need to be 13 or older to make an account/)).toBeVisible();
    await expect(canvas.getByText(/your newest 20 reports and 20 card-sort results/)).toBeVisible();
    await expect(canvas.getByText(/Firebase Authentication \(by Google\)/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Pathwise for teachers and parents' }),
    ).toHaveAttribute('href', '/educators');
  },
};

export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Privacidad: lo que guarda Pathwise' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/Necesitas tener 13 años o más para crear una cuenta/),
    ).toBeVisible();
  },
};
