import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

/*
 * This Chromium's headless mode (156) gives each new context a window whose address-bar pop-up
 * is a web page in a renderer of its own: about 0.5 s of CPU per context, and 0.14 s more in the
 * browser process, spent while the page under test loads. No spec uses it, and the benchmark
 * (which launches with these flags too) times pages, not that work.
 */
const windowPagesOff =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  windowPagesOff,
];

/**
 * Path of the Chromium binary the specs drive: `CHROMIUM_PATH` when set, else Debian's package.
 * Throws when none exists, so a machine without a browser fails the run instead of skipping it.
 */
export function resolveChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [env.CHROMIUM_PATH, debianChromium].filter(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.length > 0,
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined) {
    throw new Error(
      `Chromium was not found (looked at ${candidates.join(', ')}). ` +
        'Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}
