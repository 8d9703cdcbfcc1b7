import { lineOfText } from './text';
import { TEXT_MESSAGES } from './text-rules';

const name = lineOfText({ max: 60 });
const messageOf = (value: unknown) => name.safeParse(value).error?.issues[0]?.message;

describe('a line of text', () => {
  it('is trimmed and NFC-normalised', () => {
    // "e" followed by a combining acute accent becomes the one character "é".
    expect(name.parse('  Rene\u0301e  ')).toBe('Ren\u00e9e');
    expect(name.parse('Zoë 🌱')).toBe('Zoë 🌱');
    expect(name.parse('محمد')).toBe('محمد');
  });

  it('keeps the joiners emoji and some scripts are written with', () => {
    // A family emoji (joined by U+200D) and a Persian word with a zero-width non-joiner.
    expect(name.parse('Sam 👩\u200d👩\u200d👧')).toBe('Sam 👩\u200d👩\u200d👧');
    expect(name.parse('می\u200cخواهم')).toBe('می\u200cخواهم');
  });

  it.each([
    ['a NUL', 'a\u0000b', TEXT_MESSAGES.control],
    ['only a NUL', '\u0000', TEXT_MESSAGES.control],
    ['a line break', 'Sam\nSmith', TEXT_MESSAGES.control],
    ['an escape', 'Sam\u001b[31m', TEXT_MESSAGES.control],
    ['a lone high surrogate', '\ud800', TEXT_MESSAGES.brokenCharacter],
    ['a lone low surrogate', 'a\udc00b', TEXT_MESSAGES.brokenCharacter],
    ['a right-to-left override', 'abc\u202Etxt.exe', TEXT_MESSAGES.bidi],
    ['a directional isolate', '\u2067Sam', TEXT_MESSAGES.bidi],
    ['only zero-width spaces', '\u200b\u200b', TEXT_MESSAGES.invisible],
    ['only a word joiner and a byte-order mark', '\u2060\ufeff', TEXT_MESSAGES.invisible],
    ['only a Hangul filler', '\u3164', TEXT_MESSAGES.invisible],
    ['only spaces', '   ', TEXT_MESSAGES.invisible],
    ['a zero-width space inside a name', 'Sam\u200bSmith', TEXT_MESSAGES.zeroWidth],
    ['a byte-order mark inside', 'Sam\ufeffSmith', TEXT_MESSAGES.zeroWidth],
    ['a soft hyphen', 'Ro\u00adbin', TEXT_MESSAGES.zeroWidth],
    ['a noncharacter', 'Sam\ufffe', TEXT_MESSAGES.brokenCharacter],
    ['a noncharacter from the Arabic block', 'Sam\ufdd0', TEXT_MESSAGES.brokenCharacter],
    ['a noncharacter beyond the first plane', 'Sam\u{10ffff}', TEXT_MESSAGES.brokenCharacter],
  ])('refuses %s with a message', (_, value, message) => {
    expect(messageOf(value)).toBe(message);
  });

  it('keeps its length limit, counted after trimming', () => {
    expect(name.safeParse(` ${'x'.repeat(60)} `).success).toBe(true);
    expect(messageOf('x'.repeat(61))).toBe('Use at most 60 characters.');
  });

  it('may be left empty where nothing visible is needed', () => {
    expect(lineOfText({ max: 10, visible: false }).parse('  ')).toBe('');
    expect(lineOfText({ max: 10, visible: false }).safeParse('a\u0000').success).toBe(false);
  });
});
