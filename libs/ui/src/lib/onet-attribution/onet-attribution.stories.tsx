import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OnetAttribution } from './onet-attribution';

const meta = {
  title: 'UI/OnetAttribution',
  component: OnetAttribution,
} satisfies Meta<typeof OnetAttribution>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/U\.S\. Department of Labor/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CC BY 4.0 license' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  },
};
