import { careerFixtures } from './career-fixtures';
import type { SearchableCareer } from './career-search';

/** Other names of the shared fixture careers, for searches that match one of them. */
const OTHER_NAMES: Record<string, string[]> = {
  '15-1252.00': ['Software Engineers', 'Application Developers'],
  '29-1141.00': ['Staff Nurses', 'Nurse Clinicians'],
  '27-1024.00': ['Graphic Artists'],
  '47-2111.00': ['Wiremen', 'Electrical Contractors'],
  '13-2011.00': ['Auditors', 'Tax Accountants'],
  '11-2021.00': ['Brand Managers'],
};

// Made-up careers (fields of work times kinds of role) to fill the list to O*NET's size.
const FIELDS = [
  'Acoustic',
  'Aerial',
  'Agricultural',
  'Aircraft',
  'Animal',
  'Aquarium',
  'Archive',
  'Audio',
  'Bakery',
  'Bicycle',
  'Boiler',
  'Bridge',
  'Building',
  'Cabinet',
  'Camera',
  'Canal',
  'Cargo',
  'Ceramics',
  'Chemical',
  'Circus',
  'Civil',
  'Climate',
  'Clinical',
  'Coastal',
  'Community',
  'Concrete',
  'Costume',
  'Court',
  'Crop',
  'Dairy',
  'Data',
  'Dental',
  'Diesel',
  'Drone',
  'Ecology',
  'Elevator',
  'Energy',
  'Exhibit',
  'Fabric',
  'Festival',
  'Film',
  'Fire',
  'Fishery',
  'Flood',
  'Food',
  'Forest',
  'Freight',
  'Furniture',
  'Garden',
  'Glass',
  'Harbour',
  'Heritage',
  'Highway',
  'Hospital',
  'Hotel',
  'Irrigation',
  'Jewellery',
  'Kitchen',
  'Laboratory',
  'Language',
  'Library',
  'Lighting',
  'Marine',
  'Media',
  'Mining',
  'Museum',
  'Music',
  'Network',
  'Nursery',
  'Ocean',
  'Orchard',
  'Packaging',
  'Paper',
  'Park',
  'Pipeline',
  'Port',
  'Print',
  'Quarry',
  'Radio',
  'Rail',
  'Recycling',
  'Retail',
  'Road',
  'Roofing',
  'Safety',
  'School',
  'Soil',
  'Solar',
  'Sports',
  'Stage',
  'Steel',
  'Textile',
  'Theatre',
  'Timber',
  'Tourism',
  'Transit',
  'Tunnel',
  'Water',
  'Wildlife',
  'Wind',
];
const ROLES = [
  'Assistants',
  'Designers',
  'Engineers',
  'Inspectors',
  'Managers',
  'Planners',
  'Researchers',
  'Specialists',
  'Technicians',
  'Trainers',
];
const AREAS = 'RIASEC';

function madeUpCareer(index: number): SearchableCareer {
  const field = FIELDS[index % FIELDS.length]!;
  const role = ROLES[Math.floor(index / FIELDS.length) % ROLES.length]!;
  return {
    code: `${11 + (index % 43)}-9${String(index).padStart(3, '0')}.00`,
    title: `${field} ${role}`,
    jobZone: index % 97 === 0 ? null : (index % 5) + 1,
    highPoints:
      index % 89 === 0
        ? ''
        : `${AREAS[index % 6]}${AREAS[(index + 2) % 6]}${AREAS[(index + 4) % 6]}`,
    typicalEducation: null,
    // Made-up figures, spread so sorting by pay or growth has something to order.
    pay: index % 7 === 0 ? null : { median: 30_000 + ((index * 7919) % 150_000), basis: 'annual' },
    growthPercent: index % 11 === 0 ? null : ((index * 37) % 250) / 10 - 5,
    catchAll: false,
    alternateTitles: [],
  };
}

/**
 * `count` careers, A to Z as the API lists them: the shared fixtures' real careers (with some of
 * their other names) and made-up ones.
 */
export function catalogueCareers(count = 1000): SearchableCareer[] {
  const named = careerFixtures().map((career) => ({
    ...career,
    alternateTitles: OTHER_NAMES[career.code] ?? [],
  }));
  const madeUp = Array.from({ length: Math.max(0, count - named.length) }, (_, index) =>
    madeUpCareer(index),
  );
  return [...named, ...madeUp]
    .slice(0, count)
    .sort((a, b) => a.title.localeCompare(b.title, 'en') || a.code.localeCompare(b.code));
}
