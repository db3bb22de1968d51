import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/*
 * This Chromium's headless mode (156) opens a window for every new context, and each window loads
 * its address bar's pop-up as a web page in a renderer of its own: about 0.5 s of CPU per context
 * on top of the browser process's, spent while the page being timed loads, and spread unevenly
 * over the loads. Neither app has an address bar to show.
 */
const noWindowPages =
  'WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI';

/** Debian's Chromium (or CHROMIUM_PATH), headless, without background traffic or work. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-features=${noWindowPages}`,
    ],
  });
}
