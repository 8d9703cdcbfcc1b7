import { buildCareerDetails, buildPersonalityReport } from '@pathwise/api/testing';
import { personalityLinks } from './personality-links';

describe('personalityLinks', () => {
  it('pairs the most distinctive styles, rank first, with the facet each relates to', () => {
    const report = buildPersonalityReport();
    const links = personalityLinks(buildCareerDetails().workStyles, report);
    // The fixture's distinctive styles: Innovation (1), Adaptability (2), Attention to Detail (5).
    expect(links.map((link) => [link.style, link.facet])).toEqual([
      ['Innovation', 'Imagination (Openness to Experience)'],
      ['Adaptability', 'Adventurousness (Openness to Experience)'],
      ['Attention to Detail', 'Orderliness (Conscientiousness)'],
    ]);
    const orderliness = report.domains
      .find((domain) => domain.domain === 'C')!
      .facets.find((facet) => facet.facet === 2)!;
    expect(links[2]!.yours).toMatch(
      new RegExp(
        `^(low|average|high), ${Math.min(99, Math.max(1, Math.round(orderliness.percentile)))}`,
      ),
    );
  });

  it('says nothing for styles that do not stand out, or a report without the facet', () => {
    const styles = buildCareerDetails().workStyles.map((style) => ({
      ...style,
      distinctive: null,
    }));
    expect(personalityLinks(styles, buildPersonalityReport())).toEqual([]);
    expect(personalityLinks(buildCareerDetails().workStyles, { domains: [] })).toEqual([]);
  });
});
