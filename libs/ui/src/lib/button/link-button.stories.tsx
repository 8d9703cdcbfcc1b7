import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkButton } from './link-button';

const meta = {
  title: 'UI/LinkButton',
  component: LinkButton,
  args: { children: 'Undo', onClick: fn() },
} satisfies Meta<typeof LinkButton>;
export default meta;

/** It is a button to assistive technology and the keyboard, and looks like a link. */
export const InASentence: StoryObj<typeof meta> = {
  render: (args) => (
    <p>
      Removed from your list. <LinkButton {...args} />
    </p>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await expect(undo).toHaveAttribute('type', 'button');
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
