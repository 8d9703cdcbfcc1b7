import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No saved careers yet',
    description: 'Tap the heart on any career to keep it here for later.',
    action: <Button>Explore careers</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const WithoutAction: StoryObj<typeof meta> = { args: { action: undefined } };
