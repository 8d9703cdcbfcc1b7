import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../button/button';
import { ChoiceFieldset } from './choice-fieldset';

const VALUES = [
  { value: 'achievement', label: 'Achievement', description: 'Seeing what you have done.' },
  { value: 'independence', label: 'Independence', description: 'Working in your own way.' },
  { value: 'recognition', label: 'Recognition', description: 'Being respected for your work.' },
  { value: 'relationships', label: 'Relationships', description: 'Friendly colleagues.' },
  { value: 'support', label: 'Support', description: 'Managers who back you up.' },
];
const STAGES = [
  { value: 'school', label: 'At school' },
  { value: 'working', label: 'Working' },
];

const meta = {
  title: 'UI/Form/ChoiceFieldset',
  component: ChoiceFieldset,
  args: { type: 'radio', legend: 'Where are you in life right now?', options: STAGES },
} satisfies Meta<typeof ChoiceFieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

function OneChoice() {
  const [stage, setStage] = useState('');
  return (
    <>
      <ChoiceFieldset
        type="radio"
        legend="Where are you in life right now?"
        hint="It helps us explain careers."
        optional
        noAnswerLabel="Prefer not to say"
        options={STAGES}
        value={stage}
        onChange={setStage}
      />
      <p>Answer: {stage || 'none'}</p>
    </>
  );
}

export const RadiosByKeyboard: Story = {
  render: () => <OneChoice />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', {
      name: 'Where are you in life right now? (optional)',
    });
    await expect(group).toHaveAccessibleDescription('It helps us explain careers.');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Prefer not to say' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'At school' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByText('Answer: working')).toBeVisible();
  },
};

function UpToThree() {
  const [values, setValues] = useState<string[]>([]);
  return (
    <>
      <ChoiceFieldset
        type="checkbox"
        legend="What matters most to you at work?"
        max={3}
        options={VALUES}
        value={values}
        onChange={setValues}
      />
      <p>Chosen: {values.join(', ') || 'none'}</p>
    </>
  );
}

export const CheckboxesWithAMost: Story = {
  render: () => <UpToThree />,
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'What matters most to you at work?' });
    await expect(group).toHaveAccessibleDescription('Choose up to three.');
    await expect(canvas.getByRole('checkbox', { name: 'Support' })).toHaveAccessibleDescription(
      'Managers who back you up.',
    );
    for (const name of ['Support', 'Achievement', 'Recognition'])
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    // Ticked in any order, kept in the order offered.
    await expect(canvas.getByText('Chosen: achievement, recognition, support')).toBeVisible();
    // A fourth, by keyboard this time, is refused and the group says why.
    canvas.getByRole('checkbox', { name: 'Independence' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Independence' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'That’s three already: untick one to choose another.',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Recognition' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Independence' }));
    await expect(canvas.getByText('Chosen: achievement, independence, support')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

type Values = { workValues: string[]; stage: string };

/** react-hook-form both ways: `register` for the radios, `Controller` for the checkboxes. */
function HookForm({ onSave }: { onSave: (values: Values) => void }) {
  const { register, control, handleSubmit } = useForm<Values>({
    defaultValues: { workValues: ['support'], stage: 'working' },
  });
  return (
    <form onSubmit={handleSubmit(onSave)} className="space-y-6">
      <ChoiceFieldset
        type="radio"
        legend="Where are you in life right now?"
        options={STAGES}
        registration={register('stage')}
      />
      <Controller
        control={control}
        name="workValues"
        rules={{ validate: (chosen) => chosen.length > 0 || 'Choose at least one.' }}
        render={({ field, fieldState }) => (
          <ChoiceFieldset
            ref={field.ref}
            type="checkbox"
            legend="What matters most to you at work?"
            max={2}
            options={VALUES}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

export const WithReactHookForm: StoryObj<typeof HookForm> = {
  render: (args) => <HookForm {...args} />,
  args: { onSave: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Working' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'At school' }));
    const values = within(canvas.getByRole('group', { name: /What matters most/ }));
    await userEvent.click(values.getByRole('checkbox', { name: 'Support' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(values.getByRole('checkbox', { name: 'Achievement' })).toHaveAccessibleDescription(
      /Seeing what you have done/,
    );
    await expect(
      canvas.getByRole('group', { name: /What matters most/ }),
    ).toHaveAccessibleDescription(/Choose at least one\./);
    await expect(values.getByRole('checkbox', { name: 'Achievement' })).toHaveFocus();
    for (const name of ['Achievement', 'Independence', 'Recognition'])
      await userEvent.click(values.getByRole('checkbox', { name }));
    await expect(values.getByRole('checkbox', { name: 'Recognition' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { stage: 'school', workValues: ['achievement', 'independence'] },
      expect.anything(),
    );
  },
};

/** `register` alone on checkboxes: the most is kept without the form's help. */
function RegisteredBoxes({ onSave }: { onSave: (values: { workValues: string[] }) => void }) {
  const { register, handleSubmit } = useForm<{ workValues: string[] }>({
    defaultValues: { workValues: [] },
  });
  return (
    <form onSubmit={handleSubmit(onSave)} className="space-y-6">
      <ChoiceFieldset
        type="checkbox"
        legend="What matters most to you at work?"
        max={2}
        options={VALUES}
        registration={register('workValues')}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}

export const RegisteredWithAMost: StoryObj<typeof RegisteredBoxes> = {
  render: (args) => <RegisteredBoxes {...args} />,
  args: { onSave: fn() },
  play: async ({ canvas, userEvent, args }) => {
    for (const name of ['Recognition', 'Support', 'Achievement'])
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    await expect(canvas.getByRole('checkbox', { name: 'Achievement' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(/That’s two already/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { workValues: ['recognition', 'support'] },
      expect.anything(),
    );
  },
};

export const InlineWithError: Story = {
  args: {
    type: 'radio',
    legend: 'Your age',
    optional: true,
    layout: 'inline',
    error: 'Choose one of the options, or skip it.',
    options: [
      { value: 'under-21', label: 'Under 21' },
      { value: '21-40', label: '21–40' },
      { value: 'none', label: 'Prefer not to say' },
    ],
    onChange: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Your age (optional)' });
    await expect(group).toHaveAccessibleDescription(/Choose one of the options, or skip it\./);
    await expect(canvas.getByRole('radio', { name: '21–40' })).toBeInvalid();
    await userEvent.click(canvas.getByText('21–40'));
    await expect(args.onChange).toHaveBeenCalledWith('21-40');
  },
};
