import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

it('says the sign-in service has started only once it has, and tells whoever is showing it', async () => {
  vi.resetModules();
  const { markAuthStarted, useAuthStarted } = await import('./auth-started');
  function Corner() {
    return <p>{useAuthStarted() ? 'account menu' : 'sign-in link'}</p>;
  }
  render(<Corner />);
  expect(screen.getByText('sign-in link')).toBeTruthy();
  act(() => markAuthStarted());
  expect(screen.getByText('account menu')).toBeTruthy();
});
