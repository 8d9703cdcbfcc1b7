import { buildCareerDetails } from '@pathwise/api/testing';
import { PAGE_SEED_ID, readPageSeed } from './page-seed';

/** A document whose seed element holds `text`. */
function pageWith(text: string | null) {
  const doc = document.implementation.createHTMLDocument();
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_SEED_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('the page seed', () => {
  it('reads the careers the server rendered the page from, and those it knew are missing', () => {
    const career = buildCareerDetails('15-1252.00');
    const seed = readPageSeed(
      pageWith(JSON.stringify({ careers: { '15-1252.00': career, '99-9999.99': null } })),
    );
    expect(seed.careers?.['15-1252.00']?.title).toBe(career.title);
    expect(seed.careers?.['99-9999.99']).toBeNull();
  });

  it('drops what is damaged, so the screen asks the API as usual', () => {
    expect(readPageSeed(pageWith(null))).toEqual({});
    expect(readPageSeed(pageWith('{not json'))).toEqual({});
    expect(readPageSeed(pageWith('[]'))).toEqual({});
    expect(readPageSeed(pageWith('{"careers": 3}'))).toEqual({});
    // A career filed under another code than its own is not trusted.
    const other = buildCareerDetails('15-1252.00');
    expect(
      readPageSeed(pageWith(JSON.stringify({ careers: { '29-1141.00': other, x: 'text' } }))),
    ).toEqual({ careers: {} });
  });
});
