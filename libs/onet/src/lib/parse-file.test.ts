import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ONET_FILES,
  OnetParseError,
  educationTrainingExperienceSpec,
  interestsSpec,
  jobZonesSpec,
  parseOnetFile,
  relatedOccupationsSpec,
  skillsSpec,
  taskStatementsSpec,
  workValuesSpec,
  type Interest,
  type OnetChunk,
  type OnetFileSpec,
  type Skill,
} from '../index';

const encoder = new TextEncoder();

async function parse<R>(spec: OnetFileSpec<R>, input: Iterable<OnetChunk>): Promise<R[]> {
  const records: R[] = [];
  for await (const record of parseOnetFile(spec, input, '29')) records.push(record);
  return records;
}

async function failure<R>(spec: OnetFileSpec<R>, input: Iterable<OnetChunk>) {
  try {
    await parse(spec, input);
  } catch (error) {
    if (error instanceof OnetParseError) return error;
    throw error;
  }
  throw new Error('expected the parse to fail');
}

/** A file as O*NET writes it: the spec's header, then the rows, CRLF line ends. */
function fileOf(spec: OnetFileSpec<unknown>, rows: readonly (readonly string[])[]): string {
  const header = spec.columns.map((column) => column.name);
  return [header, ...rows].map((cells) => `${cells.join('\t')}\r\n`).join('');
}

const INTEREST_ROWS = [
  [
    '11-1011.00',
    'Chief Executives',
    '1.B.1.a',
    'Realistic',
    'OI',
    'Occupational Interests',
    '1.3',
    '11/2023',
    'Machine Learning',
  ],
  [
    '11-1011.00',
    'Chief Executives',
    '1.B.1.g',
    'First Interest High-Point',
    'IH',
    'Occupational Interest High-Point',
    '5.0',
    '11/2023',
    'Machine Learning',
  ],
  [
    '15-1252.00',
    'Software Developers — Ünïcode',
    '1.B.1.b',
    'Investigative',
    'OI',
    'Occupational Interests',
    '5.86',
    '11/2023',
    'Machine Learning',
  ],
] as const;

function interestsWith(line: number, column: number, value: string): string {
  const rows = INTEREST_ROWS.map((row): string[] => [...row]);
  const row = rows[line - 2];
  if (!row) throw new Error(`no fixture row for line ${line}`);
  row[column - 1] = value;
  return fileOf(interestsSpec, rows);
}

describe('parseOnetFile', () => {
  it('turns rows into typed records: numbers, dates, literal scale ids', async () => {
    const records = await parse(interestsSpec, [fileOf(interestsSpec, INTEREST_ROWS)]);
    expect(records).toHaveLength(3);
    expect(records[0]).toEqual({
      onetSocCode: '11-1011.00',
      title: 'Chief Executives',
      elementId: '1.B.1.a',
      elementName: 'Realistic',
      scaleId: 'OI',
      scaleName: 'Occupational Interests',
      dataValue: 1.3,
      date: { month: 11, year: 2023 },
      domainSource: 'Machine Learning',
    });
    expect(records[1]).toMatchObject({ scaleId: 'IH', dataValue: 5 });
    expect(records[2]?.title).toBe('Software Developers — Ünïcode');
    expect(Object.keys(records[0] ?? {})).toEqual(
      interestsSpec.columns.map((column) => column.key),
    );
  });

  it('gives the same records for every split of the bytes, LF or CRLF, with or without a BOM', async () => {
    const text = fileOf(interestsSpec, INTEREST_ROWS);
    const expected = await parse(interestsSpec, [text]);
    for (const variant of [text, text.replaceAll('\r\n', '\n'), `\uFEFF${text}`]) {
      const bytes = encoder.encode(variant);
      for (let at = 0; at <= bytes.length; at += 7) {
        const records = await parse(interestsSpec, [bytes.slice(0, at), bytes.slice(at)]);
        expect(records).toEqual(expected);
      }
    }
  });

  it('stops at the first bad cell and names file, line, column, expectation and text found', async () => {
    const error = await failure(interestsSpec, [interestsWith(3, 7, 'abc')]);
    expect(error).toBeInstanceOf(OnetParseError);
    expect(error).toMatchObject({
      name: 'OnetParseError',
      file: 'Interests.txt',
      line: 3,
      column: 7,
      columnName: 'Data Value',
      expected: 'a number or "n/a"',
      found: 'abc',
    });
    expect(error.message).toBe(
      'Interests.txt line 3, column 7 (Data Value): expected a number or "n/a", found "abc"',
    );
  });

  it('reports the right line whatever the chunking', async () => {
    const bytes = encoder.encode(interestsWith(4, 7, '5,86'));
    for (let at = 0; at <= bytes.length; at += 5) {
      const error = await failure(interestsSpec, [bytes.slice(0, at), bytes.slice(at)]);
      expect(error).toMatchObject({ line: 4, column: 7, found: '5,86' });
    }
  });

  it.each([
    ['an O*NET-SOC code without its extension', 1, '11-1011', 'an O*NET-SOC code like 15-1252.00'],
    ['a malformed O*NET-SOC code', 1, '111011.00', 'an O*NET-SOC code like 15-1252.00'],
    ['an unknown scale', 5, 'XX', '"OI" or "IH"'],
    ['an OI score above 7', 7, '7.5', 'a number from 1 to 7'],
    ['an OI score below 1', 7, '0.5', 'a number from 1 to 7'],
    ['a missing OI score', 7, 'n/a', 'a number from 1 to 7'],
    [
      'an element outside RIASEC for OI',
      3,
      '1.B.1.g',
      'a RIASEC element id from 1.B.1.a to 1.B.1.f',
    ],
    ['a malformed date', 8, '2023-11', 'a date like 07/2014 or "n/a"'],
    ['a month 13', 8, '13/2023', 'a date like 07/2014 or "n/a"'],
    ['an unknown domain source', 9, 'Guesswork', expect.stringContaining('"Analyst"')],
    ['an empty title', 2, '', 'text (not empty or "n/a")'],
  ])('rejects %s', async (_case, column, value, expected) => {
    const error = await failure(interestsSpec, [interestsWith(2, column, value)]);
    expect(error).toMatchObject({
      file: 'Interests.txt',
      line: 2,
      column,
      columnName: interestsSpec.columns[column - 1]?.name,
      expected,
      found: value,
    });
  });

  it('checks an IH high-point as a whole code from 0 to 6', async () => {
    expect(await failure(interestsSpec, [interestsWith(3, 7, '7.0')])).toMatchObject({
      line: 3,
      expected: 'a high-point code from 0 to 6',
    });
    expect(await failure(interestsSpec, [interestsWith(3, 7, '2.5')])).toMatchObject({
      expected: 'a high-point code from 0 to 6',
    });
    const [, highPoint] = await parse(interestsSpec, [interestsWith(3, 7, '0.0')]);
    expect(highPoint?.dataValue).toBe(0);
  });

  it('rejects a header that differs, naming the file, the expected columns and what is wrong', async () => {
    const text = fileOf(interestsSpec, INTEREST_ROWS).replace('Data Value', 'Value');
    const error = await failure(interestsSpec, [text]);
    expect(error).toMatchObject({
      file: 'Interests.txt',
      line: 1,
      column: null,
      expected: `the columns "${interestsSpec.columns.map((column) => column.name).join(' | ')}" (O*NET 29.0–29.3 layout)`,
      found:
        '"O*NET-SOC Code | Title | Element ID | Element Name | Scale ID | Scale Name | Value | Date | Domain Source", without "Data Value"',
    });
    expect(error.message).toMatch(
      /^Interests\.txt line 1: expected the columns "O\*NET-SOC Code \| Title .*" \(O\*NET 29\.0–29\.3 layout\), found ".* \| Value \| Date \| Domain Source", without "Data Value"$/,
    );
  });

  it('rejects a header with a column too many, too few or twice', async () => {
    const good = fileOf(jobZonesSpec, []);
    const extra = await failure(jobZonesSpec, [good.replace('\r\n', '\tExtra\r\n')]);
    expect(extra.found).toMatch(/, with "Extra" as well$/);
    const short = await failure(jobZonesSpec, [good.replace('\tDomain Source', '')]);
    expect(short.found).toMatch(/, without "Domain Source"$/);
    const twice = await failure(jobZonesSpec, [good.replace('\tDate', '\tDate\tDate')]);
    expect(twice.found).toMatch(/, with "Date" twice$/);
  });

  it('reads columns by their names, in whatever order the file has them', async () => {
    const reordered = [
      'Job Zone\tDomain Source\tO*NET-SOC Code\tDate\tTitle',
      '4\tAnalyst\t15-1252.00\t11/2021\tSoftware Developers',
    ].join('\r\n');
    expect(await parse(jobZonesSpec, [reordered])).toEqual([
      {
        onetSocCode: '15-1252.00',
        title: 'Software Developers',
        jobZone: 4,
        date: { month: 11, year: 2021 },
        domainSource: 'Analyst',
      },
    ]);
    const bad = await failure(jobZonesSpec, [
      reordered.replace('\t4\t', '\t9\t').replace(/^4/m, '9'),
    ]);
    // The error points at the column where the cell sits in this file.
    expect(bad).toMatchObject({ column: 1, columnName: 'Job Zone', found: '9' });
  });

  it('reads the 30.x layout, which has no Title or Scale Name columns, and refuses them there', async () => {
    const v30 = [
      'O*NET-SOC Code\tElement ID\tElement Name\tScale ID\tData Value\tDate\tDomain Source',
      '15-1252.00\t1.B.1.b\tInvestigative\tOI\t5.86\t11/2023\tMachine Learning',
    ].join('\r\n');
    const records: Interest[] = [];
    for await (const record of parseOnetFile(interestsSpec, [v30], '30')) records.push(record);
    expect(records).toEqual([
      {
        onetSocCode: '15-1252.00',
        elementId: '1.B.1.b',
        elementName: 'Investigative',
        scaleId: 'OI',
        dataValue: 5.86,
        date: { month: 11, year: 2023 },
        domainSource: 'Machine Learning',
      },
    ]);
    // A 29.x file read as 30.x (or the other way round) names the layout it expected.
    const asV30 = parseOnetFile(interestsSpec, [fileOf(interestsSpec, INTEREST_ROWS)], '30');
    await expect(asV30.next()).rejects.toThrow(
      /^Interests\.txt line 1: expected the columns "O\*NET-SOC Code \| Element ID .*" \(O\*NET 30\.0–30\.2 layout\), found .*, with "Title" as well$/,
    );
    await expect(failure(interestsSpec, [v30])).resolves.toMatchObject({
      found: expect.stringMatching(/, without "Title"$/),
    });
  });

  it('rejects an empty file', async () => {
    const error = await failure(jobZonesSpec, []);
    expect(error).toMatchObject({ file: 'Job Zones.txt', line: 1, found: 'an empty file' });
    expect(error.message).toMatch(
      /^Job Zones\.txt line 1: expected the columns ".*" \(O\*NET 29\.0–29\.3 layout\), found an empty file$/,
    );
  });

  it('accepts a file with a header and no rows', async () => {
    expect(await parse(jobZonesSpec, [fileOf(jobZonesSpec, [])])).toEqual([]);
  });

  it('rejects a row with the wrong number of columns', async () => {
    const rows = INTEREST_ROWS.map((row): string[] => [...row]);
    rows[1]?.pop();
    const error = await failure(interestsSpec, [fileOf(interestsSpec, rows)]);
    expect(error).toMatchObject({
      file: 'Interests.txt',
      line: 3,
      column: null,
      columnName: null,
      expected: '9 tab-separated columns',
      found: '8 columns',
    });
    expect(error.message).toBe(
      'Interests.txt line 3: expected 9 tab-separated columns, found 8 columns',
    );
  });

  it('rejects an empty line between rows', async () => {
    const text = fileOf(interestsSpec, INTEREST_ROWS).replace(/\r\n(?=15-1252)/, '\r\n\r\n');
    expect(await failure(interestsSpec, [text])).toMatchObject({ line: 4, found: 'an empty line' });
  });

  it('checks that a related occupation tier agrees with its index', async () => {
    const row = ['11-1011.00', 'Chief Executives', '11-1021.00', 'General and Operations Managers'];
    const file = (tier: string, index: string) => [
      fileOf(relatedOccupationsSpec, [[...row, tier, index]]),
    ];
    expect(await parse(relatedOccupationsSpec, file('Primary-Long', '6'))).toHaveLength(1);
    expect(await failure(relatedOccupationsSpec, file('Primary-Short', '6'))).toMatchObject({
      column: 6,
      columnName: 'Index',
      expected: 'an index from 1 to 5 for tier Primary-Short',
      found: '6',
    });
  });
});

describe('numbers and missing values', () => {
  const SKILL_HEAD = ['11-1011.00', 'Chief Executives', '2.A.1.a', 'Reading Comprehension'];
  const skill = (
    scale: 'IM' | 'LV',
    value: string,
    se: string,
    lower: string,
    upper: string,
    notRelevant: string,
  ) => [
    ...SKILL_HEAD,
    scale,
    scale === 'IM' ? 'Importance' : 'Level',
    value,
    '8',
    se,
    lower,
    upper,
    'N',
    notRelevant,
    '08/2023',
    'Analyst',
  ];

  it('reads both number forms, integers and exponents, and "n/a" or empty as null', async () => {
    const records = await parse(skillsSpec, [
      fileOf(skillsSpec, [
        skill('IM', '4.12', '0.125', '3.88', '4.37', ''),
        skill('IM', '4.1', '0.13', 'n/a', 'n/a', 'n/a'),
        skill('LV', '5', '1.25e-1', '', '', 'Y'),
      ]),
    ]);
    expect(
      records.map((r) => [
        r.dataValue,
        r.standardError,
        r.lowerCiBound,
        r.upperCiBound,
        r.notRelevant,
      ]),
    ).toEqual([
      [4.12, 0.125, 3.88, 4.37, null],
      [4.1, 0.13, null, null, null],
      [5, 0.125, null, null, true],
    ]);
    expect(records[0]?.n).toBe(8);
    expect(records[0]?.recommendSuppress).toBe(false);
  });

  it.each(['abc', '1,5', ' 4', '4 ', '0x10', 'NaN', 'Infinity', '-', '.', '1e'])(
    'rejects %j as a number',
    async (value) => {
      const error = await failure(skillsSpec, [
        fileOf(skillsSpec, [skill('IM', value, '0.1', '1', '2', '')]),
      ]);
      expect(error).toMatchObject({
        line: 2,
        column: 7,
        expected: 'a number or "n/a"',
        found: value,
      });
    },
  );

  it('rejects a flag that is not Y or N, and a Not Relevant flag on the importance scale', async () => {
    const flagged = skill('LV', '3', '0.1', '1', '2', 'yes');
    expect(await failure(skillsSpec, [fileOf(skillsSpec, [flagged])])).toMatchObject({
      column: 13,
      columnName: 'Not Relevant',
      expected: '"Y", "N" or "n/a"',
      found: 'yes',
    });
    const importance = skill('IM', '3', '0.1', '1', '2', 'N');
    expect(await failure(skillsSpec, [fileOf(skillsSpec, [importance])])).toMatchObject({
      column: 13,
      expected: 'an empty cell or "n/a" (Not Relevant applies to scale LV only)',
    });
    const level = skill('LV', '3', '0.1', '1', '2', '');
    expect(await failure(skillsSpec, [fileOf(skillsSpec, [level])])).toMatchObject({
      column: 13,
      expected: '"Y" or "N"',
      found: '',
    });
  });

  it('reads task rows whose type and respondents are missing, and unquotes quoted task text', async () => {
    const [task] = await parse(taskStatementsSpec, [
      fileOf(taskStatementsSpec, [
        [
          '11-1031.00',
          'Legislators',
          '15287',
          '"Conduct ""head counts"" to help."',
          '',
          'n/a',
          '06/2006',
          'Analyst',
        ],
      ]),
    ]);
    expect(task).toEqual({
      onetSocCode: '11-1031.00',
      title: 'Legislators',
      taskId: 15287,
      task: 'Conduct "head counts" to help.',
      taskType: null,
      incumbentsResponding: null,
      date: { month: 6, year: 2006 },
      domainSource: 'Analyst',
    });
  });

  it('requires a category on category scales and none on the importance scale', async () => {
    const row = (scale: string, element: string, category: string, value: string) => [
      '11-1011.00',
      'Chief Executives',
      element,
      'Name',
      scale,
      'Scale',
      category,
      value,
      '28',
      'n/a',
      '',
      '',
      '',
      '08/2023',
      'Occupational Expert',
    ];
    const [education, certification] = await parse(educationTrainingExperienceSpec, [
      fileOf(educationTrainingExperienceSpec, [
        row('RL', '2.D.1', '6', '42.5'),
        row('IM', '2.D.4.a', '', '2.7'),
      ]),
    ]);
    expect(education).toMatchObject({
      scaleId: 'RL',
      category: 6,
      dataValue: 42.5,
      standardError: null,
      recommendSuppress: null,
    });
    expect(certification).toMatchObject({ scaleId: 'IM', category: null, dataValue: 2.7 });
    const tooHigh = fileOf(educationTrainingExperienceSpec, [row('RW', '3.A.1', '12', '1')]);
    expect(await failure(educationTrainingExperienceSpec, [tooHigh])).toMatchObject({
      column: 7,
      expected: 'a category from 1 to 11',
      found: '12',
    });
    const wrongElement = fileOf(educationTrainingExperienceSpec, [row('RL', '3.A.1', '1', '1')]);
    expect(await failure(educationTrainingExperienceSpec, [wrongElement])).toMatchObject({
      column: 3,
      expected: 'element id 2.D.1 for scale RL',
    });
  });

  it('accepts a work value high-point of 0', async () => {
    const row = [
      '35-3023.00',
      'Fast Food and Counter Workers',
      '1.B.2.i',
      'Third Work Value High-Point',
      'VH',
      'Work Value High-Point',
      '0.0',
      '11/2020',
      'Analyst - Transition',
    ];
    const [value] = await parse(workValuesSpec, [fileOf(workValuesSpec, [row])]);
    expect(value).toMatchObject({ scaleId: 'VH', dataValue: 0 });
  });
});

describe('specs', () => {
  it('cover every file once, with unique column keys', () => {
    const specs = Object.values(ONET_FILES);
    expect(new Set(specs.map((spec) => spec.fileName)).size).toBe(specs.length);
    for (const spec of specs) {
      const keys = spec.columns.map((column) => column.key);
      expect(new Set(keys).size, spec.fileName).toBe(keys.length);
    }
  });

  it('type records as discriminated unions where the scale decides the shape', () => {
    expectTypeOf<Interest['scaleId']>().toEqualTypeOf<'OI' | 'IH'>();
    expectTypeOf<Extract<Skill, { scaleId: 'IM' }>['notRelevant']>().toEqualTypeOf<null>();
    expectTypeOf<Extract<Skill, { scaleId: 'LV' }>['notRelevant']>().toEqualTypeOf<boolean>();
    expectTypeOf<Skill['standardError']>().toEqualTypeOf<number | null>();
  });
});
