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

/** The section's navigation in Spanish. */
export const InSpanish: StoryObj<typeof meta> = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Secciones de carreras' });
    await expect(nav).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    await expect(canvas.getByRole('link', { name: 'Todas las carreras' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Guardadas' })).toBeInTheDocument();
  },
};
