import { Trans, useLingui } from '@lingui/react/macro';
import { absoluteHref, paths } from '@pathwise/routes';
import { ShareSummary, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';

/**
 * Shares the code in a sentence, with a link to Pathwise's start, never to the person's answers:
 * nothing personal is in it. The careers that fit are shared from the suggestions, as listed there.
 */
export function ShareSection({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <TitledSection title={t`Share your result`}>
      <ShareSummary
        about={
          <Trans>
            Sharing sends a short summary of your code and a link to Pathwise&apos;s start page. It
            doesn&apos;t include your name, your answers or a link to them. To share your top
            careers with it, choose &quot;Share this list&quot; under{' '}
            <Link to={paths.careerSuggestions} className="font-medium underline underline-offset-2">
              the careers that fit you
            </Link>
            .
          </Trans>
        }
        action={t`Share your result`}
        title={t`My interest profile`}
        text={() => text}
        url={absoluteHref(paths.v2)}
      />
    </TitledSection>
  );
}
