import { SEARCH_MAX_LENGTH, explorerAreaHref, explorerHref } from './explorer-href';

describe('explorerHref', () => {
  it('puts the trimmed search in the address', () => {
    expect(explorerHref('  nurse ')).toBe('/v2/pg-explore?q=nurse');
  });

  it('encodes what could break the address', () => {
    const href = explorerHref('a&b=c #d');
    expect(new URLSearchParams(href.split('?')[1]).get('q')).toBe('a&b=c #d');
  });

  it('opens the whole list for blank text', () => {
    expect(explorerHref('   ')).toBe('/v2/pg-explore');
  });

  it('keeps at most the length the explorer accepts', () => {
    const q = new URLSearchParams(explorerHref('x'.repeat(300)).split('?')[1]).get('q');
    expect(q).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('explorerAreaHref', () => {
  it('narrows the explorer to one area', () => {
    expect(explorerAreaHref('S')).toBe('/v2/pg-explore?area=S');
  });
});
