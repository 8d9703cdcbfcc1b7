import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardTitle } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    children: (
      <>
        <CardTitle>Your interest profile</CardTitle>
        <p>Sort a few activity cards and we will show which kinds of work suit you.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
