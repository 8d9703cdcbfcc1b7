import { buildCareerDetails } from '@pathwise/api/testing';
import { careerHead, scriptJson } from './career-head';

const ORIGIN = 'https://pathwise.example';

/** The JSON-LD the head carries, read back as a search engine would. */
const structured = (tags: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)![1]!) as Record<
    string,
    unknown
  >;

describe('a career page head', () => {
  const career = buildCareerDetails('15-1252.00');

  it('names the career, its address and the same page in each language', () => {
    const head = careerHead(career, 'en', ORIGIN);
    expect(head.title).toBe(`${career.title} · Pathwise`);
    expect(head.tags).toContain(
      `<link rel="canonical" href="${ORIGIN}/v2/pg-career-details?code=15-1252.00">`,
    );
    expect(head.tags).toContain(
      `<link rel="alternate" hreflang="es" href="${ORIGIN}/es/v2/pg-career-details?code=15-1252.00">`,
    );
    expect(head.tags).toContain(`<meta property="og:title" content="${career.title}">`);
    const spanish = careerHead(career, 'es', ORIGIN);
    expect(spanish.tags).toContain(
      `<link rel="canonical" href="${ORIGIN}/es/v2/pg-career-details?code=15-1252.00">`,
    );
  });

  it('leads the description with the median pay, and keeps it short', () => {
    const head = careerHead(career, 'en', ORIGIN);
    const median = career.pay!.annual!.median!;
    expect(head.description).toContain(`$${median.toLocaleString('en-US')} a year`);
    expect(head.description.length).toBeLessThanOrEqual(200);
  });

  it('describes the occupation in schema.org terms, with BLS pay as published', () => {
    const data = structured(careerHead(career, 'en', ORIGIN).tags);
    const pay = career.pay!.annual!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Occupation',
      name: career.title,
      occupationalCategory: { '@type': 'CategoryCode', codeValue: '15-1252.00' },
      estimatedSalary: [
        {
          '@type': 'MonetaryAmountDistribution',
          currency: 'USD',
          duration: 'P1Y',
          median: pay.median,
        },
      ],
    });
  });

  it('gives hourly pay by the hour, and no salary where BLS publishes none', () => {
    const hourly = buildCareerDetails('15-1252.00', {
      pay: {
        ...career.pay!,
        annual: null,
        hourly: { p10: 12, p25: 14, median: 17.5, p75: 21, p90: 25 },
      },
    });
    expect(structured(careerHead(hourly, 'en', ORIGIN).tags)['estimatedSalary']).toEqual([
      expect.objectContaining({ duration: 'PT1H', median: 17.5, percentile10: 12 }),
    ]);
    const unpaid = buildCareerDetails('15-1252.00', { pay: null });
    expect(structured(careerHead(unpaid, 'en', ORIGIN).tags)).not.toHaveProperty('estimatedSalary');
    expect(careerHead(unpaid, 'en', ORIGIN).description).not.toMatch(/pay/i);
  });

  it('cannot be broken out of by the data it carries', () => {
    const hostile = buildCareerDetails('15-1252.00', {
      title: '</script><script>alert(1)</script> "Nurses" & <b>',
      description: '<!-- --> </script>',
    });
    const { tags } = careerHead(hostile, 'en', ORIGIN);
    expect(tags.match(/<script/g)).toHaveLength(1);
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(tags).not.toContain('<b>');
    expect(structured(tags)['name']).toBe(hostile.title);
    expect(JSON.parse(scriptJson({ text: '</script>\u2028' }))).toEqual({
      text: '</script>\u2028',
    });
  });
});
