import { selectSessionStatus } from '@pathwise/auth';
import { STORAGE_KEYS, noteMadeHere } from '@pathwise/progress';
import { useAppSelector } from '@pathwise/store';
import { apiHandlers, careerFixtures, signedIn } from '@pathwise/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SavedInBrowser } from './saved-in-browser';

/** Where a signed-out person's favourites are kept. */
const FAVOURITES_KEY = STORAGE_KEYS.favourites;
const careers = careerFixtures().slice(0, 3);

const seedThree = () => {
  localStorage.setItem(
    FAVOURITES_KEY,
    JSON.stringify(
      careers.map((career, index) => ({
        code: career.code,
        title: career.title,
        savedAt: `2026-11-2${index}T10:00:00.000Z`,
      })),
    ),
  );
  // Saved in this browser session: the visitor's own.
  noteMadeHere(FAVOURITES_KEY);
  return () => localStorage.removeItem(FAVOURITES_KEY);
};

/** The session as the store has it, for a story to wait on. */
function SessionStatus() {
  return <p>Session: {useAppSelector(selectSessionStatus)}</p>;
}

const meta = {
  title: 'Compare/SavedInBrowser',
  component: SavedInBrowser,
  parameters: { msw: { handlers: apiHandlers() }, auth: { accounts: [] } },
  beforeEach: seedThree,
} satisfies Meta<typeof SavedInBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees what they saved, compares two, removes one, and is invited once to keep them. */
export const VisitorComparesAndRemoves: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Your saved careers' });
    await expect(within(section).getByText(/3 careers saved in this browser/)).toBeVisible();
    await expect(
      within(section).getByRole('link', { name: 'Create a free account or sign in' }),
    ).toHaveAttribute('href', '/login');
    // Newest first: the fixture saved them in order, a day apart.
    await expect(
      within(section)
        .getAllByRole('link')
        .slice(1)
        .map((link) => link.textContent),
    ).toEqual(careers.map((career) => career.title).reverse());

    await userEvent.click(
      within(section).getByRole('checkbox', { name: `Compare ${careers[0]!.title}` }),
    );
    await userEvent.click(
      within(section).getByRole('checkbox', { name: `Compare ${careers[1]!.title}` }),
    );
    const table = await within(section).findByRole('table', {
      name: `Comparing ${careers[0]!.title} and ${careers[1]!.title}`,
    });
    await expect(within(table).getByRole('rowheader', { name: 'Median pay (BLS)' })).toBeVisible();

    await userEvent.click(
      within(section).getByRole('button', { name: `Remove ${careers[2]!.title}` }),
    );
    await waitFor(() =>
      expect(within(section).queryByRole('link', { name: careers[2]!.title })).toBeNull(),
    );
    await expect(localStorage.getItem(FAVOURITES_KEY)).not.toContain(careers[2]!.code);
    await expect(within(section).getByText(/2 careers saved in this browser/)).toBeVisible();
  },
};

/** On a small phone the three compared careers are cards, each figure under its label. */
export const VisitorComparesOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Your saved careers' }));
    for (const career of careers)
      await userEvent.click(section.getByRole('checkbox', { name: `Compare ${career.title}` }));
    const cards = within(
      await section.findByRole('list', {
        name: `Comparing ${careers[0]!.title}, ${careers[1]!.title}, and ${careers[2]!.title}`,
      }),
    );
    await expect(
      within(section.getByRole('region', { name: 'Compare careers' })).getByText(
        /side by side where there is room, one under another on a phone/,
      ),
    ).toBeVisible();
    for (const career of careers) {
      const card = within(cards.getByRole('region', { name: career.title }));
      const terms = card.getAllByRole('term').map((term) => term.textContent);
      await expect(terms).toContain('Median pay (BLS)');
      await expect(terms).toContain('Job growth (BLS)');
      await expect(card.getAllByRole('definition')).toHaveLength(terms.length);
      for (const value of card.getAllByRole('definition')) await expect(value).toBeVisible();
    }
    // Nothing reaches past the screen's edge.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(
      section.getByText(/Pay, growth and education to start: U\.S\. Bureau of Labor Statistics/),
    ).toBeVisible();
  },
};

/** In Spanish: the panel's words and the comparison's labels; the careers' own names as the API gives them. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Tus carreras guardadas' }));
    await expect(document.documentElement.lang).toBe('es');
    await expect(section.getByText(/3 carreras guardadas en este navegador/)).toBeVisible();
    await userEvent.click(section.getByRole('checkbox', { name: `Comparar ${careers[0]!.title}` }));
    await expect(section.getByRole('status')).toHaveTextContent(
      '1 carrera elegida. Marca una o dos más para compararlas.',
    );
    await userEvent.click(section.getByRole('checkbox', { name: `Comparar ${careers[1]!.title}` }));
    const table = within(
      await section.findByRole('table', {
        name: `Comparación de ${careers[0]!.title} y ${careers[1]!.title}`,
      }),
    );
    await expect(table.getByRole('rowheader', { name: 'Salario mediano (BLS)' })).toBeVisible();
  },
};

/** Above a long list it starts as one line that opens, so the results stay where people look. */
export const ClosedAboveAList: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: /Your saved careers\s*\(3\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: careers[0]!.title })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: careers[0]!.title })).toBeVisible();
  },
};

/** Signed-in people have their saved-careers page; nothing shows here for them. */
export const HiddenWhenSignedIn: Story = {
  parameters: { auth: signedIn },
  render: (args) => (
    <>
      <SavedInBrowser {...args} />
      <SessionStatus />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The panel reads the same session: once it is known to be signed in, so is the panel's answer.
    await canvas.findByText('Session: signedIn');
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** The career section's "Saved" leads a visitor here: the panel opens at once, above the list. */
export const OpenedByItsAddress: Story = {
  args: { defaultOpen: false },
  parameters: { route: '/v2/pg-explore#saved-careers' },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: /Your saved careers\s*\(3\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const career of careers)
      await expect(canvas.getByRole('link', { name: career.title })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: `Compare ${careers[0]!.title}` }),
    ).toBeVisible();
  },
};

/** Led here with nothing saved yet, a visitor is told how saving works rather than shown nothing. */
export const EmptyWhenLedHere: Story = {
  args: { defaultOpen: false },
  parameters: { route: '/v2/pg-explore#saved-careers' },
  beforeEach: () => localStorage.removeItem(FAVOURITES_KEY),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: /Your saved careers\s*\(0\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText(/Nothing saved yet\. Press “Save” on a career’s page/),
    ).toBeVisible();
  },
};

/** A signed-in person led here by a link made before sign-in was known is sent to their page. */
export const SignedInLedToTheirPage: Story = {
  args: { defaultOpen: false },
  parameters: { auth: signedIn, route: '/v2/pg-explore#saved-careers' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'See your saved careers' }),
    ).toHaveAttribute('href', '/v2/pg-profile/favorites');
  },
};

/** On a phone every control in the panel is at least 44 px high, for a finger. */
export const TouchSizedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Your saved careers' });
    const controls = [
      ...section.querySelectorAll<HTMLElement>('a, button'),
      ...[...section.querySelectorAll('input[type=checkbox]')].map((input) =>
        input.closest('label')!,
      ),
    ];
    await expect(controls.length).toBeGreaterThan(6);
    // Only a browser lays them out; jsdom has no sizes.
    if (navigator.userAgent.includes('jsdom')) return;
    for (const control of controls)
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
