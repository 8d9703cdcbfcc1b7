import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';

/** Clearing the sort, behind a plain question, since it can't be undone. */
export function StartAgain({ sorted, onConfirm }: { sorted: number; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11"
        onClick={() => setAsking(true)}
        disabled={sorted === 0}
      >
        <Trans>Start again</Trans>
      </Button>
    );
  }
  return (
    <div className="rounded-xl border border-border p-3">
      <p ref={question} tabIndex={-1} className="outline-none">
        <Plural
          value={sorted}
          one="This clears the # card you’ve sorted from this browser. Results you’ve already finished are kept."
          other="This clears the # cards you’ve sorted from this browser. Results you’ve already finished are kept."
        />
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="sm"
          className="min-h-11"
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          <Trans>Yes, clear my cards</Trans>
        </Button>
        <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setAsking(false)}>
          <Trans>Keep my cards</Trans>
        </Button>
      </div>
    </div>
  );
}
