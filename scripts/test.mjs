// The whole test run (`npm test`). Stages that need nothing from each other and each keep one
// core busy run side by side (the type checker, the linter and the build); a phase starts once
// the one before it has passed. Vitest and the browser tests each fill both cores by
// themselves: side by side on two cores they took 2,257 s and 2,523 s, against 423 s and 641 s
// alone, and the browser's waits ran out, so they run one after the other.
// Every stage's time is printed at the end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** Phases in order; the stages of one phase run at the same time. Each is an npm script. */
const phases = [['typecheck', 'lint', 'build'], ['test:unit'], ['test:browser']];

/** Runs `npm run <stage>`; with `prefix`, its output lines are marked with the stage's name. */
function runStage(stage, prefix) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', stage], {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${stage}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${stage}] ${rest}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const passed = code === 0;
      console.log(`\n${stage}: ${passed ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      resolve({ stage, passed: passed && signal === null, seconds });
    });
  });
}

/**
 * CPU seconds used so far by the finished stages and everything they started (Linux counts a
 * waited-for child's time into its parent's), or undefined where /proc is not there. Beside the
 * wall time it tells a slow stage from a machine that gave it little of its cores.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat (cutime, cstime), in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const cores = availableParallelism();
const started = performance.now();
const results = [];
const phaseUse = [];
let failed = false;
for (const phase of phases) {
  const cpuBefore = childCpuSeconds();
  const wallBefore = performance.now();
  const outcomes = await Promise.all(phase.map((stage) => runStage(stage, phase.length > 1)));
  const cpuAfter = childCpuSeconds();
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const wall = (performance.now() - wallBefore) / 1000;
    const cpu = cpuAfter - cpuBefore;
    phaseUse.push(
      `  ${phase.join(' + ').padEnd(26)} ${cpu.toFixed(0).padStart(5)} CPU s over ${wall.toFixed(0)} s` +
        ` (${((100 * cpu) / (wall * cores)).toFixed(0)} % of ${cores} cores; load ${loadavg()[0].toFixed(1)})`,
    );
  }
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.passed)) {
    failed = true;
    break;
  }
}

const total = (performance.now() - started) / 1000;
console.log('\nStage times:');
for (const { stage, passed, seconds } of results) {
  console.log(
    `  ${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s  ${passed ? '' : 'FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(0).padStart(5)} s`);
if (phaseUse.length > 0) console.log(`\nCPU use by phase:\n${phaseUse.join('\n')}`);
process.exitCode = failed ? 1 : 0;
