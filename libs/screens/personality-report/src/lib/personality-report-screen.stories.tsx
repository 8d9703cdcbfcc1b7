import {
  apiHandlers,
  buildPersonalityReport,
  buildProfile,
  buildSharedReport,
  buildSuggestions,
  countRequests,
  serverError,
  signedIn,
  suggestionInputs,
  mockOperation,
  MOCK_SHARE_ID,
} from '@pathwise/api/testing';
import type { PersonalityReport } from '@pathwise/contract';
import { careerDetailsHref, paths } from '@pathwise/routes';
import { SpeechProvider } from '@pathwise/speech';
import { createFakeSpeech } from '@pathwise/speech/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PersonalityReportScreen } from './personality-report-screen';
import { REPORT_LANGUAGE_KEY } from './report-language';
import { levelForPercentile } from './report-view';

/** The id the mock API hands out and recognises for shared reports. */

/** The screen at its address, beside a stand-in test page so leaving for the test can be seen. */
const withReportRoutes: Decorator = (Story) => (
  <Routes>
    <Route path={paths.personalityReport} element={<Story />} />
    <Route path={paths.personalityTest} element={<h1>Personality test</h1>} />
  </Routes>
);

type Domain = PersonalityReport['domains'][number];
type Level = Domain['level'];

/** A domain at a percentile, with facets spread around it. */
function domainAt(domain: Domain['domain'], percentile: number, level: Level): Domain {
  const facetScore = level === 'high' ? 16 : level === 'low' ? 8 : 12;
  const facets = [1, 2, 3, 4, 5, 6].map((facet) => {
    const facetPercentile = Math.min(99, Math.max(1, percentile + (facet - 3) * 5));
    return {
      facet,
      score: facetScore + (facet % 3) - 1,
      level: levelForPercentile(facetPercentile),
      percentile: facetPercentile,
      t: 50 + (percentile - 50) / 5,
    };
  });
  return {
    domain,
    score: facets.reduce((sum, facet) => sum + facet.score, 0),
    level,
    percentile,
    t: 50 + (percentile - 50) / 5,
    facets,
  };
}

/** Quiet and reserved, very organised and dependable. */
const reservedAndOrganised = buildPersonalityReport({
  domains: [
    domainAt('N', 40, 'neutral'),
    domainAt('E', 9, 'low'),
    domainAt('O', 52, 'neutral'),
    domainAt('A', 60, 'neutral'),
    domainAt('C', 93, 'high'),
  ],
});

const approximateGroup = buildPersonalityReport({
  normGroup: {
    label: 'women and men aged 21 to 40 (the average of the two groups)',
    sex: 'both',
    ageBand: '21-40',
    approximate: true,
  },
});

const reportFailsWith500 = mockOperation('getPersonalityReport', serverError);

// The first report request fails, for the story that retries it.
const reportFailsOnce = countRequests('getPersonalityReport', (count) =>
  count === 1 ? serverError() : HttpResponse.json(buildPersonalityReport()),
);

/** Pretends the browser prefers these languages, for the length of one story. */
function preferLanguages(languages: string[]) {
  return () => {
    Object.defineProperty(window.navigator, 'languages', {
      value: languages,
      configurable: true,
    });
    return () => {
      delete (window.navigator as { languages?: readonly string[] }).languages;
    };
  };
}

/** A reader with these browser languages and no stored choice; a choice made is forgotten after. */
function reader(languages: string[]) {
  return () => {
    const restore = preferLanguages(languages)();
    localStorage.removeItem(REPORT_LANGUAGE_KEY);
    return () => {
      restore();
      localStorage.removeItem(REPORT_LANGUAGE_KEY);
    };
  };
}

const meta = {
  title: 'Screens/Your personality report',
  component: PersonalityReportScreen,
  decorators: [withReportRoutes],
  parameters: {
    route: paths.personalityReport,
    auth: signedIn,
    msw: { handlers: apiHandlers({ report: buildPersonalityReport() }) },
  },
} satisfies Meta<typeof PersonalityReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: /results at a glance/i }));

/** The default profile: high Openness and Agreeableness, average elsewhere. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
    const summary = await summaryOf(canvasElement);
    const items = summary.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Openness to Experience'),
      expect.stringContaining('Agreeableness'),
      expect.stringContaining('Conscientiousness'),
      expect.stringContaining('Extraversion'),
      expect.stringContaining('Neuroticism'),
    ]);
    await expect(items[0]).toHaveTextContent(
      'Higher than 88 of 100 people in the comparison group',
    );
    await expect(items[3]).toHaveTextContent('Average');
    await expect(items[4]).toHaveTextContent('Low');
    await expect(
      canvas.getByText('We compared your answers with those of women aged 21 to 40.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/people who took the IPIP-NEO-120 online/)).toBeInTheDocument();
    await expect(canvas.queryByText(/an approximation/)).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Explore careers in the career playground' }),
    ).toHaveAttribute('href', paths.playgroundHome);
    await expect(await canvas.findByRole('link', { name: 'Software Developers' })).toHaveAttribute(
      'href',
      careerDetailsHref('15-1252.00'),
    );
    await expect(canvas.getByRole('link', { name: 'The O*NET database' })).toBeInTheDocument();
  },
};

/**
 * The page in Spanish: its words and percentiles as Spanish writes them ("percentil 88"), and the
 * descriptions in Spanish too, since nothing else was chosen.
 */
export const InSpanish: Story = {
  globals: { language: 'es' },
  beforeEach: reader(['en-US']),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tu informe de personalidad' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    const summary = within(
      await canvas.findByRole('region', { name: 'Tus resultados de un vistazo' }),
    );
    const items = summary.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Apertura a la experiencia');
    await expect(items[0]).toHaveTextContent('Alto');
    await expect(items[0]).toHaveTextContent(
      'Por encima de 88 de cada 100 personas del grupo de comparación (percentil 88)',
    );
    await expect(items[4]).toHaveTextContent('Sensibilidad emocional');
    await expect(
      canvas.getByText('Comparamos tus respuestas con las de mujeres de 21 a 40 años.'),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByRole('combobox', { name: 'Idioma de las descripciones' }),
    ).toHaveValue('es');
    await expect(
      canvas.getByRole('heading', { level: 3, name: /Apertura a la experiencia/ }),
    ).toBeInTheDocument();
  },
};

/** The same report in the dark theme: each trait's drawing on its tint, the bars and the badges. */
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

const speech = createFakeSpeech();
const withFakeSpeech: Decorator = (Story) => (
  <SpeechProvider adapter={speech}>{Story()}</SpeechProvider>
);

/** The summary read aloud once the descriptions are in: each trait's level, percentile and meaning. */
export const ListenToReport: Story = {
  decorators: [withFakeSpeech],
  beforeEach: reader(['en-GB']),
  play: async ({ canvas }) => {
    // The descriptions are a chunk of their own, slow the first time a browser fetches them.
    await canvas.findByText(
      /drawn to new ideas, experiences and ways of doing things/,
      {},
      { timeout: 10_000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Listen to this report' }));
    const script = speech.spoken.at(-1);
    await expect(script).toMatch(/^Your results at a glance/);
    await expect(script).toContain(
      'Openness to Experience: your level is high. That is higher than 88 of 100 people in the comparison group. How much you tend to be drawn to new ideas',
    );
    await expect(script).toContain('Extraversion: your level is average.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop reading aloud' }));
    await expect(speech.speaking).toBe(false);
    await expect(
      await canvas.findByRole('button', { name: 'Listen to this report' }),
    ).toBeInTheDocument();
  },
};

/** Age and sex unknown: the averaged group, said plainly to be an approximation. */
export const ApproximateNormGroup: Story = {
  parameters: { msw: { handlers: apiHandlers({ report: approximateGroup }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        "Because we don't know your age or sex, we compared you with the average of men and women aged 21 to 40, so these percentiles are an approximation.",
      ),
    ).toBeInTheDocument();
  },
};

/** Low Extraversion, high Conscientiousness: the order and the words follow the profile. */
export const ReservedAndOrganised: Story = {
  parameters: { msw: { handlers: apiHandlers({ report: reservedAndOrganised }) } },
  play: async ({ canvasElement }) => {
    const summary = await summaryOf(canvasElement);
    const items = summary.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Conscientiousness');
    await expect(items[0]).toHaveTextContent('High');
    await expect(items[0]).toHaveTextContent('Higher than 93 of 100 people');
    await expect(items[4]).toHaveTextContent('Extraversion');
    await expect(items[4]).toHaveTextContent('Low');
    await expect(items[4]).toHaveTextContent('Higher than 9 of 100 people');
  },
};

/** One trait in each band, two on its edges: each level is its percentile's band, with that level's text. */
const acrossTheBands = buildPersonalityReport({
  domains: [
    domainAt('N', 12, 'low'),
    domainAt('E', 50, 'neutral'),
    domainAt('O', 85, 'high'),
    domainAt('A', 30, 'neutral'),
    domainAt('C', 71, 'high'),
  ],
});

export const LevelBands: Story = {
  parameters: { msw: { handlers: apiHandlers({ report: acrossTheBands }) } },
  beforeEach: reader(['en-GB']),
  play: async ({ canvas, canvasElement }) => {
    const summary = await summaryOf(canvasElement);
    const item = (name: string) =>
      summary.getAllByRole('listitem').find((entry) => entry.textContent?.includes(name));
    await expect(item('Neuroticism')).toHaveTextContent(/Low.*Higher than 12 of 100/);
    await expect(item('Extraversion')).toHaveTextContent(/Average.*Higher than 50 of 100/);
    await expect(item('Openness')).toHaveTextContent(/High.*Higher than 85 of 100/);
    // The edges: the 30th percentile is still average, the 71st is high.
    await expect(item('Agreeableness')).toHaveTextContent(/Average.*Higher than 30 of 100/);
    await expect(item('Conscientiousness')).toHaveTextContent(/High.*Higher than 71 of 100/);
    await expect(canvas.getByText(/below the 30th is low/)).toBeInTheDocument();
    // Each trait's description is the one for its level.
    await expect(
      await canvas.findByText(/stay calmer and steadier than most people/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/enjoy company and quiet time about as much/),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/more curious, imaginative and drawn to new/),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/about as cooperative and trusting as most/)).toBeInTheDocument();
    await expect(canvas.queryByText(/A note about your answers/)).toBeNull();
  },
};

/** Answers held on one option and given too fast: said kindly first, and the whole report still shown. */
export const FlaggedAnswers: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        report: buildPersonalityReport({
          quality: {
            flags: [
              { kind: 'long-run', length: 38 },
              { kind: 'too-fast', quick: 97, timed: 120 },
            ],
          },
        }),
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const note = within(await canvas.findByRole('region', { name: 'A note about your answers' }));
    await expect(note.getByText(/may not describe you well/)).toBeVisible();
    await expect(
      note.getByText('You gave the same answer to 38 statements in a row.'),
    ).toBeVisible();
    await expect(
      note.getByText(
        '97 of 120 answers came in under a second, quicker than most people can read a statement.',
      ),
    ).toBeVisible();
    await expect(note.getByRole('link', { name: 'Take the test again' })).toHaveAttribute(
      'href',
      '#report-retake',
    );
    // Nothing is hidden: the summary and the retake section are all there.
    await expect((await summaryOf(canvasElement)).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('heading', { name: 'Take the test again' })).toBeInTheDocument();
  },
};

/** The descriptions load on their own, after the scores; facets open one at a time. */
export const TraitDescriptions: Story = {
  beforeEach: reader(['en-GB']),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/drawn to new ideas, experiences and ways of doing things/),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/enjoy company and quiet time about as much as most people/),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Pathwise wrote these descriptions.', { exact: false }),
    ).toBeVisible();
    const imagination = canvas.getByRole('button', { name: /^Imagination/ });
    await expect(imagination).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(imagination);
    await expect(imagination).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/use your imagination, daydream and picture/)).toBeVisible();
    // Imagination is at the 76th percentile here: the text for a high level.
    await expect(canvas.getByText(/have a rich inner world/)).toBeVisible();
  },
};

/** Someone changing careers reads examples from work, not school; without a life stage, both. */
export const ExamplesForALifeStage: Story = {
  beforeEach: reader(['en-GB']),
  parameters: {
    msw: {
      handlers: [
        mockOperation('getOnboarding', () =>
          HttpResponse.json({
            answers: { lifeStage: 'changing-careers', completed: true },
            updatedAt: '2026-11-01T09:00:00.000Z',
          }),
        ),
        ...apiHandlers({ report: buildPersonalityReport() }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('heading', { name: 'What this can look like at work' });
    // Once the answers are in, the school examples go.
    await waitFor(() =>
      expect(
        canvas.queryAllByRole('heading', { name: 'What this can look like at school or college' }),
      ).toHaveLength(0),
    );
    await expect(
      canvas.getAllByRole('heading', { name: 'What this can look like at work' }),
    ).toHaveLength(5);
    await expect(canvas.queryByText(/\b(revision|exams?|classmates?)\b/)).toBeNull();
  },
};

/** Another language for the descriptions, remembered on this device. */
export const ChooseLanguage: Story = {
  beforeEach: reader(['en-GB']),
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('combobox', { name: 'Language of the descriptions' });
    await expect(picker).toHaveValue('en');
    await userEvent.selectOptions(picker, 'de');
    await expect(
      await canvas.findByRole('heading', { level: 3, name: /Offenheit für Erfahrungen/ }),
    ).toBeInTheDocument();
    await expect(localStorage.getItem(REPORT_LANGUAGE_KEY)).toBe('de');
  },
};

export const RemembersLanguage: Story = {
  beforeEach: () => {
    localStorage.setItem(REPORT_LANGUAGE_KEY, 'fr');
    return () => localStorage.removeItem(REPORT_LANGUAGE_KEY);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: /Ouverture d'esprit/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('combobox', { name: 'Language of the descriptions' }),
    ).toHaveValue('fr');
  },
};

/** With nothing stored, the browser's language is used when there are texts in it. */
export const BrowserLanguage: Story = {
  beforeEach: reader(['pt-BR', 'en']),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: /Abertura à Experiência/ }),
    ).toBeInTheDocument();
  },
};

/** A stored value that isn't a language on offer is ignored. */
export const UnknownStoredLanguage: Story = {
  beforeEach: () => {
    const restore = preferLanguages(['en-GB'])();
    localStorage.setItem(REPORT_LANGUAGE_KEY, 'klingon');
    return () => {
      restore();
      localStorage.removeItem(REPORT_LANGUAGE_KEY);
    };
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('combobox', { name: 'Language of the descriptions' }),
    ).toHaveValue('en');
  },
};

/** The chart shows one domain's facets on request, with the numbers as text too. */
export const ChartFacets: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Show in the chart' }),
      'Facets of Openness to Experience',
    );
    await expect(canvas.getByRole('img', { name: /six facets of Openness/ })).toHaveAccessibleName(
      expect.stringContaining('Imagination'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show these numbers as a table' }));
    const table = canvas.getByRole('table', { name: /six facets of Openness/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('rowheader', { name: 'Intellect' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Loading the chart…')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  },
};

export const NoReportYet: Story = {
  parameters: { msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "You don't have a personality report yet" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Take the personality test' })).toHaveAttribute(
      'href',
      paths.personalityTest,
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [reportFailsWith500, ...apiHandlers()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your report didn't load");
    // A server error is ours to own: the message never blames the person's connection.
    await expect(alert).toHaveTextContent('Something went wrong on our side.');
    await expect(alert).not.toHaveTextContent(/connection/);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
  },
};

export const RecoversOnRetry: Story = {
  parameters: { msw: { handlers: [reportFailsOnce.handler, ...apiHandlers()] } },
  beforeEach: reportFailsOnce.reset,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await summaryOf(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Sharing starts off; turning it on shows the link, and stopping turns it off again. */
export const SharesAndStopsSharing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share this report' }));
    const link = await canvas.findByRole('textbox', { name: 'Link to your report' });
    // The button is gone: focus is on what took its place, never on the page.
    await waitFor(() => expect(canvas.getByText('Sharing is on.')).toHaveFocus());
    await expect(link).toHaveValue(
      `${window.location.origin}${paths.personalityReport}?shared=${MOCK_SHARE_ID}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(
      await canvas.findByText(/^Link copied\.|the link is selected/),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop sharing' }));
    const again = await canvas.findByRole('button', { name: 'Share this report' });
    await waitFor(() => expect(again).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: 'Link to your report' })).toBeNull();
  },
};

export const AlreadyShared: Story = {
  parameters: {
    msw: { handlers: apiHandlers({ report: buildPersonalityReport({ shareId: MOCK_SHARE_ID }) }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Link to your report' })).toHaveValue(
      `${window.location.origin}${paths.personalityReport}?shared=${MOCK_SHARE_ID}`,
    );
    await expect(canvas.getByText('Sharing is on.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Stop sharing' })).toBeEnabled();
  },
};

/** Someone else's report, opened from their link: read-only. */
export const SharedReportViewed: Story = {
  parameters: {
    route: `${paths.personalityReport}?shared=${MOCK_SHARE_ID}`,
    msw: { handlers: apiHandlers({ sharedReport: buildSharedReport('Sam') }) },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Sam's personality report" }),
    ).toBeInTheDocument();
    const summary = await summaryOf(canvasElement);
    await expect(summary.getAllByRole('listitem')[0]).toHaveTextContent('Openness to Experience');
    await expect(
      canvas.getByText('We compared their answers with those of women aged 21 to 40.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Share this report' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retake the test' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: /your career/ })).toBeNull();
  },
};

/** A shared report reads aloud too, speaking of "their" results. */
export const ListenToSharedReport: Story = {
  parameters: {
    route: `${paths.personalityReport}?shared=${MOCK_SHARE_ID}`,
    msw: { handlers: apiHandlers({ sharedReport: buildSharedReport('Sam') }) },
  },
  decorators: [withFakeSpeech],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Listen to this report' }));
    const script = speech.spoken.at(-1);
    await expect(script).toContain('We compared their answers with those of women aged 21 to 40.');
    await expect(script).toContain('Neuroticism: their level is low.');
    await expect(
      await canvas.findByRole('button', { name: 'Stop reading aloud' }),
    ).toBeInTheDocument();
  },
};

export const SharedReportWithoutName: Story = {
  parameters: {
    route: `${paths.personalityReport}?shared=${MOCK_SHARE_ID}`,
    msw: { handlers: apiHandlers({ sharedReport: buildSharedReport(null) }) },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'A shared personality report' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByText(/^Someone shared this report/)).toBeInTheDocument();
  },
};

export const SharedReportGone: Story = {
  parameters: {
    route: `${paths.personalityReport}?shared=${MOCK_SHARE_ID}`,
    msw: { handlers: apiHandlers() },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: "This report isn't shared any more, or the link is wrong",
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to your own report' })).toHaveAttribute(
      'href',
      paths.personalityReport,
    );
  },
};

export const MalformedShareLink: Story = {
  parameters: { route: `${paths.personalityReport}?shared=oops` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: "This report isn't shared any more, or the link is wrong",
      }),
    ).toBeInTheDocument();
  },
};

/** Only a personality result so far: the suggestions say they are a first hint. */
export const PersonalityEstimateSuggestions: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        report: buildPersonalityReport(),
        suggestions: buildSuggestions({
          source: 'personality-estimate',
          inputs: suggestionInputs({ personality: true }),
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/These are a first hint, estimated from your personality alone/),
    ).toBeInTheDocument();
    const career = canvas.getByRole('link', { name: 'Graphic Designers' });
    await expect(career).toHaveAttribute('href', careerDetailsHref('27-1024.00'));
    // An estimate is too rough for a number: each fit is said in words only.
    await expect(canvas.getAllByText(/^(Possible|Unclear|Unlikely) fit$/)).toHaveLength(4);
    await expect(canvas.queryByText(/fit:? \d+ of 100/i)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'The O*NET database' })).toBeInTheDocument();
  },
};

export const NoSuggestionsYet: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        report: buildPersonalityReport(),
        suggestions: {
          source: 'none',
          inputs: suggestionInputs(),
          fitFloors: null,
          items: [],
          close: null,
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/We don't have career ideas for you yet/),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'The O*NET database' })).toBeNull();
  },
};

/** Starting again clears the answers and opens the test; the report stays saved. */
export const RetakeTheTest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/this report stays saved/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retake the test' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Personality test' }),
    ).toBeInTheDocument();
  },
};

export const PrintOrSaveAsPdf: Story = {
  play: async ({ canvas }) => {
    // The real dialog would block the page; what matters is that the button asks for it.
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Print or save as PDF' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      print.mockRestore();
    }
  },
};

/** Under the title, on paper only (e2e/tests/print.spec.ts prints it): the profile's name and the day. */
export const PrintedNameAndDay: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        profile: buildProfile({ displayName: 'Jordan Lee' }),
        report: buildPersonalityReport(),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Jordan Lee · Personality report from November 3, 2026'),
    ).toBeInTheDocument();
  },
};

const namelessProfile = countRequests('getMe', () =>
  HttpResponse.json(buildProfile({ displayName: null })),
);

/** Someone whose profile has no name: the printed line gives the day, and no name is made up. */
export const PrintedWithoutAName: Story = {
  parameters: {
    msw: {
      handlers: [namelessProfile.handler, ...apiHandlers({ report: buildPersonalityReport() })],
    },
  },
  beforeEach: namelessProfile.reset,
  play: async ({ canvas }) => {
    await waitFor(() => expect(namelessProfile.count()).toBeGreaterThan(0));
    await expect(
      await canvas.findByText('Personality report from November 3, 2026'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/· Personality report/)).toBeNull();
  },
};

const earlierReport = buildPersonalityReport({
  id: '5a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c4d',
  createdAt: '2026-06-10T12:00:00.000Z',
});

/** After a retake the earlier report stays: listed with its levels, and readable on its own. */
export const EarlierReports: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({ report: buildPersonalityReport(), earlierReports: [earlierReport] }),
    },
  },
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('region', { name: 'Your earlier reports' });
    const link = within(history).getByRole('link', { name: /Report from/ });
    await expect(history).toHaveTextContent('Openness to Experience: high');
    await userEvent.click(link);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Your report from/ }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to your newest report' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
  },
};

/** A report id that isn't this person's: the same answer as one that doesn't exist. */
export const EarlierReportNotFound: Story = {
  parameters: { route: `${paths.personalityReport}?report=5a1c2e3d-4b5f-4a6b-8c7d-000000000000` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We couldn't find that report")).toBeInTheDocument();
  },
};

/** The answers a report came from, read back from question 1, and the way back to the report. */
export const ReviewsTheAnswers: Story = {
  play: async ({ canvas }) => {
    const actions = await canvas.findByRole('region', { name: 'Your answers and this report' });
    await userEvent.click(within(actions).getByRole('link', { name: 'Review my answers' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Your answers from/ }),
    ).toBeInTheDocument();
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(120);
    // Question 1 comes first, with the answer given (the fixture's first answer is 1).
    await expect(items[0]).toHaveTextContent(/^1\.Statement 1: .+Your answer: Very inaccurate$/i);
    // Read-only: nothing to change here.
    await expect(within(list).queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to this report' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
  },
};

/** A report made before answers were kept says so, instead of offering a review it can't give. */
export const AnswersNotKept: Story = {
  parameters: {
    msw: { handlers: apiHandlers({ report: buildPersonalityReport({ hasAnswers: false }) }) },
  },
  play: async ({ canvas }) => {
    const actions = await canvas.findByRole('region', { name: 'Your answers and this report' });
    await expect(actions).toHaveTextContent(/made before Pathwise kept the answers/);
    await expect(within(actions).queryByRole('link', { name: 'Review my answers' })).toBeNull();
  },
};

/** Deleting the newest report, after confirming, brings the one before it back as the newest. */
export const DeletesAReport: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({ report: buildPersonalityReport(), earlierReports: [earlierReport] }),
    },
  },
  play: async ({ canvas }) => {
    const actions = await canvas.findByRole('region', { name: 'Your answers and this report' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Delete this report…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this report?' }));
    await expect(dialog.getByText(/ends its share link/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the report' }));
    await expect(await screen.findByText('Report deleted')).toBeInTheDocument();
    // The earlier report is now the newest, so there is no earlier one to list.
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Your earlier reports' })).toBeNull(),
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your personality report' }),
    ).toBeInTheDocument();
  },
};
