/** Holland's six interest areas, by their initials. */
export type RiasecArea = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

export interface RiasecAreaInfo {
  readonly area: RiasecArea;
  readonly name: string;
  /** One sentence in plain words, for readers from school age up. */
  readonly description: string;
  /** The O*NET content-model element of this area (scale OI in Interests.txt). */
  readonly onetElementId: string;
  /** How O*NET codes this area in its interest high-points (scale IH): 1 = R … 6 = C. */
  readonly highPointCode: number;
}

/** The six areas in the conventional R, I, A, S, E, C order, which is also the tie-break order. */
export const RIASEC_AREAS: readonly RiasecAreaInfo[] = [
  {
    area: 'R',
    name: 'Realistic',
    description:
      'Hands-on work with tools, machines, materials, plants or animals, often outdoors or on your feet.',
    onetElementId: '1.B.1.a',
    highPointCode: 1,
  },
  {
    area: 'I',
    name: 'Investigative',
    description:
      'Working with ideas: finding things out, analysing and solving problems, often in science or maths.',
    onetElementId: '1.B.1.b',
    highPointCode: 2,
  },
  {
    area: 'A',
    name: 'Artistic',
    description:
      'Creating and expressing: art, music, writing, design or performance, with room for your own style.',
    onetElementId: '1.B.1.c',
    highPointCode: 3,
  },
  {
    area: 'S',
    name: 'Social',
    description: 'Helping, teaching, caring for and advising people.',
    onetElementId: '1.B.1.d',
    highPointCode: 4,
  },
  {
    area: 'E',
    name: 'Enterprising',
    description:
      'Leading and persuading: starting projects, taking charge, selling ideas and making decisions.',
    onetElementId: '1.B.1.e',
    highPointCode: 5,
  },
  {
    area: 'C',
    name: 'Conventional',
    description:
      'Organising information and things: working with data, records and clear procedures.',
    onetElementId: '1.B.1.f',
    highPointCode: 6,
  },
];

/** The area letters alone, in RIASEC order. */
export const RIASEC_ORDER: readonly RiasecArea[] = RIASEC_AREAS.map((info) => info.area);

/** A score for each of the six areas. The scale depends on where it came from (see its source). */
export type RiasecProfile = Readonly<Record<RiasecArea, number>>;

export function isRiasecArea(value: unknown): value is RiasecArea {
  return typeof value === 'string' && (RIASEC_ORDER as readonly string[]).includes(value);
}

export function riasecAreaInfo(area: RiasecArea): RiasecAreaInfo {
  return RIASEC_AREAS[RIASEC_ORDER.indexOf(area)] as RiasecAreaInfo;
}

/** The area O*NET codes as `code` in a high-point (1 = R … 6 = C); null for 0 ("none") or others. */
export function areaFromHighPointCode(code: number): RiasecArea | null {
  return RIASEC_AREAS.find((info) => info.highPointCode === code)?.area ?? null;
}

/** The area of an O*NET RIASEC element id (1.B.1.a … 1.B.1.f); null for any other element. */
export function areaFromOnetElementId(elementId: string): RiasecArea | null {
  return RIASEC_AREAS.find((info) => info.onetElementId === elementId.trim())?.area ?? null;
}

/**
 * Areas from highest to lowest score; equal scores keep RIASEC order, so the result never depends
 * on anything but the scores.
 */
export function rankAreas(profile: RiasecProfile): RiasecArea[] {
  return [...RIASEC_ORDER].sort(
    (a, b) => profile[b] - profile[a] || RIASEC_ORDER.indexOf(a) - RIASEC_ORDER.indexOf(b),
  );
}
