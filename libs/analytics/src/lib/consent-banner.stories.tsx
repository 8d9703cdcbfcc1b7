import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AnalyticsChoicesButton } from './analytics-choices-button';
import type { AnalyticsConfig } from './analytics-config';
import { AnalyticsProvider } from './analytics-context';
import { CONSENT_KEY } from './consent';
import type { ClientLoaders } from './load-clients';

const CONFIG: AnalyticsConfig = {
  posthog: { key: 'phc_storybookkey', host: 'http://127.0.0.1:4590', allowHeadless: false },
  measurementId: null,
};
/** Nothing leaves a story: the "services" are stand-ins that do nothing. */
const loaders: ClientLoaders = {
  posthog: () => Promise.resolve({ track: () => undefined }),
  webTag: () => ({ track: () => undefined }),
};
const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as unknown;

function Page() {
  return (
    <AnalyticsProvider config={CONFIG} loaders={loaders}>
      <main tabIndex={-1} className="min-h-64 p-4">
        <h1 className="text-xl font-bold">A Pathwise page</h1>
      </main>
      <footer className="p-4">
        <AnalyticsChoicesButton className="underline" />
      </footer>
    </AnalyticsProvider>
  );
}

const meta = {
  title: 'Analytics/Consent banner',
  component: Page,
  beforeEach: () => {
    localStorage.removeItem(CONSENT_KEY);
    return () => localStorage.removeItem(CONSENT_KEY);
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the question, with two equal answers; “no thanks” is remembered. */
export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('region', { name: 'Help us improve Pathwise?' });
    await expect(banner).toHaveTextContent('never your name, email or answers');
    await userEvent.click(canvas.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await expect(stored()).toMatchObject({ version: 1, choice: 'denied' });
  },
};

/** In Spanish: the question, the answers and the footer's button in Spanish. */
export const FirstVisitInSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const banner = await canvas.findByRole('region', { name: '¿Nos ayudas a mejorar Pathwise?' });
    await expect(banner).toHaveTextContent('nunca con tu nombre');
    await expect(canvas.getByRole('button', { name: 'Opciones de analítica' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No, gracias' }));
    await waitFor(() => expect(banner).not.toBeInTheDocument());
    await expect(stored()).toMatchObject({ version: 1, choice: 'denied' });
  },
};

/** Changing one’s mind from the footer: the banner takes focus and says what is on now. */
export const ReopenedFromTheFooter: Story = {
  beforeEach: () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ version: 1, choice: 'granted', at: '2026-11-22T10:00:00.000Z' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Analytics choices' }));
    const banner = await canvas.findByRole('region', { name: 'Help us improve Pathwise?' });
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(banner).toHaveTextContent('Right now analytics is on.');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(stored()).toMatchObject({ choice: 'denied' }));
    await expect(canvas.getByRole('button', { name: 'Analytics choices' })).toHaveFocus();
  },
};

/** The whole choice by keyboard on a first visit. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Help us improve Pathwise?' });
    const yes = canvas.getByRole('button', { name: 'Yes, count my visits' });
    yes.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(stored()).toMatchObject({ choice: 'granted' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
