import {
  apiHandlers,
  buildInterestResult,
  buildPersonalityReport,
  buildProfile,
  countRequests,
  failsOnce,
  recordRequests,
  serverError,
  signedIn,
  mockOperation,
} from '@pathwise/api/testing';
import type { ProfilePatch, SharedProfile } from '@pathwise/contract';
import { paths, profileHref } from '@pathwise/routes';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfileScreen } from './profile-screen';

/** The uid the stand-in sign-in service gives Sam, the first account. */
const SAM_UID = 'uid-1';

const withProfileRoute: Decorator = (Story) => (
  <Routes>
    <Route path={paths.profile} element={<Story />} />
  </Routes>
);

const busySam = () =>
  apiHandlers({
    profile: buildProfile({ id: SAM_UID }),
    report: buildPersonalityReport(),
    interestResult: buildInterestResult(),
    favourites: ['15-1252.00', '29-1141.00'],
  });

// What the stories' recorders saw; each story that reads them resets them first.
/** Every PATCH /api/me body, noted before the mock API answers it. */
const profilePatches = recordRequests<ProfilePatch>('updateMe');
const exportRequests = countRequests('exportMyData');
let downloads: { filename: string; type: string }[] = [];

/** Catches the file the screen saves instead of letting the browser download it. */
function catchDownloads() {
  profilePatches.reset();
  exportRequests.reset();
  downloads = [];
  const blobs = new Map<string, Blob>();
  const original = {
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
    click: HTMLAnchorElement.prototype.click,
  };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:pathwise-test-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    downloads.push({ filename: this.download, type: blobs.get(this.href)?.type ?? '' });
  };
  return () => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    HTMLAnchorElement.prototype.click = original.click;
  };
}

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  decorators: [withProfileRoute],
  parameters: {
    route: profileHref('me'),
    auth: signedIn,
    msw: { handlers: busySam() },
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One's own profile: details to edit, saved with a clear confirmation, and results so far. */
export const OwnProfileEditAndSave: Story = {
  parameters: { msw: { handlers: [...profilePatches.handlers, ...busySam()] } },
  beforeEach: () => {
    profilePatches.reset();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const name = await canvas.findByRole('textbox', { name: 'Your name' });
    await expect(name).toHaveValue('Sam Rivera');
    await expect(canvas.getByRole('combobox', { name: 'Where you are now' })).toHaveValue(
      'changing-careers',
    );
    await expect(canvas.getByRole('combobox', { name: 'Where you live' })).toHaveValue('GB');
    await expect(canvas.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('en');

    // A name that's too long is explained before anything is sent.
    await userEvent.clear(name);
    await userEvent.type(name, 'S'.repeat(61));
    await expect(name).toHaveAccessibleDescription(/1 character too many/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByText('Keep your name to 60 characters or fewer.'),
    ).toBeInTheDocument();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(profilePatches.seen).toEqual([]);

    await userEvent.clear(name);
    await userEvent.type(name, '  Sam R.  ');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Where you are now' }),
      'Working',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Where you live' }), '');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Highest education so far' }),
      'bachelor',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Preferred language' }),
      'French',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Your changes are saved.')).toBeInTheDocument();
    // Saving never drops focus to the page: it stays on the button that saved.
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await expect(profilePatches.seen).toEqual([
      {
        displayName: 'Sam R.',
        lifeStage: 'working',
        highestEducation: 'bachelor',
        country: null,
        preferredLanguage: 'fr',
      },
    ]);
    await expect(name).toHaveValue('Sam R.');

    // The results so far, each with the way to see them in full.
    await expect(await canvas.findByText(/Your Holland code is/)).toHaveTextContent(
      'Your Holland code is IAS: Investigative, Artistic, and Social',
    );
    const personality = await canvas.findByRole('list', { name: 'Personality' });
    await expect(personality).toHaveTextContent('Openness to Experience');
    await expect(personality).toHaveTextContent('NeuroticismLow');
    await expect(personality).toHaveTextContent('ExtraversionAverage');
    await expect(await canvas.findByText('You have saved 2 careers.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See your saved careers' })).toHaveAttribute(
      'href',
      paths.favourites,
    );
    await expect(
      canvas.getByRole('link', { name: 'Read your personality report' }),
    ).toHaveAttribute('href', paths.personalityReport);
  },
};

/** One's own profile in Spanish: the form, its messages, language names and results in Spanish. */
export const OwnProfileInSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    await expect(document.documentElement.lang).toBe('es');
    const name = await canvas.findByRole('textbox', { name: 'Tu nombre' });
    await expect(name).toHaveValue('Sam Rivera');
    const language = canvas.getByRole('combobox', { name: 'Idioma preferido' });
    await expect(language).toHaveValue('en');
    await expect(within(language).getByRole('option', { name: 'Inglés' })).toBeInTheDocument();
    await expect(within(language).getByRole('option', { name: 'Alemán' })).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'S'.repeat(61));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(
      await canvas.findByText('Tu nombre puede tener como máximo 60 caracteres.'),
    ).toBeInTheDocument();

    await expect(await canvas.findByText(/Tu código Holland es/)).toHaveTextContent(
      'Tu código Holland es IAS: Investigador, Artístico y Social',
    );
    const personality = await canvas.findByRole('list', { name: 'Personalidad' });
    await expect(personality).toHaveTextContent('Apertura a la experiencia');
    await expect(await canvas.findByText('Guardaste 2 carreras.')).toBeInTheDocument();
  },
};

/** Nothing done yet: each result says so and offers the way to start. */
export const OwnProfileNothingYet: Story = {
  parameters: {
    route: profileHref(SAM_UID),
    msw: {
      handlers: apiHandlers({
        profile: buildProfile({
          id: SAM_UID,
          displayName: null,
          lifeStage: null,
          country: null,
          preferredLanguage: null,
        }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Where you live' })).toHaveValue('');
    await expect(
      await canvas.findByRole('link', { name: 'Take the personality test' }),
    ).toHaveAttribute('href', paths.personalityTest);
    await expect(await canvas.findByRole('link', { name: 'Sort activity cards' })).toHaveAttribute(
      'href',
      paths.playgroundCanvas,
    );
    await expect(await canvas.findByText("You haven't saved any careers yet.")).toBeInTheDocument();
  },
};

/** Sharing: off by default, explained, and once on, the link to copy. */
export const ShareToggleOn: Story = {
  parameters: {
    route: profileHref(SAM_UID),
    msw: { handlers: [...profilePatches.handlers, ...busySam()] },
  },
  beforeEach: () => {
    profilePatches.reset();
  },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Share my profile' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleDescription(
      /can see your name, where you are now and the country you live in/,
    );
    await expect(canvas.getByText('Sharing is off.')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Link to your profile' })).toBeNull();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await expect(canvas.getByText('Sharing is on.')).toBeInTheDocument();
    await expect(profilePatches.seen).toEqual([{ shareProfile: true }]);
    const link = canvas.getByRole('textbox', { name: 'Link to your profile' });
    await expect((link as HTMLInputElement).value).toMatch(/\/v2\/pg-profile\/uid-1$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(
      await canvas.findByText(/^Link copied\.$|the link is selected/),
    ).toBeInTheDocument();

    // Off again: the link goes.
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await expect(canvas.queryByRole('textbox', { name: 'Link to your profile' })).toBeNull();
    await expect(profilePatches.seen).toEqual([{ shareProfile: true }, { shareProfile: false }]);
  },
};

/** "Download my data" fetches the export and saves it as a JSON file. */
export const DownloadMyData: Story = {
  parameters: { msw: { handlers: [exportRequests.handler, ...busySam()] } },
  beforeEach: catchDownloads,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'My data' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/open the account menu at the top of the page/),
    ).toHaveTextContent('“Delete account…”');
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(
      await canvas.findByText('Your data is downloading as pathwise-data.json.'),
    ).toBeInTheDocument();
    await expect(exportRequests.count()).toBe(1);
    await expect(downloads).toEqual([{ filename: 'pathwise-data.json', type: 'application/json' }]);

    // Each press fetches a fresh copy.
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    await expect(exportRequests.count()).toBe(2);
  },
};

/** The export fails: said plainly, and nothing is saved. */
export const DownloadFails: Story = {
  parameters: {
    msw: {
      handlers: [mockOperation('exportMyData', serverError), ...busySam()],
    },
  },
  beforeEach: catchDownloads,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download my data' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "We couldn't prepare your file just now.",
    );
    await expect(downloads).toEqual([]);
  },
};

const alex: SharedProfile = {
  id: 'friend-42',
  displayName: 'Alex Chen',
  lifeStage: 'school',
  country: 'NZ',
};

/** Someone else's shared profile: their summary, read-only. */
export const SomeoneElsesSharedProfile: Story = {
  parameters: {
    route: profileHref(alex.id),
    msw: {
      handlers: [
        mockOperation('getSharedProfile', () => HttpResponse.json(alex)),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Alex Chen' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('At school')).toBeInTheDocument();
    await expect(canvas.getByText('New Zealand')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download my data' })).toBeNull();
  },
};

const notFoundWords = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  await expect(
    await canvas.findByRole('heading', { level: 2, name: "There's no profile to show here" }),
  ).toBeInTheDocument();
  await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
};

/** Someone else's profile that isn't shared: the same not-found words as an unknown id. */
export const SomeoneElsesNotShared: Story = {
  parameters: { route: profileHref('private-7'), msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    await notFoundWords(canvas);
    await expect(canvas.getByText(/may be mistyped/)).toBeInTheDocument();
  },
};

/** An address that can't be a profile: the same not-found page, without asking the server. */
export const MalformedAddress: Story = {
  parameters: { route: '/v2/pg-profile/not%20an%20id', msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    await notFoundWords(canvas);
  },
};

// The profile's first request fails, for the story that retries it.
const profileFailsOnce = failsOnce('getMe');

/** The profile doesn't load at first: a plain message and a retry that works. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [profileFailsOnce.handler, ...busySam()],
    },
  },
  beforeEach: profileFailsOnce.reset,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your profile didn't load");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('textbox', { name: 'Your name' })).toHaveValue(
      'Sam Rivera',
    );
  },
};
