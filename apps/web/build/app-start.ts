import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the plugin reads of a module of the build graph. */
type ModuleInfo = { importedIds: readonly string[] };
/** What the plugin reads of an output file. */
type OutputInfo = {
  type: string;
  fileName: string;
  imports?: readonly string[];
  moduleIds?: readonly string[];
};

/**
 * The modules `start` imports statically, directly or not, itself included, following only
 * modules of `ownCode`: a library's index would lead to modules the build leaves out.
 */
export function staticModules(
  start: string,
  info: (id: string) => ModuleInfo | null,
  ownCode: RegExp,
): Set<string> {
  const modules = new Set<string>();
  const visit = (id: string) => {
    if (modules.has(id) || !ownCode.test(id)) return;
    modules.add(id);
    info(id)?.importedIds.forEach(visit);
  };
  visit(start);
  return modules;
}

/** A file of the build and every file it imports statically, directly or not. */
function staticFiles(bundle: Record<string, OutputInfo>, start: string): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    bundle[fileName]?.imports?.forEach(visit);
  };
  visit(start);
  return files;
}

/** The files of the chunk holding `startModule`, with their imports, that the entry does not load. */
export function appFiles(
  bundle: Record<string, OutputInfo>,
  entryFile: string,
  startModule: RegExp,
): string[] {
  const app = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.moduleIds?.some((id) => startModule.test(id)),
  );
  if (!app) throw new Error(`No file holds the app's start ${String(startModule)}.`);
  const loadedByEntry = staticFiles(bundle, entryFile);
  return [...staticFiles(bundle, app.fileName)].filter((file) => !loadedByEntry.has(file));
}

/**
 * The page's entry is small: it starts what it can at once (the session check, the current
 * page's code and rows) and imports the app's start module dynamically, so that this early work
 * runs before the app's code is evaluated. For that module, this plugin:
 * - tells which of the app's own modules it imports statically (`has`), for a chunk group of
 *   their own: the app's first code, which would otherwise be scattered over the groups of the
 *   modules it uses;
 * - adds `modulepreload` links for its files to the page's head, so they are fetched from the
 *   first moment, as when the entry imported them statically.
 */
export function appStart(
  startModule: RegExp,
  ownCode: RegExp,
): { plugin: Plugin; has: (id: string) => boolean } {
  let modules = new Set<string>();
  const plugin: Plugin = {
    name: 'flockbook-app-start',
    apply: 'build',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => startModule.test(id));
      if (!start) this.error(`No module matches the app's start ${String(startModule)}.`);
      modules = staticModules(start, (id) => this.getModuleInfo(id), ownCode);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        return appFiles(bundle, entry.fileName, startModule).map((fileName): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
