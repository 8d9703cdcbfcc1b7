import { DEVICE_KEYS } from '@pathwise/browser-keys';
import { MOCK_SHARE_ID, SAM, apiHandlers, buildSharedReport } from '@pathwise/api/testing';
import type { AuthParameters } from '@pathwise/testing/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { route: '/login', auth: { accounts: [SAM] } satisfies AuthParameters },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email = SAM.email, password = 'wrong password') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};

/** In Spanish: the form and what it says about a missing email in Spanish. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Inicia sesión en Pathwise' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(
      await canvas.findByText('Escribe tu dirección de correo electrónico.'),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const InlineValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your email address.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.tab();
    await expect(
      await canvas.findByText('That does not look like an email address.'),
    ).toBeInTheDocument();
  },
};

export const ShowHidePassword: Story = {
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Password');
    await userEvent.type(password, 'secret');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret');
  },
};

export const Submitting: Story = {
  parameters: { auth: { accounts: [SAM], delayMs: 60_000 } satisfies AuthParameters },
  play: async ({ canvasElement, canvas }) => {
    await signIn(canvasElement, SAM.email, SAM.password);
    const busy = await canvas.findByRole('button', { name: 'Signing in…' });
    // Says it is busy and ignores presses, but keeps focus: a disabled button would drop it.
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
  },
};

export const SignUp: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'New here? Create an account' }),
    );
    // The form changed around the button pressed: focus is on the heading that says what it is now.
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Create your Pathwise account' }),
      ).toHaveFocus(),
    );
    // Who may make one, and what it keeps, before anyone does.
    await expect(canvas.getByText(/You need to be 13 or older to make an account/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'What we keep, and why' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.type(canvas.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeInTheDocument();
  },
};

/**
 * A shared report's link, as the report screen sends someone signed out here, with the mock API
 * sharing the report whose owner's name is given (null while they don't share their profile).
 */
const fromSharedLink = (shareId: string, ownerName: string | null = null) => ({
  route: {
    pathname: '/login',
    state: { from: { pathname: '/personality-report', search: `?shared=${shareId}` } },
  },
  msw: { handlers: apiHandlers({ sharedReport: buildSharedReport(ownerName) }) },
});

/**
 * Sent here by a shared report's link: who shared it (their profile is shared, so their name
 * shows), when the test was finished, and how to see it.
 */
export const FromASharedReport: Story = {
  parameters: fromSharedLink(MOCK_SHARE_ID, 'Sam Rivera'),
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(
      await within(note).findByText('Sam Rivera shared their personality report with you.'),
    ).toBeVisible();
    await expect(note).toHaveTextContent('It is from a test finished on November 3, 2026.');
    await expect(note).toHaveTextContent(/make a free account: it takes about 3 minutes/);
  },
};

/** Its owner doesn't share their profile: the link says someone shared it, not who. */
export const FromASharedReportWithoutAName: Story = {
  parameters: fromSharedLink(MOCK_SHARE_ID),
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(
      await within(note).findByText('It is from a test finished on November 3, 2026.'),
    ).toBeVisible();
    await expect(note).toHaveTextContent('Someone shared their personality report with you.');
  },
};

/** A link whose sharing stopped says so before anyone makes an account for it. */
export const FromAStoppedShare: Story = {
  parameters: fromSharedLink('AAAAAAAAAAAAAAAAAAAAAA'),
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(
      await within(note).findByText("This link doesn't open a report any more."),
    ).toBeVisible();
    await expect(note).not.toHaveTextContent(/shared their personality report/);
  },
};

/**
 * Sent here by a group's join link: it says what happens next, and the computer is treated as
 * shared from now on (a class arrives this way on lab computers).
 */
export const FromAGroupLink: Story = {
  parameters: {
    route: { pathname: '/login', state: { from: { pathname: '/join/K7P3QX', search: '' } } },
  },
  beforeEach: () => () => localStorage.removeItem(DEVICE_KEYS.sharedComputer),
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note');
    await expect(note).toHaveTextContent('You are joining a group.');
    await expect(note).toHaveTextContent(/Nothing is shared unless you tick it/);
    await waitFor(() => expect(localStorage.getItem(DEVICE_KEYS.sharedComputer)).toBe('true'));
  },
};

/** Sent here by any other page that needs an account: no word of a shared report. */
export const FromAnotherPage: Story = {
  parameters: {
    route: { pathname: '/login', state: { from: { pathname: '/dashboard', search: '' } } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to Pathwise' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** A password from the lists of leaked ones is refused kindly, and a few words together pass. */
export const SignUpWithACommonPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'New here? Create an account' }),
    );
    await userEvent.type(canvas.getByLabelText('Email'), 'robin@example.com');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'password1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(/Lots of people use that password/)).toBeInTheDocument();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Lots of people use that password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'robin2024');
    await userEvent.tab();
    // Their own email's name with a year is as easy to guess.
    await expect(await canvas.findByText(/Lots of people use that password/)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'kettle orbit meadow');
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.queryByText(/Lots of people use that password/)).not.toBeInTheDocument(),
    );
  },
};

export const ResetPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot your password?' }));
    await userEvent.type(canvas.getByLabelText('Email'), SAM.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `we sent a reset link to ${SAM.email}`,
    );
  },
};

/** One story per sign-in failure: the message shown, and the typed email kept. */
const failure = (code: string, message: RegExp): Story => ({
  parameters: { auth: { accounts: [SAM], failNext: code } satisfies AuthParameters },
  play: async ({ canvasElement, canvas }) => {
    await signIn(canvasElement, SAM.email, SAM.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByLabelText('Email')).toHaveValue(SAM.email);
    await expect(canvas.getByLabelText('Password')).toHaveValue(SAM.password);
  },
});

export const WrongPassword = failure('auth/wrong-password', /password is not right/);
/** A sign-in failure in Spanish: the sign-in service's code put into words in Spanish. */
export const WrongPasswordInSpanish: Story = {
  globals: { language: 'es' },
  parameters: { auth: { accounts: [SAM], failNext: 'auth/wrong-password' } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Correo electrónico'), SAM.email);
    await userEvent.type(canvas.getByLabelText('Contraseña'), SAM.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Esa contraseña no es correcta. Vuelve a intentarlo o restablécela más abajo.',
    );
  },
};
export const EmailAlreadyInUse = failure('auth/email-already-in-use', /already an account/);
export const UserNotFound = failure('auth/user-not-found', /no account with that email/);
export const TooManyRequests = failure('auth/too-many-requests', /Too many attempts/);
export const ExpiredActionCode = failure('auth/expired-action-code', /link has expired/);
export const InvalidActionCode = failure('auth/invalid-action-code', /not valid any more/);
export const UserDisabled = failure('auth/user-disabled', /turned off/);
export const NetworkRequestFailed = failure('auth/network-request-failed', /could not reach/);
export const UnknownError = failure('auth/internal-error', /Something went wrong/);

export const PopupClosedByUser: Story = {
  parameters: { auth: { failNext: 'auth/popup-closed-by-user' } satisfies AuthParameters },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Google window was closed/);
  },
};

export const GoogleUnreachable: Story = {
  parameters: { auth: { failNext: 'auth/internal-error' } satisfies AuthParameters },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not reach Google/);
    await expect(canvas.getByLabelText('Email')).toBeEnabled();
  },
};
