import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '@pathwise/ui';
import type { ReactNode, Ref } from 'react';

/**
 * The page frame: its heading, what the page shows, and room for one state of the result. The room
 * is a screen tall whatever the state, so nothing below it moves when the result (known only to this
 * browser or the account) replaces the placeholder the page was sent with.
 */
export function ResultPage({
  children,
  headingRef,
}: {
  children: ReactNode;
  /** Where reading picks up when the result goes (forgotten from this browser). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Your interest profile`}
      intro={t`How much each of the six kinds of work in John Holland's model appeals to you, from the activity cards you sort.`}
      width="report"
      selectable
      headingRef={headingRef}
    >
      <div className="min-h-dvh">{children}</div>
    </PageFrame>
  );
}
