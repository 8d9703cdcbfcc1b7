import { useId } from 'react';
import type { Walkthrough } from '../use-walkthrough';

/**
 * Read aloud on or off (off suits people using their own screen reader), and voice answers, which
 * are off until chosen: choosing them is when the browser asks for the microphone.
 */
export function AnswerOptions({ walk }: { walk: Walkthrough }) {
  const readId = useId();
  const voiceId = useId();
  const voiceHintId = useId();
  return (
    <fieldset className="space-y-3 rounded-2xl border border-border p-4">
      <legend className="px-1 font-semibold">How it works for you</legend>
      {walk.canSpeak && (
        <div className="flex items-start gap-3">
          <input
            id={readId}
            type="checkbox"
            className="mt-1 size-5 accent-primary"
            checked={walk.readAloud}
            onChange={(event) => walk.setReadAloud(event.target.checked)}
          />
          <label htmlFor={readId}>
            <span className="font-medium">Read the activities aloud</span>
            <span className="block text-sm text-muted-foreground">
              Turn this off if you use your own screen reader: it will read the captions instead.
            </span>
          </label>
        </div>
      )}
      {walk.canListen && (
        <div className="flex items-start gap-3">
          <input
            id={voiceId}
            type="checkbox"
            className="mt-1 size-5 accent-primary"
            aria-describedby={voiceHintId}
            checked={walk.voiceAnswers === 'on'}
            onChange={(event) => walk.setVoiceAnswers(event.target.checked)}
          />
          <label htmlFor={voiceId}>
            <span className="font-medium">Answer by voice</span>
            <span id={voiceHintId} className="block text-sm text-muted-foreground">
              Your browser will ask to use the microphone. Some browsers send what you say to their
              maker’s speech service to turn it into text; Pathwise only keeps the answer.
            </span>
          </label>
        </div>
      )}
    </fieldset>
  );
}
