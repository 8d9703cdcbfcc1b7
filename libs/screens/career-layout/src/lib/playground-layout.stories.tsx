import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { PlaygroundLayout } from './playground-layout';

function InLayout() {
  return (
    <Routes>
      <Route path="/v2" element={<PlaygroundLayout />}>
        <Route index element={<h1>The v2 start</h1>} />
        <Route path="pg-explore" element={<h1>All careers</h1>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Screens/Career experience layout',
  component: InLayout,
  parameters: { route: '/v2/pg-explore' },
} satisfies Meta<typeof InLayout>;
export default meta;

export const MarksTheCurrentSection: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Career experience' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'All careers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
  },
};
