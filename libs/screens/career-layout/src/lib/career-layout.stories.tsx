import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { signedIn } from '@pathwise/api/testing';
import { expect, userEvent } from 'storybook/test';
import { CareerLayout } from './career-layout';

function InLayout() {
  return (
    <Routes>
      <Route path="/v2" element={<CareerLayout />}>
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
    await expect(canvas.getByRole('link', { name: 'Empezar' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Guardadas' })).toBeInTheDocument();
  },
};

/**
 * A visitor's "Saved" is the careers kept in this browser: the explorer opened at them, marked as
 * the current section there (not "All careers"), and a finger-sized tab.
 */
export const VisitorsSavedIsTheirBrowserList: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const saved = canvas.getByRole('link', { name: 'Saved' });
    await expect(saved).toHaveAttribute('href', '/v2/pg-explore#saved-careers');
    await userEvent.click(saved);
    await expect(saved).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'All careers' })).not.toHaveAttribute(
      'aria-current',
    );
    // Only a browser lays them out; jsdom has no sizes.
    if (navigator.userAgent.includes('jsdom')) return;
    for (const link of canvas.getAllByRole('link'))
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Someone who signed in on this browser keeps their saved-careers page. */
export const SignedInSavedIsTheirPage: StoryObj<typeof meta> = {
  parameters: { auth: signedIn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Saved' })).toHaveAttribute(
      'href',
      '/v2/pg-profile/favorites',
    );
  },
};
