import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WORK_VALUE_NAMES, type WorkValue } from '@pathwise/assessment';
import { i18n } from '@pathwise/i18n';

/** O*NET's six work values by name, as O*NET writes them ("Working Conditions"). */
const WORK_VALUE_NAME: Readonly<Record<WorkValue, MessageDescriptor>> = {
  achievement: msg({ message: 'Achievement', comment: 'O*NET work value, as a name' }),
  'working-conditions': msg({
    message: 'Working Conditions',
    comment: 'O*NET work value, as a name',
  }),
  recognition: msg({ message: 'Recognition', comment: 'O*NET work value, as a name' }),
  relationships: msg({ message: 'Relationships', comment: 'O*NET work value, as a name' }),
  support: msg({ message: 'Support', comment: 'O*NET work value, as a name' }),
  independence: msg({ message: 'Independence', comment: 'O*NET work value, as a name' }),
};

/** "Working Conditions": a value's name on its own or before its rating. */
export const workValueName = (value: WorkValue): string => i18n._(WORK_VALUE_NAME[value]);

/** O*NET's work values, as a sentence names them among others ("independence and recognition"). */
const WORK_VALUE_WORDS: Readonly<Record<WorkValue, MessageDescriptor>> = {
  achievement: msg`achievement`,
  independence: msg`independence`,
  recognition: msg`recognition`,
  relationships: msg`relationships`,
  support: msg`support`,
  'working-conditions': msg`working conditions`,
};

/** "working conditions", in a sentence. */
export const workValueWord = (value: WorkValue): string => i18n._(WORK_VALUE_WORDS[value]);

/** O*NET's six work values, in plain words (after O*NET's own descriptions). */
const WORK_VALUE_TEXT: Readonly<Record<WorkValue, MessageDescriptor>> = {
  achievement: msg`Results you can see, using your strongest abilities, and a sense of accomplishment.`,
  'working-conditions': msg`Job security, good pay and working conditions, and plenty of variety.`,
  recognition: msg`Chances to progress and lead, in work that people look up to.`,
  relationships: msg`Helping others and working with friendly colleagues rather than against them.`,
  support: msg`Managers who stand behind their people and train them well.`,
  independence: msg`Working on your own, using your own ideas and making your own decisions.`,
};

/**
 * The API names a career's work values in the reader's language, without a code: its English
 * names (O*NET's) and its Spanish ones (apps/api/src/catalogue/i18n/es/elements.tsv) lead back to
 * the value.
 */
const VALUE_OF_NAME: ReadonlyMap<string, WorkValue> = new Map<string, WorkValue>([
  ...(Object.entries(WORK_VALUE_NAMES) as [WorkValue, string][]).map(
    ([value, name]): [string, WorkValue] => [name, value],
  ),
  ['Logro', 'achievement'],
  ['Condiciones de trabajo', 'working-conditions'],
  ['Reconocimiento', 'recognition'],
  ['Relaciones', 'relationships'],
  ['Apoyo', 'support'],
  ['Independencia', 'independence'],
]);

/** What a work value the API names means, or null for a name O*NET may add later. */
export const workValueText = (name: string): string | null => {
  const value = VALUE_OF_NAME.get(name);
  return value ? i18n._(WORK_VALUE_TEXT[value]) : null;
};
