import { apiHandlers, buildGroup, signedIn } from '@pathwise/api/testing';
import { joinGroupHref, paths } from '@pathwise/routes';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GroupJoinScreen } from './group-join-screen';

const withJoinRoute: Decorator = (Story) => (
  <Routes>
    <Route path={paths.groupJoin} element={<Story />} />
  </Routes>
);

const group = buildGroup({ code: 'K7P3QX', name: 'Period 3' });
const toJoin = () => apiHandlers({ groupsToJoin: [{ group, madeBy: 'Mr Okafor' }] });

const meta = {
  title: 'Screens/Join a group',
  component: GroupJoinScreen,
  decorators: [withJoinRoute],
  parameters: { route: joinGroupHref(group.code), auth: signedIn },
} satisfies Meta<typeof GroupJoinScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing is ticked until chosen; after joining, the page shows exactly what the maker sees, and
 * what wasn't ticked says "Not shared".
 */
export const JoinSharingTwoItems: Story = {
  parameters: { msw: { handlers: toJoin() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Join Period 3' });
    await expect(canvas.getByText('Made by Mr Okafor.')).toBeVisible();
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(5);
    for (const box of boxes) await expect(box).not.toBeChecked();
    const name = canvas.getByRole('textbox', { name: /Your name, as the group sees it/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Dana');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Your progress/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Your interest code/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Join the group' }));
    const sees = await canvas.findByRole('heading', { name: 'What the group sees now' });
    await waitFor(() => expect(sees).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('You joined Period 3.');
    const section = within(sees.closest('section') as HTMLElement);
    await expect(section.getByText('Dana')).toBeVisible();
    await expect(section.getAllByText('Not shared')).toHaveLength(3);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your place in Period 3' }),
    ).toBeVisible();
  },
};

/** Leaving asks first, then says so, and focus goes to the page's heading. */
export const JoinThenLeave: Story = {
  parameters: { msw: { handlers: toJoin() } },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: /Your name, as the group sees it/ });
    await userEvent.type(name, 'Eli');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the group' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Leave the group…' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Leave Period 3?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the group' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Join Period 3' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You left Period 3. It no longer sees anything of yours.',
    );
  },
};

/** A name is needed: the group sees who joined. */
export const NameNeeded: Story = {
  parameters: { msw: { handlers: toJoin() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Join Period 3' });
    await userEvent.clear(canvas.getByRole('textbox', { name: /Your name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Join the group' }));
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.queryByRole('heading', { name: 'What the group sees now' })).toBeNull();
  },
};

/** A code nobody made a group with. */
export const UnknownCode: Story = {
  parameters: { msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We can’t find this group' }),
    ).toBeVisible();
  },
};
