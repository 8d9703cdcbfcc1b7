import {
  type CareerDetails,
  type CareerSummary,
  careerDetailsSchema,
  careerSummarySchema,
} from '@pathwise/contract';

/** A handful of careers for stories and tests (O*NET 30.1 content, CC BY 4.0; BLS figures). */
const summaries: CareerSummary[] = [
  {
    code: '15-1252.00',
    title: 'Software Developers',
    jobZone: 4,
    highPoints: 'ICR',
    typicalEducation: "Bachelor's Degree",
    pay: { median: 135980, basis: 'annual' },
    growthPercent: 15.8,
    catchAll: false,
  },
  {
    code: '29-1141.00',
    title: 'Registered Nurses',
    jobZone: 3,
    highPoints: 'SIC',
    typicalEducation: "Bachelor's Degree",
    pay: { median: 97550, basis: 'annual' },
    growthPercent: 4.9,
    catchAll: false,
  },
  {
    code: '27-1024.00',
    title: 'Graphic Designers',
    jobZone: 4,
    highPoints: 'AER',
    typicalEducation: "Bachelor's Degree",
    pay: { median: 62960, basis: 'annual' },
    growthPercent: 2.1,
    catchAll: false,
  },
  {
    code: '47-2111.00',
    title: 'Electricians',
    jobZone: 3,
    highPoints: 'RCI',
    typicalEducation: 'Post-Secondary Certificate',
    pay: { median: 63190, basis: 'annual' },
    growthPercent: 9.5,
    catchAll: false,
  },
  {
    code: '13-2011.00',
    title: 'Accountants and Auditors',
    jobZone: 4,
    highPoints: 'CEI',
    typicalEducation: "Bachelor's Degree",
    pay: { median: 83680, basis: 'annual' },
    growthPercent: 4.6,
    catchAll: false,
  },
  {
    code: '11-2021.00',
    title: 'Marketing Managers',
    jobZone: 4,
    highPoints: 'EAC',
    typicalEducation: "Bachelor's Degree",
    pay: { median: 166790, basis: 'annual' },
    growthPercent: 6.6,
    catchAll: false,
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
    knowledge: [
      {
        name: 'Computers and Electronics',
        description:
          'Knowledge of circuit boards, processors, chips, electronic equipment, and computer hardware and software, including applications and programming.',
        importance: 4.75,
        level: 6.23,
      },
      {
        name: 'Mathematics',
        description:
          'Knowledge of arithmetic, algebra, geometry, calculus, statistics, and their applications.',
        importance: 3.57,
        level: 4.55,
      },
      {
        name: 'English Language',
        description:
          'Knowledge of the structure and content of the English language including the meaning and spelling of words, and rules of composition and grammar.',
        importance: 3.27,
        level: 3.63,
      },
    ],
    workStyles: [
      {
        name: 'Attention to Detail',
        description:
          'A tendency to be detail-oriented, organized, and thorough in completing work.',
        group: 'Conscientious and Rule Oriented',
        impact: 2.67,
        distinctive: 5,
      },
      {
        name: 'Innovation',
        description:
          'A tendency to be inventive, to be imaginative, and to adopt new perspectives on ways to accomplish work.',
        group: 'Proactive and Growth Oriented',
        impact: 2.51,
        distinctive: 1,
      },
      {
        name: 'Adaptability',
        description:
          'A tendency to be open to and comfortable with change, new experiences, or ideas at work.',
        group: 'Proactive and Growth Oriented',
        impact: 2.09,
        distinctive: 2,
      },
      {
        name: 'Empathy',
        description:
          "A tendency to show concern for others and be sensitive to others' needs and feelings at work.",
        group: 'Interpersonally Oriented',
        impact: 0.41,
        distinctive: null,
      },
    ],
    // BLS figures for 15-1252 (OEWS May 2025, Employment Projections 2024–34).
    pay: {
      soc: '15-1252',
      socTitle: 'Software Developers',
      scope: 'exact',
      employment: 1687890,
      annual: { p10: 82460, p25: 105210, median: 135980, p75: 171980, p90: 214670 },
      hourly: { p10: 39.64, p25: 50.58, median: 65.38, p75: 82.68, p90: 103.21 },
      topCoded: [],
    },
    outlook: {
      soc: '15-1252',
      socTitle: 'Software developers',
      scope: 'exact',
      employmentStart: 1693.8,
      employmentEnd: 1961.4,
      changePercent: 15.8,
      openingsPerYear: 115.2,
      education: "Bachelor's degree",
      experience: 'None',
      training: 'None',
      handbookUrl:
        'https://www.bls.gov/ooh/computer-and-information-technology/software-developers.htm',
    },
    catchAll: false,
    sources: {
      onet: '30.1',
      pay: 'May 2025',
      outlook: '2024–34',
      allMedianAnnual: 50980,
      allMedianHourly: 24.51,
      allGrowthPercent: 3.1,
    },
    alternateTitles: ['Application Developer', 'Programmer'],
    related: summaries
      .filter((career) => career.code !== summary.code)
      .slice(0, 3)
      .map(({ code: relatedCode, title, jobZone }) => ({ code: relatedCode, title, jobZone })),
    ...overrides,
  });
};
