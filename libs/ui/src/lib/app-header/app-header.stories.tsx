import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { SignInLink } from '../sign-in-link/sign-in-link';
import { AppHeader, type AppHeaderProps } from './app-header';

/** The header over a page that says where it is, so following a link shows. */
function HeaderOnPage(props: AppHeaderProps) {
  const { pathname } = useLocation();
  return (
    <>
      <AppHeader {...props} />
      <main id="main" tabIndex={-1} className="p-4">
        <h1 className="text-2xl font-bold">Page {pathname}</h1>
      </main>
    </>
  );
}

/** Stands in for the account menu: a pill whose long name must be cut short, not wrap. */
function LongNamePill() {
  const name = 'alexandra.konstantinidou-whitfield@example.com';
  return (
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
  );
}

/** Stands in for the theme choice, which lives in its own library. */
function Settings({ label }: { label: string }) {
  return (
    <fieldset className="text-sm">
      <legend className="font-medium">{label}</legend>
      <label className="mt-2 flex items-center gap-2">
        <input type="checkbox" /> A setting
      </label>
    </fieldset>
  );
}

const VIEWPORTS = {
  phone: { name: 'Phone, 390 × 844', styles: { width: '390px', height: '844px' } },
  smallPhone: { name: 'Small phone, 320 × 568', styles: { width: '320px', height: '568px' } },
  desktop: { name: 'Desktop, 1024 × 768', styles: { width: '1024px', height: '768px' } },
  wide: { name: 'Wide, 1366 × 900', styles: { width: '1366px', height: '900px' } },
};
const on = (viewport: keyof typeof VIEWPORTS) => ({ viewport: { value: viewport } });

const meta = {
  title: 'UI/AppHeader',
  component: HeaderOnPage,
  parameters: { viewport: { options: VIEWPORTS } },
  args: {
    navigation: [
      { to: '/', label: 'Home', end: true },
      { to: '/personality-test', label: 'Personality test' },
      { to: '/v2/pg-home', label: 'Career playground' },
      { to: '/v2/pg-explore', label: 'Explore careers' },
    ],
    account: <SignInLink />,
    settings: <span className="text-sm">Theme</span>,
    menuSettings: <Settings label="Colour theme" />,
  },
} satisfies Meta<typeof HeaderOnPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header's height in CSS pixels. */
const headerHeight = () => screen.getByRole('banner').getBoundingClientRect().height;

/** On a phone: one row with the logo, the account corner and the menu button; the links wait in the menu. */
export const Phone: Story = {
  globals: on('phone'),
  play: async ({ canvas }) => {
    await expect(headerHeight()).toBeLessThanOrEqual(64);
    await expect(canvas.getByRole('link', { name: 'Pathwise' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    // Both are for a finger: at least 44 px high (only a browser lays them out).
    if (!navigator.userAgent.includes('jsdom'))
      for (const control of [canvas.getByRole('link', { name: 'Sign in' }), menu])
        await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Opened, used and closed with the keyboard alone; the play ends with the menu open. */
export const PhoneMenuByKeyboard: Story = {
  globals: on('phone'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-controls', dialog.id);
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Explore careers' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Colour theme' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard(' ');
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

/** A link followed from the menu closes it and leads to its page. */
export const PhoneMenuFollowsALink: Story = {
  globals: on('smallPhone'),
  play: async ({ canvas, userEvent }) => {
    await expect(headerHeight()).toBeLessThanOrEqual(64);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Personality test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Page /personality-test' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/**
 * On a desktop: the links in the row, never wrapping; a long account name is cut short with an
 * ellipsis and shown whole on hover.
 */
export const Desktop: Story = {
  globals: on('desktop'),
  args: { account: <LongNamePill /> },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    const logo = canvas.getByRole('link', { name: 'Pathwise' }).getBoundingClientRect();
    const pill = canvas.getByRole('button', { name: /account menu$/ }).getBoundingClientRect();
    const last = within(nav).getByRole('link', { name: 'Explore careers' }).getBoundingClientRect();
    // One row: everything shares the header's middle line.
    for (const box of [pill, last])
      await expect(Math.abs(box.top + box.height / 2 - (logo.top + logo.height / 2))).toBeLessThan(
        2,
      );
    await expect(headerHeight()).toBeLessThanOrEqual(65);
    const name = canvas.getByTitle('alexandra.konstantinidou-whitfield@example.com');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** Wider still: the same single row, with room to spare. */
export const Wide: Story = {
  ...Desktop,
  globals: on('wide'),
};
