import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { cn } from '../cn';
import { CONTROL_CLASSES, FieldHint, LABEL_CLASSES, describedBy } from '../field/field-parts';
import { type CopyOutcome, copyText } from './copy-text';

export type CopyLinkFieldProps = {
  label: ReactNode;
  /** The link, shown read-only so it can also be selected and copied by hand. */
  value: string;
  hint?: ReactNode;
  buttonLabel?: string;
  /** Said politely once the link is on the clipboard. */
  copiedText?: string;
  className?: string;
};

/** A link to share, with a button that copies it and a polite word when it has. */
export function CopyLinkField({
  label,
  value,
  hint,
  buttonLabel,
  copiedText,
  className,
}: CopyLinkFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<{ value: string; outcome: CopyOutcome } | null>(null);
  // A new link hasn't been copied yet.
  const outcome = copied?.value === value ? copied.outcome : null;

  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className="flex flex-wrap gap-2">
        <input
          ref={field}
          id={id}
          readOnly
          value={value}
          aria-describedby={describedBy(hint && hintId)}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(CONTROL_CLASSES, 'flex-1 basis-48')}
        />
        <Button
          variant="secondary"
          className="min-h-11"
          onClick={() =>
            void copyText(value, field.current).then((result) =>
              setCopied({ value, outcome: result }),
            )
          }
        >
          {buttonLabel ?? t`Copy link`}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {outcome === 'copied'
          ? (copiedText ?? t`Link copied.`)
          : outcome === 'selected'
            ? t`We couldn’t copy it for you, so the link is selected: press Ctrl+C (or ⌘C on a Mac) to copy it.`
            : ''}
      </p>
    </div>
  );
}
