import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@pathwise/i18n';
import { RATE_LIMITS, pageLanguage, useSpeechSettings, useVoices } from '@pathwise/speech';
import { SelectField } from '@pathwise/ui';
import { useId } from 'react';

/** The speaking pace and voice, remembered in this browser for every listen button. */
export function VoiceSettings() {
  const { t } = useLingui();
  const [settings, update] = useSpeechSettings();
  const times = formatNumber(settings.rate);
  // The pace in words: "normal", "slower (0.8×)".
  const pace =
    settings.rate === 1
      ? t`normal`
      : settings.rate < 1
        ? t`slower (${times}×)`
        : t`faster (${times}×)`;
  const voices = useVoices(pageLanguage());
  const paceId = useId();
  const known = voices.some((voice) => voice.id === settings.voiceId);

  return (
    <fieldset className="space-y-3 rounded-2xl border border-border p-4">
      <legend className="px-1 font-semibold">
        <Trans>Voice and pace</Trans>
      </legend>
      <div>
        <label htmlFor={paceId} className="block font-medium">
          <Trans>Speaking pace: {pace}</Trans>
        </label>
        <input
          id={paceId}
          type="range"
          min={RATE_LIMITS.min}
          max={RATE_LIMITS.max}
          step={RATE_LIMITS.step}
          value={settings.rate}
          aria-valuetext={pace}
          onChange={(event) => update({ rate: Number(event.target.value) })}
          // A finger's 44 px to grab; the browser draws the track in the middle of it.
          className="h-11 w-full accent-primary"
        />
      </div>
      <SelectField
        label={t`Voice`}
        emptyLabel={t`Your device’s usual voice`}
        options={voices.map((voice) => ({ value: voice.id, label: voice.name }))}
        value={known ? (settings.voiceId ?? '') : ''}
        onChange={(event) => update({ voiceId: event.target.value || null })}
      />
      <p className="text-sm text-muted-foreground">
        <Trans>
          Changes apply from the next thing read aloud. Press Repeat to hear the difference.
        </Trans>
      </p>
    </fieldset>
  );
}
