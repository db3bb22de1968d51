// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The one way of keeping texts (ADR 0006, "Keeping texts"): each part's texts sit in its own
 * `locales/` folder, English with its type and Turkish and Arabic of that type, and a group of
 * the translator's texts is read through `useTextGroup` alone.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['en', 'tr', 'ar'];
/** Where `returnObjects` may be named: the translator's option and the one typed helper. */
const GROUP_READERS = ['lib/translator.ts', 'lib/use-translation.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => {
  const name = relative(SRC, path).split(sep).join('/');
  const text = readFileSync(path, 'utf8');
  return { name, text, source: ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true) };
});

const inLocales = (name: string) => name.split('/').includes('locales');
const where = (source: ts.SourceFile, node: ts.Node) =>
  `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

/** A text in the code: a word or a group of words, not a colour. */
function isInlineText(node: ts.Expression): boolean {
  if (ts.isObjectLiteralExpression(node)) return true;
  return ts.isStringLiteralLike(node) && !/^#[0-9a-f]{3,8}$/i.test(node.text);
}

/** Objects that give a text in each language inline: `{ en: {…}, tr: {…}, ar: {…} }`. */
function inlineLanguageSets(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const languages = node.properties.filter(
        (property): property is ts.PropertyAssignment =>
          ts.isPropertyAssignment(property) && LANGUAGES.includes(property.name.getText(source)),
      );
      if (
        languages.length === LANGUAGES.length &&
        languages.some((language) => isInlineText(language.initializer))
      ) {
        found.push(where(source, node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Exported constants of a Turkish or Arabic file without the English file's type. */
function untypedTranslations(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return [];
    return statement.declarationList.declarations
      .filter((declaration) => !declaration.type)
      .map((declaration) => where(source, declaration));
  });
}

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** The plural forms each language's counted texts give (`Intl.PluralRules` categories). */
const PLURAL_FORMS: Record<string, string[]> = {
  en: ['one', 'other'],
  tr: ['one', 'other'],
  ar: PLURAL_CATEGORIES,
};

/** Counted texts (objects of plural forms only) whose forms are not the language's. */
function wrongPluralForms(source: ts.SourceFile, language: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map((property) => property.name?.getText(source) ?? '');
      const counted =
        names.length > 1 &&
        names.includes('other') &&
        names.every((name) => PLURAL_CATEGORIES.includes(name));
      const expected = PLURAL_FORMS[language] ?? [];
      if (counted && [...names].sort().join() !== [...expected].sort().join()) {
        found.push(`${where(source, node)}: ${names.join(', ')}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('where texts are kept', () => {
  it('keeps no texts of several languages inline outside a locales folder', () => {
    const found = files
      .filter((file) => !inLocales(file.name))
      .flatMap((file) => inlineLanguageSets(file.source));
    expect(found).toEqual([]);
  });

  it('gives every locales folder an English file with its type and typed Turkish and Arabic', () => {
    const names = new Set(files.map((file) => file.name));
    const folders = [...names].filter((name) => /(^|\/)locales\/(.+\/)?en\.ts$/.test(name));
    expect(folders.length).toBeGreaterThan(0);
    const problems = folders.flatMap((english) => {
      const folder = english.slice(0, -'en.ts'.length);
      const source = files.find((file) => file.name === english)!.source;
      const typed = source.statements.some(
        (s) =>
          (ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) &&
          s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
      );
      return [
        ...(typed ? [] : [`${english}: exports no type of its texts`]),
        ...['tr.ts', 'ar.ts'].flatMap((language) => {
          const file = files.find((entry) => entry.name === folder + language);
          if (!file) return [`${folder}${language}: missing`];
          return untypedTranslations(file.source).map(
            (place) => `${place}: not of the English type`,
          );
        }),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('gives every counted text the plural forms of its language: Arabic all six', () => {
    const found = files.flatMap((file) => {
      const language = /(^|\/)locales\/(.+\/)?(en|tr|ar)\.ts$/.exec(file.name)?.[3];
      return language ? wrongPluralForms(file.source, language) : [];
    });
    expect(found).toEqual([]);
  });

  it('reads a group of the translator’s texts only through the typed helper', () => {
    const found = files
      .filter((file) => !GROUP_READERS.includes(file.name) && file.text.includes('returnObjects'))
      .map((file) => file.name);
    expect(found).toEqual([]);
  });
});
