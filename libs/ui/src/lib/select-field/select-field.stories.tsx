import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { SelectField } from './select-field';

const STAGES = [
  { value: 'school', label: 'At school' },
  { value: 'working', label: 'Working' },
  { value: 'changing-careers', label: 'Thinking about changing careers' },
];

const meta = {
  title: 'UI/Form/SelectField',
  component: SelectField,
  args: {
    label: 'Where you are now',
    options: STAGES,
    emptyLabel: 'Prefer not to say',
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: 'It helps us explain careers in a way that fits you.', optional: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Where you are now (optional)' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveAccessibleDescription(/explain careers/);
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Working');
    await expect(select).toHaveValue('working');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const WithError: Story = {
  args: { error: 'Choose one of the options, or “Prefer not to say”.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Where you are now' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(/Choose one of the options/);
  },
};

/** Beside its label, as in a toolbar, and kept by its screen. */
function Controlled() {
  const [view, setView] = useState('domains');
  return (
    <>
      <SelectField
        inline
        label="Show in the chart"
        options={[
          { value: 'domains', label: 'The five traits' },
          { value: 'O', label: 'Facets of Openness' },
        ]}
        value={view}
        onChange={(event) => setView(event.target.value)}
      />
      <p>Showing: {view}</p>
    </>
  );
}

export const InlineAndControlled: StoryObj<typeof Controlled> = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Show in the chart' }),
      'Facets of Openness',
    );
    await expect(canvas.getByText('Showing: O')).toBeVisible();
  },
};

function RegisteredForm({ onSave }: { onSave: (values: { stage: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { stage: 'working' } });
  return (
    <form onSubmit={handleSubmit(onSave)} className="space-y-4">
      <SelectField
        label="Where you are now"
        options={STAGES}
        emptyLabel="Prefer not to say"
        {...register('stage')}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

export const WithRegister: StoryObj<typeof RegisteredForm> = {
  render: (args) => <RegisteredForm {...args} />,
  args: { onSave: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Where you are now' });
    await expect(select).toHaveValue('working');
    await userEvent.selectOptions(select, 'At school');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ stage: 'school' }, expect.anything());
  },
};
