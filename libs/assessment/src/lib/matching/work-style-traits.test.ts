import { BIG_FIVE_DOMAINS } from '../big-five/domains';
import { WORK_STYLE_TRAITS } from './work-style-traits';

// The 21 work styles of O*NET 30.1's content model (1.D.1.a to 1.D.4.b), as it names them.
const ONET_WORK_STYLES = [
  'Innovation',
  'Achievement Orientation',
  'Intellectual Curiosity',
  'Tolerance for Ambiguity',
  'Initiative',
  'Adaptability',
  'Self-Confidence',
  'Perseverance',
  'Leadership Orientation',
  'Humility',
  'Sincerity',
  'Empathy',
  'Cooperation',
  'Optimism',
  'Social Orientation',
  'Cautiousness',
  'Attention to Detail',
  'Dependability',
  'Integrity',
  'Stress Tolerance',
  'Self-Control',
];

const facetName = (domain: string, facet: number) =>
  BIG_FIVE_DOMAINS.find((info) => info.domain === domain)?.facetNames[facet - 1];

describe('work styles and personality facets', () => {
  it('links every O*NET work style, and only those, to a facet the test measures', () => {
    expect(Object.keys(WORK_STYLE_TRAITS).sort()).toEqual([...ONET_WORK_STYLES].sort());
    for (const link of Object.values(WORK_STYLE_TRAITS)) {
      expect(link.facet).toBeGreaterThanOrEqual(1);
      expect(link.facet).toBeLessThanOrEqual(6);
      expect(link.because.length).toBeGreaterThan(10);
    }
  });

  it('pairs styles with the facets that describe the same behaviour', () => {
    const pairs = Object.fromEntries(
      Object.entries(WORK_STYLE_TRAITS).map(([style, link]) => [
        style,
        `${facetName(link.domain, link.facet)} ${link.direction}`,
      ]),
    );
    // Read against the facet names, so a renumbering of facets shows up here.
    expect(pairs).toMatchObject({
      'Attention to Detail': 'Orderliness high',
      Dependability: 'Dutifulness high',
      'Achievement Orientation': 'Achievement-Striving high',
      Perseverance: 'Self-Discipline high',
      Cautiousness: 'Cautiousness high',
      Empathy: 'Sympathy high',
      Cooperation: 'Cooperation high',
      Humility: 'Modesty high',
      'Social Orientation': 'Gregariousness high',
      'Leadership Orientation': 'Assertiveness high',
      Optimism: 'Cheerfulness high',
      'Intellectual Curiosity': 'Intellect high',
      Innovation: 'Imagination high',
      'Stress Tolerance': 'Sensitivity to stress low',
      'Self-Control': 'Anger low',
    });
    // Only Neuroticism's facets run the other way round.
    for (const link of Object.values(WORK_STYLE_TRAITS))
      expect(link.direction === 'low').toBe(link.domain === 'N');
  });
});
