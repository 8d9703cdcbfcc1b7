import {
  apiHandlers,
  buildInterestResult,
  interestCardFixtures,
  signedIn,
} from '@pathwise/api/testing';
import { ONBOARDING_STORAGE_KEY, STORAGE_KEYS } from '@pathwise/progress';
import { seedBrowser } from '@pathwise/testing/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaygroundHomeScreen } from './playground-home-screen';

const meta = {
  title: 'Screens/Career playground',
  component: PlaygroundHomeScreen,
  parameters: { msw: { handlers: apiHandlers() } },
} satisfies Meta<typeof PlaygroundHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Newcomer: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Career playground' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Start: About you' })).toHaveAttribute(
      'href',
      '/v2/pg-onboarding',
    );
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(within(steps[2]!).getByText('Not yet')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Take the personality test' })).toBeVisible();
  },
};

const cards = interestCardFixtures();

export const HalfwayThroughTheCards: Story = {
  beforeEach: seedBrowser({
    [ONBOARDING_STORAGE_KEY]: { lifeStage: 'school', completed: true },
    [STORAGE_KEYS.interestSort]: {
      version: 1,
      ratings: { [cards[0]!.id]: 'like', [cards[1]!.id]: 'dislike' },
      history: [
        { cardId: cards[0]!.id, rating: 'like', previous: null },
        { cardId: cards[1]!.id, rating: 'dislike', previous: null },
      ],
    },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Continue: Sort activity cards' }),
    ).toHaveAttribute('href', '/v2/pg-canvas');
    await expect(await canvas.findByText(`2 of ${cards.length} sorted.`)).toBeInTheDocument();
    const first = canvas.getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('Done')).toBeInTheDocument();
  },
};

export const SignedInWithAProfile: Story = {
  parameters: {
    auth: signedIn,
    msw: { handlers: apiHandlers({ interestResult: buildInterestResult() }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ready: your code is IAS.')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: '4. Careers that fit' })).toHaveAttribute(
      'href',
      '/v2/pg-career-suggest',
    );
  },
};

/** The hub in Spanish: the steps and where the person is in them. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Taller de carreras' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    await expect(await canvas.findByRole('link', { name: 'Empezar: Sobre ti' })).toHaveAttribute(
      'href',
      '/v2/pg-onboarding',
    );
    const steps = canvas.getAllByRole('listitem');
    await expect(within(steps[2]!).getByText('Todavía no')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Hacer el test de personalidad' })).toBeVisible();
  },
};
