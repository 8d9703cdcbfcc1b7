import { I18nProvider } from '@lingui/react';
import { i18n } from '@pathwise/i18n';
import { render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { LikertScale } from './likert-scale';

// The scale's points come from the catalogues, as in the app.
const render = (ui: ReactElement) =>
  renderPlain(ui, {
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });

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
