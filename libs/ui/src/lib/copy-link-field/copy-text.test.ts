import { copyText } from './copy-text';

function linkField(text: string) {
  const field = document.createElement('input');
  field.value = text;
  document.body.append(field);
  return field;
}

describe('copyText', () => {
  afterEach(() => document.body.replaceChildren());

  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn(async () => undefined);
    const copySelection = vi.fn(() => true);
    await expect(
      copyText('a link', null, { clipboard: { writeText }, copySelection }),
    ).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('a link');
    expect(copySelection).not.toHaveBeenCalled();
  });

  it('copies the selected link the older way when the Clipboard API is missing or refuses', async () => {
    for (const clipboard of [undefined, { writeText: () => Promise.reject(new Error('denied')) }]) {
      const field = linkField('https://example.com/a');
      let selected = '';
      const copySelection = () => {
        selected = field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
        return true;
      };
      await expect(copyText(field.value, field, { clipboard, copySelection })).resolves.toBe(
        'copied',
      );
      expect(selected).toBe('https://example.com/a');
    }
  });

  it('leaves the link selected for copying by hand when nothing can copy it', async () => {
    const field = linkField('https://example.com/b');
    const refused = { writeText: () => Promise.reject(new Error('denied')) };
    const throws = () => {
      throw new Error('not supported');
    };
    await expect(
      copyText(field.value, field, { clipboard: refused, copySelection: throws }),
    ).resolves.toBe('selected');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    // With nothing on screen to select, the older way would copy whatever else is selected.
    const copySelection = vi.fn(() => true);
    await expect(copyText('x', null, { copySelection })).resolves.toBe('selected');
    expect(copySelection).not.toHaveBeenCalled();
  });
});
