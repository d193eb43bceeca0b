// `pnpm test`: the server's tests, the long pole (API on both databases, browser, durability), start at once
// after the web build they need; every package's type check and the other packages' tests run beside them at
// a lower CPU priority, filling the time the server's tests spend waiting. Fails if either side fails.
import { spawn } from 'node:child_process';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });

const turbo = (...args) => ['exec', 'turbo', 'run', ...args];

const lower = (args) => run('nice', ['-n', '10', 'pnpm', ...args]);
const codes = await Promise.all([
  run('pnpm', turbo('test', '--filter=@quanta/server')),
  lower(turbo('typecheck', '--concurrency=2')),
  lower(turbo('test', '--filter=!@quanta/server', '--concurrency=2')),
]);
process.exit(Math.max(...codes));
