import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { artifactsDir } from './paths.ts';

const namePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Saves a full-page screenshot to `e2e/artifacts/<name>.png` and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  if (!namePattern.test(name)) {
    throw new Error(`Screenshot name "${name}" must be kebab-case (letters, digits, dashes).`);
  }
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
