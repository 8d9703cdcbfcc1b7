import { authErrorCode, authErrorMessage } from '@pathwise/auth';
import { useCallback, useRef, useState } from 'react';

/**
 * Runs one sign-in action at a time: a second submit while one is in flight is ignored, and a
 * failure becomes a message the person can act on.
 */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const inFlight = useRef(false);

  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      const code = authErrorCode(caught);
      setError({ code, message: authErrorMessage(code) });
      return false;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  return { run, pending, error, clearError: () => setError(null) };
}
