/**
 * `npm test`: every suite, on as much of the machine as they can use together. The story tests
 * run in one Vitest process; the node suites (unit, server, package) in another beside it, and
 * the journeys start as soon as those are done, while the stories are still running. In one
 * `vitest run && playwright test` the stories' last minute and a half ran alone on about 80 %
 * of two cores before the journeys could start (decisions 0116, 0117). Output of the two lines
 * of work interleaves; each suite still ends with its own summary, and the exit code fails when
 * any suite fails.
 */
import { spawn } from 'node:child_process';

/** a larger young generation: the suites allocate much short-lived data (decision 0116) */
const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=32`.trim(),
};

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const npx = (...args: string[]) => run('npm', ['exec', '--', ...args]);

const [stories, rest] = await Promise.all([
  npx('vitest', 'run', '--project', 'storybook'),
  (async () => {
    const node = await npx(
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'server*',
      '--project',
      'package',
    );
    // as `vitest run && playwright test` did: no journeys on top of a failed suite
    if (node !== 0) return node;
    return run('npm', ['run', 'test:e2e']);
  })(),
]);
process.exit(stories || rest ? 1 : 0);
