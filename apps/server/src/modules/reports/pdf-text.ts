import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * DejaVu Sans, regular and bold: it draws Turkish and Arabic letters, and its licence lets
 * the PDF embed it (pdfkit embeds only the glyphs a report uses). Read once per process.
 */
export function pdfFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

// pdfkit writes a line left to right, one space-separated word at a time, and fontkit shapes
// each word, reversing it when its script runs right to left. An Arabic word alone thus comes
// out joined and in reading order, but the words of an Arabic name would stand left to right.
// `pdfText` joins each right-to-left run with no-break spaces into one word that fontkit
// reverses whole; numbers in it are reversed beforehand and brackets swapped, so that they
// come out as written.

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const NUMBER = /\p{Nd}+(?:[.,:/-]\p{Nd}+)*/gu;
const BRACKETS = /[()[\]{}<>«»]/g;
const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};
const NO_BREAK_SPACE = '\u00a0';

type Direction = 'rtl' | 'ltr' | 'neutral';
const directionOf = (word: string): Direction =>
  RTL_LETTER.test(word) ? 'rtl' : LETTER.test(word) ? 'ltr' : 'neutral';

/** Whether the next word with letters after `index` is right to left. */
function rtlFollows(directions: Direction[], index: number): boolean {
  return directions.slice(index + 1).find((direction) => direction !== 'neutral') === 'rtl';
}

/** Right-to-left words as one word that fontkit's reversal puts in reading order. */
function rtlRun(words: string[]): string {
  return words
    .join(NO_BREAK_SPACE)
    .replace(NUMBER, (number) => [...number].reverse().join(''))
    .replace(BRACKETS, (bracket) => MIRROR[bracket] ?? bracket);
}

/** Text as pdfkit must be given it to show right-to-left words (Arabic, Hebrew) legibly. */
export function pdfText(text: string): string {
  if (!RTL_LETTER.test(text)) return text;
  const words = text.split(' ');
  const directions = words.map(directionOf);
  const parts: string[] = [];
  let index = 0;
  while (index < words.length) {
    if (directions[index] !== 'rtl') {
      parts.push(words[index] ?? '');
      index += 1;
      continue;
    }
    // Numbers after right-to-left words, and marks between them, read with them.
    let end = index + 1;
    while (
      end < words.length &&
      (directions[end] === 'rtl' ||
        (directions[end] === 'neutral' &&
          (DIGIT.test(words[end] ?? '') || rtlFollows(directions, end))))
    ) {
      end += 1;
    }
    const run = rtlRun(words.slice(index, end));
    // The space after the run is laid out with it and so lands on its left; a no-break space
    // at its start keeps the gap on its right.
    parts.push(end < words.length ? `${NO_BREAK_SPACE}${run}` : run);
    index = end;
  }
  return parts.join(' ');
}
