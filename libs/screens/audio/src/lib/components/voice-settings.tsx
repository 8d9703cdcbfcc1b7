import { RATE_LIMITS, pageLanguage, useSpeechSettings, useVoices } from '@pathwise/speech';
import { useId } from 'react';

const paceWords = (rate: number) =>
  rate === 1 ? 'normal' : rate < 1 ? `slower (${rate}×)` : `faster (${rate}×)`;

/** The speaking pace and voice, remembered in this browser for every listen button. */
export function VoiceSettings() {
  const [settings, update] = useSpeechSettings();
  const voices = useVoices(pageLanguage());
  const paceId = useId();
  const voiceId = useId();
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
      <div>
        <label htmlFor={voiceId} className="block font-medium">
          Voice
        </label>
        <select
          id={voiceId}
          value={known ? (settings.voiceId ?? '') : ''}
          onChange={(event) => update({ voiceId: event.target.value || null })}
          className="mt-1 h-10 w-full rounded-lg border border-border bg-surface px-2"
        >
          <option value="">Your device’s usual voice</option>
          {voices.map((voice) => (
            <option key={voice.id} value={voice.id}>
              {voice.name}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-muted-foreground">
        Changes apply from the next thing read aloud. Press Repeat to hear the difference.
      </p>
    </fieldset>
  );
}
