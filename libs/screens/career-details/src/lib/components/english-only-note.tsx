import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@pathwise/ui';

/**
 * Said beside O*NET text the API has only in English (tasks, technologies, other job titles), for
 * a reader whose language is another: that text is marked `lang="en"` where it is shown.
 */
export function EnglishOnlyNote({ className }: { className?: string }) {
  const { i18n } = useLingui();
  if (i18n.locale === 'en') return null;
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      <Trans>This information is published in English only.</Trans>
    </p>
  );
}
