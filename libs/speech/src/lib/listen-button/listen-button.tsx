import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@pathwise/ui';
import { NoVoiceNote } from '../no-voice-note/no-voice-note';
import { useSpeaker } from '../use-speaker';

export type ListenButtonProps = {
  /** What the button offers, e.g. "Listen to my result". */
  label: string;
  /** What is read aloud; a function is called only when the person presses the button. */
  text: string | (() => string);
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/**
 * Reads a page's main content aloud with the browser's own voice for the language the page is in
 * (the pace, and the voice when it speaks that language, chosen on the audio page), and says so
 * when the device has no voice for the language. Browsers without speech show nothing: the page
 * itself is already there to read.
 */
export function ListenButton({
  label,
  text,
  variant = 'secondary',
  size = 'md',
  className,
}: ListenButtonProps) {
  const speaker = useSpeaker();
  const { t } = useLingui();
  if (!speaker.canSpeak) return null;

  return (
    <span className={className}>
      <Button
        variant={variant}
        size={size}
        onClick={() => {
          if (speaker.speaking) speaker.stop();
          else void speaker.speak(typeof text === 'function' ? text() : text);
        }}
      >
        <span aria-hidden="true">{speaker.speaking ? '■' : '▶'}</span>
        {speaker.speaking ? t`Stop reading aloud` : label}
      </Button>
      <NoVoiceNote />
      {speaker.failed && (
        <span role="status" className="mt-1 block text-sm text-muted-foreground">
          <Trans>
            This browser couldn’t read it aloud just now. Your device’s own screen reader can.
          </Trans>
        </span>
      )}
    </span>
  );
}
