import {
  EDUCATION_LEVELS,
  LIFE_STAGES,
  WORK_VALUES,
  onboardingAnswersSchema,
} from '@pathwise/contract';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import {
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  PAY_FLOOR_CHOICES,
  SUBJECTS,
  SUBJECT_CHOICES,
  WORK_VALUE_CHOICES,
  educationChoices,
  educationLabel,
  lifeStageLabel,
  subjectLabel,
} from './answer-options';

const values = (choices: readonly { value: string }[]) => choices.map((choice) => choice.value);

describe('the answer options', () => {
  it('offer every answer the contract knows, in its order', () => {
    expect(values(LIFE_STAGE_CHOICES)).toEqual([...LIFE_STAGES]);
    expect(values(EDUCATION_CHOICES)).toEqual([...EDUCATION_LEVELS]);
    expect(values(WORK_VALUE_CHOICES)).toEqual([...WORK_VALUES]);
    expect(values(JOB_ZONE_CHOICES)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('explain each job zone and work value', () => {
    for (const choice of [...JOB_ZONE_CHOICES, ...WORK_VALUE_CHOICES]) {
      expect(choice.description).toMatch(/^[A-Z].+\.$/);
    }
    expect(JOB_ZONE_CHOICES[3]).toMatchObject({
      label: 'Considerable preparation needed',
      description: expect.stringContaining("Most need a four-year bachelor's degree."),
    });
  });

  it('list subjects the contract can store, all at once', () => {
    expect(new Set(SUBJECTS).size).toBe(SUBJECTS.length);
    expect(onboardingAnswersSchema.safeParse({ enjoyedSubjects: [...SUBJECTS] }).success).toBe(
      true,
    );
  });

  it('name a life stage, or nothing when none is given', () => {
    expect(lifeStageLabel('changing-careers')).toBe('Thinking about changing careers');
    expect(lifeStageLabel(null)).toBeNull();
  });
});

const labels = (choices: readonly { label: string }[]) => choices.map((choice) => choice.label);

describe('the education levels in the terms of the person’s country', () => {
  it('store the same levels whatever the country', () => {
    for (const country of ['US', 'MX', 'ES', 'GB', 'FR', null, undefined]) {
      expect(values(educationChoices(country))).toEqual([...EDUCATION_LEVELS]);
    }
  });

  it('name each country’s own qualifications', () => {
    const secondary = (country: string | null) =>
      educationChoices(country).find((choice) => choice.value === 'secondary')?.label;
    expect(secondary('US')).toBe('High school diploma or GED');
    expect(secondary('MX')).toBe('Preparatoria or bachillerato');
    expect(secondary('ES')).toBe('Bachillerato or FP de grado medio');
    expect(secondary('GB')).toBe('GCSEs, A levels or equivalent');
    expect(educationLabel('associate', 'US')).toBe("An associate's degree");
    expect(educationLabel('associate', 'ES')).toBe('FP de grado superior (técnico superior)');
  });

  it('say GCSEs and A levels only to people in the United Kingdom', () => {
    for (const country of ['US', 'MX', 'ES', 'IE', 'FR', null]) {
      expect(labels(educationChoices(country)).join(' '), String(country)).not.toMatch(
        /GCSE|A level/,
      );
    }
  });

  it('use words any reader understands for other countries, or none', () => {
    expect(educationChoices('FR')).toBe(EDUCATION_CHOICES);
    expect(educationChoices(null)).toBe(EDUCATION_CHOICES);
    expect(educationLabel('secondary', 'FR')).toBe('Secondary school, to age 17 or 18');
    expect(educationLabel(null, 'US')).toBeNull();
  });

  it('give the same list for the same country, so a form can keep it', () => {
    expect(educationChoices('MX')).toBe(educationChoices('MX'));
  });
});

describe('the answer options in Spanish', () => {
  beforeAll(async () => activateLocale('es', await loadMessages('es')));
  afterAll(() => activateLocale('en', {}));

  it('are read in the active language, with the same values', () => {
    expect(lifeStageLabel('working')).toBe('Trabajando');
    expect(WORK_VALUE_CHOICES[0]).toMatchObject({ value: 'achievement', label: 'Logro' });
    expect(educationLabel('secondary', 'MX')).toBe('Preparatoria o bachillerato');
    expect(educationLabel('secondary', 'ES')).toBe('Bachillerato o FP de grado medio');
    expect(educationLabel('secondary', 'US')).toBe('Diploma de high school o GED');
  });

  it('keep the subjects stored by their English names', () => {
    expect(SUBJECT_CHOICES[1]).toMatchObject({ value: 'Maths', label: 'Matemáticas' });
    expect(subjectLabel('Biology')).toBe('Biología');
    expect(subjectLabel('Astronomy')).toBe('Astronomy');
  });

  it('write pay as the language does', () => {
    expect(PAY_FLOOR_CHOICES.at(-1)?.label).toMatch(/^[\d.]+\s?US\$ al año$/);
  });
});

describe('the answer options in English', () => {
  it('write pay in US dollars, a year and an hour', () => {
    const choice = PAY_FLOOR_CHOICES.find((option) => option.value === '40000');
    expect(choice).toMatchObject({
      label: '$40,000 a year',
      description: 'About $19.23 an hour, full time.',
    });
  });
});

describe('the job zones in Spanish', () => {
  beforeAll(async () => activateLocale('es', await loadMessages('es')));
  afterAll(() => activateLocale('en', {}));

  it('name each zone and what it asks for in Spanish', () => {
    expect(JOB_ZONE_CHOICES[3]).toMatchObject({
      value: '4',
      label: 'Se necesita bastante preparación',
      description: expect.stringContaining('La mayoría pide un título universitario de grado'),
    });
  });
});
