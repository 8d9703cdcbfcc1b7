import type { Walkthrough } from '../use-walkthrough';

const KEYS_HINT = 'answer with the buttons or the keys Y, M and N';

/** Says plainly which speech features this browser lacks or refused, and what still works. */
export function SupportNotices({ walk }: { walk: Walkthrough }) {
  const notes: string[] = [];
  if (!walk.canSpeak) {
    notes.push(
      'This browser can’t read aloud, so each activity is shown as a caption instead. Everything else works the same.',
    );
  } else if (walk.speechFailed) {
    notes.push(
      'Your device couldn’t read that aloud. The captions carry on; press Repeat to try again.',
    );
  }
  if (!walk.canListen) {
    notes.push(`This browser can’t recognise speech, so ${KEYS_HINT}.`);
  } else if (walk.voiceAnswers === 'denied') {
    notes.push(
      `Pathwise can’t use your microphone because permission was turned down. You can allow it in your browser’s settings for this site, or ${KEYS_HINT}.`,
    );
  } else if (walk.voiceAnswers === 'failed') {
    notes.push(`Speech recognition stopped working, so for now ${KEYS_HINT}.`);
  }
  if (!notes.length) return null;
  return (
    <div role="status" className="space-y-2">
      {notes.map((text) => (
        <p key={text} className="rounded-xl border border-border bg-muted p-3">
          {text}
        </p>
      ))}
    </div>
  );
}
