import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './heading';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { children: 'To start in this job' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An `<h3>` by default, in the size of a part inside a section, and no region of its own. */
export const InsideASection: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'To start in this job' });
    await expect(heading).toHaveClass('text-lg', 'font-semibold');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A card's own title at the second level, as large as a section's, with the classes given. */
export const CardTitle: Story = {
  args: { level: 2, size: 'lg', className: 'selectable', children: 'Someone using Pathwise' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Someone using Pathwise' });
    await expect(heading).toHaveClass('text-2xl', 'selectable');
  },
};

/** The size of the text around it, for a panel's own heading. */
export const Base: Story = {
  args: { size: 'base', children: 'Your coins' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Your coins' });
    await expect(heading).toHaveClass('font-semibold');
    await expect(heading).not.toHaveClass('text-lg');
  },
};
