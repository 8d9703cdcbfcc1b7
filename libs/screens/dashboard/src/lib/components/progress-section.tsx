import { ProgressBar } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import type { ProgressRow, ProgressStatus } from '../progress-view';
import { DashboardSection, SectionError, linkClasses } from './dashboard-section';

const STATUS_WORDS: Partial<Record<ProgressStatus, string>> = {
  done: 'Done',
  'in-progress': 'In progress',
  'not-started': 'Not started',
};

/** How far along the personality test, the questions and the playground each are. */
export function ProgressSection({
  rows,
  retry,
}: {
  rows: readonly ProgressRow[];
  retry: Record<ProgressRow['id'], () => void>;
}) {
  return (
    <DashboardSection title="Your progress" className="mt-6">
      <ul className="mt-3 grid gap-5 md:grid-cols-3">
        {rows.map((row) => (
          <li key={row.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">{row.title}</h3>
              {STATUS_WORDS[row.status] && (
                <span className="text-sm font-medium">{STATUS_WORDS[row.status]}</span>
              )}
            </div>
            {row.status === 'error' ? (
              <SectionError
                message={row.detail}
                what={`your ${row.title.toLowerCase()} progress`}
                onRetry={retry[row.id]}
              />
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
