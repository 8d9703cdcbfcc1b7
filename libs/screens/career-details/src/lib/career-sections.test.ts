import { buildCareerDetails } from '@pathwise/api/testing';
import {
  careerStrongestAreas,
  groupTechnologies,
  helpfulStylesByGroup,
  keyKnowledge,
  missingParts,
  interestRows,
  onetPercent,
  orderTasks,
  orderTechnologies,
  orderWorkValues,
  topSkills,
} from './career-sections';

describe('ordering the sections', () => {
  it('puts core tasks first, keeping their order', () => {
    const tasks = [
      { task: 'a', core: false },
      { task: 'b', core: true },
      { task: 'c', core: false },
      { task: 'd', core: true },
    ];
    expect(orderTasks(tasks).map((task) => task.task)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('keeps the most important skills', () => {
    const skills = [1, 4.5, 3, 5, 2].map((importance) => ({
      name: `skill ${importance}`,
      importance,
      level: null,
    }));
    expect(topSkills(skills, 3).map((skill) => skill.importance)).toEqual([5, 4.5, 3]);
  });

  it('lists hot and in-demand technologies first', () => {
    const tech = (example: string, hot: boolean, inDemand: boolean) => ({
      example,
      category: 'Tools',
      hot,
      inDemand,
    });
    const ordered = orderTechnologies([
      tech('plain', false, false),
      tech('hot', true, false),
      tech('both', true, true),
      tech('demand', false, true),
    ]);
    expect(ordered.map((item) => item.example)).toEqual(['both', 'hot', 'demand', 'plain']);
  });

  it('orders work values by how much the work offers them', () => {
    const values = [
      { name: 'Support', extent: 3.1 },
      { name: 'Achievement', extent: 6.2 },
    ];
    expect(orderWorkValues(values).map((value) => value.name)).toEqual(['Achievement', 'Support']);
  });
});

describe('the interest comparison', () => {
  const career = buildCareerDetails('15-1252.00').interests!;

  it("maps O*NET's 1–7 levels onto a bar", () => {
    expect(onetPercent(1)).toBe(0);
    expect(onetPercent(7)).toBe(100);
    expect(onetPercent(4)).toBe(50);
    expect(onetPercent(0.4)).toBe(0);
  });

  it('gives one row per area with both scales written out', () => {
    const rows = interestRows(career, { R: 25, I: 81.4, A: 75, S: 56, E: 31, C: 19 });
    expect(rows.map((row) => row.name)).toEqual([
      'Realistic',
      'Investigative',
      'Artistic',
      'Social',
      'Enterprising',
      'Conventional',
    ]);
    expect(rows[1]).toMatchObject({
      career: { text: '6.3 of 7' },
      person: { percent: 81.4, text: '81 of 100' },
    });
    expect(interestRows(career, null)[0]?.person).toBeNull();
  });

  it("names the career's strongest areas from O*NET's high points, else its scores", () => {
    expect(careerStrongestAreas('ICR', career)).toEqual(['I', 'C', 'R']);
    expect(careerStrongestAreas('', career)).toEqual(['I', 'C', 'A']);
    expect(careerStrongestAreas('', null)).toEqual([]);
  });
});

describe('what the page shows and says is missing', () => {
  const tech = (example: string, category: string, hot = false, inDemand = false) => ({
    example,
    category,
    hot,
    inDemand,
  });

  it('groups technologies by category, what employers ask for first', () => {
    // Registered Nurses' list began with "Apache Spark" when sorted by name.
    const groups = groupTechnologies([
      tech('Apache Spark', 'Data base management system software'),
      tech('Epic Systems', 'Medical software', true, true),
      tech('Microsoft Excel', 'Spreadsheet software', true),
      tech('MEDITECH', 'Medical software', true),
      tech('Oracle', 'Data base management system software'),
    ]);
    expect(groups.map((group) => group.category)).toEqual([
      'Medical software',
      'Spreadsheet software',
      'Data base management system software',
    ]);
    expect(groups[0]!.items.map((item) => item.example)).toEqual(['Epic Systems', 'MEDITECH']);
  });

  it('names the important knowledge areas, or the three most important when none is', () => {
    const area = (name: string, importance: number) => ({
      name,
      description: '',
      importance,
      level: 3,
    });
    expect(
      keyKnowledge([area('A', 2.1), area('B', 4.2), area('C', 3.0), area('D', 1.2)]).map(
        (k) => k.name,
      ),
    ).toEqual(['B', 'C']);
    expect(
      keyKnowledge([area('A', 2.1), area('B', 2.5), area('C', 1.0), area('D', 1.2)]).map(
        (k) => k.name,
      ),
    ).toEqual(['B', 'A', 'D']);
  });

  it('describes the work styles that matter most, in O*NET’s groups, and names the others that help', () => {
    const style = (name: string, group: string, impact: number) => ({
      name,
      description: '',
      group,
      impact,
      distinctive: null,
    });
    expect(
      helpfulStylesByGroup([
        style('Empathy', 'Interpersonally Oriented', 0.4),
        style('Attention to Detail', 'Conscientious and Rule Oriented', 2.7),
        style('Innovation', 'Proactive and Growth Oriented', 2.5),
        style('Initiative', 'Proactive and Growth Oriented', 1.6),
        style('Adaptability', 'Proactive and Growth Oriented', 2.1),
      ]),
    ).toEqual({
      groups: [
        {
          group: 'Proactive and Growth Oriented',
          styles: [
            expect.objectContaining({ name: 'Innovation' }),
            expect.objectContaining({ name: 'Adaptability' }),
          ],
        },
        {
          group: 'Conscientious and Rule Oriented',
          styles: [expect.objectContaining({ name: 'Attention to Detail' })],
        },
      ],
      alsoHelps: ['Initiative'],
    });
  });

  it('lists what O*NET and BLS do not publish, and nothing for a full career', () => {
    expect(missingParts(buildCareerDetails())).toEqual({ onet: [], bls: [] });
    expect(
      missingParts(buildCareerDetails('15-1252.00', { skills: [], workValues: [], pay: null })),
    ).toEqual({ onet: ['skill ratings', 'work values'], bls: ['pay'] });
  });
});
