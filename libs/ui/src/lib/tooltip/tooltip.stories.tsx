import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'A percentile compares your score with people of your age group.',
    children: <Button variant="ghost">What is a percentile?</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;

export const ShowsOnFocus: StoryObj<typeof meta> = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/compares your score/);
  },
};
