import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, given code as if it were a file of the web app.
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

// The first lint loads the configuration, its parsers and the web app's import graph: seconds
// on a busy machine.
beforeAll(
  () => eslint.lintText('', { filePath: path.join(root, 'apps/web/src/main.tsx') }),
  60_000,
);

/** What the project's own rules say of `code` as the file `file` of `apps/web/src`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('flockbook/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const DOWN =
  'imports point down the layers (lib → components → records → shell → features → samples → app).';

describe('the web layers', () => {
  it('refuse a static import of a higher layer', async () => {
    expect(
      await problems('shell/probe.ts', "import { a } from '../features/home/a.ts';\nexport { a };"),
    ).toEqual([`flockbook/web-layers: shell may not import features/home/a.ts: ${DOWN}`]);
    expect(await problems('lib/probe.ts', "import '../shell/messages/index.ts';")).toEqual([
      `flockbook/web-layers: lib may not import shell/messages/index.ts: ${DOWN}`,
    ]);
  });

  it('refuse a dynamic import(), an export ... from and a type import alike', async () => {
    const code = [
      "export const load = () => import('../../features/home/a.ts');",
      "export { b } from '../../app/b.ts';",
      "export * from '../../shell/c.ts';",
      "export type D = import('../../shell/d.ts').D;",
    ].join('\n');
    expect(await problems('records/components/probe.ts', code)).toEqual([
      `flockbook/web-layers: records may not import features/home/a.ts: ${DOWN}`,
      `flockbook/web-layers: records may not import app/b.ts: ${DOWN}`,
      `flockbook/web-layers: records may not import shell/c.ts: ${DOWN}`,
      `flockbook/web-layers: records may not import shell/d.ts: ${DOWN}`,
    ]);
  });

  it('refuse a feature importing another feature, or a sample', async () => {
    const code =
      "import '../home/a.ts';\nexport const b = () => import('../../template-apps/mail/b.ts');";
    expect(await problems('features/farm-records/probe.ts', code)).toEqual([
      'flockbook/web-layers: features/farm-records may not import features/home/a.ts: features/home is another slice of the features layer.',
      `flockbook/web-layers: features/farm-records may not import template-apps/mail/b.ts: ${DOWN}`,
    ]);
  });

  it('refuse a sample app importing another sample app', async () => {
    expect(await problems('template-apps/mail/probe.ts', "import '../chat/a.ts';")).toEqual([
      'flockbook/web-layers: template-apps/mail may not import template-apps/chat/a.ts: template-apps/chat is another slice of the samples layer.',
    ]);
  });

  it('refuse a computed import() and a folder that no layer names', async () => {
    expect(
      await problems('shell/probe.ts', 'export const load = (name: string) => import(name);'),
    ).toEqual([
      'flockbook/web-layers: A computed import() cannot be checked against the layers: name the file.',
    ]);
    expect(await problems('widgets/probe.ts', 'export const a = 1;')).toEqual([
      'flockbook/web-layers: widgets/probe.ts is in no layer: name its folder in tooling/lint/web-layers.js.',
    ]);
  });

  it('let imports point down, stay within a slice, and a sample page use a feature', async () => {
    const allowed: [string, string][] = [
      [
        'shell/probe.ts',
        "import '../records/a.ts';\nimport '../components/b.ts';\nimport '../lib/c.ts';",
      ],
      ['components/probe.ts', "import '../lib/a.ts';"],
      [
        'features/home/probe.ts',
        "import './a.ts';\nexport const b = () => import('../../shell/b.ts');",
      ],
      [
        'template-pages/faq/probe.ts',
        "import '../../features/home/a.ts';\nimport '../search/b.ts';",
      ],
      ['app/probe.ts', "import '../features/home/a.ts';\nimport '../template-apps/mail/b.ts';"],
      ['main.tsx', "import './app/a.ts';"],
    ];
    for (const [file, code] of allowed) expect(await problems(file, code), file).toEqual([]);
  });
});

describe('test code', () => {
  it('is used by tests only, and a test may use any layer', async () => {
    const code =
      "import { vi } from 'vitest';\nimport { renderRoute } from '../testing/render-route.tsx';\nexport { vi, renderRoute };";
    expect(await problems('shell/probe.ts', code)).toEqual([
      'flockbook/test-code: vitest is test code: only a test, a *.fixture.ts or a file in a testing folder imports it (move or rename this file if only tests use it).',
      'flockbook/test-code: ../testing/render-route.tsx is test code: only a test, a *.fixture.ts or a file in a testing folder imports it (move or rename this file if only tests use it).',
    ]);
    expect(await problems('shell/probe.test.ts', `${code}\nimport '../app/routes.tsx';`)).toEqual(
      [],
    );
  });
});

describe('font weights', () => {
  const refused =
    "flockbook/font-weights: Draw text in the specified weights only (300, 400, 600, or the theme's names for them).";

  it('refuse 500, 700 and bold in styles, conditions, SVG attributes and CSS text', async () => {
    const code = [
      'export const a = { fontWeight: 700 };',
      "export const b = (read: boolean) => ({ fontWeight: read ? 400 : 'bold' });",
      'export const c = { fontWeight: { xs: 500, md: 600 } };',
      'export const d = <text fontWeight="700">TS</text>;',
      'export const e = `strong { font-weight: 800; }`;',
    ].join('\n');
    expect(await problems('shell/probe.tsx', code)).toEqual(Array(5).fill(refused));
  });

  it("let 300, 400, 600 and the theme's weight names through", async () => {
    const code = [
      "export const a = { fontWeight: 600, b: { fontWeight: 'fontWeightBold' } };",
      "export const c = (on: boolean) => ({ fontWeight: on ? '600' : 300 });",
      'export const d = <text fontWeight={400}>TS</text>;',
      'export const e = `b { font-weight: 600; }`;',
    ].join('\n');
    expect(await problems('shell/probe.tsx', code)).toEqual([]);
  });
});

describe('the workspaces', () => {
  it('are reached through their packages, not through relative paths into their files', async () => {
    const code =
      "import { todayIso } from '../../../../packages/contracts/src/values.ts';\nexport { todayIso };";
    expect(await problems('lib/probe.ts', code)).toEqual([
      'flockbook/workspace-imports: Import @flockbook/contracts through an export of its package.json, not its file packages/contracts/src/values.ts.',
    ]);
  });
});

describe('import cycles', () => {
  // On disk, lib/use-translation.ts imports lib/i18n.ts; this i18n.ts imports it back.
  it('are reported with the chain that closes them', async () => {
    const code =
      "import { useTranslation } from './use-translation.ts';\nexport { useTranslation };";
    expect(await problems('lib/i18n.ts', code)).toEqual([
      'flockbook/import-cycles: Import cycle: lib/i18n.ts → lib/use-translation.ts → lib/i18n.ts.',
    ]);
  });

  it('are not reported for the files as they are', async () => {
    const file = path.join(root, 'apps/web/src/lib/use-translation.ts');
    const [result] = await eslint.lintFiles([file]);
    expect(result?.messages).toEqual([]);
  });
});
