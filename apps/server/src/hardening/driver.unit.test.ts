import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// vitest.config.ts runs the suites of this folder on one driver only (PostgreSQL when there is
// one, else PGlite), not on both: that holds while they reach the database only through the
// app's routes.
const folder = new URL('./', import.meta.url);
const thisFile = new URL(import.meta.url).pathname.split('/').pop();
const sources = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && name !== thisFile)
  .map((name) => ({ name, text: readFileSync(new URL(name, folder), 'utf8') }));

/** What a module imports, by specifier, with the names it takes. */
function importsOf(text: string): { names: string; from: string }[] {
  return [...text.matchAll(/import\s+(?:type\s+)?([^;]*?)\s+from\s+'([^']+)'/g)].map((match) => ({
    names: match[1] ?? '',
    from: match[2] ?? '',
  }));
}

const driverModules = /^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/;

it('the hardening suites reach the database only through the routes', () => {
  expect(sources.length).toBeGreaterThan(0);
  for (const { name, text } of sources) {
    for (const { names, from } of importsOf(text)) {
      expect(from, `${name} imports a database driver or query builder`).not.toMatch(driverModules);
      // The demo data is loaded as the app's first start loads it.
      if (from === '@flockbook/db') expect(names, name).toBe('{ seedDemoData }');
    }
    expect(text, `${name} queries the database itself`).not.toMatch(/\.database\.db\b|\bsql`/);
  }
});
