import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LikertScale } from './likert-scale';

describe('LikertScale', () => {
  it('is a group of five radios named by the question', () => {
    render(
      <LikertScale question="I make friends easily." value={null} onChange={() => undefined} />,
    );
    expect(screen.getByRole('group', { name: 'I make friends easily.' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('picks a point with the number keys', async () => {
    const onChange = vi.fn();
    render(<LikertScale question="I make friends easily." value={null} onChange={onChange} />);
    screen.getAllByRole('radio')[0]?.focus();
    await userEvent.keyboard('5');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('2');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('7');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('picks a point by click and shows the current value as checked', async () => {
    const onChange = vi.fn();
    render(<LikertScale question="I make friends easily." value={3} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: /Neither accurate/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Very inaccurate/ }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
