import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TitledSection } from './titled-section';

const meta = {
  title: 'UI/TitledSection',
  component: TitledSection,
  args: { title: 'What your code means', children: <p>Three letters, strongest first.</p> },
} satisfies Meta<typeof TitledSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers list the part as a region named by its heading. */
export const Region: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'What your code means' });
    await expect(region).toHaveTextContent('Three letters');
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** A hidden title still names the region. */
export const HiddenTitle: Story = {
  args: { title: 'Steps', hiddenTitle: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Steps' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Steps' })).toHaveClass('sr-only');
  },
};
