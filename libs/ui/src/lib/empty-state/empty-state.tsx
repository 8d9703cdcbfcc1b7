import type { ReactNode } from 'react';
import { cn } from '../cn';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <section
      className={cn(
        'mx-auto max-w-xl rounded-2xl border border-dashed border-border p-8 text-center',
        className,
      )}
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </section>
  );
}
