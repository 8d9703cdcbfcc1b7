/**
 * How search reads text: lower case, accents and punctuation dropped, and each word reduced to a
 * simple singular so that "teachers" finds "Teacher" and "nurses" finds "Nurse".
 */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singular);
}

/** Small words Spanish names are full of ("Maestros de educación primaria"): not what anyone searches for. */
const SPANISH_STOP_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'u',
  'un',
  'una',
  'y',
]);

/**
 * How Spanish search reads text: as `words`, without its small words, and each word reduced to a
 * simple singular ("auxiliares" → "auxiliar", "camiones" → "camion", "enfermeras" → "enfermera").
 */
export function spanishWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word && !SPANISH_STOP_WORDS.has(word))
    .map(spanishSingular);
}

export function spanishSingular(word: string): string {
  if (word.length <= 3) return word;
  if (word.length > 5 && word.endsWith('ces')) return `${word.slice(0, -3)}z`;
  if (word.length >= 5 && /[rlndjy]es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A light singular: enough for job titles, never shorter than three letters. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|ics)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Everyday names for work that O*NET's titles don't carry (or carry for something else: "carer"
 * reads as the start of "career"; "gaming" is O*NET's word for gambling), searched as the O*NET
 * names they mean, in this order. Each entry was added for a search that found nothing or the
 * wrong career.
 */
export const EVERYDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  youtuber: ['content creator', 'film and video editor'],
  youtube: ['content creator', 'film and video editor', 'producer and director'],
  tiktok: ['content creator', 'film and video editor'],
  vlogger: ['content creator'],
  streamer: ['content creator'],
  influencer: ['content creator', 'social media specialist'],
  vet: ['veterinarian'],
  doctor: [
    'family medicine physician',
    'general internal medicine physician',
    'pediatrician',
    'physician',
    'surgeon',
  ],
  gp: ['family medicine physician'],
  carer: ['personal care aide'],
  cop: ['police officer'],
  coder: ['computer programmer', 'software developer'],
  coding: ['computer programmer', 'software developer', 'web developer'],
  programming: ['computer programmer', 'software developer'],
  dev: ['software developer'],
  techie: ['computer support specialist'],
  builder: ['construction laborer'],
  sparky: ['electrician'],
};

/**
 * Where an everyday name's careers must lie (SOC groups, as code prefixes): "doctor" means the
 * physicians and surgeons (29-1210 to 29-1249), not the tree surgeons O*NET also calls surgeons.
 */
export const EVERYDAY_WITHIN: Readonly<Record<string, readonly string[]>> = {
  doctor: ['29-121', '29-122', '29-124'],
};

/**
 * Everyday Spanish names that Spanish career names use for something else too ("médico" is also
 * the adjective in "Secretarios médicos"): searched as O*NET's English names, as `EVERYDAY_NAMES`.
 * Keys as `spanishWords` reads them.
 */
export const EVERYDAY_NAMES_ES: Readonly<Record<string, readonly string[]>> = {
  medico: EVERYDAY_NAMES['doctor']!,
  medica: EVERYDAY_NAMES['doctor']!,
  doctor: EVERYDAY_NAMES['doctor']!,
  doctora: EVERYDAY_NAMES['doctor']!,
};

export const EVERYDAY_WITHIN_ES: Readonly<Record<string, readonly string[]>> = {
  medico: EVERYDAY_WITHIN['doctor']!,
  medica: EVERYDAY_WITHIN['doctor']!,
  doctor: EVERYDAY_WITHIN['doctor']!,
  doctora: EVERYDAY_WITHIN['doctor']!,
};
