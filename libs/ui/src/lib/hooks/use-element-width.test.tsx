import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementWidth } from './use-element-width';

function Measured() {
  const [ref, width] = useElementWidth(640);
  return <div ref={ref}>drawn at {width}</div>;
}

describe('useElementWidth', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the element’s own width as soon as it is attached, without waiting for a resize report', () => {
    // A phone's column: the chart must not be drawn at the wide fallback first.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 327.6, height: 0 }),
    );
    render(<Measured />);
    expect(screen.getByText('drawn at 328')).toBeTruthy();
  });

  it('keeps the fallback where nothing is laid out', () => {
    render(<Measured />);
    expect(screen.getByText('drawn at 640')).toBeTruthy();
  });
});
