// Prints the versions CI runs with and fails early when Node.js is older than the
// `engines.node` range of the root package.json (a plain script: it runs before `npm ci`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const required = String(rootPackage.engines?.node ?? '>=0').replace(/^>=\s*/, '');

function parts(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

function atLeast(actual, minimum) {
  const a = parts(actual);
  const m = parts(minimum);
  for (let index = 0; index < Math.max(a.length, m.length); index += 1) {
    const difference = (a[index] ?? 0) - (m[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

function versionOf(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split('\n')[0];
  } catch {
    return 'not found';
  }
}

const report = {
  node: process.version,
  npm: versionOf('npm', ['--version']),
  chromium: versionOf(process.env.CHROMIUM_PATH || '/usr/bin/chromium', ['--version']),
  psql: versionOf('psql', ['--version']),
};
for (const [tool, version] of Object.entries(report)) {
  console.log(`${tool.padEnd(9)} ${version}`);
}

if (!atLeast(process.version, required)) {
  console.error(
    `Node.js ${required} or newer is required (package.json engines), found ${process.version}.`,
  );
  process.exit(1);
}
