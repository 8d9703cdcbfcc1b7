import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { PageFrame } from './page-frame';

const meta = {
  title: 'UI/PageFrame',
  component: PageFrame,
  args: {
    title: 'Saved careers',
    intro: 'The careers you saved, and how well each one matches your interests.',
    children: <p className="mt-6">The page’s content.</p>,
  },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Saved careers' })).toBeVisible();
    await expect(canvas.getByText(/how well each one matches/)).toBeVisible();
  },
};

export const Tool: Story = {
  args: {
    title: 'Sort activity cards',
    size: 'tool',
    width: 'narrow',
    intro: 'Would you enjoy doing it?',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sort activity cards' }),
    ).toBeVisible();
  },
};

/** A page that replaces its content moves focus to its heading, never to the page itself. */
function Switching() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <PageFrame title="Sign in" headingRef={heading}>
      <Button className="mt-6" onClick={() => heading.current?.focus()}>
        New here? Create an account
      </Button>
    </PageFrame>
  );
}

export const HeadingTakesFocus: Story = {
  render: () => <Switching />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New here? Create an account' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await expect(document.activeElement).not.toBe(document.body);
  },
};
