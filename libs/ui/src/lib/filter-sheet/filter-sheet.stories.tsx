import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { FilterSheet } from './filter-sheet';

/** Made-up careers with a growth flag, enough to see the count change. */
const CAREERS = [
  { title: 'Registered Nurses', growing: true },
  { title: 'Electricians', growing: true },
  { title: 'Graphic Designers', growing: false },
  { title: 'Software Developers', growing: true },
];

/** A list with one filter, as a screen holds it: applied, and a draft while the sheet is open. */
function GrowingOnly() {
  const [applied, setApplied] = useState(false);
  const [draft, setDraft] = useState(applied);
  const shown = CAREERS.filter((career) => !applied || career.growing);
  return (
    <div className="p-4">
      <div className="flex items-center justify-between gap-3">
        <p>Showing {shown.length} careers</p>
        <FilterSheet
          on={applied ? 1 : 0}
          matches={CAREERS.filter((career) => !draft || career.growing).length}
          onOpenChange={(open) => open && setDraft(applied)}
          onApply={() => setApplied(draft)}
          onClear={() => setDraft(false)}
        >
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={draft}
              onChange={(event) => setDraft(event.target.checked)}
            />
            Growing jobs only
          </label>
        </FilterSheet>
      </div>
      <ul className="mt-3">
        {shown.map((career) => (
          <li key={career.title}>{career.title}</li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'UI/FilterSheet',
  component: GrowingOnly,
  // A small phone: the sheet is where a list's filters live there.
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof GrowingOnly>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened, changed and applied with the keyboard alone; the count follows and is announced. */
export const AppliesWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    const box = sheet.getByRole('checkbox', { name: 'Growing jobs only' });
    await expect(box).toHaveFocus();
    await expect(sheet.getByRole('status')).toHaveTextContent('4 careers match');
    await userEvent.keyboard(' ');
    await expect(sheet.getByRole('status')).toHaveTextContent('3 careers match');
    // Nothing changes behind the sheet until the choice is applied.
    await expect(canvas.getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    await userEvent.tab();
    await userEvent.tab();
    await expect(sheet.getByRole('button', { name: 'Show 3 careers' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('3 careers match')).toHaveAttribute('aria-live'));
  },
};

/** Escape and the close button leave the list as it was, and give focus back to the button. */
export const ClosesWithoutApplying: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const sheet = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    await userEvent.click(sheet.getByRole('checkbox', { name: 'Growing jobs only' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);

    await userEvent.click(trigger);
    const again = within(await screen.findByRole('dialog', { name: 'Filters and order' }));
    // It starts again from what is applied, not from the choice left unapplied.
    await expect(again.getByRole('checkbox', { name: 'Growing jobs only' })).not.toBeChecked();
    await userEvent.click(again.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
