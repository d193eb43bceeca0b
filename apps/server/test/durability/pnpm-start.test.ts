import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { freePort } from './server-process';

/** A process's children and theirs, from /proc. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portOpen = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

describe('pnpm start', () => {
  let pnpm: ChildProcess | undefined;
  let started: number[] = [];
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const pid of [pnpm?.pid, ...started]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('passes SIGTERM on to the server, which drains and exits, leaving no process and no open port', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'quanta-start-'));
    const port = await freePort();
    // Generous for a busy machine: the drain itself, with nothing in flight, takes well under a second.
    const drainSeconds = 10;
    let output = '';
    // pnpm itself as the child (not a shell wrapper around it), as a terminal or a service manager runs it.
    const pnpmCli = process.env.npm_execpath ?? execSync('command -v pnpm', { encoding: 'utf8' }).trim();
    pnpm = spawn(process.execPath, [pnpmCli, 'start'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        ADMIN_PASSWORD: 'start-test-password',
        DRAIN_SECONDS: String(drainSeconds),
        LOG_FORMAT: 'json',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pnpm.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    pnpm.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    const exited = new Promise<number | null>((done) => pnpm?.once('exit', (code) => done(code)));

    // The build is a cache hit (the durability set-up ran the same turbo command), then the server starts.
    // Ready means this server said it serves (after it listens) and answers: a port freed by the probe can be taken
    // meanwhile by another test's server, whose health check alone would pass.
    await expect
      .poll(
        async () => {
          if (pnpm?.exitCode !== null) throw new Error(`pnpm start exited:\n${output}`);
          if (!output.includes(`Quanta is serving on http://localhost:${port}`)) return 'starting';
          return (await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined))?.status;
        },
        { timeout: 90_000, interval: 100 },
      )
      .toBe(200);
    started = descendants(pnpm.pid as number);
    const commands = started.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
    expect(started.length).toBeGreaterThan(0);

    const signalled = Date.now();
    pnpm.kill('SIGTERM');
    const code = await exited;
    const took = Date.now() - signalled;
    await expect
      .poll(() => started.filter(alive), { timeout: drainSeconds * 1000, message: `${commands.join('\n')}\n${output}` })
      .toEqual([]);
    expect(took, output).toBeLessThan(drainSeconds * 1000);
    expect(code, output).toBe(0);
    expect(await portOpen(port)).toBe(false);
    expect(output).toContain('SIGTERM: closed');
  });
});
