import { RATE_LIMITS, pageLanguage, useSpeechSettings, useVoices } from '@pathwise/speech';
import { SelectField } from '@pathwise/ui';
import { useId } from 'react';

const paceWords = (rate: number) =>
  rate === 1 ? 'normal' : rate < 1 ? `slower (${rate}×)` : `faster (${rate}×)`;

/** The speaking pace and voice, remembered in this browser for every listen button. */
export function VoiceSettings() {
  const [settings, update] = useSpeechSettings();
  const voices = useVoices(pageLanguage());
  const paceId = useId();
  const known = voices.some((voice) => voice.id === settings.voiceId);

  return (
    <fieldset className="space-y-3 rounded-2xl border border-border p-4">
      <legend className="px-1 font-semibold">Voice and pace</legend>
      <div>
        <label htmlFor={paceId} className="block font-medium">
          Speaking pace: {paceWords(settings.rate)}
        </label>
        <input
          id={paceId}
          type="range"
          min={RATE_LIMITS.min}
          max={RATE_LIMITS.max}
          step={RATE_LIMITS.step}
          value={settings.rate}
          aria-valuetext={paceWords(settings.rate)}
          onChange={(event) => update({ rate: Number(event.target.value) })}
          className="mt-1 w-full accent-primary"
        />
      </div>
      <SelectField
        label="Voice"
        emptyLabel="Your device’s usual voice"
        options={voices.map((voice) => ({ value: voice.id, label: voice.name }))}
        value={known ? (settings.voiceId ?? '') : ''}
        onChange={(event) => update({ voiceId: event.target.value || null })}
      />
      <p className="text-sm text-muted-foreground">
        Changes apply from the next thing read aloud. Press Repeat to hear the difference.
      </p>
    </fieldset>
  );
}
