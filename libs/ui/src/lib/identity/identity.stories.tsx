import { BIG_FIVE_DOMAINS, BIG_FIVE_DOMAIN_ORDER, RIASEC_AREAS } from '@pathwise/assessment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AreaBadge, AreaTags } from './area-badge';
import { HollandHexagon } from './holland-hexagon';
import { TraitBadge } from './trait-badge';
import { TraitIcon } from './trait-icon';

/** Every area's badge and tag, every trait's badge, and the hexagon, as the screens show them. */
function IdentitySet() {
  return (
    <div className="space-y-6 text-foreground">
      <ul aria-label="Interest areas" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {RIASEC_AREAS.map(({ area, name }) => (
          <li key={area} className="flex items-center gap-2">
            <AreaBadge area={area} />
            {name}
          </li>
        ))}
      </ul>
      <AreaTags label="A career's interests" areas={['I', 'A', 'S']} />
      <AreaTags label="Leans toward" showLabel areas={['R', 'E', 'C']} className="text-sm" />
      <ul aria-label="Traits" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {BIG_FIVE_DOMAINS.map(({ domain, name }) => (
          <li key={domain} className="flex items-center gap-2">
            <TraitBadge domain={domain} />
            {name}
          </li>
        ))}
      </ul>
      <div className="max-w-64 rounded-2xl border border-border bg-surface p-4">
        <HollandHexagon
          label="Holland's hexagon"
          scores={{ R: 30, I: 72, A: 88, S: 64, E: 41, C: 18 }}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Identity',
  component: IdentitySet,
} satisfies Meta<typeof IdentitySet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drawings beside a name are decoration; the names are what screen readers hear. */
export const Light: Story = {
  play: async ({ canvas }) => {
    const areas = canvas.getByRole('list', { name: 'Interest areas' });
    await expect(areas).toHaveTextContent(RIASEC_AREAS.map((info) => info.name).join(''));
    // Tags read as a sentence: the label, then the names with commas.
    await expect(canvas.getByText("A career's interests").parentElement).toHaveTextContent(
      "A career's interests Investigative, Artistic, Social",
    );
    await expect(canvas.getByText('Leans toward')).toBeVisible();
    await expect(canvas.getByText('Leans toward').parentElement).toHaveTextContent(
      'Leans toward Realistic, Enterprising, Conventional',
    );
    await expect(canvas.getByRole('list', { name: 'Traits' })).toHaveTextContent(
      'NeuroticismExtraversion',
    );
    await expect(canvas.getByRole('img', { name: "Holland's hexagon" })).toBeVisible();
    // Only the hexagon is an image; every drawing beside a name is hidden.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

/** The same in the dark theme: the area colours turn light on deep tints (axe checks contrast). */
export const Dark: Story = { ...Light, globals: { theme: 'dark' } };

/** A drawing on its own carries its name, as an image with a title. */
export const NamedAlone: Story = {
  render: () => (
    <p className="flex gap-3 text-foreground">
      <AreaBadge area="A" named />
      <TraitIcon domain="O" named />
      {BIG_FIVE_DOMAIN_ORDER.length} traits
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Artistic' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Openness to Experience' })).toBeVisible();
  },
};
