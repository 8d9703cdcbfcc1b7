/**
 * Career families: careers O*NET lists separately that are, to someone choosing work, one idea
 * with variants (forty kinds of postsecondary teacher, thirty-five kinds of engineer). A list shows
 * a family once, at the place of its closest member, with the others a tap away, so thirty places
 * hold thirty different ideas.
 *
 * Families follow the Standard Occupational Classification (SOC 2018), whose groups O*NET's codes
 * carry in their first digits; only groups whose members share their work and differ by subject
 * or specialty are families. One family is O*NET's own: the managers of a power or fuel plant,
 * which O*NET lists once per source of energy (its green-economy occupations) under two SOC groups.
 * Managers of other work in the same industries (leading solar installation crews, finding sites
 * for wind farms) do different work and stand apart.
 */
export interface CareerFamily {
  readonly id: string;
  /** What the family is called on a list, in the plural. */
  readonly name: string;
  /**
   * SOC groups, as the code's leading characters ('25-1' is minor group 25-1000), or whole O*NET
   * codes.
   */
  readonly groups: readonly string[];
}

export const CAREER_FAMILIES: readonly CareerFamily[] = [
  { id: 'postsecondary-teachers', name: 'Teachers, postsecondary', groups: ['25-1'] },
  { id: 'engineers', name: 'Engineers', groups: ['17-2'] },
  {
    id: 'engineering-technicians',
    name: 'Engineering technologists and technicians',
    groups: ['17-302'],
  },
  { id: 'drafters', name: 'Drafters', groups: ['17-301'] },
  { id: 'physicians', name: 'Physicians and surgeons', groups: ['29-121', '29-122', '29-124'] },
  { id: 'special-education-teachers', name: 'Special education teachers', groups: ['25-205'] },
  {
    id: 'metal-plastic-machine-workers',
    name: 'Machine setters and operators, metal and plastic',
    groups: ['51-402', '51-403', '51-4191', '51-4193'],
  },
  {
    id: 'energy-production-managers',
    name: 'Energy production managers',
    // Geothermal, biofuels, biomass and hydroelectric production; wind energy operations.
    groups: ['11-3051.02', '11-3051.03', '11-3051.04', '11-3051.06', '11-9199.09'],
  },
];

const byGroup = CAREER_FAMILIES.flatMap((family) =>
  family.groups.map((group) => [group, family] as const),
);

/** The family a career belongs to, by its O*NET-SOC code; null for most careers. */
export function familyOf(code: string): CareerFamily | null {
  return byGroup.find(([group]) => code.startsWith(group))?.[1] ?? null;
}
