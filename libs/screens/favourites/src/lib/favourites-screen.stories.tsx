import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FavouritesScreen } from './favourites-screen';

const meta = { title: 'Screens/Saved careers', component: FavouritesScreen } satisfies Meta<
  typeof FavouritesScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Saved careers' }),
    ).toBeInTheDocument();
  },
};
