import { buildMember, groupShares } from '@pathwise/api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SharedMemberDetails } from './shared-member-details';

const meta = {
  title: 'Widgets/SharedMemberDetails',
  component: SharedMemberDetails,
} satisfies Meta<typeof SharedMemberDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown beside an item's name. */
const valueOf = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** Only what was chosen is shown; everything else says "Not shared", never a value. */
export const SomeShared: Story = {
  args: { member: buildMember('Ana', groupShares('progress', 'interestCode'), 'ASI') },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas, 'Interest code')).toHaveTextContent(
      'ASI (Artistic, Social, Investigative)',
    );
    await expect(valueOf(canvas, 'Progress')).toHaveTextContent('Card sort: Finished');
    for (const label of ['Top 10 careers', 'Saved careers', 'Personality summary'])
      await expect(valueOf(canvas, label)).toHaveTextContent('Not shared');
    await expect(canvas.queryByText('Software Developers')).toBeNull();
  },
};

/** Everything shared: careers in their order with their fit, and the five traits' levels. */
export const AllShared: Story = {
  args: {
    member: buildMember(
      'Ben',
      groupShares('progress', 'interestCode', 'topCareers', 'savedCareers', 'personality'),
      'RIC',
    ),
  },
  play: async ({ canvas }) => {
    const top = within(valueOf(canvas, 'Top 10 careers')).getAllByRole('listitem');
    await expect(top[0]).toHaveTextContent('Software Developers (Strong fit)');
    await expect(valueOf(canvas, 'Personality summary')).toHaveTextContent('Extraversion: High');
    await expect(canvas.queryByText('Not shared')).toBeNull();
  },
};
