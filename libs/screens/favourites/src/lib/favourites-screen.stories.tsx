import {
  apiHandlers,
  buildInterestResult,
  failsOnce,
  recordRequests,
  serverError,
  signedInWith,
  mockOperation,
} from '@pathwise/api/testing';
import { careerDetailsHref, paths } from '@pathwise/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type RequestHandler, delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FavouritesScreen } from './favourites-screen';

const DEVELOPERS = '15-1252.00';
const NURSES = '29-1141.00';
const DESIGNERS = '27-1024.00';
const ELECTRICIANS = '47-2111.00';
const MARKETING = '11-2021.00';

/** Favourite changes the mock API received, as "METHOD code", in order. */
const favouriteChanges = recordRequests(
  ['saveFavourite', 'removeFavourite'],
  (request, params) => `${request.method} ${String(params['code'])}`,
);

// The list's first request fails, for the story that retries it.
const listFailsOnce = failsOnce('getFavourites');

/** Signed in, with these saved careers (and an interest result unless told otherwise). */
const withSaved = (
  favourites: string[],
  { interests = true, before = [] }: { interests?: boolean; before?: RequestHandler[] } = {},
) =>
  signedInWith([
    ...favouriteChanges.handlers,
    ...before,
    ...apiHandlers({ favourites, interestResult: interests ? buildInterestResult() : null }),
  ]);

const meta = {
  title: 'Screens/Saved careers',
  component: FavouritesScreen,
  parameters: { route: paths.favourites },
  beforeEach: () => {
    favouriteChanges.reset();
    listFailsOnce.reset();
  },
} satisfies Meta<typeof FavouritesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const cards = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Your saved careers' })).queryAllByRole('article');
const titles = (canvas: Canvas) =>
  cards(canvas).map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const card = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }));

/** Each saved career with the fit, band and reason the person's lists give it, wherever it ranks. */
export const SeveralSaved: Story = {
  parameters: withSaved([DEVELOPERS, NURSES, MARKETING]),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Saved careers' }),
    ).toBeInTheDocument();
    await canvas.findByText('3 careers, most recently saved first.');
    await expect(titles(canvas)).toEqual([
      'Marketing Managers',
      'Software Developers',
      'Registered Nurses',
    ]);

    const developers = card(canvas, 'Software Developers');
    await expect(developers.getByRole('link', { name: 'Software Developers' })).toHaveAttribute(
      'href',
      `${careerDetailsHref(DEVELOPERS)}&from=favourites`,
    );
    await expect(developers.getByText('Saved on November 2, 2026')).toBeVisible();
    await expect(await developers.findByText('Strong fit: 92 of 100')).toBeVisible();
    await expect(
      developers.getByText('You and this job both lean toward Investigative work.'),
    ).toBeVisible();
    await expect(
      developers.getByText('Job zone 4 of 5: considerable preparation needed'),
    ).toBeVisible();
    await expect(card(canvas, 'Registered Nurses').getByText('Good fit: 83 of 100')).toBeVisible();

    // Far down the person's list, a saved career still has its own fit, not a guess from areas.
    const marketing = card(canvas, 'Marketing Managers');
    await expect(marketing.getByText('Weak fit: 47 of 100')).toBeVisible();
    await expect(marketing.queryByText(/closest matches/)).toBeNull();
    await expect(
      canvas.getByText(/^Each fit is the same as in your list of careers that fit you/),
    ).toHaveTextContent(/a strong fit is 85 or more/);

    await expect(
      canvas.getByRole('button', { name: 'Remove Software Developers from saved careers' }),
    ).toHaveTextContent('Remove');
    await expect(canvas.getByRole('link', { name: 'The O*NET database' })).toBeInTheDocument();
  },
};

/** In Spanish: the screen's own words from its catalogue, with the day as Spanish writes it. */
export const InSpanish: Story = {
  parameters: withSaved([DEVELOPERS, NURSES, MARKETING]),
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Carreras guardadas' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    await canvas.findByText('3 carreras, primero las guardadas más recientemente.');
    const developers = within(
      within(canvas.getByRole('region', { name: 'Tus carreras guardadas' })).getByRole('article', {
        name: 'Software Developers',
      }),
    );
    await expect(developers.getByText('Guardada el 2 de noviembre de 2026')).toBeVisible();
    await expect(await developers.findByText('Afinidad alta: 92 de 100')).toBeVisible();
    await expect(
      developers.getByText('Zona laboral 4 de 5: se necesita bastante preparación'),
    ).toBeVisible();
    await expect(
      developers.getByRole('button', {
        name: 'Quitar Software Developers de las carreras guardadas',
      }),
    ).toHaveTextContent('Quitar');
  },
};

/** Without an interest profile nothing is guessed: each card says so, with a way to get one. */
export const NoInterestProfile: Story = {
  parameters: withSaved([DEVELOPERS, NURSES], { interests: false }),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Sort activity cards' });
    await expect(link).toHaveAttribute('href', paths.playgroundCanvas);
    for (const name of ['Software Developers', 'Registered Nurses']) {
      await expect(
        card(canvas, name).getByText('No interest profile yet — sort cards to see matches'),
      ).toBeVisible();
    }
    await expect(canvas.queryByText(/fit: \d+ of 100/)).not.toBeInTheDocument();
  },
};

/** Removing hides the career at once; Undo, reached from the keyboard, saves it again. */
export const RemoveThenUndo: Story = {
  parameters: withSaved([DEVELOPERS, NURSES]),
  play: async ({ canvas }) => {
    await canvas.findByText('2 careers, most recently saved first.');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Software Developers from saved careers' }),
    );
    await expect(titles(canvas)).toEqual(['Registered Nurses']);
    await expect(
      canvas.getByText('Removed Software Developers from your saved careers.'),
    ).toBeVisible();
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await expect(undo).toHaveFocus();
    await waitFor(() => expect(favouriteChanges.seen).toEqual([`DELETE ${DEVELOPERS}`]));

    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Software Developers is back in your saved careers.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await expect(favouriteChanges.seen).toEqual([`DELETE ${DEVELOPERS}`, `PUT ${DEVELOPERS}`]);
    await waitFor(() => expect(titles(canvas)).toHaveLength(2));
    await expect(titles(canvas)).toContain('Software Developers');
    await expect(canvas.getByText('2 careers, most recently saved first.')).toBeVisible();
  },
};

/** Undo straight away still removes first, then saves again, in that order. */
export const UndoAtOnce: Story = {
  parameters: withSaved([DEVELOPERS], {
    before: [
      mockOperation('removeFavourite', async () => {
        await delay(150);
        return undefined;
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove Software Developers from saved careers' }),
    );
    await expect(
      canvas.getByRole('heading', { name: "You haven't saved any careers yet" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(titles(canvas)).toEqual(['Software Developers']);
    await expect(
      await canvas.findByText('Software Developers is back in your saved careers.'),
    ).toBeVisible();
    await expect(favouriteChanges.seen).toEqual([`DELETE ${DEVELOPERS}`, `PUT ${DEVELOPERS}`]);
  },
};

/** A removal the server refuses puts the career back and says so. */
export const RemoveFails: Story = {
  parameters: withSaved([DEVELOPERS, NURSES], {
    before: [mockOperation('removeFavourite', serverError)],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove Registered Nurses from saved careers' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "We couldn't remove Registered Nurses just now, so it's still saved. Please try again.",
    );
    await expect(titles(canvas)).toEqual(['Software Developers', 'Registered Nurses']);
    await expect(canvas.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  },
};

/** Three careers side by side; a fourth can't be picked until one is unticked. */
export const CompareThree: Story = {
  parameters: withSaved([DEVELOPERS, NURSES, DESIGNERS, ELECTRICIANS]),
  play: async ({ canvas }) => {
    await canvas.findByText('4 careers, most recently saved first.');
    const compare = canvas.getByRole('region', { name: 'Compare careers' });
    await expect(
      within(compare).getByText('Tick two or three careers to compare them.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare Software Developers' }));
    await expect(
      within(compare).getByText('1 career picked. Tick one or two more to compare them.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare Registered Nurses' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare Electricians' }));
    await expect(
      within(compare).getByText(
        '3 careers picked, the most to compare at once. Untick one to pick another.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'Compare Graphic Designers' }),
    ).toBeDisabled();

    const table = await canvas.findByRole('table', {
      name: 'Comparing Software Developers, Registered Nurses, and Electricians',
    });
    const grid = within(table);
    // The pay and growth rows cite BLS beside the table.
    await expect(
      canvas.getByText(/Pay, growth and education to start: U\.S\. Bureau of Labor Statistics/),
    ).toBeVisible();
    await expect(grid.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Software Developers',
      'Registered Nurses',
      'Electricians',
    ]);
    await expect(grid.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'How well it fits you',
      'Median pay (BLS)',
      'Job growth (BLS)',
      'Preparation needed',
      'Education to start',
      'Interests it suits',
      'Most important skills',
      'What the work offers',
      'A few of the tasks',
    ]);
    await expect(grid.getByRole('row', { name: /^Preparation needed/ })).toHaveTextContent(
      'Job zone 4 of 5: considerable preparation needed' +
        'Job zone 3 of 5: medium preparation needed' +
        'Job zone 3 of 5: medium preparation needed',
    );
    // The fits come from their own request, which may land after the comparison is drawn.
    await waitFor(() =>
      expect(grid.getByRole('row', { name: /^How well it fits you/ })).toHaveTextContent(
        'Strong fit: 92 of 100Good fit: 83 of 100Some fit: 65 of 100',
      ),
    );
    await expect(grid.getByRole('row', { name: /^Interests it suits/ })).toHaveTextContent(
      'Social, Investigative, and Conventional',
    );
    await expect(grid.getByRole('row', { name: /^Most important skills/ })).toHaveTextContent(
      'Programming',
    );
    // Should it outgrow its space (zoomed in), keyboard users can reach it to scroll it sideways.
    await expect(
      canvas.getByRole('region', {
        name: 'Comparing Software Developers, Registered Nurses, and Electricians',
      }),
    ).toHaveAttribute('tabindex', '0');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compare Registered Nurses' }));
    await expect(canvas.getByRole('checkbox', { name: 'Compare Graphic Designers' })).toBeEnabled();
    await expect(
      canvas.getByRole('table', { name: 'Comparing Software Developers and Electricians' }),
    ).toBeInTheDocument();
  },
};

/** Nothing saved yet: ways to find careers worth saving. */
export const Empty: Story = {
  parameters: withSaved([]),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "You haven't saved any careers yet" }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse every career' })).toHaveAttribute(
      'href',
      paths.explorer,
    );
    await expect(canvas.getByRole('link', { name: 'See careers that fit you' })).toHaveAttribute(
      'href',
      paths.careerSuggestions,
    );
    await expect(canvas.queryByRole('region', { name: 'Compare careers' })).toBeNull();
  },
};

/** A saved career a newer catalogue no longer lists stays removable, without a dead link. */
export const CareerNoLongerListed: Story = {
  parameters: withSaved(['99-9999.00', DEVELOPERS]),
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: '99-9999.00' });
    const gone = card(canvas, '99-9999.00');
    await expect(gone.getByText(/isn't in the current O\*NET list any more/)).toBeVisible();
    await expect(gone.queryByRole('link')).not.toBeInTheDocument();
    await expect(gone.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(
      gone.getByRole('button', { name: 'Remove 99-9999.00 from saved careers' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Compare careers' })).toBeNull();
  },
};

/** The list fails to load: say so, and let the person try again. */
export const LoadError: Story = {
  parameters: withSaved([DEVELOPERS], { before: [listFailsOnce.handler] }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: "Your saved careers didn't load" }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('1 career, most recently saved first.')).toBeVisible();
    await expect(titles(canvas)).toEqual(['Software Developers']);
  },
};

/** While the list is on its way. */
export const Loading: Story = {
  parameters: withSaved([DEVELOPERS], {
    before: [
      mockOperation('getFavourites', async () => {
        await delay('infinite');
        return undefined;
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Saved careers' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('wait... loading...');
  },
};
