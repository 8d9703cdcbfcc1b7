import { apiHandlers, careerFixtures, mockOperation } from '@pathwise/api/testing';
import type { CareerSummary } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { HomepageV2Screen } from './homepage-v2-screen';

/** The mock catalogue, with two more Social careers so an area can show its full three. */
const careers: CareerSummary[] = [
  ...careerFixtures(),
  {
    code: '25-2021.00',
    title: 'Elementary School Teachers, Except Special Education',
    jobZone: 4,
    highPoints: 'SAC',
    typicalEducation: "Bachelor's degree",
    pay: { median: 63970, basis: 'annual' },
    growthPercent: -2,
    catchAll: false,
  },
  {
    code: '21-1012.00',
    title: 'Educational, Guidance, and Career Counselors and Advisors',
    jobZone: 5,
    highPoints: 'SEA',
    typicalEducation: "Master's degree",
    pay: { median: 64330, basis: 'annual' },
    growthPercent: 3.5,
    catchAll: false,
  },
  {
    code: '21-1022.00',
    title: 'Healthcare Social Workers',
    jobZone: 5,
    highPoints: 'SIC',
    typicalEducation: "Master's degree",
    pay: { median: 67880, basis: 'annual' },
    growthPercent: 7.7,
    catchAll: false,
  },
];

/** Where a link or the search led, as the address bar would show it. */
function Explorer() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>Explore every career</h1>
      <p>Address: {pathname + search}</p>
    </main>
  );
}

function Routed() {
  return (
    <Routes>
      <Route path={paths.v2} element={<HomepageV2Screen />} />
      <Route path={paths.explorer} element={<Explorer />} />
    </Routes>
  );
}

/** The examples listed for one interest area. */
const examples = (canvasElement: HTMLElement, area: string) =>
  within(canvasElement).findByRole('list', { name: `Example ${area} careers` }, { timeout: 5000 });

const meta = {
  title: 'Screens/Explore careers with Pathwise',
  component: HomepageV2Screen,
  render: () => <Routed />,
  parameters: { route: paths.v2, msw: { handlers: apiHandlers({ careers }) } },
} satisfies Meta<typeof HomepageV2Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything at once: the playground's steps, and a few careers from each interest area. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explore careers with Pathwise' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '1. About you' })).toHaveAttribute(
      'href',
      '/v2/pg-onboarding',
    );
    await expect(canvas.getByRole('link', { name: '2. Sort activity cards' })).toHaveAttribute(
      'href',
      '/v2/pg-canvas',
    );
    await expect(canvas.getByRole('link', { name: '3. Your interest profile' })).toHaveAttribute(
      'href',
      '/v2/pg-result-new',
    );
    await expect(canvas.getByRole('link', { name: '4. Careers that fit' })).toHaveAttribute(
      'href',
      '/v2/pg-career-suggest',
    );
    await expect(canvas.getByRole('link', { name: 'Start the career playground' })).toHaveAttribute(
      'href',
      '/v2/pg-home',
    );

    const investigative = await examples(canvasElement, 'Investigative');
    await expect(
      within(investigative).getByRole('link', { name: 'Software Developers' }),
    ).toHaveAttribute('href', '/v2/pg-career-details?code=15-1252.00&from=explorer');
    // At most three examples, even where the area has more.
    const social = await examples(canvasElement, 'Social');
    await expect(within(social).getAllByRole('link')).toHaveLength(3);
    await expect(within(social).getByRole('link', { name: 'Registered Nurses' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All Social careers' })).toHaveAttribute(
      'href',
      '/v2/pg-explore?area=S',
    );
    for (const area of ['Realistic', 'Artistic', 'Enterprising', 'Conventional']) {
      await expect(within(await examples(canvasElement, area)).getAllByRole('link')).toHaveLength(
        1,
      );
    }
    await expect(canvas.getByRole('link', { name: 'The O*NET database' })).toBeVisible();
  },
};

/** A search goes to the explorer with the text in its address. */
export const SearchGoesToTheExplorer: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search careers' });
    await userEvent.type(search, '  care worker ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Explore every career' }),
    ).toBeVisible();
    await expect(canvas.getByText('Address: /v2/pg-explore?q=care+worker')).toBeVisible();
  },
};

/** Enter searches too; with nothing typed it opens the whole list. */
export const EmptySearchOpensEveryCareer: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search careers' }), '{Enter}');
    await expect(await canvas.findByText('Address: /v2/pg-explore')).toBeVisible();
  },
};

/** While the examples load, each area says so on its own. */
export const ExamplesLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('searchCareers', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explore careers with Pathwise' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Loading Realistic careers…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading Conventional careers…')).toBeInTheDocument();
    // The search and the steps don't wait for them.
    await expect(canvas.getByRole('searchbox', { name: 'Search careers' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '1. About you' })).toBeVisible();
  },
};

/** One area failing leaves the others alone, and it can be tried again. */
export const OneAreaFails: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        let failures = 0;
        return [
          mockOperation('searchCareers', ({ request }) => {
            if (new URL(request.url).searchParams.get('area') !== 'S' || failures > 0) return;
            failures += 1;
            return HttpResponse.json({ status: 500 }, { status: 500 });
          }),
          ...apiHandlers({ careers }),
        ];
      })(),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await examples(canvasElement, 'Investigative');
    const retry = await canvas.findByRole(
      'button',
      { name: 'Try again: Social careers' },
      { timeout: 5000 },
    );
    await expect(canvas.getByText('These examples could not load.')).toBeVisible();
    await expect(canvas.getAllByText('These examples could not load.')).toHaveLength(1);
    await userEvent.click(retry);
    const social = await examples(canvasElement, 'Social');
    await expect(within(social).getByRole('link', { name: 'Registered Nurses' })).toBeVisible();
  },
};

/** In Spanish: the page's words and the areas' names; careers' titles come from the API. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explora carreras con Pathwise' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar carreras' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1. Sobre ti' })).toHaveAttribute(
      'href',
      '/v2/pg-onboarding',
    );
    const social = await within(canvasElement).findByRole(
      'list',
      { name: 'Ejemplos de carreras del área Social' },
      { timeout: 5000 },
    );
    await expect(within(social).getByRole('link', { name: 'Registered Nurses' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Todas las carreras del área Investigador' }),
    ).toHaveAttribute('href', '/v2/pg-explore?area=I');
  },
};
