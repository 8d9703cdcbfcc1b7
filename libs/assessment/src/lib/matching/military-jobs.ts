/*
 * Common military jobs and the civilian careers each trains for, checked by hand against the
 * services' Credentialing Opportunities On-Line (COOL) sites, which list the civilian occupations
 * and credentials each military job leads to. O*NET's own military-to-civilian crosswalk isn't part
 * of the data Pathwise imports, so this short list stands in for the most common jobs; every other
 * military job is sent to My Next Move for Veterans (`VETERANS_SEARCH_URL`), which has the whole
 * crosswalk. Civilian careers are O*NET-SOC codes present in releases 29.3 and 30.1.
 */
import type { MilitaryService } from './military';

export interface MilitaryJob {
  readonly service: MilitaryService;
  /** The service's code: an Army or Marine Corps MOS, a Navy rating, an Air Force AFSC. */
  readonly code: string;
  /** The job's title as the service writes it. */
  readonly title: string;
  /** The civilian careers it trains for, closest first (O*NET-SOC codes). */
  readonly civilian: readonly string[];
  /** O*NET's military occupations (SOC 55) this job is one of, whose pages show `civilian`. */
  readonly onet?: readonly string[];
}

const POLICE = '33-3051.00';
const CORRECTIONAL_OFFICERS = '33-3012.00';
const SECURITY_GUARDS = '33-9032.00';
const HEAVY_TRUCK_DRIVERS = '53-3032.00';
const LIGHT_TRUCK_DRIVERS = '53-3033.00';
const BUS_DRIVERS = '53-3052.00';
const EMTS = '29-2042.00';
const PARAMEDICS = '29-2043.00';
const LPNS = '29-2061.00';
const MEDICAL_ASSISTANTS = '31-9092.00';
const USER_SUPPORT = '15-1232.00';
const NETWORK_SUPPORT = '15-1231.00';
const SYSTEMS_ADMINISTRATORS = '15-1244.00';
const DIESEL_MECHANICS = '49-3031.00';
const AUTO_TECHNICIANS = '49-3023.00';
const HEAVY_EQUIPMENT_MECHANICS = '49-3042.00';
const INVENTORY_CLERKS = '43-5071.00';
const STOCKERS = '53-7065.00';
const LOGISTICIANS = '13-1081.00';
const RESTAURANT_COOKS = '35-2014.00';
const INSTITUTION_COOKS = '35-2012.00';
const CHEFS = '35-1011.00';
const AIRCRAFT_MECHANICS = '49-3011.00';
const INTELLIGENCE_ANALYSTS = '33-3021.06';
const ELECTRICIANS = '47-2111.00';
const ADMINISTRATIVE_ASSISTANTS = '43-6014.00';
const CONSTRUCTION_LABORERS = '47-2061.00';

export const MILITARY_JOBS: readonly MilitaryJob[] = [
  // Army
  {
    service: 'Army',
    code: '11B',
    title: 'Infantryman',
    civilian: [POLICE, CORRECTIONAL_OFFICERS, SECURITY_GUARDS, CONSTRUCTION_LABORERS],
    onet: ['55-3016.00'],
  },
  {
    service: 'Army',
    code: '88M',
    title: 'Motor Transport Operator',
    civilian: [HEAVY_TRUCK_DRIVERS, LIGHT_TRUCK_DRIVERS, BUS_DRIVERS],
  },
  {
    service: 'Army',
    code: '68W',
    title: 'Combat Medic Specialist',
    civilian: [EMTS, PARAMEDICS, LPNS, MEDICAL_ASSISTANTS],
  },
  {
    service: 'Army',
    code: '25B',
    title: 'Information Technology Specialist',
    civilian: [USER_SUPPORT, NETWORK_SUPPORT, SYSTEMS_ADMINISTRATORS],
  },
  {
    service: 'Army',
    code: '91B',
    title: 'Wheeled Vehicle Mechanic',
    civilian: [DIESEL_MECHANICS, AUTO_TECHNICIANS, HEAVY_EQUIPMENT_MECHANICS],
  },
  {
    service: 'Army',
    code: '92Y',
    title: 'Unit Supply Specialist',
    civilian: [INVENTORY_CLERKS, STOCKERS, LOGISTICIANS],
  },
  {
    service: 'Army',
    code: '92G',
    title: 'Culinary Specialist',
    civilian: [RESTAURANT_COOKS, INSTITUTION_COOKS, CHEFS],
  },
  {
    service: 'Army',
    code: '31B',
    title: 'Military Police',
    civilian: [POLICE, CORRECTIONAL_OFFICERS, SECURITY_GUARDS],
  },
  {
    service: 'Army',
    code: '42A',
    title: 'Human Resources Specialist',
    civilian: ['43-4161.00', '13-1071.00'],
  },
  {
    service: 'Army',
    code: '15T',
    title: 'UH-60 Helicopter Repairer',
    civilian: [AIRCRAFT_MECHANICS],
  },
  {
    service: 'Army',
    code: '35F',
    title: 'Intelligence Analyst',
    civilian: [INTELLIGENCE_ANALYSTS],
  },
  {
    service: 'Army',
    code: '88N',
    title: 'Transportation Management Coordinator',
    civilian: ['43-5011.00', LOGISTICIANS],
  },
  {
    service: 'Army',
    code: '27D',
    title: 'Paralegal Specialist',
    civilian: ['23-2011.00'],
  },
  {
    service: 'Army',
    code: '36B',
    title: 'Financial Management Technician',
    civilian: ['43-3031.00'],
  },
  {
    service: 'Army',
    code: '12B',
    title: 'Combat Engineer',
    civilian: [CONSTRUCTION_LABORERS, '47-2073.00'],
  },
  // Navy (ratings are searched by title: their two letters are everyday words too)
  {
    service: 'Navy',
    code: 'HM',
    title: 'Hospital Corpsman',
    civilian: [LPNS, EMTS, MEDICAL_ASSISTANTS],
  },
  {
    service: 'Navy',
    code: 'MA',
    title: 'Master-at-Arms',
    civilian: [POLICE, SECURITY_GUARDS, CORRECTIONAL_OFFICERS],
  },
  {
    service: 'Navy',
    code: 'IT',
    title: 'Information Systems Technician',
    civilian: [SYSTEMS_ADMINISTRATORS, NETWORK_SUPPORT, USER_SUPPORT],
  },
  {
    service: 'Navy',
    code: 'CS',
    title: 'Culinary Specialist',
    civilian: [RESTAURANT_COOKS, INSTITUTION_COOKS, CHEFS],
  },
  {
    service: 'Navy',
    code: 'EM',
    title: "Electrician's Mate",
    civilian: [ELECTRICIANS],
  },
  {
    service: 'Navy',
    code: 'MM',
    title: "Machinist's Mate",
    civilian: ['49-9041.00', '51-8021.00'],
  },
  {
    service: 'Navy',
    code: 'AD',
    title: "Aviation Machinist's Mate",
    civilian: [AIRCRAFT_MECHANICS],
  },
  {
    service: 'Navy',
    code: 'YN',
    title: 'Yeoman',
    civilian: [ADMINISTRATIVE_ASSISTANTS],
  },
  {
    service: 'Navy',
    code: 'LS',
    title: 'Logistics Specialist',
    civilian: [INVENTORY_CLERKS, LOGISTICIANS],
  },
  {
    service: 'Navy',
    code: 'BM',
    title: "Boatswain's Mate",
    civilian: ['53-5011.00', '53-5021.00'],
  },
  // Air Force
  {
    service: 'Air Force',
    code: '3P0X1',
    title: 'Security Forces',
    civilian: [POLICE, SECURITY_GUARDS, CORRECTIONAL_OFFICERS],
  },
  {
    service: 'Air Force',
    code: '2T1X1',
    title: 'Vehicle Operations',
    civilian: [HEAVY_TRUCK_DRIVERS, BUS_DRIVERS, LIGHT_TRUCK_DRIVERS],
  },
  {
    service: 'Air Force',
    code: '4N0X1',
    title: 'Aerospace Medical Service',
    civilian: [EMTS, LPNS, MEDICAL_ASSISTANTS],
  },
  {
    service: 'Air Force',
    code: '3D1X2',
    title: 'Cyber Transport Systems',
    civilian: [NETWORK_SUPPORT, SYSTEMS_ADMINISTRATORS],
  },
  {
    service: 'Air Force',
    code: '2S0X1',
    title: 'Materiel Management',
    civilian: [INVENTORY_CLERKS, LOGISTICIANS],
  },
  {
    service: 'Air Force',
    code: '3E0X1',
    title: 'Electrical Systems',
    civilian: [ELECTRICIANS],
  },
  {
    service: 'Air Force',
    code: '1N0X1',
    title: 'All Source Intelligence Analyst',
    civilian: [INTELLIGENCE_ANALYSTS],
  },
  // Marine Corps
  {
    service: 'Marine Corps',
    code: '0311',
    title: 'Rifleman',
    civilian: [POLICE, CORRECTIONAL_OFFICERS, SECURITY_GUARDS],
    onet: ['55-3016.00'],
  },
  {
    service: 'Marine Corps',
    code: '3531',
    title: 'Motor Vehicle Operator',
    civilian: [HEAVY_TRUCK_DRIVERS, LIGHT_TRUCK_DRIVERS, BUS_DRIVERS],
  },
  {
    service: 'Marine Corps',
    code: '3521',
    title: 'Automotive Maintenance Technician',
    civilian: [AUTO_TECHNICIANS, DIESEL_MECHANICS],
  },
  {
    service: 'Marine Corps',
    code: '0111',
    title: 'Administrative Specialist',
    civilian: [ADMINISTRATIVE_ASSISTANTS, '43-4161.00'],
  },
  {
    service: 'Marine Corps',
    code: '5811',
    title: 'Military Police',
    civilian: [POLICE, CORRECTIONAL_OFFICERS, SECURITY_GUARDS],
  },
];

/** Words that name a service or a kind of code, not the job: "army 88m", "MOS 0311". */
const SERVICE_WORDS =
  /\b(us|u\.s\.|army|navy|usn|usmc|marine|marines|corps|air\s+force|usaf|mos|afsc|rating|rate)\b/g;

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(SERVICE_WORDS, ' ')
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();

/** Each job's title as a search is read, worked out once. */
const PLAIN_TITLES = new Map(MILITARY_JOBS.map((job) => [job, plain(job.title)]));

/** An AFSC's skill level (its fourth character) is written X in the list: 3P051 is 3P0X1. */
const afscShape = (code: string) => code.replace(/^(\d[a-z]\d)[x0-9](\d)$/, '$1x$2');

/**
 * The military job a search names, by its code (Army and Marine Corps MOS, Air Force AFSC at any
 * skill level) or its title as the service writes it, with or without the service's name: "88M",
 * "army 88m", "motor transport operator", "MOS 0311", "3P051", "hospital corpsman". Null for
 * anything else, including a Navy rating's two letters alone.
 */
export function militaryJobFor(query: string): MilitaryJob | null {
  const text = plain(query.slice(0, 200));
  if (!text) return null;
  const code = afscShape(text.replace(/\s+/g, ''));
  return (
    MILITARY_JOBS.find(
      (job) =>
        (job.service !== 'Navy' && job.code.toLowerCase() === code) ||
        PLAIN_TITLES.get(job) === text,
    ) ?? null
  );
}

/** The military jobs an O*NET military occupation stands for (its page shows their careers). */
export const militaryJobsOf = (onetCode: string): MilitaryJob[] =>
  MILITARY_JOBS.filter((job) => job.onet?.includes(onetCode));
