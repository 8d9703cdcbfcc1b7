import { buildPersonalityReport } from '@pathwise/api/testing';
import type { BigFiveTexts } from '@pathwise/assessment/texts';
import { reportScript } from './report-script';

/** The report the stories show: high Openness and Agreeableness, average elsewhere. */
const report = buildPersonalityReport();

let english: BigFiveTexts;
let german: BigFiveTexts;
beforeAll(async () => {
  // The real texts the page shows, loaded the way the page loads them.
  const { loadBigFiveTexts } = await import('@pathwise/assessment/texts');
  [english, german] = await Promise.all([loadBigFiveTexts('en'), loadBigFiveTexts('de')]);
});

describe('reportScript', () => {
  it('reads the summary as plain paragraphs, highest percentile first', () => {
    expect(reportScript(report, 'own', english)).toBe(
      [
        'Your results at a glance: the five broad traits, from the highest percentile to the lowest.',
        'We compared your answers with those of women aged 21 to 40.',
        'Openness to Experience: your level is high. That is higher than 88 of 100 people in the comparison group. How much you tend to be drawn to new ideas, experiences and ways of doing things, compared with the familiar and proven.',
        "Agreeableness: your level is high. That is higher than 72 of 100 people in the comparison group. How much you tend to focus on trust, cooperation and other people's needs, compared with your own views and interests.",
        'Conscientiousness: your level is average. That is higher than 55 of 100 people in the comparison group. Conscientiousness is about how you tend to plan, organise and follow through on tasks and goals.',
        'Extraversion: your level is average. That is higher than 48 of 100 people in the comparison group. How much you seek out people, activity and excitement, and how much energy you get from them.',
        'Neuroticism: your level is low. That is higher than 21 of 100 people in the comparison group. How strongly and how often you feel things like worry, frustration and low mood, and how quickly they settle again.',
        "A percentile isn't a mark out of 100, and there are no good or bad results: both ends of every trait have their own strengths.",
      ].join('\n\n'),
    );
  });

  it('speaks of "their" results for a shared report', () => {
    const script = reportScript(report, 'shared', english);
    expect(script).toMatch(/^Results at a glance/);
    expect(script).toContain('We compared their answers with those of women aged 21 to 40.');
    expect(script).toContain('Neuroticism: their level is low.');
    expect(script).not.toMatch(/\byour\b/i);
  });

  it('leaves out descriptions that are not in English, or not loaded yet', () => {
    const inGerman = reportScript(report, 'own', german);
    expect(inGerman).not.toContain(german.domains.O.shortDescription);
    expect(inGerman).toContain('Openness to Experience: your level is high.');
    expect(reportScript(report, 'own', null)).toContain(
      'Extraversion: your level is average. That is higher than 48 of 100 people in the comparison group.\n\n',
    );
  });

  it('says plainly when the comparison group is a stand-in, without brackets', () => {
    const script = reportScript(
      buildPersonalityReport({
        normGroup: {
          label: 'women and men aged 21 to 40 (the average of the two groups)',
          sex: 'both',
          ageBand: '21-40',
          approximate: true,
        },
      }),
      'own',
      english,
    );
    expect(script).toContain(
      "We compared your answers with those of women and men aged 21 to 40, the average of the two groups. Because we don't know your age or sex, we compared you with the average of men and women aged 21 to 40, so these percentiles are an approximation.",
    );
    expect(script).not.toMatch(/[()]/);
  });

  it('never claims 0 or 100 in the percentile words', () => {
    const extreme = buildPersonalityReport({
      domains: report.domains.map((domain) =>
        domain.domain === 'N' ? { ...domain, percentile: 0.2 } : domain,
      ),
    });
    expect(reportScript(extreme, 'own', english)).toContain(
      'That is lower than 99 of 100 people in the comparison group.',
    );
  });
});
