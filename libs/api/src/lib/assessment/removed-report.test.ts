import type { CreatedPersonalityReport } from '@pathwise/contract';
import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../../messages';
import { removedReportNotice } from './removed-report';

const made = (removedReport: CreatedPersonalityReport['removedReport']) =>
  ({ removedReport }) as CreatedPersonalityReport;
const removed = {
  id: '0b9c1c1e-1b1f-4c55-9c1a-0f5d3c7d9a10',
  createdAt: '2026-03-03T12:00:00.000Z',
};

describe('the notice of a report removed to make room', () => {
  it('is there only when the API says a report went', () => {
    expect(removedReportNotice(made(null))).toBeNull();
  });

  it("names the removed report's day and what Pathwise keeps", () => {
    expect(removedReportNotice(made(removed))).toEqual({
      // The English of the browser here: United States.
      title: 'Your oldest report, from March 3, 2026, was removed',
      description:
        'Pathwise keeps your 20 most recent reports, plus any you are sharing, for as long as you share them.',
    });
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('says the same, with the day as Spanish writes it', () => {
      expect(removedReportNotice(made(removed))?.title).toBe(
        'Se ha eliminado tu informe más antiguo, del 3 de marzo de 2026',
      );
    });
  });
});
