import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '../cn';

/** The ids a control is described by, leaving out the ones not on screen. */
export const describedBy = (...ids: unknown[]) =>
  ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined;

/** The ids of a field's parts, from the one `useId` of the field. */
export const fieldIds = (id: string) => ({
  control: `${id}-control`,
  hint: `${id}-hint`,
  error: `${id}-error`,
});

/** Shared by every form part so labels and legends read alike. */
export const LABEL_CLASSES = 'block font-semibold';

/** The look of single-line controls: a 44 px target, the danger border while invalid. */
export const CONTROL_CLASSES =
  'selectable h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-surface-foreground placeholder:text-muted-foreground aria-[invalid]:border-danger';

/** "(optional)" after a label, quieter than the label itself. */
export function OptionalMark({ optional }: { optional: boolean | undefined }) {
  return optional ? (
    <>
      {' '}
      <span className="font-normal text-muted-foreground">
        <Trans>(optional)</Trans>
      </span>
    </>
  ) : null;
}

export function FieldHint({
  id,
  children,
  className,
}: {
  id: string;
  children: ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <p id={id} className={cn('text-sm text-muted-foreground', className)}>
      {children}
    </p>
  );
}

/** A field's error beside it; the field points at it with aria-describedby. */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm font-medium text-danger', className)}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
