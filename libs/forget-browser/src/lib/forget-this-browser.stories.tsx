import { noteMadeHere } from '@pathwise/progress';
import { STORAGE_KEYS } from '@pathwise/progress/keys';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ForgetThisBrowser } from './forget-this-browser';

/** A page's words around the link, and where reading picks up once the progress is gone. */
function OnAPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [forgotten, setForgotten] = useState(false);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Your interest profile
      </h1>
      <p role="status">{forgotten ? 'Forgotten' : ''}</p>
      <ForgetThisBrowser
        returnFocusTo={() => heading.current}
        onForgotten={() => setForgotten(true)}
      />
    </>
  );
}

const meta = { title: 'Widgets/ForgetThisBrowser', component: OnAPage } satisfies Meta<
  typeof OnAPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

const seedSort = () => {
  localStorage.setItem(STORAGE_KEYS.interestSort, JSON.stringify({ version: 1, ratings: {} }));
  noteMadeHere(STORAGE_KEYS.interestSort);
  return () => localStorage.removeItem(STORAGE_KEYS.interestSort);
};

/** Keeping it changes nothing, and focus goes back to the link that asked. */
export const KeepIt: Story = {
  beforeEach: seedSort,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('button', { name: 'Forget this browser’s progress' });
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', {
      name: 'Forget the progress kept in this browser?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(link).toHaveFocus());
    await expect(localStorage.getItem(STORAGE_KEYS.interestSort)).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Forgetting clears the browser, tells the page, and reading picks up where the page says. */
export const ForgetIt: Story = {
  beforeEach: seedSort,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forget this browser’s progress' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Forget the progress kept in this browser?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forget it' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Forgotten');
    await expect(localStorage.getItem(STORAGE_KEYS.interestSort)).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Your interest profile' })).toHaveFocus(),
    );
  },
};
