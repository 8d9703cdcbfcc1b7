import { Button, type ButtonProps } from '@pathwise/ui';
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
 * Reads a page's main content aloud with the browser's own voice (the pace and voice chosen on
 * the audio page). Browsers without speech show nothing: the page itself is already there to read.
 */
export function ListenButton({
  label,
  text,
  variant = 'secondary',
  size = 'md',
  className,
}: ListenButtonProps) {
  const speaker = useSpeaker();
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
        {speaker.speaking ? 'Stop reading aloud' : label}
      </Button>
      {speaker.failed && (
        <span role="status" className="mt-1 block text-sm text-muted-foreground">
          This browser couldn’t read it aloud just now. Your device’s own screen reader can.
        </span>
      )}
    </span>
  );
}
