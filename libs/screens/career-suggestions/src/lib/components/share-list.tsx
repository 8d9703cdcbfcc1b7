import { Trans, useLingui } from '@lingui/react/macro';
import type { Suggestion } from '@pathwise/contract';
import { useInterestResult } from '@pathwise/progress';
import { absoluteHref, paths } from '@pathwise/routes';
import { ShareSummary, TitledSection } from '@pathwise/ui';
import { SHARED_CAREERS, listShareText } from '../words';

/**
 * Shares the interest code and the list's first careers as shown, with their fit, for a parent or
 * a counsellor; the link is to Pathwise's start, never to the person's answers.
 */
export function ShareList({
  items,
  className,
}: {
  items: readonly Suggestion[];
  className?: string;
}) {
  const { t } = useLingui();
  const interests = useInterestResult();
  const code = interests.result && !interests.result.flat ? interests.result.hollandCode : null;
  // Until the code is known the summary would leave it out: the section comes once it is (it sits
  // below the list, so nothing the person reads moves).
  if (items.length === 0 || interests.status === 'loading') return null;
  const count = Math.min(items.length, SHARED_CAREERS);
  return (
    <TitledSection title={t`Share this list`} className={className}>
      <ShareSummary
        about={
          <Trans>
            Sharing sends the first {count} careers of this list, in its order and with their fit,
            your interest code when you have one, and a link to Pathwise&apos;s start page. It
            doesn&apos;t include your name, your answers or a link to them.
          </Trans>
        }
        action={t`Share this list`}
        title={t`Careers that fit me`}
        text={() => listShareText(code, items)}
        url={absoluteHref(paths.v2)}
      />
    </TitledSection>
  );
}
