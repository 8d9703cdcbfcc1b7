import type { Suggestion } from '@pathwise/contract';
import { fitSummary } from './use-career-fits';

const suggestion = (reasons: { kind: string; text: string }[]) =>
  ({ fit: 82, fitBand: 'strong', estimate: false, reasons }) as unknown as Suggestion;

describe('fitSummary', () => {
  it('says a career’s fit with the interest reason its list gives', () => {
    const summary = fitSummary(
      suggestion([
        { kind: 'work-values', text: 'It offers what you value.' },
        { kind: 'interest-fit', text: 'You share its Investigative side.' },
      ]),
    );
    expect(summary).toEqual({
      fit: 82,
      fitBand: 'strong',
      estimate: false,
      reason: 'You share its Investigative side.',
    });
  });

  it('gives no reason when the list has no interest reason', () => {
    expect(fitSummary(suggestion([])).reason).toBeNull();
  });
});
