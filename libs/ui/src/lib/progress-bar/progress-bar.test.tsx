import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('clamps values outside the range', () => {
    render(<ProgressBar label="Sorted" value={140} max={48} />);
    expect(screen.getByRole('progressbar', { name: 'Sorted' })).toHaveAttribute(
      'aria-valuenow',
      '48',
    );
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('shows a rounded percentage when no value text is given', () => {
    render(<ProgressBar label="Sorted" value={1} max={3} />);
    expect(screen.getByText('33%')).toBeInTheDocument();
  });
});
