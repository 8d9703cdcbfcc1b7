import { Trans, useLingui } from '@lingui/react/macro';
import { Switch } from '@pathwise/ui';
import type { Walkthrough } from '../use-walkthrough';

/**
 * Read aloud on or off (off suits people using their own screen reader), and voice answers, which
 * are off until chosen: choosing them is when the browser asks for the microphone.
 */
export function AnswerOptions({ walk }: { walk: Walkthrough }) {
  const { t } = useLingui();
  return (
    <fieldset className="space-y-3 rounded-2xl border border-border p-4">
      <legend className="px-1 font-semibold">
        <Trans>How it works for you</Trans>
      </legend>
      {walk.canSpeak && (
        <Switch
          label={t`Read the activities aloud`}
          description={t`Turn this off if you use your own screen reader: it will read the captions instead.`}
          checked={walk.readAloud}
          onCheckedChange={walk.setReadAloud}
        />
      )}
      {walk.canListen && (
        <Switch
          label={t`Answer by voice`}
          description={t`Your browser will ask to use the microphone. Some browsers send what you say to their maker’s speech service to turn it into text; Pathwise only keeps the answer.`}
          checked={walk.voiceAnswers === 'on'}
          onCheckedChange={walk.setVoiceAnswers}
        />
      )}
    </fieldset>
  );
}
