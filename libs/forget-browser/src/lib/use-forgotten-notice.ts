import { useLingui } from '@lingui/react/macro';
import { useToast } from '@pathwise/ui';
import { useCallback } from 'react';

/** Says, where the person is, that the browser's progress is gone (the page then shows none). */
export function useForgottenNotice(): () => void {
  const { t } = useLingui();
  const toast = useToast();
  return useCallback(
    () =>
      toast({
        title: t`Removed from this browser`,
        description: t`This browser no longer holds any Pathwise progress. Whoever uses it next starts fresh.`,
      }),
    [t, toast],
  );
}
