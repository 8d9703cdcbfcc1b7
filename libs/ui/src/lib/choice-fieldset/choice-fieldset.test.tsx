import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { ChoiceFieldset } from './choice-fieldset';

const OPTIONS = ['Maths', 'Biology', 'Music', 'Drama'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

function Registered({ onValues }: { onValues: (values: string[]) => void }) {
  const { register, control } = useForm<{ subjects: string[] }>({
    defaultValues: { subjects: [] },
  });
  onValues(useWatch({ control, name: 'subjects' }));
  return (
    <ChoiceFieldset
      type="checkbox"
      legend="Subjects"
      max={2}
      options={OPTIONS}
      registration={register('subjects')}
    />
  );
}

describe('ChoiceFieldset', () => {
  it('refuses a tick past the most, controlled: the change never reaches the screen', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceFieldset
        type="checkbox"
        legend="Subjects"
        max={2}
        options={OPTIONS}
        value={['maths', 'music']}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Drama' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Drama' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('That’s two already');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maths' }));
    expect(onChange).toHaveBeenLastCalledWith(['music']);
  });

  it('refuses a tick past the most with register: the form never holds it', async () => {
    const seen: string[][] = [];
    render(<Registered onValues={(values) => seen.push(values)} />);
    for (const name of ['Biology', 'Drama', 'Maths'])
      await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(seen.at(-1)).toEqual(['biology', 'drama']);
    expect(screen.getByRole('checkbox', { name: 'Maths' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Biology' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maths' }));
    expect(seen.at(-1)).toEqual(['maths', 'drama']);
  });

  it('offers a no-answer radio first when asked, with the empty value', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceFieldset
        type="radio"
        legend="Stage"
        noAnswerLabel="Prefer not to say"
        options={OPTIONS}
        value="music"
        onChange={onChange}
      />,
    );
    expect(screen.getAllByRole('radio')[0]).toHaveAccessibleName('Prefer not to say');
    await userEvent.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
