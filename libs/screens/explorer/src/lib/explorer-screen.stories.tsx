import { type AnalyticsClient, AnalyticsProvider } from '@pathwise/analytics';
import {
  apiHandlers,
  catalogueCareers,
  failsOnce,
  mockOperation,
  searchCareers,
} from '@pathwise/api/testing';
import { paths } from '@pathwise/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { delay } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExplorerScreen } from './explorer-screen';

const careers = catalogueCareers(1000);
/** The first search fails with a server error. */
const failing = failsOnce('searchCareers');

/** Events the screen sent, for stories that check what analytics receives. */
const sent: { event: string; properties: unknown }[] = [];
const recorder: AnalyticsClient = {
  track: (event, properties) => void sent.push({ event, properties }),
};

/** The address bar, so stories can check what a shared link would hold. */
function Address() {
  const { pathname, search } = useLocation();
  return <p className="mt-4 text-sm text-muted-foreground">Address: {pathname + search}</p>;
}

function Routed() {
  return (
    <Routes>
      <Route
        path={paths.explorer}
        element={
          <>
            <ExplorerScreen />
            <Address />
          </>
        }
      />
      <Route path={paths.careerDetails} element={<h1>Career details</h1>} />
    </Routes>
  );
}

/**
 * jsdom has no layout and no scrolling: there, scrolling the page moves its position and fires the
 * scroll event, as a browser would. Returns the undo.
 */
function pageScrollingInJsdom() {
  if (!navigator.userAgent.includes('jsdom')) return () => undefined;
  const scrollTo = window.scrollTo;
  const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  let top = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => top });
  window.scrollTo = ((options: ScrollToOptions) => {
    if (options.top === undefined || options.top === top) return;
    top = options.top;
    setTimeout(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo;
  return () => {
    window.scrollTo = scrollTo;
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
  };
}

/** Scrolls to the end of the page (or of the list, where jsdom gives the page no height). */
const scrollToEnd = (list: HTMLElement) =>
  window.scrollTo({
    top: Math.max(document.documentElement.scrollHeight, parseFloat(list.style.height)),
  });

const address = (canvasElement: HTMLElement) => within(canvasElement).getByText(/^Address:/);

/** Waits for the announced result count to say `text`. */
const statusSays = (canvasElement: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text), {
    timeout: 5000,
  });

const meta = {
  title: 'Screens/Explore every career',
  component: ExplorerScreen,
  render: () => <Routed />,
  decorators: [
    (Story) => (
      <AnalyticsProvider client={recorder}>
        <Story />
      </AnalyticsProvider>
    ),
  ],
  parameters: { route: paths.explorer, msw: { handlers: apiHandlers({ careers }) } },
  beforeEach: () => {
    sent.length = 0;
    const undoScrolling = pageScrollingInJsdom();
    return () => {
      window.scrollTo({ top: 0 });
      undoScrolling();
    };
  },
} satisfies Meta<typeof ExplorerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCareers: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explore every career' }),
    ).toBeInTheDocument();
    await statusSays(canvasElement, '1,000 careers, A to Z.');
    const list = canvas.getByRole('list', { name: 'Careers' });
    const rows = within(list).getAllByRole('listitem');
    // Only the rows near the screen are drawn, each with its place in the whole list.
    await expect(rows.length).toBeLessThan(40);
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    await expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    const first = careers[0]!;
    await expect(within(rows[0]!).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/v2/pg-career-details?code=${first.code}&from=explorer`,
    );
    await expect(within(rows[0]!).getByText(/^Job zone/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'The O*NET database' })).toBeVisible();
  },
};

/** In Spanish: the page's words and the sentence that counts the results, with its filters. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  parameters: { route: `${paths.explorer}?area=S&zone=2,3&sort=pay` },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explora todas las carreras' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    await statusSays(
      canvasElement,
      /carreras? encajan? con tus filtros, con Social como interés principal, en la zona laboral 2 o 3, primero el salario mediano más alto\.$/,
    );
    await expect(canvas.getByRole('searchbox', { name: 'Buscar carreras' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '2 Alguna' })).toBeChecked();
    const rows = within(canvas.getByRole('list', { name: 'Carreras' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent(/Zona laboral [23] de 5:/);
    await expect(rows[0]).toHaveTextContent(/Intereses: Social/);
  },
};

/** The list in the dark theme: each career's interest tags keep their drawings and contrast. */
export const AllCareersDark: Story = { ...AllCareers, globals: { theme: 'dark' } };

export const ScrollsToTheLastCareer: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Careers' });
    const last = careers.at(-1)!;
    // Pages load in order as they come into view; the last of ten holds the last career.
    await waitFor(
      async () => {
        scrollToEnd(list);
        await expect(canvas.getByRole('link', { name: last.title })).toBeInTheDocument();
      },
      { timeout: 10_000 },
    );
    const row = canvas.getByRole('link', { name: last.title }).closest('li');
    await expect(row).toHaveAttribute('aria-posinset', '1000');
  },
};

export const Searches: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search careers' });
    await userEvent.type(box, 'nurse');
    await expect(box).toHaveValue('nurse');
    const hits = searchCareers(careers, 'nurse');
    const expected = hits.length;
    await statusSays(canvasElement, `${expected} careers match “nurse”.`);
    await expect(address(canvasElement)).toHaveTextContent('Address: /v2/pg-explore?q=nurse');
    const rows = within(canvas.getByRole('list', { name: 'Careers' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-setsize', String(expected));
    await expect(
      within(rows[0]!).getByRole('link', { name: hits[0]!.career.title }),
    ).toBeInTheDocument();
    // Analytics hears that a search happened and how it went, never what was typed.
    await waitFor(
      () =>
        expect(sent).toContainEqual({
          event: 'explorer_searched',
          properties: { hasQuery: true, area: false, jobZones: 0, results: expected },
        }),
      { timeout: 3000 },
    );
    await expect(JSON.stringify(sent)).not.toContain('nurse');
  },
};

export const ForgivesTypos: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Careers' });
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search careers' }),
      'softwear engineer',
    );
    const link = await canvas.findByRole('link', { name: 'Software Developers' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '1 career matches “softwear engineer”.',
    );
    // The name the search matched is shown under the career's own title.
    await expect(within(link.closest('li')!).getByText('Software Engineers')).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('?q=softwear+engineer');
  },
};

export const FilteredFromTheAddress: Story = {
  parameters: { route: `${paths.explorer}?area=S&zone=2,3` },
  play: async ({ canvas, canvasElement }) => {
    await statusSays(
      canvasElement,
      /fit your filters, with Social as the strongest interest, at job zone 2 or 3\.$/,
    );
    await expect(canvas.getByRole('radio', { name: 'Social' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '2 Some' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '3 Medium' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '4 Considerable' })).not.toBeChecked();
    for (const row of within(canvas.getByRole('list', { name: 'Careers' })).getAllByRole(
      'listitem',
    )) {
      await expect(row).toHaveTextContent(/Job zone [23] of 5:/);
      await expect(row).toHaveTextContent(/Interests: Social/);
    }

    // Toggling filters keeps the address in step, ready to share.
    await userEvent.click(canvas.getByRole('checkbox', { name: '3 Medium' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('?area=S&zone=2'));
    await statusSays(canvasElement, /at job zone 2\.$/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Any' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('?zone=2'));
    await statusSays(canvasElement, /fit your filters, at job zone 2\.$/);
    await userEvent.click(canvas.getByRole('radio', { name: 'Investigative' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('?area=I&zone=2'));
  },
};

export const IgnoresBrokenAddresses: Story = {
  parameters: { route: `${paths.explorer}?area=X&zone=9,2,banana&q=${'a'.repeat(101)}` },
  play: async ({ canvas, canvasElement }) => {
    await statusSays(canvasElement, /fit your filters, at job zone 2\.$/);
    await expect(canvas.getByRole('radio', { name: 'Any' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '2 Some' })).toBeChecked();
    await expect(canvas.getByRole('searchbox', { name: 'Search careers' })).toHaveValue('');
  },
};

export const NoResults: Story = {
  parameters: { route: `${paths.explorer}?area=A` },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Careers' });
    const box = canvas.getByRole('searchbox', { name: 'Search careers' });
    await userEvent.type(box, 'zzyzx');
    await expect(
      await canvas.findByRole('heading', { name: 'No careers match' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 careers match “zzyzx”');
    // A search that finds nothing offers the kinds of work to browse instead.
    const browse = within(canvas.getByRole('navigation', { name: 'Browse by interest area' }));
    await expect(browse.getAllByRole('button')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await statusSays(canvasElement, '1,000 careers, A to Z.');
    await expect(canvas.getByRole('searchbox', { name: 'Search careers' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Any' })).toBeChecked();
    await expect(address(canvasElement)).toHaveTextContent(/^Address: \/v2\/pg-explore$/);
  },
};

/**
 * A military job code: which civilian careers lead the list and on whose word; another military
 * search: the official search that knows every job.
 */
export const MilitaryJobCode: Story = {
  parameters: { route: `${paths.explorer}?q=88M` },
  play: async ({ canvas }) => {
    // By its whole text: the job's title is a part of its own, marked English.
    const note = await canvas.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        /^Motor Transport Operator \(Army 88M\) trains for the civilian careers listed first below/.test(
          element.textContent ?? '',
        ),
    );
    await expect(within(note).getByRole('link', { name: 'COOL' })).toHaveAttribute(
      'href',
      'https://www.cool.osd.mil/army/',
    );
    await expect(
      within(note).getByRole('link', { name: 'My Next Move for Veterans' }),
    ).toHaveAttribute('href', 'https://www.mynextmove.org/vets/');
    const box = canvas.getByRole('searchbox', { name: 'Search careers' });
    await userEvent.clear(box);
    await userEvent.type(box, 'army infantry officer{Enter}');
    await expect(
      await canvas.findByText(
        /^Pathwise knows the civilian careers of the most common military jobs only/,
      ),
    ).toBeVisible();
    // A civilian search says nothing of it.
    await userEvent.clear(box);
    await userEvent.type(box, 'nurse');
    await waitFor(() => expect(canvas.queryByText(/military jobs/)).toBeNull());
  },
};

/** Highest median pay first: the address keeps the order, and pay is said on each row. */
export const SortByPay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Careers' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Order' }), 'pay');
    await statusSays(canvasElement, '1,000 careers, highest median pay first.');
    await expect(address(canvasElement)).toHaveTextContent(/sort=pay/);
    const pay = (row: HTMLElement) =>
      Number(/Median pay \$([\d,]+)/.exec(row.textContent ?? '')?.[1]?.replaceAll(',', ''));
    const rows = within(canvas.getByRole('list', { name: 'Careers' })).getAllByRole('listitem');
    await waitFor(() => expect(pay(rows[0]!)).toBeGreaterThan(0));
    const shown = rows.slice(0, 5).map(pay);
    await expect(shown).toEqual([...shown].sort((a, b) => b - a));
    await expect(canvas.getByText(/Careers without pay figures from BLS come last/)).toBeVisible();
  },
};

/** A pay floor and growth narrow the list; careers without the figures leave it. */
export const NarrowByPayAndGrowth: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Careers' });
    await userEvent.type(
      canvas.getByRole('spinbutton', { name: 'Median pay of at least (US dollars)' }),
      '100000{Enter}',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Job growth, 2024–34' }),
      'faster',
    );
    // The fixtures' figures are annual; all occupations grow 3.1%, so "faster" is 4.6% or more.
    const expected = careers.filter(
      (career) =>
        career.pay !== null &&
        career.pay.median >= 100_000 &&
        career.growthPercent !== null &&
        career.growthPercent >= 4.6,
    ).length;
    await statusSays(
      canvasElement,
      `${expected} careers fit your filters, with median pay of at least $100,000 a year and jobs growing faster than average.`,
    );
    await expect(address(canvasElement)).toHaveTextContent(/minPay=100000&growth=faster/);
    const rows = within(canvas.getByRole('list', { name: 'Careers' })).getAllByRole('listitem');
    for (const row of rows.slice(0, 5)) {
      const pay = Number(
        /Median pay \$([\d,]+)/.exec(row.textContent ?? '')?.[1]?.replaceAll(',', ''),
      );
      await expect(pay).toBeGreaterThanOrEqual(100_000);
      await expect(row).toHaveTextContent(/Growing (much )?faster than average/);
    }
    await expect(canvas.getByText(/Careers BLS has no figure for are left out/)).toBeVisible();
  },
};

export const BrowseAnAreaAfterAnEmptySearch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Careers' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search careers' }), 'zzyzx');
    await canvas.findByRole('heading', { name: 'No careers match' });
    await userEvent.click(canvas.getByRole('button', { name: 'Social' }));
    await expect(await canvas.findByRole('list', { name: 'Careers' })).toBeInTheDocument();
    await expect(address(canvasElement)).toHaveTextContent(/area=S/);
    await expect(canvas.getByRole('searchbox', { name: 'Search careers' })).toHaveValue('');
  },
};

/** A small phone: the list comes first and the filters open in a sheet. */
const onPhone = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/**
 * On a phone the filters wait in a sheet: opened from the keyboard, it counts the careers a choice
 * would show before anything changes, applies them together, keeps them in the address and says
 * how many match.
 */
export const PhoneFiltersInASheet: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await statusSays(canvasElement, '1,000 careers, A to Z.');
    await expect(canvas.getByRole('searchbox', { name: 'Search careers' })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    await expect(sheet.getByRole('status')).toHaveTextContent('1,000 careers match');
    await userEvent.click(sheet.getByRole('radio', { name: 'Social' }));
    const social = careers.filter((career) => career.highPoints[0] === 'S').length;
    await waitFor(() =>
      expect(sheet.getByRole('status')).toHaveTextContent(`${social} careers match`),
    );
    // Nothing behind the sheet has changed yet.
    await expect(address(canvasElement)).toHaveTextContent(/^Address: \/v2\/pg-explore$/);
    await userEvent.click(sheet.getByRole('button', { name: `Show ${social} careers` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    await expect(address(canvasElement)).toHaveTextContent('?area=S');
    await statusSays(
      canvasElement,
      `${social} careers fit your filters, with Social as the strongest interest.`,
    );
    await waitFor(() =>
      expect(canvas.getByText(`${social} careers match`)).toHaveAttribute('aria-live', 'polite'),
    );
  },
};

/** Escape leaves the list as it was; the sheet's clear button empties its choices for applying. */
export const PhoneSheetClearsAndCloses: Story = {
  ...onPhone,
  parameters: { route: `${paths.explorer}?area=S&zone=2` },
  play: async ({ canvas, canvasElement }) => {
    const trigger = await canvas.findByRole('button', { name: 'Filters (2)' });
    await userEvent.click(trigger);
    let sheet = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    await expect(sheet.getByRole('radio', { name: 'Social' })).toBeChecked();
    await userEvent.click(sheet.getByRole('radio', { name: 'Artistic' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(address(canvasElement)).toHaveTextContent('?area=S&zone=2');

    await userEvent.click(trigger);
    sheet = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    await expect(sheet.getByRole('radio', { name: 'Social' })).toBeChecked();
    await userEvent.click(sheet.getByRole('button', { name: 'Clear filters' }));
    await userEvent.click(await sheet.findByRole('button', { name: 'Show 1,000 careers' }));
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent(/^Address: \/v2\/pg-explore$/),
    );
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [failing.handler, ...apiHandlers({ careers })] } },
  beforeEach: () => failing.reset(),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'The careers could not load' }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Careers' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('searchCareers', () => delay('infinite')),
        ...apiHandlers({ careers }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading careers…');
    await expect(canvas.queryByRole('list', { name: 'Careers' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search careers' })).toBeEnabled();
  },
};
