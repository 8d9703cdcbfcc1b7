import { apiHandlers, buildGroup, signedIn } from '@pathwise/api/testing';
import { paths } from '@pathwise/routes';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { GroupsScreen } from './groups-screen';

/** Where the screen sent the reader, shown so a story can check it. */
function Arrived() {
  return <p data-testid="arrived">{useLocation().pathname}</p>;
}

const withRoutes: Decorator = (Story) => (
  <Routes>
    <Route path={paths.groups} element={<Story />} />
    <Route path="*" element={<Arrived />} />
  </Routes>
);

const meta = {
  title: 'Screens/Groups',
  component: GroupsScreen,
  decorators: [withRoutes],
  parameters: { route: paths.groups, auth: signedIn },
} satisfies Meta<typeof GroupsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A typed code, however it was typed, leads to its join page; a wrong one is explained. */
export const JoinWithACode: Story = {
  parameters: { msw: { handlers: apiHandlers() } },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: /Group code/ });
    await userEvent.type(field, 'k7p');
    await userEvent.click(canvas.getByRole('button', { name: 'Find the group' }));
    await expect(field).toHaveAccessibleDescription(/A group code has 6 letters and numbers/);
    await userEvent.type(field, ' 3qx');
    await userEvent.click(canvas.getByRole('button', { name: 'Find the group' }));
    await expect(await canvas.findByTestId('arrived')).toHaveTextContent('/join/K7P3QX');
  },
};

/** The groups one is in say what one shares; a new group goes to its own page. */
export const MakeAGroup: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        groupsToJoin: [
          { group: buildGroup({ code: 'ABCDEF', name: 'Coding club' }), madeBy: null },
        ],
      }),
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Make a group' });
    await expect(canvas.queryByRole('heading', { name: 'Groups you are in' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Group name/ }), 'Period 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Make the group' }));
    await expect(await canvas.findByTestId('arrived')).toHaveTextContent(/^\/groups\/[A-Z2-9]{6}$/);
  },
};

/** The groups one made lead to their pages, with their code and member count. */
export const InAGroup: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        groupsMade: [{ group: buildGroup({ code: 'MNPQRS', name: 'Advisory' }), members: [] }],
      }),
    },
  },
  play: async ({ canvas }) => {
    const made = await canvas.findByRole('heading', { name: 'Groups you made' });
    const list = within(made.closest('section') as HTMLElement);
    await expect(list.getByRole('link', { name: 'Advisory' })).toHaveAttribute(
      'href',
      '/groups/MNPQRS',
    );
    await expect(list.getByText('Code MNPQRS · 0 members')).toBeVisible();
  },
};
