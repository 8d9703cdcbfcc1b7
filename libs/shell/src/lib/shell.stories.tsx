import { msg } from '@lingui/core/macro';
import { serviceBusySlice, useGetCatalogueSourcesQuery } from '@pathwise/api';
import { buildCareerDetails, countRequests } from '@pathwise/api/testing';
import { useAppDispatch } from '@pathwise/store';
import { ScreenIntro } from '@pathwise/ui';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Link, RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BusyNotice } from './busy-notice';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('The screen could not be loaded.');
}

/** A screen that reads from the API, to show how the shell says the API is busy. */
function ReadsTheCatalogue() {
  const { data } = useGetCatalogueSourcesQuery();
  return (
    <>
      {/* As the app places it: above each screen, inside the store the screen uses. */}
      <BusyNotice />
      <p>{data ? `O*NET ${data.onet}` : 'Loading'}</p>
    </>
  );
}

// The API is busy for the first request of the story that resets this.
const catalogueRequests = countRequests('getCatalogueSources', (count) =>
  count === 1
    ? HttpResponse.json(
        { type: 'about:blank', title: 'Too many requests', status: 429, code: 'busy' },
        { status: 429, headers: { 'retry-after': '1' } },
      )
    : HttpResponse.json(buildCareerDetails().sources),
);

/** The API said it is busy for the next 30 s, leaving the retry to the person. */
function BusyForHalfAMinute() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const since = Date.now();
    dispatch(
      serviceBusySlice.actions.serviceBusy({ since, retryAt: since + 30_000, retrying: false }),
    );
  }, [dispatch]);
  return <BusyNotice />;
}

/** A long list whose rows arrive a moment after the page, as a list waiting for its data does. */
function LateList() {
  const [rows, setRows] = useState<number[]>([]);
  useEffect(() => {
    const timer = setTimeout(
      () => setRows(Array.from({ length: 60 }, (_, index) => index + 1)),
      300,
    );
    return () => clearTimeout(timer);
  }, []);
  return (
    <ul aria-label="Rows">
      {rows.map((row) => (
        <li key={row} className="h-20 border-b border-border">
          <Link to="/row">Row {row}</Link>
        </li>
      ))}
    </ul>
  );
}

/** One row's page, with the browser's Back as a button. */
function RowPage() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/** Stands in for the signed-in account corner: coins and a long name, cut short. */
function LongAccount() {
  const name = 'alexandra.konstantinidou-whitfield@example.com';
  return (
    <div className="flex min-w-0 items-center gap-2">
      <a href="/dashboard" className="h-9 shrink-0 rounded-full border border-border px-3 text-sm">
        1,250 coins
      </a>
      <button
        type="button"
        className="inline-flex min-w-0 items-center gap-2 rounded-full border border-border p-1 pr-3 text-sm"
      >
        <span aria-hidden="true" className="size-7 shrink-0 rounded-full bg-primary" />
        <span title={name} className="max-w-48 truncate">
          {name}
        </span>
        <span className="sr-only">, account menu</span>
      </button>
    </div>
  );
}

/** The shell with a data router of its own, as the app runs it. */
function Shell({ at, signedIn = false }: { at: string; signedIn?: boolean }) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootLayout account={signedIn ? <LongAccount /> : undefined} />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            element: <ScreenIntro title="Home" purpose="The start." />,
            handle: { title: msg`Home` },
          },
          { path: 'broken', Component: Broken },
          { path: 'busy', Component: ReadsTheCatalogue },
          { path: 'busy-long', Component: BusyForHalfAMinute },
          { path: 'list', Component: LateList },
          { path: 'row', Component: RowPage },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Shell/App shell',
  component: Shell,
  parameters: { router: false },
  args: { at: '/' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('The start.');
    await waitFor(() => expect(document.title).toBe('Home · Pathwise'));
  },
};

/** On a phone the links and the colour theme wait in the menu, reached and used by keyboard. */
export const PhoneMenu: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveFocus();
    // The other links, then the languages, each named in itself.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'English' })).toHaveFocus();
    await expect(within(dialog).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'Español' })).toHaveFocus();
    await userEvent.tab();
    const light = within(dialog).getByRole('radio', { name: 'Light' });
    await expect(light).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();
  },
};

export const RouteError: Story = {
  args: { at: '/broken' },
  beforeEach: () => {
    // React logs the caught route error; the page under test is the handling of it.
    const original = console.error;
    console.error = () => undefined;
    return () => {
      console.error = original;
    };
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    // The error's own words are the code's English, marked as English for any page's language.
    await expect(canvas.getByText('The screen could not be loaded.')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('What the app reported (in English):')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** The API answers 429 once: the shell says it is busy, not offline, and the retry then lands. */
export const ServiceBusy: Story = {
  args: { at: '/busy' },
  parameters: {
    msw: {
      handlers: [catalogueRequests.handler],
    },
  },
  beforeEach: catalogueRequests.reset,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        /Pathwise is busy right now; this isn't your connection\./,
      ),
    );
    await expect(await canvas.findByText('O*NET 30.1', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(/Pathwise is busy/)).toBeNull();
    await expect(catalogueRequests.count()).toBe(2);
  },
};

/**
 * The countdown ticks on screen, but screen readers hear the notice once, not every second: the
 * status keeps the words it appeared with.
 */
export const BusyCountdownSaidOnce: Story = {
  args: { at: '/busy-long' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    const said = /Try again in 30 s\.$/;
    await waitFor(() => expect(status).toHaveTextContent(said));
    await expect(canvas.getByText(said, { ignore: '.sr-only' })).toBeVisible();
    await expect(
      await canvas.findByText(/Try again in 2[89] s\.$/, {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(status).toHaveTextContent(said);
  },
};

/** Layout is measured only in a real browser; jsdom lays nothing out. */
const laidOut = !navigator.userAgent.includes('jsdom');

/** The header fits its width: nothing sticks out of it or makes the page scroll sideways. */
const headerFits = async () => {
  if (!laidOut) return;
  const header = screen.getByRole('banner');
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

const VIEWPORTS = {
  smallPhone: { name: 'Small phone, 320 × 568', styles: { width: '320px', height: '568px' } },
  desktop: { name: 'Desktop, 1024 × 768', styles: { width: '1024px', height: '768px' } },
  laptop: { name: 'Laptop, 1280 × 800', styles: { width: '1280px', height: '800px' } },
  wide: { name: 'Wide, 1536 × 900', styles: { width: '1536px', height: '900px' } },
};

/** On a desktop the languages sit in the header's row, beside the colour theme. */
export const LanguagesInTheHeader: Story = {
  parameters: { viewport: { options: VIEWPORTS } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await headerFits();
    const languages = within(canvas.getByRole('navigation', { name: 'Language' }));
    await userEvent.click(languages.getByRole('button', { name: 'Language: English' }));
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const spanish = languages.getByRole('link', { name: 'Español' });
    await expect(spanish).toHaveAttribute('href', '/es');
    // Over the page, not under it.
    if (laidOut) {
      const box = spanish.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(spanish.contains(top)).toBe(true);
    }
  },
};

/**
 * In Spanish on a desktop, signed in with a long name: the links, the footer and the page's title
 * in Spanish, Español marked, and the row still fits with the longer words.
 */
export const InSpanish: Story = {
  args: { signedIn: true },
  parameters: { viewport: { options: VIEWPORTS } },
  globals: { language: 'es', viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Test de personalidad' })).toBeVisible();
    await expect(canvas.getByText(/conócete y encuentra un trabajo/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Inicio · Pathwise'));
    await headerFits();
    const languages = within(canvas.getByRole('navigation', { name: 'Idioma' }));
    const button = languages.getByRole('button', { name: 'Idioma: Español' });
    // One row: the languages and the account share the logo's middle line.
    if (laidOut) {
      const middle = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        return box.top + box.height / 2;
      };
      const logo = middle(header.getByRole('link', { name: 'Pathwise' }));
      for (const element of [
        button,
        header.getByRole('button', { name: /account menu$/ }),
        header.getByRole('link', { name: 'Test de personalidad' }),
      ])
        await expect(Math.abs(middle(element) - logo)).toBeLessThan(2);
    }
    await userEvent.click(button);
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  },
};

/** On the smallest phone, in Spanish: the header fits; the languages wait in the menu. */
export const SmallPhoneInSpanish: Story = {
  parameters: { viewport: { options: VIEWPORTS } },
  globals: { language: 'es', viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await headerFits();
    // The menu button, by what it does (its name is the design system's words).
    const menu = canvas.getByRole('banner').querySelector('button[aria-haspopup="dialog"]');
    await userEvent.click(menu as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const languages = within(within(dialog).getByRole('navigation', { name: 'Idioma' }));
    for (const name of ['English', 'Español']) {
      const link = languages.getByRole('link', { name });
      await expect(link).toBeVisible();
      if (laidOut) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** On a laptop, in Spanish and signed in: the row fits, the globe alone standing for the languages. */
export const LaptopInSpanish: Story = {
  args: { signedIn: true },
  parameters: { viewport: { options: VIEWPORTS } },
  globals: { language: 'es', viewport: { value: 'laptop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
    await headerFits();
  },
};

/** From 1536 px the globe button also shows the language's name; the row still fits. */
export const WideInSpanish: Story = {
  args: { signedIn: true },
  parameters: { viewport: { options: VIEWPORTS } },
  globals: { language: 'es', viewport: { value: 'wide' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Idioma: Español' });
    if (laidOut) await expect(within(button).getByText('Español')).toBeVisible();
    await headerFits();
  },
};

/**
 * Back returns a list to where the person was, once its rows are there again (they arrive after
 * the page, as data does).
 */
export const BackReturnsToThePlaceInAList: Story = {
  args: { at: '/list' },
  play: async ({ canvas }) => {
    // Only a browser scrolls; jsdom lays nothing out.
    if (!laidOut) return;
    await canvas.findByRole('link', { name: 'Row 40' });
    window.scrollTo({ top: 1500, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(1500));
    const row = canvas
      .getAllByRole('link', { name: /^Row / })
      .find((link) => link.getBoundingClientRect().top >= 0)!;
    await userEvent.click(row);
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await canvas.findByRole('link', { name: 'Row 40' });
    // The list renders again after its data; on a busy machine that takes more than a second.
    await waitFor(() => expect(window.scrollY).toBe(1500), { timeout: 5000 });
  },
};
