import { SAM, apiHandlers, buildProfile, signedIn } from '@pathwise/api/testing';
import type { AuthParameters } from '@pathwise/testing/storybook';
import { HttpResponse, http } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from './account-menu';

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
    await expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
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
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await expect(await screen.findByText('You are signed out')).toBeInTheDocument();
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

/** The server could not erase the data: the account stays, and the person is told so. */
export const DeleteWhenTheServerFails: Story = {
  parameters: {
    auth: signedIn,
    msw: {
      handlers: [http.delete('/api/me', () => HttpResponse.json({}, { status: 503 }))],
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
