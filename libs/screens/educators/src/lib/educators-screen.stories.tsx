import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EducatorsScreen } from './educators-screen';

const meta = {
  title: 'Screens/Educators',
  component: EducatorsScreen,
  parameters: { route: '/educators' },
} satisfies Meta<typeof EducatorsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A period's steps add up to the total the page gives, and the privacy page is a link away. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pathwise for teachers and parents' }),
    ).toBeInTheDocument();
    const period = canvas.getByRole('region', { name: 'A class period, step by step' });
    const minutes = within(period)
      .getAllByRole('listitem')
      .map((step) => Number(/about (\d+) min/.exec(step.textContent ?? '')?.[1]));
    await expect(minutes).toHaveLength(5);
    await expect(minutes.every((value) => value > 0)).toBe(true);
    const total = minutes.reduce((sum, value) => sum + value, 0);
    await expect(
      within(period).getByText(`That is about ${total} minutes`, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'the privacy page' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pathwise para docentes y familias' }),
    ).toBeInTheDocument();
  },
};
