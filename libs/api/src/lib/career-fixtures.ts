import {
  type CareerDetails,
  type CareerSummary,
  careerDetailsSchema,
  careerSummarySchema,
} from '@pathwise/contract';

/** A handful of careers for stories and tests (O*NET 29.3 content, CC BY 4.0). */
const summaries: CareerSummary[] = [
  {
    code: '15-1252.00',
    title: 'Software Developers',
    jobZone: 4,
    highPoints: 'ICR',
    typicalEducation: "Bachelor's Degree",
  },
  {
    code: '29-1141.00',
    title: 'Registered Nurses',
    jobZone: 3,
    highPoints: 'SIC',
    typicalEducation: "Bachelor's Degree",
  },
  {
    code: '27-1024.00',
    title: 'Graphic Designers',
    jobZone: 4,
    highPoints: 'AER',
    typicalEducation: "Bachelor's Degree",
  },
  {
    code: '47-2111.00',
    title: 'Electricians',
    jobZone: 3,
    highPoints: 'RCI',
    typicalEducation: 'Post-Secondary Certificate',
  },
  {
    code: '13-2011.00',
    title: 'Accountants and Auditors',
    jobZone: 4,
    highPoints: 'CEI',
    typicalEducation: "Bachelor's Degree",
  },
  {
    code: '11-2021.00',
    title: 'Marketing Managers',
    jobZone: 4,
    highPoints: 'EAC',
    typicalEducation: "Bachelor's Degree",
  },
].map((career) => careerSummarySchema.parse(career));

export const careerFixtures = (): CareerSummary[] => summaries.map((career) => ({ ...career }));

export const buildCareerDetails = (
  code = '15-1252.00',
  overrides: Partial<CareerDetails> = {},
): CareerDetails => {
  const summary = summaries.find((career) => career.code === code) ?? summaries[0]!;
  return careerDetailsSchema.parse({
    ...summary,
    description:
      'Research, design, and develop computer and network software or specialized utility programs.',
    interests: { R: 2.3, I: 6.3, A: 3.2, S: 1.8, E: 2.6, C: 4.9 },
    jobZoneInfo: {
      zone: summary.jobZone ?? 4,
      name: 'Job Zone Four: Considerable Preparation Needed',
      experience:
        'A considerable amount of work-related skill, knowledge, or experience is needed.',
      education:
        "Most of these occupations require a four-year bachelor's degree, but some do not.",
      training:
        'Employees in these occupations usually need several years of work-related experience.',
      examples:
        'Many of these occupations involve coordinating, supervising, managing, or training others.',
    },
    typicalEducationShare: 61.2,
    skills: [
      { name: 'Programming', importance: 4.5, level: 5.1 },
      { name: 'Complex Problem Solving', importance: 4.1, level: 4.6 },
    ],
    tasks: [
      {
        task: 'Modify existing software to correct errors or improve its performance.',
        core: true,
      },
      { task: 'Analyze user needs and software requirements.', core: true },
    ],
    technologies: [
      { example: 'Git', category: 'Configuration management software', hot: true, inDemand: true },
    ],
    workValues: [
      { name: 'Working Conditions', extent: 6.1 },
      { name: 'Independence', extent: 5.8 },
    ],
    alternateTitles: ['Application Developer', 'Programmer'],
    related: summaries
      .filter((career) => career.code !== summary.code)
      .slice(0, 3)
      .map(({ code: relatedCode, title, jobZone }) => ({ code: relatedCode, title, jobZone })),
    ...overrides,
  });
};
