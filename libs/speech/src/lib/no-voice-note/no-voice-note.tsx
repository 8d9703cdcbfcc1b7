import { Trans } from '@lingui/react/macro';
import { languageName } from '../language-voice';
import { useSpeechAdapter } from '../speech-context';
import { useLanguageVoice } from '../use-voices';

/**
 * Says that the device has no voice for the language Pathwise is shown in, so what it reads aloud
 * comes in a voice of another language; nothing when it has one, or can't speak at all (screens
 * then show no listen controls). A block of text, at home in a paragraph or a button's wrapper.
 */
export function NoVoiceNote({
  className = 'mt-1 block text-sm text-muted-foreground',
}: {
  className?: string;
}) {
  const speech = useSpeechAdapter();
  const { hasVoice } = useLanguageVoice();
  if (!speech.canSpeak || hasVoice) return null;
  const language = languageName();
  return (
    <span className={className}>
      <Trans>
        This device has no voice for {language}, so it may read aloud in a voice meant for another
        language. Your device’s settings may let you add one.
      </Trans>
    </span>
  );
}
