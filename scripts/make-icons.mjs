// Draws the installable app's icons (apps/web/public/icons/) from the favicon's design, with
// the browser the browser tests use: `node scripts/make-icons.mjs`. Run it again after changing
// apps/web/public/favicon.svg, and commit the pictures it writes.
import { mkdir, readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const iconsDir = new URL('icons/', publicDir);
const favicon = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const background = /<rect[^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(favicon)?.[1] ?? '#1E3A5F';
// The favicon's egg without its rounded tile: a maskable icon fills its whole square and keeps
// what matters inside the central circle (80% of the width), which the platform may crop to.
const egg = favicon.replace(/<rect[^>]*\/>/, '');

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'apple-touch-icon-180.png', size: 180, svg: favicon.replace(/ rx="\d+"/, '') },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: egg.replace('viewBox="0 0 64 64"', 'viewBox="-16 -16 96 96"'),
    fill: background,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  await mkdir(iconsDir, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<body style="margin:0;background:${icon.fill ?? 'transparent'}">${sized}</body>`,
    );
    await page.screenshot({
      path: new URL(icon.file, iconsDir).pathname,
      omitBackground: !icon.fill,
    });
    await page.close();
    console.log(`apps/web/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
