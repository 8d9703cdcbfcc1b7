/** O*NET's six work values, in plain words (after O*NET's own descriptions). */
const WORK_VALUE_TEXT: Readonly<Record<string, string>> = {
  Achievement:
    'Results you can see, using your strongest abilities, and a sense of accomplishment.',
  'Working Conditions': 'Job security, good pay and working conditions, and plenty of variety.',
  Recognition: 'Chances to progress and lead, in work that people look up to.',
  Relationships: 'Helping others and working with friendly colleagues rather than against them.',
  Support: 'Managers who stand behind their people and train them well.',
  Independence: 'Working on your own, using your own ideas and making your own decisions.',
};

/** What a work value means, or null for a name O*NET may add later. */
export const workValueText = (name: string): string | null => WORK_VALUE_TEXT[name] ?? null;
