import { describe, expect, it } from 'vitest';
import { MAX_NESTING, NESTING_MESSAGE, TEXT_MESSAGES, textFault, textFaultsIn } from './text.ts';

describe('textFault', () => {
  it('takes ordinary text in any script, with tabs and line breaks', () => {
    for (const text of ['Ali Khan', 'Çiftlik Ağıl', 'مزرعة الشمس', 'two\nlines\tand\r\n', '🐔'])
      expect(textFault(text)).toBeUndefined();
  });

  it('refuses control characters and unpaired surrogates', () => {
    expect(textFault('a\u0000b')).toBe(TEXT_MESSAGES.control);
    expect(textFault('bell\u0007')).toBe(TEXT_MESSAGES.control);
    expect(textFault('del\u007f')).toBe(TEXT_MESSAGES.control);
    expect(textFault('lone \ud800')).toBe(TEXT_MESSAGES.surrogate);
    expect(textFault('\udc00 low first')).toBe(TEXT_MESSAGES.surrogate);
  });
});

describe('textFaultsIn', () => {
  it('finds faults at any depth by path, keys included', () => {
    const faults = textFaultsIn({
      name: 'ok',
      notes: 'x\u0000',
      items: [{ label: '\ud800' }],
      ['bad\u0001key']: 1,
    });
    expect(faults).toEqual(
      expect.arrayContaining([
        { path: ['notes'], message: TEXT_MESSAGES.control },
        { path: ['items', 0, 'label'], message: TEXT_MESSAGES.surrogate },
        { path: [], message: TEXT_MESSAGES.control },
      ]),
    );
    expect(faults).toHaveLength(3);
  });

  it('refuses nesting deeper than any request needs, without exhausting the stack', () => {
    let nested: unknown = 'end';
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(textFaultsIn(nested)).toEqual([{ path: [0], message: NESTING_MESSAGE }]);
    let shallow: unknown = 'end';
    for (let depth = 0; depth < MAX_NESTING; depth += 1) shallow = [shallow];
    expect(textFaultsIn(shallow)).toEqual([]);
  });
});
