import { meetsFigureFilter, readFigureFilter } from '@pathwise/assessment';
import {
  apiHandlers,
  buildCareerDetails,
  buildInterestResult,
  buildSuggestions,
  countRequests,
  recordRequests,
  serverError,
  signedInWith,
  suggestionInputs,
  mockOperation,
} from '@pathwise/api/testing';
import type { Suggestions } from '@pathwise/contract';
import { ONBOARDING_STORAGE_KEY, STORAGE_KEYS, VERDICTS_KEY } from '@pathwise/progress';
import { seedBrowser, stubNavigator } from '@pathwise/testing/storybook';
import { careerDetailsHref, paths } from '@pathwise/routes';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CareerSuggestionsScreen } from './career-suggestions-screen';

// Where the playground library keeps a signed-out person's finished sort and saved careers.
const BROWSER_RESULT_KEY = STORAGE_KEYS.interestResult;
const FAVOURITES_KEY = STORAGE_KEYS.favourites;

/** The address as the person would see it, so filters kept in it can be checked. */
function Address() {
  const { pathname, search } = useLocation();
  return <p className="mt-8 text-sm">Address: {decodeURIComponent(pathname + search)}</p>;
}

/** The screen at its address, beside stand-ins for the pages it leads to. */
const withRoutes: Decorator = (Story) => (
  <Routes>
    <Route
      path={paths.careerSuggestions}
      element={
        <>
          <Story />
          <Address />
        </>
      }
    />
    <Route path={paths.careerDetails} element={<h1>Career details</h1>} />
    <Route path={paths.playgroundCanvas} element={<h1>Sort the interest cards</h1>} />
  </Routes>
);

/** The account's suggestions, filtered by job zone, pay and growth as the server does. */
const accountSuggestions = (suggestions: Suggestions = buildSuggestions()) =>
  mockOperation('getSuggestions', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const zones = params.get('jobZone')?.split(',').map(Number);
    const figures = readFigureFilter(params);
    return HttpResponse.json({
      ...suggestions,
      items: suggestions.items.filter(
        (item) =>
          (!zones || zones.includes(item.career.jobZone ?? 0)) &&
          meetsFigureFilter(item.career, figures, buildCareerDetails().sources.allGrowthPercent),
      ),
    });
  });

/** Signed in with an interest result, and these suggestions for it. */
const withSuggestions = (suggestions?: Suggestions) =>
  signedInWith([
    accountSuggestions(suggestions),
    ...apiHandlers({ interestResult: buildInterestResult() }),
  ]);

/** Signed out: nothing in an account, only what this browser holds. */
const signedOut = { msw: { handlers: apiHandlers() } };

/** A signed-out person's finished sort, with card ids from the mock deck. */
const browserResult = () => {
  const { id: _id, ...result } = buildInterestResult();
  return {
    version: 1,
    result,
    ratings: [
      { cardId: 'card-I-2', rating: 'like' },
      { cardId: 'card-A-4', rating: 'like' },
      { cardId: 'card-C-10', rating: 'dislike' },
    ],
  };
};

// The first request fails, for the story that retries it.
const failsOnce = countRequests('getSuggestions', (count) =>
  count === 1 ? serverError() : HttpResponse.json(buildSuggestions()),
);

const meta = {
  title: 'Screens/Careers that fit you',
  component: CareerSuggestionsScreen,
  decorators: [withRoutes],
  // Stories say whether someone is signed in: story parameters can add sign-in, never remove it.
  parameters: { route: paths.careerSuggestions },
  // Browser copies outlive a story in a real browser; every story starts from its own.
  beforeEach: seedBrowser(),
} satisfies Meta<typeof CareerSuggestionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('article')
    .map((card: HTMLElement) => within(card).getByRole('heading').textContent);

/** Signed in: the account's matches, closest first, with their reasons and a favourite toggle. */
export const SignedIn: Story = {
  parameters: withSuggestions(),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Careers that fit you' }),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    // Each card says its pay and growth from BLS, credited under the list.
    const developers = within(canvas.getAllByRole('article')[0]!);
    await expect(developers.getByText('Median pay $135,980 a year')).toBeVisible();
    await expect(
      await developers.findByText('Growing much faster than average (+15.8%)'),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Pay and growth: U\.S\. Bureau of Labor Statistics/),
    ).toBeVisible();
    await expect(titles(canvas)).toEqual([
      'Software Developers',
      'Registered Nurses',
      'Graphic Designers',
      'Electricians',
    ]);
    const first = within(canvas.getAllByRole('article')[0]!);
    await expect(first.getByRole('link', { name: 'Software Developers' })).toHaveAttribute(
      'href',
      `${careerDetailsHref('15-1252.00')}&from=suggestions`,
    );
    await expect(first.getByText('Strong fit: 92 of 100')).toBeVisible();
    const reasons = first.getByRole('list', { name: "Why it's suggested" });
    await expect(reasons).toHaveTextContent(
      'You and this job both lean toward Investigative work.',
    );
    await expect(reasons).not.toHaveTextContent(/Based on the activities/);

    const inputs = within(canvas.getByRole('region', { name: 'What these are based on' }));
    // Only what was used is listed: the cards, and the filter.
    await expect(inputs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Your interest cards/),
      'The filters (preparation, kind of work, pay and job growth), which you can change or clear.',
    ]);
    // The person's own band floors, and the way to the method behind them.
    await expect(inputs.getByText(/For you, a strong fit is 85 or more/)).toBeVisible();
    await expect(inputs.getByRole('link', { name: 'How matching works' })).toHaveAttribute(
      'href',
      '#how-matching-works',
    );
    await expect(canvas.getByRole('region', { name: 'How matching works' })).toHaveTextContent(
      /careers with the same fit are in alphabetical order/,
    );
    await expect(canvas.getByRole('link', { name: 'The O*NET database' })).toBeInTheDocument();

    const save = first.getByRole('button', { name: 'Save Software Developers to favourites' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(
      await first.findByRole('button', { name: 'Remove Software Developers from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The engineers as the server sends them: one place, at the closest, the others under it. */
const withEngineers = (): Suggestions => {
  const list = buildSuggestions();
  const [first, ...rest] = list.items;
  const engineers = {
    ...first!,
    career: {
      ...first!.career,
      code: '17-2141.00',
      title: 'Mechanical Engineers',
      highPoints: 'RIC',
      // Figures are left out here: these are the first fixture career's, not an engineer's.
      pay: null,
      growthPercent: null,
    },
    family: {
      id: 'engineers',
      name: 'Engineers',
      members: [
        { code: '17-2071.00', title: 'Electrical Engineers', fit: 88, fitBand: 'strong' as const },
        { code: '17-2051.00', title: 'Civil Engineers', fit: 79, fitBand: 'good' as const },
        { code: '17-2011.00', title: 'Aerospace Engineers', fit: 71, fitBand: 'good' as const },
      ],
    },
  };
  return { ...list, items: [engineers, ...rest] };
};

/** Near-identical careers share a place: the others are a tap away, each with its own fit. */
export const FamiliesShareAPlace: Story = {
  parameters: withSuggestions(withEngineers()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    const card = within(canvas.getAllByRole('article')[0]!);
    await expect(card.getByRole('link', { name: 'Electrical Engineers' })).not.toBeVisible();
    const more = card.getByText('3 more like this: Engineers');
    await userEvent.click(more);
    await expect(more.closest('details')).toHaveAttribute('open');
    const civil = card.getByRole('link', { name: 'Civil Engineers' });
    await expect(civil).toBeVisible();
    await expect(civil).toHaveAttribute(
      'href',
      `${careerDetailsHref('17-2051.00')}&from=suggestions`,
    );
    await expect(civil.parentElement).toHaveTextContent('Good fit: 79 of 100');
    // Focus stays where it was, on the control that closes it again.
    await expect(more).toHaveFocus();
    await userEvent.click(more);
    await expect(more.closest('details')).not.toHaveAttribute('open');
  },
};

/** The cards in the dark theme: each names the areas its career leans toward, with their drawings. */
export const SignedInDark: Story = {
  parameters: withSuggestions(),
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    const first = within(canvas.getAllByRole('article')[0]!);
    await expect(first.getByText('Leans toward').parentElement).toHaveTextContent(
      /^Leans toward Investigative, Conventional/,
    );
  },
};

/** An interest area narrows the list on the spot, and the choice is kept in the address. */
/** Highest median pay first, then back to best match. */
export const OrderedByPay: Story = {
  parameters: withSuggestions(),
  play: async ({ canvas }) => {
    await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Order' }), 'pay');
    await expect(
      await canvas.findByText('Showing 4 careers, highest median pay first.'),
    ).toBeVisible();
    // BLS medians: $135,980, $97,550, $63,190, $62,960.
    await expect(titles(canvas)).toEqual([
      'Software Developers',
      'Registered Nurses',
      'Electricians',
      'Graphic Designers',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Order' }), '');
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
  },
};

/** A pay floor and growth are asked of the server, which leaves out careers below them. */
export const NarrowedByPayAndGrowth: Story = {
  parameters: withSuggestions(),
  play: async ({ canvas }) => {
    await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).');
    const figures = within(canvas.getByRole('group', { name: 'Pay and job growth' }));
    await userEvent.selectOptions(
      figures.getByRole('combobox', { name: 'Job growth, 2024–34' }),
      'faster',
    );
    // Against all occupations' +3.1%, +15.8%, +4.9% and +9.5% are 1.5 points or more above; +2.1%
    // (Graphic Designers) is not.
    await expect(
      await canvas.findByText('Showing 3 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(titles(canvas)).not.toContain('Graphic Designers');
    await userEvent.type(
      figures.getByRole('spinbutton', { name: 'Median pay of at least (US dollars)' }),
      '80000{Enter}',
    );
    // BLS medians: $135,980 and $97,550 are at least $80,000; Electricians' $63,190 is not.
    await expect(
      await canvas.findByText('Showing 2 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(titles(canvas)).toEqual(['Software Developers', 'Registered Nurses']);
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent('growth=faster&minPay=80000');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Address:/)).not.toHaveTextContent('minPay');
    // The button is disabled once pressed: focus is on the list it changed.
    await expect(canvas.getByRole('heading', { name: 'Your matches' })).toHaveFocus();
  },
};

export const FiltersByInterestArea: Story = {
  parameters: withSuggestions(),
  play: async ({ canvas }) => {
    await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).');
    const kinds = within(canvas.getByRole('group', { name: 'Kind of work' }));
    await userEvent.click(kinds.getByRole('checkbox', { name: 'Social' }));
    // The first area asks for the list without families (a family's head would stand for all).
    const count = await canvas.findByText(
      'Showing 1 career, highest fit first (equal fits A to Z).',
    );
    await expect(count).toBeVisible();
    // A filter's new count is said once the list has settled.
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(titles(canvas)).toEqual(['Registered Nurses']);
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent(
      `Address: ${paths.careerSuggestions}?zone=any&area=S`,
    );
    await userEvent.click(kinds.getByRole('checkbox', { name: 'Artistic' }));
    await expect(titles(canvas)).toEqual(['Registered Nurses', 'Graphic Designers']);
    await userEvent.click(canvas.getByRole('link', { name: 'Graphic Designers' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Career details' }),
    ).toBeInTheDocument();
  },
};

/** Filters arrive in the address: preparation is asked of the server, the area applied here. */
export const FilteredByAddress: Story = {
  parameters: { ...withSuggestions(), route: `${paths.careerSuggestions}?zone=4&area=A,E` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 1 career, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(titles(canvas)).toEqual(['Graphic Designers']);
    const zones = within(canvas.getByRole('group', { name: 'Preparation needed' }));
    await expect(
      zones.getByRole('checkbox', { name: 'Considerable preparation needed' }),
    ).toBeChecked();
    await expect(
      zones.getByRole('checkbox', { name: 'Medium preparation needed' }),
    ).not.toBeChecked();
    await expect(
      zones.getByRole('checkbox', { name: 'Considerable preparation needed' }),
    ).toHaveAccessibleDescription(/bachelor's degree/);
    const kinds = within(canvas.getByRole('group', { name: 'Kind of work' }));
    await expect(kinds.getByRole('checkbox', { name: 'Artistic' })).toBeChecked();
    await expect(kinds.getByRole('checkbox', { name: 'Enterprising' })).toBeChecked();

    await userEvent.click(zones.getByRole('checkbox', { name: 'Medium preparation needed' }));
    await userEvent.click(kinds.getByRole('checkbox', { name: 'Realistic' }));
    await waitFor(() =>
      expect(titles(canvas)).toEqual(['Software Developers', 'Graphic Designers', 'Electricians']),
    );
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent('?zone=3,4&area=R,A,E');
  },
};

/** Values that aren't zones or areas are ignored, not an error. */
export const IgnoresBrokenFilters: Story = {
  parameters: { ...withSuggestions(), route: `${paths.careerSuggestions}?zone=9&area=<script>` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** Filters that leave nothing say so, with a way back to every match. */
export const FiltersTooNarrow: Story = {
  parameters: { ...withSuggestions(), route: `${paths.careerSuggestions}?zone=1` },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'No careers match these filters' });
    await userEvent.click(
      within(heading.parentElement!).getByRole('button', { name: 'Clear filters' }),
    );
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent('?zone=any');
  },
};

/** A small phone: the matches come first and the filters open in a sheet. */
const onPhone = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/**
 * On a phone the filters and order wait in a sheet: opened from the keyboard, it counts the
 * matches a choice would leave before anything changes, applies them together and says how many.
 */
export const PhoneFiltersInASheet: Story = {
  ...onPhone,
  parameters: withSuggestions(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    await expect(sheet.getByRole('status')).toHaveTextContent('4 careers match');
    const kinds = within(sheet.getByRole('group', { name: 'Kind of work' }));
    await userEvent.click(kinds.getByRole('checkbox', { name: 'Social' }));
    await waitFor(() => expect(sheet.getByRole('status')).toHaveTextContent('1 career matches'));
    // Behind the sheet the list is as it was until the choice is applied.
    await expect(canvas.getAllByRole('article', { hidden: true })).toHaveLength(4);
    await userEvent.click(sheet.getByRole('button', { name: 'Show 1 career' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    await expect(titles(canvas)).toEqual(['Registered Nurses']);
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent('area=S');
    await waitFor(() =>
      expect(canvas.getByText('1 career matches')).toHaveAttribute('aria-live', 'polite'),
    );
  },
};

/** Pay and order chosen in the sheet: the server counts the pay floor before it is applied. */
export const PhoneSheetAsksTheServer: Story = {
  ...onPhone,
  parameters: withSuggestions(),
  play: async ({ canvas }) => {
    await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    await userEvent.type(
      sheet.getByRole('spinbutton', { name: 'Median pay of at least (US dollars)' }),
      '80000{Enter}',
    );
    // BLS medians: $135,980 and $97,550 are at least $80,000; the other two are not.
    await waitFor(() => expect(sheet.getByRole('status')).toHaveTextContent('2 careers match'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(titles(canvas)).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const again = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    await expect(
      again.getByRole('spinbutton', { name: 'Median pay of at least (US dollars)' }),
    ).toHaveValue(null);
    await userEvent.type(
      again.getByRole('spinbutton', { name: 'Median pay of at least (US dollars)' }),
      '80000{Enter}',
    );
    await userEvent.selectOptions(again.getByRole('combobox', { name: 'Order' }), 'pay');
    await userEvent.click(await again.findByRole('button', { name: 'Show 2 careers' }));
    await expect(
      await canvas.findByText('Showing 2 careers, highest median pay first.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent('minPay=80000&sort=pay');
  },
};

/** Signed out: matches from the ratings kept in this browser; favourites are kept there too. */
const share = fn(async (_data: ShareData) => undefined);

/**
 * "Share this list" sends the interest code and the list's careers in its order, each with the fit
 * its card shows, and Pathwise's start page: no name, no answers.
 */
export const SharesTheList: Story = {
  parameters: withSuggestions(),
  beforeEach: () => {
    share.mockClear();
    return stubNavigator('share', share)();
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).');
    const shown = canvas.getAllByRole('article').map((card: HTMLElement) => {
      const title = within(card).getByRole('heading').textContent;
      const fit = within(card).getByText(/^(Strong|Good|Some|Weak) fit: \d+ of 100$/).textContent;
      return `${title} (${fit})`;
    });
    await userEvent.click(await canvas.findByRole('button', { name: 'Share this list' }));
    await expect(await canvas.findByText('Shared.')).toBeInTheDocument();
    await expect(share).toHaveBeenCalledWith({
      title: 'Careers that fit me',
      text: `My Holland interest code is IAS. The careers that fit me best on Pathwise: ${shown.join('; ')}. Career information from O*NET.`,
      url: `${window.location.origin}${paths.v2}`,
    });
  },
};

export const SignedOutFromThisBrowser: Story = {
  parameters: signedOut,
  beforeEach: seedBrowser({ [BROWSER_RESULT_KEY]: browserResult() }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Your interest cards/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Electricians to favourites' }));
    await expect(
      await canvas.findByRole('button', { name: 'Remove Electricians from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem(FAVOURITES_KEY)).toContain('47-2111.00');
  },
};

/**
 * Signed out, where a visitor finishes on a shared computer: they forget the browser's progress.
 * The matches go, the page offers a start afresh, and reading picks up at the page's heading.
 */
export const ForgetsWhereTheyFinish: Story = {
  parameters: signedOut,
  beforeEach: seedBrowser({ [BROWSER_RESULT_KEY]: browserResult() }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Forget this browser’s progress' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Forget the progress kept in this browser?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forget it' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Careers that fit you' })).toHaveFocus(),
    );
    await expect(canvas.queryByText(/^Showing \d+ careers/)).toBeNull();
    await expect(localStorage.getItem(BROWSER_RESULT_KEY)).toBeNull();
  },
};

const ALL_FOUR = ['Software Developers', 'Registered Nurses', 'Graphic Designers', 'Electricians'];

/**
 * "Not for me" takes a career off the list, says so and offers the undo, which takes focus; undo
 * puts it back where it was, focused. "Yes" stays pressed.
 */
export const NotForMeWithUndo: Story = {
  parameters: withSuggestions(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    const nurses = within(canvas.getAllByRole('article')[1]!);
    const question = nurses.getByRole('group', {
      name: 'Would you consider this? Registered Nurses',
    });
    const count = canvas.getByText('Showing 4 careers, highest fit first (equal fits A to Z).');
    await userEvent.click(within(question).getByRole('button', { name: 'Not for me' }));
    // One announcement per change: the notice says it; the count changes with it, quietly (checked
    // as the notice appears, before the server's next list).
    await waitFor(() => {
      expect(canvas.getByText('Registered Nurses is off your list.')).toBeInTheDocument();
      expect(count).toHaveTextContent('Showing 3 careers, highest fit first (equal fits A to Z).');
      expect(count).toHaveAttribute('aria-live', 'off');
    });
    await expect(titles(canvas)).toEqual(ALL_FOUR.filter((title) => title !== 'Registered Nurses'));
    await expect(canvas.getByText('Registered Nurses is off your list.')).toHaveAttribute(
      'role',
      'status',
    );
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await expect(canvas.getByText('Careers you said are not for you (1)')).toBeInTheDocument();

    await userEvent.click(undo);
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(titles(canvas)).toEqual(ALL_FOUR);
    await expect(canvas.getByText('Registered Nurses is back on your list.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Registered Nurses' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(canvas.queryByText(/Careers you said are not for you/)).not.toBeInTheDocument(),
    );

    const developers = within(canvas.getAllByRole('article')[0]!);
    await userEvent.click(developers.getByRole('button', { name: 'Yes' }));
    await expect(await developers.findByRole('button', { name: 'Yes, I would' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

const visitorLists = recordRequests<{ notFor?: string[] }>('suggestCareers');

/** A visitor's answers stay in this browser, and the next list is asked without those careers. */
export const NotForMeKeptInThisBrowser: Story = {
  parameters: { msw: { handlers: [...visitorLists.handlers, ...apiHandlers()] } },
  beforeEach: () => {
    visitorLists.reset();
    seedBrowser({ [BROWSER_RESULT_KEY]: browserResult() })();
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    const electricians = within(canvas.getAllByRole('article')[3]!);
    await userEvent.click(electricians.getByRole('button', { name: 'Not for me' }));
    await expect(
      await canvas.findByText('Showing 3 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(localStorage.getItem(VERDICTS_KEY)).toMatch(
      /"code":"47-2111\.00".*"verdict":"no"/,
    );
    await waitFor(() => expect(visitorLists.seen.at(-1)?.notFor).toEqual(['47-2111.00']));
    // The list of careers said no to brings one back.
    await userEvent.click(canvas.getByText('Careers you said are not for you (1)'));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Put back on my list: Electricians' }),
    );
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(localStorage.getItem(VERDICTS_KEY)).toBeNull();
  },
};

/** In Spanish: the screen's own words from its catalogue, with figures as Spanish writes them. */
export const InSpanish: Story = {
  parameters: withSuggestions(),
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Carreras que encajan contigo' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    await expect(
      await canvas.findByText(
        'Se muestran 4 carreras, primero las de mayor afinidad (a igual afinidad, de la A a la Z).',
      ),
    ).toBeVisible();
    const first = within(canvas.getAllByRole('article')[0]!);
    await expect(first.getByText('Afinidad alta: 92 de 100')).toBeVisible();
    await expect(first.getByText('Salario mediano: 135.980 US$ al año')).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Tipo de trabajo' })).getByRole('checkbox', {
        name: 'Investigador',
      }),
    ).toBeInTheDocument();
  },
};

/** In Spanish a family is named by its id (the API sends its English name with it). */
export const FamilyInSpanish: Story = {
  parameters: withSuggestions(withEngineers()),
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Carreras que encajan contigo' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    const engineers = within((await canvas.findAllByRole('article'))[0]!);
    await expect(engineers.getByText('3 más como esta: Ingeniería')).toBeInTheDocument();
    await expect(engineers.getByText('Buena afinidad: 79 de 100')).toBeInTheDocument();
  },
};

/** The share of yes by band, from everyone's answers, where a band has enough of them. */
export const SharesOfYesByBand: Story = {
  parameters: signedInWith([
    accountSuggestions(),
    ...apiHandlers({
      interestResult: buildInterestResult(),
      verdictStats: {
        minimum: 30,
        bands: [
          { band: 'strong', yes: 45, answers: 60 },
          { band: 'good', yes: 40, answers: 80 },
        ],
      },
    }),
  ]),
  play: async ({ canvas }) => {
    const how = within(await canvas.findByRole('region', { name: 'How matching works' }));
    await expect(await how.findByText('Strong fit: 75% said yes (of 60 answers)')).toBeVisible();
    await expect(how.getByText('Good fit: 50% said yes (of 80 answers)')).toBeVisible();
    await expect(how.queryByText(/Some fit:/)).not.toBeInTheDocument();
  },
};

/** The preparation someone said they'd take on sets the first filter; work values are named. */
export const FromOnboardingAnswers: Story = {
  parameters: signedOut,
  beforeEach: seedBrowser({
    [BROWSER_RESULT_KEY]: browserResult(),
    [ONBOARDING_STORAGE_KEY]: {
      maxJobZone: 3,
      workValues: ['independence', 'recognition'],
      completed: true,
    },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 2 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(titles(canvas)).toEqual(['Registered Nurses', 'Electricians']);
    const zones = within(canvas.getByRole('group', { name: 'Preparation needed' }));
    await expect(
      zones.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true, false, false]);
    // Why these zones are ticked is said above the filters.
    const filters = within(canvas.getByRole('region', { name: 'Filters' }));
    await expect(
      filters.getByText(
        "Showing zones 1 to 3, from your first answers: you'd take on a medium amount of preparation (zone 3).",
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(/The work values you picked \(independence and recognition\)/),
    ).toBeVisible();
    // One tap widens it to every zone.
    await userEvent.click(filters.getByRole('button', { name: 'Show every zone' }));
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    // The note goes; focus moves to the zone choices it cleared, never to the page.
    await waitFor(() => expect(filters.getAllByRole('checkbox')[0]).toHaveFocus());
    await expect(document.activeElement).not.toBe(document.body);
  },
};

/**
 * The least pay someone said they'd consider starts the list, said under the count with one tap
 * to lift it; focus then goes to the list it changed.
 */
export const PayFloorFromAnswers: Story = {
  parameters: signedOut,
  beforeEach: seedBrowser({
    [BROWSER_RESULT_KEY]: browserResult(),
    [ONBOARDING_STORAGE_KEY]: { payFloor: 80000, completed: true },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing 2 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(titles(canvas)).toEqual(['Software Developers', 'Registered Nurses']);
    await expect(
      canvas.getByText(/^Median pay \$80,000 a year or more, from your answers\./),
    ).toBeVisible();
    const inputs = within(canvas.getByRole('region', { name: 'What these are based on' }));
    await expect(
      inputs.getByText(/^The least pay you said you would consider \(\$80,000 a year\)/),
    ).toBeVisible();
    // The pay filter shows the floor in force.
    await expect(canvas.getByText(/^Address:/)).not.toHaveTextContent('minPay');
    await userEvent.click(canvas.getByRole('button', { name: 'Show any pay' }));
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your matches' })).toHaveFocus();
    await expect(canvas.getByText(/^Address:/)).toHaveTextContent('minPay=any');
    await expect(canvas.queryByText(/from your answers\./)).toBeNull();
  },
};

/** A current job O*NET rates no skills for (a military one): why there is no list, and where to go. */
export const CurrentJobWithoutSkills: Story = {
  parameters: withSuggestions(
    buildSuggestions({
      inputs: suggestionInputs({ interests: true, currentOccupation: true }),
      close: { current: { code: '55-3016.00', title: 'Infantry' }, skillsRated: false, items: [] },
    }),
  ),
  play: async ({ canvas }) => {
    const close = within(
      await canvas.findByRole('region', { name: 'Careers close to what you do now' }),
    );
    await expect(
      close.getByText(/^O\*NET doesn.t rate the skills Infantry uses, so we can.t list careers/),
    ).toBeVisible();
    await expect(close.getByRole('link', { name: 'My Next Move for Veterans' })).toBeVisible();
    // No link to an empty list above the matches.
    await expect(canvas.queryByText(/close to what you do now, after your matches/)).toBeNull();
    await expect(
      canvas.getByText(/^What you do now \(Infantry\): it is left out of your matches/),
    ).toBeVisible();
  },
};

/** Only a personality report so far: a first hint, and the cards suggested for a clearer one. */
export const FromPersonalityAlone: Story = {
  parameters: withSuggestions(
    buildSuggestions({
      source: 'personality-estimate',
      inputs: suggestionInputs({ personality: true }),
    }),
  ),
  play: async ({ canvas }) => {
    const inputs = within(await canvas.findByRole('region', { name: 'What these are based on' }));
    await expect(inputs.getByText(/^Your personality test, as a rough guess/)).toBeVisible();
    // An estimate is a band in words, never a precise number.
    const first = within(canvas.getAllByRole('article')[0]!);
    await expect(first.getByText('Possible fit')).toBeVisible();
    await expect(first.getByText(/sort the interest cards to make it firmer/)).toBeVisible();
    await expect(first.queryByText(/of 100/)).toBeNull();
    await expect(inputs.getByRole('link', { name: 'Sort the interest cards' })).toHaveAttribute(
      'href',
      paths.playgroundCanvas,
    );
  },
};

const nurse = { code: '29-1141.00', title: 'Registered Nurses' };

/** A nurse with a degree who would take on a medium amount more: zone 4 stays in, close careers listed. */
export const CareerChangerWithCurrentJob: Story = {
  parameters: signedOut,
  beforeEach: seedBrowser({
    [BROWSER_RESULT_KEY]: browserResult(),
    [ONBOARDING_STORAGE_KEY]: {
      lifeStage: 'changing-careers',
      highestEducation: 'bachelor',
      maxJobZone: 3,
      currentOccupation: nurse.code,
      completed: true,
    },
  }),
  play: async ({ canvas }) => {
    const zones = within(await canvas.findByRole('group', { name: 'Preparation needed' }));
    await expect(
      zones.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true, true, false]);
    await expect(canvas.getByText(/a bachelor's degree already reaches zone 4/)).toBeVisible();
    const close = within(
      await canvas.findByRole('region', { name: 'Careers close to what you do now' }),
    );
    await expect(close.getAllByRole('listitem', { name: undefined }).length).toBeGreaterThan(1);
    await expect(
      close.getByText(/^Uses 10 of the 12 skills most important in your current job/),
    ).toBeVisible();
    // Pay as the main list shows it, with BLS credited where its figures appear.
    await expect(close.getAllByText(/^Median pay \$[\d,]+ a year/).length).toBeGreaterThan(0);
    await expect(await close.findByRole('link', { name: 'bls.gov/oes' })).toBeVisible();
    const inputs = within(canvas.getByRole('region', { name: 'What these are based on' }));
    await expect(inputs.getByText(/What you do now \(Registered Nurses\)/)).toBeVisible();
  },
};

/** The same person before naming a current job: no close-careers list, and nothing claims one. */
export const CareerChangerWithoutCurrentJob: Story = {
  parameters: signedOut,
  beforeEach: seedBrowser({
    [BROWSER_RESULT_KEY]: browserResult(),
    [ONBOARDING_STORAGE_KEY]: {
      lifeStage: 'changing-careers',
      highestEducation: 'bachelor',
      maxJobZone: 3,
      completed: true,
    },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Showing \d+ careers?, highest fit first \(equal fits A to Z\)\./),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'Careers close to what you do now' }),
    ).toBeNull();
    await expect(canvas.queryByText(/What you do now/)).toBeNull();
  },
};

/** Nothing to match on yet: the ways to give us something. */
export const NoInterestsYet: Story = {
  parameters: signedInWith(apiHandlers()),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'First, tell us what you enjoy' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sort the interest cards' })).toHaveAttribute(
      'href',
      paths.playgroundCanvas,
    );
    await expect(canvas.getByRole('link', { name: 'Take the personality test' })).toHaveAttribute(
      'href',
      paths.personalityTest,
    );
    await expect(canvas.queryByRole('link', { name: 'The O*NET database' })).toBeNull();
  },
};

export const SignedOutNothingYet: Story = {
  parameters: signedOut,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'First, tell us what you enjoy' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Sort the interest cards' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sort the interest cards' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: signedInWith([
    mockOperation('getSuggestions', async () => {
      await delay('infinite');
      return HttpResponse.json(buildSuggestions());
    }),
    ...apiHandlers(),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Finding careers that fit you…',
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: signedInWith([mockOperation('getSuggestions', serverError), ...apiHandlers()]),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your career matches didn't load");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const RecoversOnRetry: Story = {
  parameters: signedInWith([failsOnce.handler, ...apiHandlers()]),
  beforeEach: () => {
    failsOnce.reset();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByText('Showing 4 careers, highest fit first (equal fits A to Z).'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
