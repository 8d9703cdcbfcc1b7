import { SAM, apiHandlers, buildProfile, signedIn, mockOperation } from '@pathwise/api/testing';
import { type AuthParameters, seedBrowser } from '@pathwise/testing/storybook';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@pathwise/progress/keys';
import { AccountMenu } from './account-menu';

/** Two cards sorted, as the card sort keeps them in the browser. */
const SORT_IN_PROGRESS = JSON.stringify({
  version: 1,
  ratings: { 'card-a': 'like', 'card-b': 'dislike' },
  history: [],
});
const SORT_FINISHED = JSON.stringify({ ...JSON.parse(SORT_IN_PROGRESS), finished: true });
const SAVED_CAREERS = JSON.stringify([
  { code: '15-1252.00', title: 'Software Developers', savedAt: '2026-11-01T10:00:00.000Z' },
]);

const meta = { title: 'Account/AccountMenu', component: AccountMenu } satisfies Meta<
  typeof AccountMenu
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const SignedIn: Story = {
  parameters: { auth: signedIn, msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /^Sam Rivera.*account menu$/ });
    await expect(trigger).toHaveTextContent('S');
    await expect(await canvas.findByRole('link', { name: '10 coins' })).toBeVisible();
  },
};

/** In Spanish: the button, the coins and the menu's choices in Spanish. */
export const SignedInInSpanish: Story = {
  globals: { language: 'es' },
  parameters: { auth: signedIn, msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    const trigger = await canvas.findByRole('button', { name: 'Sam Rivera, menú de la cuenta' });
    await expect(await canvas.findByRole('link', { name: '10 monedas' })).toBeVisible();
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión…' })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Borrar la cuenta…' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** The profile is where the name lives: a name changed there shows here, not the sign-in's. */
export const ShowsTheProfileName: Story = {
  parameters: {
    auth: signedIn,
    msw: { handlers: apiHandlers({ profile: buildProfile({ displayName: 'Robin' }) }) },
  },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /^Robin.*account menu$/ });
    await expect(trigger).toHaveTextContent('R');
  },
};

/** Someone who cleared their name is shown by their email, never by the sign-in's old name. */
export const ClearedNameShowsEmail: Story = {
  parameters: {
    auth: signedIn,
    msw: { handlers: apiHandlers({ profile: buildProfile({ displayName: null }) }) },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /^sam@example\.com.*account menu$/ });
  },
};

export const SignsOut: Story = {
  parameters: { auth: signedIn, msw: { handlers: apiHandlers() } },
  // Made in this browser session, so the person's own.
  beforeEach: seedBrowser({
    [STORAGE_KEYS.interestSort]: SORT_IN_PROGRESS,
    [STORAGE_KEYS.favourites]: SAVED_CAREERS,
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    // Nobody said this device is theirs: clearing the browser's copy is the default.
    await expect(within(dialog).getByLabelText(/This is my own device/)).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await expect(
      await screen.findByText(/this browser no longer holds your progress/),
    ).toBeInTheDocument();
    await expect(localStorage.getItem(STORAGE_KEYS.favourites)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.interestSort)).toBeNull();
  },
};

/** A sort finished into a profile is in the account already: nothing is said to be lost with it. */
export const SignsOutAfterAFinishedSort: Story = {
  parameters: { auth: signedIn, msw: { handlers: apiHandlers() } },
  beforeEach: seedBrowser({ [STORAGE_KEYS.interestSort]: SORT_FINISHED }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    await expect(
      within(dialog).getByText(/Pathwise will clear what it keeps in this browser/),
    ).toBeVisible();
    await expect(within(dialog).queryByText(/card sort in progress/)).not.toBeInTheDocument();
  },
};

/** On a device its owner marked as theirs, signing out keeps their progress here (and asks the same next time). */
export const SignsOutKeepingProgressOnOwnDevice: Story = {
  parameters: { auth: signedIn, msw: { handlers: apiHandlers() } },
  // Sorted in this browser session, so it is this person's.
  beforeEach: seedBrowser({ [STORAGE_KEYS.interestSort]: SORT_IN_PROGRESS }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    // What only this browser holds is named before it would go.
    await expect(within(dialog).getByText(/card sort in progress \(2 cards\)/)).toBeVisible();
    await userEvent.click(within(dialog).getByLabelText(/This is my own device/));
    await expect(within(dialog).queryByText(/card sort in progress/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(await screen.findByText('You are signed out')).toBeInTheDocument();
    await expect(localStorage.getItem(STORAGE_KEYS.interestSort)).toBe(SORT_IN_PROGRESS);
    await expect(localStorage.getItem(STORAGE_KEYS.ownDevice)).toBe('true');
  },
};

/** Closing the sign-out dialog keeps the person signed in, with focus back on the menu's button. */
export const StayingSignedIn: Story = {
  parameters: { auth: signedIn, msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('button', { name: /account menu/ });
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  },
};

export const DeletesAccount: Story = {
  parameters: { auth: signedIn, msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toHaveAccessibleDescription(/can't be undone/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  },
};

/** Each way of closing the dialog without deleting hands focus back to the account menu's button. */
export const KeepingTheAccountReturnsFocus: Story = {
  parameters: { auth: signedIn, msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    const menuButton = await canvas.findByRole('button', { name: /account menu/ });
    const close = [
      () => userEvent.click(screen.getByRole('button', { name: 'Keep my account' })),
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(screen.getByRole('button', { name: 'Close' })),
    ];
    for (const closeIt of close) {
      await userEvent.click(menuButton);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete account…' }));
      await screen.findByRole('dialog', { name: 'Delete your account?' });
      await closeIt();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(menuButton).toHaveFocus());
    }
  },
};

/** An account deletion after an old sign-in: the server asks for a recent one, so the person signs in again, in the same dialog. */
export const DeleteAfterAnOldSignIn: Story = {
  parameters: {
    auth: signedIn,
    msw: {
      handlers: [
        (() => {
          let asked = 0;
          return mockOperation('deleteMe', () =>
            asked++ === 0
              ? HttpResponse.json(
                  {
                    type: 'about:blank',
                    title: 'Unauthorized',
                    status: 401,
                    code: 'recent_sign_in_required',
                    detail: 'For your safety, sign in again to delete your account.',
                  },
                  { status: 401, headers: { 'content-type': 'application/problem+json' } },
                )
              : new HttpResponse(null, { status: 204 }),
          );
        })(),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete account…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign in again to delete your account',
    });
    await expect(dialog).toHaveAccessibleDescription(/needs a recent sign-in/);
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'not my password');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Sign in and delete my account' }),
    );
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, SAM.password);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Sign in and delete my account' }),
    );
    await expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  },
};

/** The server could not erase the data: the account stays, and the person is told so. */
export const DeleteWhenTheServerFails: Story = {
  parameters: {
    auth: signedIn,
    msw: {
      handlers: [
        mockOperation('deleteMe', () => HttpResponse.json({}, { status: 503 })),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete account…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      /couldn't delete your data just now, so your account is unchanged/,
    );
    await expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  },
};

const longEmail = 'alexandra.konstantinidou-whitfield@example.com';

/** A long email in a narrow corner: cut short on one line in the pill, whole in the menu. */
/** On a tablet (the name shows from 640 px, and from 1280 px beside the full menu). */
export const LongEmailCutShort: Story = {
  globals: { viewport: { value: 'tablet' } },
  parameters: {
    viewport: {
      options: {
        tablet: { name: 'Tablet, 768 × 1024', styles: { width: '768px', height: '1024px' } },
      },
    },
    auth: {
      accounts: [{ email: longEmail, password: SAM.password, displayName: null }],
      signedInAs: longEmail,
    } satisfies AuthParameters,
    msw: { handlers: apiHandlers({ profile: buildProfile({ displayName: null }) }) },
  },
  decorators: [
    (Story) => (
      <div className="flex w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: /^alexandra\..*account menu$/ });
    const shown = within(trigger).getByTitle(longEmail);
    // Only a browser lays text out; jsdom has no sizes to compare.
    if (!navigator.userAgent.includes('jsdom')) {
      await expect(shown.scrollWidth).toBeGreaterThan(shown.clientWidth);
      // One line, and tall enough for a finger.
      await expect(trigger.getBoundingClientRect().height).toBeLessThanOrEqual(48);
      await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(320 + 16 + 1);
    }
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toHaveTextContent(longEmail);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
