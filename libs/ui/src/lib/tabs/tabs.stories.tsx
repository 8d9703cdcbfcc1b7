import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function ReportTabs() {
  return (
    <Tabs defaultValue="summary">
      <TabsList aria-label="Report sections">
        <TabsTrigger value="summary">Summary</TabsTrigger>
        <TabsTrigger value="facets">Facets</TabsTrigger>
      </TabsList>
      <TabsContent value="summary">Your five traits at a glance.</TabsContent>
      <TabsContent value="facets">Thirty facets, six per trait.</TabsContent>
    </Tabs>
  );
}

const meta = { title: 'UI/Tabs', component: ReportTabs } satisfies Meta<typeof ReportTabs>;
export default meta;

export const SwitchesWithArrowKeys: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Summary' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Facets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Thirty facets');
  },
};
