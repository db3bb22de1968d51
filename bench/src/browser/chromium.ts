import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { chromiumArgs, resolveChromiumPath } from '@flockbook/e2e/chromium';

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, with the flags of the project's browser tests:
 * without background traffic, nor the pages Chromium loads for a window of its own.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: resolveChromiumPath(), args: chromiumArgs });
}
