import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BrowserFlagRule, browserFlagScript } from './browser-flag';

const RULE: BrowserFlagRule = {
  name: 'saved-careers',
  anyOf: ['pathwise:favourites', 'pathwise:verdicts'],
  noneOf: ['pathwise:signed-in'],
  hash: '#saved-careers',
};

/** Runs the script as the page would while its HTML is read, and says whether <html> is marked. */
function marked(rule: BrowserFlagRule = RULE): boolean {
  document.documentElement.removeAttribute(`data-${rule.name}`);
  new Function(browserFlagScript(rule))();
  return document.documentElement.hasAttribute(`data-${rule.name}`);
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('browserFlagScript', () => {
  it('marks the page when one of the keys is stored', () => {
    expect(marked()).toBe(false);
    localStorage.setItem('pathwise:verdicts', '[]');
    expect(marked()).toBe(true);
  });

  it('leaves it unmarked when a key it must not see is stored too', () => {
    localStorage.setItem('pathwise:favourites', '[]');
    localStorage.setItem('pathwise:signed-in', '1');
    expect(marked()).toBe(false);
  });

  it('marks it for an address that leads to the part, stored keys or not', () => {
    window.history.replaceState(null, '', '/v2/pg-explore#saved-careers');
    expect(marked()).toBe(true);
    window.history.replaceState(null, '', '/v2/pg-explore#elsewhere');
    expect(marked()).toBe(false);
  });

  it("marks it when the owning library's own rule holds, unless a key it must not see is stored", () => {
    const rule = {
      name: 'x',
      anyOf: [],
      noneOf: ['pathwise:signed-in'],
      alsoWhen: 'location.pathname==="/yes"',
    };
    expect(marked(rule)).toBe(false);
    window.history.replaceState(null, '', '/yes');
    expect(marked(rule)).toBe(true);
    localStorage.setItem('pathwise:signed-in', '1');
    expect(marked(rule)).toBe(false);
  });

  it('does nothing, and throws nothing, where storage is switched off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => marked()).not.toThrow();
    expect(marked()).toBe(false);
  });

  it('cannot end the script element early, whatever the keys hold', () => {
    const script = browserFlagScript({ name: 'x', anyOf: ['</script><b>'] });
    expect(script).not.toContain('</');
    localStorage.setItem('</script><b>', '1');
    expect(marked({ name: 'x', anyOf: ['</script><b>'] })).toBe(true);
  });
});
