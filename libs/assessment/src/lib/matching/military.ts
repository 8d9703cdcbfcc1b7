/*
 * Military jobs: O*NET lists some (SOC major group 55), but Pathwise does not translate a military
 * job into civilian careers. The official search that does is My Next Move for Veterans, run for
 * the U.S. Department of Labor by the same O*NET programme.
 */

/** The official military-to-civilian career search, and its name (a proper name, in English). */
export const VETERANS_SEARCH_URL = 'https://www.mynextmove.org/vets/';
export const VETERANS_SEARCH_NAME = 'My Next Move for Veterans';

/** O*NET's Military Specific Occupations (SOC 55-0000). */
export const isMilitaryCareer = (code: string): boolean => code.startsWith('55-');

const MILITARY_WORDS = new Set([
  'army',
  'navy',
  'military',
  'soldier',
  'soldiers',
  'sailor',
  'airman',
  'marines',
  'veteran',
  'veterans',
  'infantry',
  'infantryman',
  'enlisted',
  'servicemember',
]);
const MILITARY_PHRASES = ['air force', 'coast guard', 'national guard', 'space force', 'us marine'];

/**
 * Whether a search looks like a military job: a word or phrase of military service, or a code in
 * the shape the services use (Army MOS "11B", "68W", "88M"; Air Force AFSC "1N0X1"; a Marine Corps
 * MOS such as "0311" only after "MOS", since four digits alone could be a year). Ranks shared with
 * civilian work ("police sergeant") don't count.
 */
export function looksMilitary(query: string): boolean {
  const text = query.trim().toLowerCase();
  if (
    /^(mos\s*)?\d{2}[a-z]\d?$/.test(text) ||
    /^mos\s*\d{4}$/.test(text) ||
    /^\d[a-z]\d[x\d]\d$/.test(text)
  )
    return true;
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  return (
    words.some((word) => MILITARY_WORDS.has(word)) ||
    MILITARY_PHRASES.some((phrase) => words.join(' ').includes(phrase))
  );
}

export const MILITARY_SERVICES = ['Army', 'Navy', 'Air Force', 'Marine Corps'] as const;
export type MilitaryService = (typeof MILITARY_SERVICES)[number];

/** What the services call their credentialing sites, short. */
export const COOL_NAME = 'COOL';

/** Each service's Credentialing Opportunities On-Line site: the source for its jobs (military-jobs.ts). */
export const COOL_SITES: Readonly<Record<MilitaryService, string>> = {
  Army: 'https://www.cool.osd.mil/army/',
  Navy: 'https://www.cool.osd.mil/usn/',
  'Air Force': 'https://www.cool.osd.mil/usaf/',
  'Marine Corps': 'https://www.cool.osd.mil/usmc/',
};
