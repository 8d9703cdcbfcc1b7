import { DEVICE_KEYS, STORAGE_KEYS } from '@pathwise/browser-keys';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SharedComputerChoice } from './shared-computer-choice';

const meta = {
  title: 'Widgets/SharedComputerChoice',
  component: SharedComputerChoice,
} satisfies Meta<typeof SharedComputerChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

const SORT = JSON.stringify({ version: 1, ratings: {} });

/**
 * Ticked: a sort made in an earlier session is removed, and from now on progress lives in session
 * storage (gone when the browser closes). Unticked again: it goes back to local storage.
 */
export const MarkShared: Story = {
  beforeEach: () => {
    localStorage.setItem(STORAGE_KEYS.interestSort, SORT);
    return () => {
      localStorage.removeItem(DEVICE_KEYS.sharedComputer);
      localStorage.removeItem(STORAGE_KEYS.interestSort);
      sessionStorage.removeItem(STORAGE_KEYS.interestSort);
    };
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'This is a shared computer' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(/last only until the browser is closed/);
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(localStorage.getItem(DEVICE_KEYS.sharedComputer)).toBe('true');
    // No record says this session made it: on a shared computer it may be anyone's.
    await expect(localStorage.getItem(STORAGE_KEYS.interestSort)).toBeNull();
    await expect(sessionStorage.getItem(STORAGE_KEYS.interestSort)).toBeNull();

    sessionStorage.setItem(STORAGE_KEYS.interestSort, SORT);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(localStorage.getItem(DEVICE_KEYS.sharedComputer)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.interestSort)).toBe(SORT);
    await expect(sessionStorage.getItem(STORAGE_KEYS.interestSort)).toBeNull();
  },
};
