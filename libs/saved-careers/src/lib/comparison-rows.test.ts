import { loadMessages as loadCareerWords } from '@pathwise/career-words';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import { buildCareerDetails } from '@pathwise/api/testing';
import { comparisonRows } from './comparison-rows';

const developers = buildCareerDetails('15-1252.00', {
  skills: [
    { name: 'Reading Comprehension', importance: 3.9, level: 4.2 },
    { name: 'Programming', importance: 4.5, level: 5.1 },
    { name: 'Active Listening', importance: 3.5, level: 3.9 },
    { name: 'Complex Problem Solving', importance: 4.1, level: 4.6 },
  ],
  tasks: [
    { task: 'Supervise the work of programmers.', core: false },
    { task: 'Analyze user needs.', core: true },
    { task: 'Modify existing software.', core: true },
    { task: 'Prepare reports.', core: false },
  ],
});
const nurses = buildCareerDetails('29-1141.00', {
  typicalEducationShare: null,
  workValues: [],
  outlook: null,
});
const unrated = buildCareerDetails('47-2111.00', {
  jobZone: null,
  highPoints: '',
  interests: { R: 6.5, I: 3.1, A: 1.4, S: 2.2, E: 2.9, C: 4.4 },
  typicalEducation: null,
  outlook: null,
});

const rowsOf = (careers = [developers, nurses, unrated]) =>
  Object.fromEntries(comparisonRows(careers).map((row) => [row.header, row.cells]));

describe('comparisonRows', () => {
  it('gives one cell per career, in the order picked, for every row', () => {
    const rows = comparisonRows([developers, nurses, unrated]);
    expect(rows.map((row) => row.header)).toEqual([
      'Median pay (BLS)',
      'Job growth (BLS)',
      'Preparation needed',
      'Education to start',
      'Interests it suits',
      'Most important skills',
      'What the work offers',
      'A few of the tasks',
    ]);
    for (const row of rows) expect(row.cells).toHaveLength(3);
  });

  it('words preparation and education plainly, saying when O*NET lists nothing', () => {
    const rows = rowsOf();
    expect(rows['Preparation needed']).toEqual([
      'Job zone 4 of 5: considerable preparation needed',
      'Job zone 3 of 5: medium preparation needed',
      'Not listed by O*NET',
    ]);
    // BLS's entry education where published, as on the career page; else O*NET's survey, so named.
    expect(rows['Education to start']).toEqual([
      "Bachelor's degree (BLS)",
      "Bachelor's degree is the most common level among people in this job.",
      'Not listed by O*NET',
    ]);
  });

  it('says pay and growth from BLS, and when BLS publishes none', () => {
    const rows = rowsOf([
      developers,
      buildCareerDetails('15-1252.00', { pay: null, outlook: null }),
    ]);
    expect(rows['Median pay (BLS)']).toEqual(['$135,980 a year (median)', 'Not published by BLS']);
    expect(rows['Job growth (BLS)']).toEqual([
      'Growing much faster than average (+15.8%, 2024–34)',
      'Not published by BLS',
    ]);
  });

  it("names the interest areas, from the high points or else the career's top scores", () => {
    expect(rowsOf()['Interests it suits']).toEqual([
      // Joined as the reader's language joins a list (US English: with a serial comma).
      'Investigative, Conventional, and Realistic',
      'Social, Investigative, and Conventional',
      'Realistic, Conventional, and Investigative',
    ]);
  });

  it('lists the three most important skills and strongest values, and core tasks first', () => {
    const rows = rowsOf();
    expect(rows['Most important skills']?.[0]).toEqual([
      'Programming',
      'Complex Problem Solving',
      'Reading Comprehension',
    ]);
    expect(rows['What the work offers']).toEqual([
      ['Working Conditions', 'Independence'],
      'Not listed by O*NET',
      ['Working Conditions', 'Independence'],
    ]);
    expect(rows['A few of the tasks']?.[0]).toEqual([
      'Analyze user needs.',
      'Modify existing software.',
      'Supervise the work of programmers.',
    ]);
  });

  it('starts with how well each career fits when a wording is given', () => {
    const rows = comparisonRows([developers, nurses], (career) => `Fit for ${career.title}`);
    expect(rows[0]).toEqual({
      header: 'How well it fits you',
      cells: ['Fit for Software Developers', 'Fit for Registered Nurses'],
    });
  });
});

describe('comparisonRows in Spanish', () => {
  // The comparison's own words, and the shared ones (areas, zones, pay, growth) it words them with.
  beforeAll(async () =>
    activateLocale('es', { ...(await loadMessages('es')), ...(await loadCareerWords('es')) }),
  );
  afterAll(() => activateLocale('en', {}));

  it('words the rows and what surrounds the API’s data in Spanish', () => {
    const rows = Object.fromEntries(
      comparisonRows([developers, unrated]).map((row) => [row.header, row.cells]),
    );
    expect(rows['Salario mediano (BLS)']?.[0]).toMatch(/^135\.980\sUS\$ al año \(mediana\)$/);
    expect(rows['Crecimiento del empleo (BLS)']?.[0]).toMatch(
      /^Crece mucho más rápido que la media \(\+15,8\s%, 2024–34\)$/,
    );
    expect(rows['Preparación necesaria']).toEqual([
      'Zona laboral 4 de 5: se necesita bastante preparación',
      'O*NET no lo indica',
    ]);
    expect(rows['Intereses con los que encaja']?.[0]).toBe('Investigador, Convencional y Realista');
  });
});
