import { toastEdge } from './toast-region';

describe('where a toast shows', () => {
  it('keeps to the half of the screen away from the control in use', () => {
    expect(toastEdge(700, 844)).toBe('top');
    expect(toastEdge(100, 844)).toBe('bottom');
    expect(toastEdge(null, 844)).toBe('bottom');
  });
});
