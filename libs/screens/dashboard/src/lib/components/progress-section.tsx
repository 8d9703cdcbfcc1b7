import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Heading, ProgressBar } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import type { ProgressRow, ProgressStatus } from '../progress-view';
import { DashboardSection, SectionError, linkClasses } from './dashboard-section';

const STATUS_WORDS: Partial<Record<ProgressStatus, MessageDescriptor>> = {
  done: msg`Done`,
  'in-progress': msg`In progress`,
  'not-started': msg`Not started`,
};

/** How far along the personality test, the questions and the playground each are. */
export function ProgressSection({
  rows,
  retry,
}: {
  rows: readonly ProgressRow[];
  retry: Record<ProgressRow['id'], () => void>;
}) {
  const { t, i18n } = useLingui();
  return (
    <DashboardSection title={t`Your progress`} className="mt-6">
      <ul className="mt-3 grid gap-5 md:grid-cols-3">
        {rows.map((row) => (
          <li key={row.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Heading>{row.title}</Heading>
              {STATUS_WORDS[row.status] && (
                <span className="text-sm font-medium">
                  {i18n._(STATUS_WORDS[row.status] as MessageDescriptor)}
                </span>
              )}
            </div>
            {row.status === 'error' ? (
              <SectionError message={row.detail} what={row.retryWhat} onRetry={retry[row.id]} />
            ) : row.status === 'loading' ? (
              <p role="status" className="mt-1 text-sm text-muted-foreground">
                {row.detail}
              </p>
            ) : (
              <>
                {row.amount && (
                  <>
                    <ProgressBar
                      className="mt-2"
                      label={row.title}
                      value={row.amount.done}
                      max={row.amount.total}
                      valueText={row.amount.text}
                      showLabel={false}
                    />
                    {row.status !== 'done' && <p className="mt-1 text-sm">{row.amount.text}</p>}
                  </>
                )}
                <p className="selectable mt-1 text-sm text-muted-foreground">{row.detail}</p>
                {row.link && (
                  <Link to={row.link.to} className={`${linkClasses} mt-2 inline-block text-sm`}>
                    {row.link.label}
                  </Link>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
