import { STORAGE_KEYS } from '@pathwise/progress';
import { type AnalyticsClient, AnalyticsProvider } from '@pathwise/analytics';
import {
  apiHandlers,
  buildCareerDetails,
  buildInterestResult,
  buildPersonalityReport,
  failsOnce,
  recordRequests,
  signedIn,
  signedInWith,
  mockOperation,
} from '@pathwise/api/testing';
import { careerDetailsHref, paths } from '@pathwise/routes';
import { AppStoreScope } from '@pathwise/store/scope';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CareerDetailsScreen } from './career-details-screen';

/** Where a signed-out person's favourites are kept. */
const FAVOURITES_KEY = STORAGE_KEYS.favourites;
const DEVELOPERS = '15-1252.00';

const track = fn<AnalyticsClient['track']>();
const withTracking: Decorator = (Story) => (
  <AnalyticsProvider client={{ track }}>
    <Story />
  </AnalyticsProvider>
);

/** Favourite changes the mock API received, as "METHOD code". */
const favouriteChanges = recordRequests(
  ['saveFavourite', 'removeFavourite'],
  (request, params) => `${request.method} ${String(params['code'])}`,
);

// The first career request fails, for the story that retries it.
const careerFailsOnce = failsOnce('getCareer');

const storedFavourites = () =>
  JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]') as { code: string }[];

const viewsTracked = () => track.mock.calls.filter(([event]) => event === 'career_viewed');

const meta = {
  title: 'Screens/Career details',
  component: CareerDetailsScreen,
  decorators: [withTracking],
  parameters: {
    route: `${careerDetailsHref(DEVELOPERS)}&from=suggestions`,
    msw: { handlers: apiHandlers() },
  },
  // Favourites outlive a story in a real browser; every story starts from none.
  beforeEach: () => {
    track.mockClear();
    favouriteChanges.reset();
    localStorage.removeItem(FAVOURITES_KEY);
    return () => localStorage.removeItem(FAVOURITES_KEY);
  },
} satisfies Meta<typeof CareerDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Software Developers' }),
    ).toBeInTheDocument();
    // The page is named after its career, in the tab and in a browser's history.
    await waitFor(() => expect(document.title).toBe('Software Developers · Pathwise'));
    for (const section of [
      'Pay and job outlook',
      'Interests this career suits',
      'How much preparation it needs',
      'Main tasks',
      'Most important skills',
      'What you need to know',
      'Ways of working that help',
      'Technology used',
      'What the work offers',
      'Other job titles',
      'Related careers',
    ]) {
      await expect(canvas.getByRole('region', { name: section })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('listitem', { name: 'Investigative' })).toHaveTextContent(
      '6.3 of 7',
    );
    await expect(canvas.getByText(/leans most toward/)).toHaveTextContent(
      'Investigative, Conventional, and Realistic',
    );
    await expect(canvas.getByRole('link', { name: 'Sort activity cards' })).toHaveAttribute(
      'href',
      paths.playgroundCanvas,
    );
    const preparation = within(
      canvas.getByRole('region', { name: 'How much preparation it needs' }),
    );
    // The zone said once, in plain words; what it takes to start from BLS, said once; and the
    // survey's education figure named as what people in the job have now.
    await expect(
      preparation.getByText('Job zone 4 of 5: considerable preparation needed'),
    ).toBeVisible();
    await expect(preparation.getByRole('heading', { name: 'To start in this job' })).toBeVisible();
    await expect(preparation.getByText('Education')).toBeVisible();
    await expect(preparation.getByText("Bachelor's degree")).toBeVisible();
    await expect(preparation.getByText('Training once hired')).toBeVisible();
    await expect(preparation.getByText(/What it takes to start: U\.S\. Bureau/)).toBeVisible();
    await expect(preparation.queryByText(/usually ask for/)).toBeNull();
    await expect(
      preparation.getByText(
        /Bachelor's degree is the most common level among people in this job \(61% of those O\*NET surveyed\)/,
      ),
    ).toBeVisible();
    await expect(canvas.getAllByText(/^(Typical )?education( to start)?$/i)).toHaveLength(1);

    // Pay and outlook from BLS, each figure with its source and the all-jobs comparison.
    const money = within(canvas.getByRole('region', { name: 'Pay and job outlook' }));
    await expect(money.getByText('$135,980 a year')).toBeVisible();
    await expect(
      money.getByText(/middle half earn between \$105,210 a year and \$171,980 a year/),
    ).toBeVisible();
    await expect(money.getByText(/Across all jobs the median is \$50,980 a year/)).toBeVisible();
    await expect(money.getByText('Growing much faster than average')).toBeVisible();
    await expect(
      money.getByText(/\+15\.8% jobs over the decade, against \+3\.1% for all jobs/),
    ).toBeVisible();
    await expect(money.getByText(/About 115,200 openings a year/)).toBeVisible();
    // The BLS releases, their names marked as English (the credit's own words follow the page).
    const credit = money.getByText(/Pay and growth: U\.S\. Bureau of Labor Statistics/);
    await expect(credit).toHaveTextContent(
      /Occupational Employment and Wage Statistics, May 2025 .*Employment Projections 2024–34/,
    );
    await expect(
      within(credit).getByText('Occupational Employment and Wage Statistics'),
    ).toHaveAttribute('lang', 'en');

    const styles = within(canvas.getByRole('region', { name: 'Ways of working that help' }));
    await expect(
      styles.getByRole('heading', { name: 'Proactive and Growth Oriented' }),
    ).toBeVisible();
    // Empathy helps little here (impact 0.4), so it is left out.
    await expect(styles.queryByText('Empathy')).toBeNull();
    // Nothing is missing for this career, so there is no note saying so.
    await expect(canvas.queryByText(/has no .* for this career/)).toBeNull();
    // The credit names the release the catalogue holds (in its own slot, see OnetAttribution).
    await expect(
      canvas.getByText(/This site incorporates information from the O\*NET/),
    ).toHaveTextContent(/O\*NET 30\.1 Database/);
    const technology = within(canvas.getByRole('region', { name: 'Technology used' }));
    await expect(technology.getByText('Hot technology')).toBeVisible();
    await expect(technology.getByText('In demand')).toBeVisible();
    const tasks = within(canvas.getByRole('region', { name: 'Main tasks' })).getAllByRole(
      'listitem',
    );
    await expect(tasks[0]).toHaveTextContent(/Modify existing software.*Core/);

    // Other titles stay folded until asked for.
    await expect(canvas.getByText('Application Developer')).not.toBeVisible();
    await userEvent.click(canvas.getByText('Show 2 other titles for this job'));
    await expect(canvas.getByText('Application Developer')).toBeVisible();

    await expect(canvas.getByText(/U\.S\. Department of Labor/)).toBeVisible();
    await expect(viewsTracked()).toEqual([
      ['career_viewed', { code: DEVELOPERS, from: 'suggestions' }],
    ]);
  },
};

/**
 * In Spanish: the page's own words from its catalogue, figures as Spanish writes them, and the
 * O*NET text the API has only in English (tasks, technologies, other titles) marked and said so.
 */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Software Developers' });
    await expect(document.documentElement.lang).toBe('es');
    await expect(
      canvas.getByText('Detalles de la carrera · Código O*NET 15-1252.00'),
    ).toBeVisible();
    const money = within(canvas.getByRole('region', { name: 'Salario y perspectivas de empleo' }));
    await expect(money.getByText('135.980 US$ al año')).toBeVisible();
    await expect(money.getByText('Crece mucho más rápido que la media')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Cuánta preparación necesita' })).getByText(
        'Zona laboral 4 de 5: se necesita bastante preparación',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Investigador' })).toHaveTextContent(
      '6,3 de 7',
    );
    const tasks = within(canvas.getByRole('region', { name: 'Tareas principales' }));
    await expect(tasks.getByText('Esta información solo está publicada en inglés.')).toBeVisible();
    await expect(tasks.getByText(/^Modify existing software/)).toHaveAttribute('lang', 'en');
    await expect(tasks.getAllByText('Esencial')[0]).not.toHaveAttribute('lang');
  },
};

export const SavesAFavouriteInTheBrowser: Story = {
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', {
      name: 'Save Software Developers to favourites',
    });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    const remove = canvas.getByRole('button', {
      name: 'Remove Software Developers from favourites',
    });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Saved in this browser/);
    await expect(storedFavourites()).toEqual([
      expect.objectContaining({ code: DEVELOPERS, title: 'Software Developers' }),
    ]);
    await expect(track).toHaveBeenCalledWith('favourite_toggled', {
      code: DEVELOPERS,
      saved: true,
      signedIn: false,
    });
    await expect(favouriteChanges.seen).toEqual([]);

    await userEvent.click(remove);
    await expect(storedFavourites()).toEqual([]);
  },
};

export const FollowsARelatedCareer: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Software Developers' });
    const related = within(canvas.getByRole('region', { name: 'Related careers' }));
    await userEvent.click(related.getByRole('link', { name: /Registered Nurses/ }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Registered Nurses' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(viewsTracked()).toEqual([
      ['career_viewed', { code: DEVELOPERS, from: 'suggestions' }],
      ['career_viewed', { code: '29-1141.00', from: 'related' }],
    ]);
  },
};

const allOther = buildCareerDetails('15-1252.00', {
  code: '53-6099.00',
  title: 'Transportation Workers, All Other',
  description: 'All transportation workers not listed separately.',
  interests: null,
  highPoints: '',
  jobZone: null,
  jobZoneInfo: null,
  typicalEducation: null,
  typicalEducationShare: null,
  skills: [],
  knowledge: [],
  workStyles: [],
  technologies: [],
  workValues: [],
  tasks: [],
  pay: null,
  outlook: null,
  catchAll: true,
});

/** A catch-all with almost nothing published: no empty sections, one line saying what's missing. */
export const CatchAllWithLittleData: Story = {
  parameters: {
    route: careerDetailsHref('53-6099.00'),
    msw: {
      handlers: [mockOperation('getCareer', () => HttpResponse.json(allOther)), ...apiHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Transportation Workers, All Other' });
    await expect(canvas.getByText(/a catch-all/i)).toBeVisible();
    for (const section of ['Pay and job outlook', 'Main tasks', 'Most important skills'])
      await expect(canvas.queryByRole('region', { name: section })).toBeNull();
    const missing = canvas.getByText(/has no .* for this career/);
    await expect(missing).toHaveTextContent(
      "O*NET 30.1 has no interest profile, job zone, survey of workers' education, tasks, skill ratings, knowledge ratings, work styles, technology, or work values for this career. The U.S. Bureau of Labor Statistics publishes no pay or outlook figures for it.",
    );
  },
};

const infantry = buildCareerDetails('15-1252.00', {
  ...allOther,
  code: '55-3016.00',
  title: 'Infantry',
  description: 'Operate weapons and equipment in ground combat operations.',
  catchAll: false,
  related: [
    { code: '33-3051.00', title: "Police and Sheriff's Patrol Officers", jobZone: 3 },
    { code: '33-3012.00', title: 'Correctional Officers and Jailers', jobZone: 2 },
  ],
});

/**
 * A military occupation, which O*NET relates to nothing: the civilian careers its common jobs train
 * for, where they come from, and the official search for every other job, instead of a dead end.
 */
export const MilitaryCareer: Story = {
  parameters: {
    route: careerDetailsHref('55-3016.00'),
    msw: {
      handlers: [mockOperation('getCareer', () => HttpResponse.json(infantry)), ...apiHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Infantry' });
    const civilian = within(canvas.getByRole('region', { name: 'Civilian careers it trains for' }));
    await expect(
      civilian.getByRole('link', { name: /Police and Sheriff's Patrol Officers/ }),
    ).toHaveAttribute('href', expect.stringContaining('code=33-3051.00'));
    await expect(civilian.getByText(/credentialing sites \(COOL\)/)).toBeVisible();
    await expect(civilian.getByRole('link', { name: 'My Next Move for Veterans' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Related careers' })).toBeNull();
  },
};

/** A military occupation with no common job listed: still a way on, never an empty page. */
export const MilitaryCareerUnlisted: Story = {
  parameters: {
    route: careerDetailsHref('55-3011.00'),
    msw: {
      handlers: [
        mockOperation('getCareer', () =>
          HttpResponse.json({
            ...infantry,
            code: '55-3011.00',
            title: 'Air Crew Members',
            related: [],
          }),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Air Crew Members' });
    const civilian = within(canvas.getByRole('region', { name: 'Civilian careers' }));
    await expect(civilian.getByRole('link', { name: 'My Next Move for Veterans' })).toBeVisible();
  },
};

/** Hourly pay only (as BLS publishes for actors), for a specialty whose figures cover more. */
export const HourlyPayForAWiderGroup: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('getCareer', () =>
          HttpResponse.json(
            buildCareerDetails('15-1252.00', {
              pay: {
                soc: '27-2011',
                socTitle: 'Actors',
                scope: 'specialty',
                employment: 55000,
                annual: null,
                hourly: { p10: 16.5, p25: 20.34, median: 29.05, p75: 97.95, p90: 143.68 },
                topCoded: [],
              },
              outlook: null,
            }),
          ),
        ),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const money = within(await canvas.findByRole('region', { name: 'Pay and job outlook' }));
    await expect(money.getByText('$29.05 an hour')).toBeVisible();
    await expect(money.getByText(/publishes only hourly pay/)).toBeVisible();
    // A specialty is said once, at the top, with whose figures these are.
    await expect(
      canvas.getByText(/A specialty within Actors: the BLS figures on this page cover Actors/),
    ).toBeVisible();
    await expect(money.getByText(/Across all jobs the median is \$24\.51 an hour/)).toBeVisible();
    await expect(money.queryByText(/a year/)).toBeNull();
    // The outlook BLS lacks is said once, at the end, never shown as zero.
    await expect(canvas.getByText(/publishes no outlook figures for it/)).toBeVisible();
    await expect(money.queryByText(/Employment Projections/)).toBeNull();
    // Without BLS's own entry figures, the zone's usual asks stand in, said as the zone's.
    const preparation = within(
      canvas.getByRole('region', { name: 'How much preparation it needs' }),
    );
    await expect(
      preparation.getByRole('heading', { name: 'Careers in this zone usually ask for' }),
    ).toBeVisible();
    await expect(preparation.getByText("Most need a four-year bachelor's degree.")).toBeVisible();
    await expect(preparation.queryByText('To start in this job')).toBeNull();
  },
};

/** With a personality report: the job's distinctive work styles beside the facets they relate to. */
export const SignedInWithPersonalityReport: Story = {
  parameters: {
    auth: signedIn,
    route: careerDetailsHref(DEVELOPERS),
    msw: { handlers: apiHandlers({ report: buildPersonalityReport() }) },
  },
  play: async ({ canvas }) => {
    const styles = within(await canvas.findByRole('region', { name: 'Ways of working that help' }));
    await expect(await styles.findByText('Beside your personality report')).toBeVisible();
    await expect(
      styles.getByText(/It is closest to Orderliness \(Conscientiousness\) in your report/),
    ).toBeVisible();
    await expect(styles.getByText(/They don.t predict how you would do the job/)).toBeVisible();
  },
};

export const SignedInWithResultAndFavourite: Story = {
  parameters: {
    auth: signedIn,
    route: careerDetailsHref(DEVELOPERS),
    msw: {
      handlers: [
        ...favouriteChanges.handlers,
        ...apiHandlers({ favourites: [DEVELOPERS], interestResult: buildInterestResult() }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const remove = await canvas.findByRole('button', {
      name: 'Remove Software Developers from favourites',
    });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(/Saved to your account/);
    const investigative = await canvas.findByRole('listitem', { name: 'Investigative' });
    await expect(investigative).toHaveTextContent('6.3 of 7');
    // The person's own scores arrive with their interest result, after the career.
    await waitFor(() =>
      expect(canvas.getByRole('listitem', { name: 'Investigative' })).toHaveTextContent(
        '81 of 100',
      ),
    );
    // The same fit, band and reason as the person's list of careers that fit them, which then says
    // what is shared (no second, rougher comparison beside it).
    const fit = await canvas.findByText(/^Your fit with this career:/);
    await expect(canvas.queryByText(/You share/)).toBeNull();
    await expect(fit).toHaveTextContent(
      'Your fit with this career: Strong fit: 92 of 100, as in your careers that fit you. You and this job both lean toward Investigative work.',
    );
    await expect(
      within(fit).getByRole('link', { name: 'your careers that fit you' }),
    ).toHaveAttribute('href', paths.careerSuggestions);
    await expect(canvas.getByText(/from the 48 activity cards you sorted/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sort activity cards' })).toBeNull();

    await userEvent.click(remove);
    const save = await canvas.findByRole('button', {
      name: 'Save Software Developers to favourites',
    });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(save);
    await expect(
      await canvas.findByRole('button', { name: 'Remove Software Developers from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(favouriteChanges.seen).toEqual([`DELETE ${DEVELOPERS}`, `PUT ${DEVELOPERS}`]);
    await expect(track).toHaveBeenLastCalledWith('favourite_toggled', {
      code: DEVELOPERS,
      saved: true,
      signedIn: true,
    });
    await expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  },
};

/** The same in the dark theme: each area's drawing and colour, and the person's bars beside. */
export const SignedInWithResultDark: Story = {
  ...SignedInWithResultAndFavourite,
  globals: { theme: 'dark' },
};

export const AccountFull: Story = {
  parameters: signedInWith([
    mockOperation('saveFavourite', () =>
      HttpResponse.json(
        { type: 'about:blank', title: 'Full', status: 409, code: 'favourites_full' },
        { status: 409 },
      ),
    ),
    ...apiHandlers(),
  ]),
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', {
      name: 'Save Software Developers to favourites',
    });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(save);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "You've saved 200 careers, which is as many as we can keep.",
    );
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

export const MalformedCode: Story = {
  parameters: { route: `${paths.careerDetails}?code=banana` },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We couldn't find that career" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/doesn't include a career code we recognise/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse every career' })).toHaveAttribute(
      'href',
      paths.explorer,
    );
    await expect(canvas.getByRole('link', { name: 'See careers that fit you' })).toHaveAttribute(
      'href',
      paths.careerSuggestions,
    );
    await expect(viewsTracked()).toEqual([]);
  },
};

export const UnknownCode: Story = {
  parameters: { route: careerDetailsHref('99-9999.00') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "We couldn't find that career" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/no career with the code 99-9999.00/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse every career' })).toBeVisible();
    await expect(viewsTracked()).toEqual([]);
  },
};

// Career requests the mock API received, by code.
const careersAsked = recordRequests(['getCareer'], (_request, params) => String(params['code']));

/** The page as the server wrote it for a code its release lacks: it says so without asking again. */
export const UnknownCodeAsTheServerWroteIt: Story = {
  parameters: {
    route: careerDetailsHref('99-9999.00'),
    msw: { handlers: [...careersAsked.handlers, ...apiHandlers()] },
  },
  decorators: [
    (Story) => (
      <AppStoreScope seed={{ careers: { '99-9999.00': null } }}>
        <Story />
      </AppStoreScope>
    ),
  ],
  beforeEach: () => careersAsked.reset(),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We couldn't find that career" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/no career with the code 99-9999.00/)).toBeVisible();
    await expect(careersAsked.seen).toEqual([]);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [careerFailsOnce.handler, ...apiHandlers()] } },
  beforeEach: careerFailsOnce.reset,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load this career");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Software Developers' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('getCareer', async () => {
          await delay('infinite');
        }),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading career details…');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
