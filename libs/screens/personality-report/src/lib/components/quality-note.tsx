import { Trans } from '@lingui/react/macro';
import type { PersonalityReport } from '@pathwise/contract';
import { TitledSection } from '@pathwise/ui';
import { flagSentence, qualityFlags } from '../quality-words';
import type { Perspective } from '../report-view';

/**
 * Said kindly, first, when the answers may not describe the person well; the whole report still
 * follows. Nothing shows when the answers look fine.
 */
export function QualityNote({
  quality,
  perspective,
}: {
  quality: PersonalityReport['quality'];
  perspective: Perspective;
}) {
  const flags = qualityFlags(quality);
  if (!flags) return null;
  const own = perspective === 'own';
  return (
    <TitledSection
      headingId="report-quality"
      title={
        own ? <Trans>A note about your answers</Trans> : <Trans>A note about these answers</Trans>
      }
      size="sm"
      className="mt-6 rounded-2xl border border-border bg-accent p-5 text-accent-foreground print:break-inside-avoid print:p-4"
    >
      <p className="mt-2">
        {own ? (
          <Trans>Some answers follow a pattern, so this report may not describe you well:</Trans>
        ) : (
          <Trans>Some answers follow a pattern, so this report may not describe them well:</Trans>
        )}
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {flags.map((flag) => (
          <li key={flag.kind}>{flagSentence(flag, perspective)}</li>
        ))}
      </ul>
      <p className="mt-2">
        {own ? (
          <Trans>
            That happens to lots of people when they&apos;re tired, rushed or unsure what a
            statement means. Everything is still shown below. For a clearer picture, take the test
            again when you have about 15 quiet minutes; this report stays saved either way.
          </Trans>
        ) : (
          <Trans>
            That happens when people are tired, rushed or unsure. Everything is still shown below,
            but read it with this in mind.
          </Trans>
        )}
      </p>
      {own && (
        <p className="mt-2 print:hidden">
          <a href="#report-retake" className="font-medium underline underline-offset-2">
            <Trans>Take the test again</Trans>
          </a>
        </p>
      )}
    </TitledSection>
  );
}
