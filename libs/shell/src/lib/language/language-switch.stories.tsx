import { useGetMeQuery } from '@pathwise/api';
import {
  apiHandlers,
  buildProfile,
  countRequests,
  recordRequests,
  signedIn,
} from '@pathwise/api/testing';
import { selectCurrentUser } from '@pathwise/auth';
import { useAppSelector } from '@pathwise/store';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@pathwise/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
import { ProfileLanguage } from './profile-language';

/** Layout is measured only in a real browser; jsdom lays nothing out. */
const laidOut = !navigator.userAgent.includes('jsdom');

/** Each story starts with no language chosen in this browser, and leaves none behind. */
const forgetChoice = () => {
  const forget = () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  };
  forget();
  return forget;
};

/** What the profile was asked, for the stories that save the language there. */
const profileReads = countRequests('getMe');
const profilePatches = recordRequests('updateMe');

/** The profile's language once it has arrived, shown so a story can tell it is there. */
function ProfileShown() {
  const user = useAppSelector(selectCurrentUser);
  const { data } = useGetMeQuery(undefined, { skip: !user });
  return data ? <p>Profile language: {data.preferredLanguage}</p> : null;
}

/** The switch, with the account corner's part beside it when a story signs someone in. */
function Switch({ withProfile, ...props }: LanguageSwitchProps & { withProfile?: boolean }) {
  return (
    <>
      {withProfile && <ProfileLanguage loadPage={props.loadPage} />}
      {withProfile && <ProfileShown />}
      <LanguageSwitch {...props} />
    </>
  );
}

const meta = {
  title: 'Shell/Language switch',
  component: Switch,
  args: { layout: 'row', loadPage: fn() },
  parameters: { route: '/personality-test?from=home#start' },
  beforeEach: forgetChoice,
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A globe button in the header's row opens the languages, each named in itself, linking to the
 * same address in it; the current one marked. A press elsewhere closes the list. */
export const InTheHeader: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Language' });
    const button = within(nav).getByRole('button', { name: 'Language: English' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link')).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const english = within(nav).getByRole('link', { name: 'English' });
    const spanish = within(nav).getByRole('link', { name: 'Español' });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(english).toHaveAttribute('href', '/personality-test?from=home#start');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(spanish).not.toHaveAttribute('aria-current');
    await expect(spanish).toHaveAttribute('href', '/es/personality-test?from=home#start');
    await expect(spanish).toHaveAttribute('hreflang', 'es');
    await expect(spanish).toHaveAttribute('lang', 'es');
    if (laidOut)
      for (const target of [button, english, spanish]) {
        const box = target.getBoundingClientRect();
        await expect(box.height).toBeGreaterThanOrEqual(44);
        await expect(box.width).toBeGreaterThanOrEqual(44);
      }
    await userEvent.click(document.body);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link')).toBeNull();
  },
};

/** By keyboard: open, tab to Español, Enter; the choice is kept, then the page loads in Spanish. */
export const ChoosingByKeyboard: Story = {
  args: { loadPage: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Language: English' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Escape closes the list and leaves focus on the button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.loadPage).toHaveBeenCalledWith('es'));
    await expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    await expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
  },
};

/** The language already shown is not chosen again: nothing loads. */
export const ChoosingTheCurrentLanguage: Story = {
  args: { layout: 'menu', loadPage: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    // A choice is remembered within the click, before anything loads: none remembered, none to load.
    await expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await expect(args.loadPage).not.toHaveBeenCalled();
  },
};

/** In Spanish: named "Idioma", Español marked, English leading to the spec's address. */
export const InSpanish: Story = {
  globals: { language: 'es' },
  args: { layout: 'menu' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.lang).toBe('es');
    await expect(canvas.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(canvas.getByText('Idioma')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/personality-test?from=home#start',
    );
  },
};

/** Signed in: choosing a language keeps it in the profile too, before the page loads. */
export const SignedInChoiceSavedToTheProfile: Story = {
  args: { layout: 'menu', withProfile: true, loadPage: fn() },
  parameters: {
    auth: signedIn,
    msw: { handlers: [profileReads.handler, ...profilePatches.handlers, ...apiHandlers()] },
  },
  beforeEach: () => {
    profilePatches.reset();
    profileReads.reset();
    return forgetChoice();
  },
  play: async ({ args, canvas }) => {
    // Signed in once the profile is asked for (the sign-in check runs when the page is idle).
    await waitFor(() => expect(profileReads.count()).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('link', { name: 'Español' }));
    await waitFor(() => expect(args.loadPage).toHaveBeenCalledWith('es'));
    await expect(profilePatches.seen).toEqual([{ preferredLanguage: 'es' }]);
    await expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  },
};

/** Signed in with Spanish in the profile and no choice made here: the page switches, once. */
export const ProfileLanguageTakenAfterSignIn: Story = {
  args: { layout: 'menu', withProfile: true, loadPage: fn() },
  parameters: {
    auth: signedIn,
    msw: { handlers: apiHandlers({ profile: buildProfile({ preferredLanguage: 'es-MX' }) }) },
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.loadPage).toHaveBeenCalledWith('es'));
    await expect(args.loadPage).toHaveBeenCalledTimes(1);
    await expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  },
};

/** A language chosen in this browser wins over the profile's: nothing switches. */
export const ChoiceInThisBrowserWins: Story = {
  args: { layout: 'row', withProfile: true, loadPage: fn() },
  parameters: {
    auth: signedIn,
    msw: { handlers: apiHandlers({ profile: buildProfile({ preferredLanguage: 'es' }) }) },
  },
  beforeEach: () => {
    const forget = forgetChoice();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    return forget;
  },
  play: async ({ args, canvas }) => {
    await canvas.findByText('Profile language: es');
    // Opening the list is a later render: the profile's arrival has had its effects by then.
    const button = canvas.getByRole('button', { name: 'Language: English' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(args.loadPage).not.toHaveBeenCalled();
  },
};
