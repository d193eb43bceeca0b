import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { repoRoot } from '../../src/config';

const serverDir = resolve(repoRoot, 'apps/server');

export function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** The real server (`node dist/main.js`, built by `build-server.ts`) as a child process, started and killed by a test. */
export class ServerProcess {
  child!: ChildProcess;
  output = '';
  constructor(
    readonly env: NodeJS.ProcessEnv,
    readonly port: number,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.child = spawn(process.execPath, ['dist/main.js'], {
      cwd: serverDir,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (c: Buffer) => {
      this.output += c.toString();
    });
    this.child.stderr?.on('data', (c: Buffer) => {
      this.output += c.toString();
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited:\n${this.output}`);
      try {
        const res = await fetch(`${this.url}/api/health`);
        if (res.ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${this.output}`);
  }

  kill(signal: NodeJS.Signals): Promise<void> {
    return new Promise((done) => {
      if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return done();
      this.child.once('exit', () => done());
      this.child.kill(signal);
    });
  }
}
