import { apiHandlers, buildGroup, classMembers, signedIn } from '@pathwise/api/testing';
import { groupHref, paths } from '@pathwise/routes';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GroupViewScreen } from './group-view-screen';

const withGroupRoute: Decorator = (Story) => (
  <Routes>
    <Route path={paths.groupView} element={<Story />} />
  </Routes>
);

const group = buildGroup({ code: 'K7P3QX', name: 'Period 3' });
const madeWithClass = () => apiHandlers({ groupsMade: [{ group, members: classMembers() }] });

const meta = {
  title: 'Screens/Your group',
  component: GroupViewScreen,
  decorators: [withGroupRoute],
  parameters: { route: groupHref(group.code), auth: signedIn },
} satisfies Meta<typeof GroupViewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each member with only what they shared, and totals from those who share each item. */
export const ThreeMembers: Story = {
  parameters: { msw: { handlers: madeWithClass() } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Period 3' });
    await expect(canvas.getByText('3 members. Open until you close it.')).toBeVisible();
    await expect(canvas.getByText('K7P3QX')).toBeVisible();
    const ben = within(canvas.getByRole('heading', { name: 'Ben' }).closest('li') as HTMLElement);
    // Ben shares only his progress.
    await expect(ben.getAllByText('Not shared')).toHaveLength(4);
    await expect(ben.queryByText(/RIC/)).toBeNull();
    // Two share their code: Ana's first area is Artistic, Chloé's Social.
    const areas = within(
      canvas.getByRole('heading', { name: 'Strongest interest area' }).parentElement as HTMLElement,
    );
    await expect(areas.getByText('From the 2 members who share it.')).toBeVisible();
    await expect(areas.getByText('Artistic: 1 member')).toBeVisible();
    await expect(areas.getByText('Social: 1 member')).toBeVisible();
  },
};

/** Removing a member asks first; they are gone from the list and the count, and it is said. */
export const RemoveAMember: Story = {
  parameters: { msw: { handlers: madeWithClass() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Ben from the group' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Remove Ben?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Ben' })).toBeNull());
    // The list refetches on its own; the notice follows the request's answer, not the refetch.
    await expect(await canvas.findByText('Ben is no longer in the group.')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(await canvas.findByText('2 members. Open until you close it.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Members and what each shares' })).toHaveFocus(),
    );
  },
};

/** Closing the group leaves nothing to read. */
export const CloseTheGroup: Story = {
  parameters: { msw: { handlers: madeWithClass() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close the group…' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Close Period 3?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the group' }));
    await expect(await canvas.findByText(/^Closed on/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Ana' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Period 3' })).toHaveFocus(),
    );
  },
};

/** Someone else's group, or no group: the same answer, so nothing is revealed. */
export const NotYours: Story = {
  parameters: { msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We can’t find this group' }),
    ).toBeVisible();
  },
};
