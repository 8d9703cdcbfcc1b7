import { useLingui } from '@lingui/react/macro';
import type { Walkthrough } from '../use-walkthrough';

/** Says plainly which speech features this browser lacks or refused, and what still works. */
export function SupportNotices({ walk }: { walk: Walkthrough }) {
  const { t } = useLingui();
  const notes: string[] = [];
  if (!walk.canSpeak) {
    notes.push(
      t`This browser can’t read aloud, so each activity is shown as a caption instead. Everything else works the same.`,
    );
  } else if (walk.speechFailed) {
    notes.push(
      t`Your device couldn’t read that aloud. The captions carry on; press Repeat to try again.`,
    );
  }
  if (!walk.canListen) {
    notes.push(
      t`This browser can’t recognise speech, so answer with the buttons or the keys Y, M and N.`,
    );
  } else if (walk.voiceAnswers === 'denied') {
    notes.push(
      t`Pathwise can’t use your microphone because permission was turned down. You can allow it in your browser’s settings for this site, or answer with the buttons or the keys Y, M and N.`,
    );
  } else if (walk.voiceAnswers === 'failed') {
    notes.push(
      t`Speech recognition stopped working, so for now answer with the buttons or the keys Y, M and N.`,
    );
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
