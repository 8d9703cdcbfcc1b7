import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect } from 'storybook/test';
import { ButtonLink } from './button-link';

/** Shows where the router is, so a story can see a click move it. */
function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  parameters: { route: '/playground' },
  args: { to: '/playground/cards', children: 'Sort the interest cards' },
  render: (args) => (
    <>
      <ButtonLink {...args} />
      <Address />
    </>
  ),
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link to assistive technology, with the button's look; following it moves the router. */
export const Primary: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Sort the interest cards' });
    await expect(link).toHaveAttribute('href', '/playground/cards');
    await expect(link).toHaveClass('bg-primary');
    await userEvent.click(link);
    await expect(canvas.getByTestId('address')).toHaveTextContent('/playground/cards');
  },
};

/** The variants and sizes are the button's; extra classes are added to them. */
export const SecondaryLarge: Story = {
  args: { variant: 'secondary', size: 'lg', className: 'mt-4' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sort the interest cards' });
    await expect(link).toHaveClass('border-border', 'min-h-12', 'mt-4');
    await expect(link).not.toHaveClass('bg-primary');
  },
};
