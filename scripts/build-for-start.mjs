// `pnpm start`'s first step: builds what is stale through Turborepo and says what it builds, how long that
// usually takes and what it took, one plain line each; a failed build prints the failing package's log.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Each workspace package's folder by its name, to find the log Turborepo keeps of its build. */
function packageFolders() {
  const folders = new Map();
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      const manifest = join(root, group, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(manifest))
        folders.set(JSON.parse(readFileSync(manifest, 'utf8')).name, join(root, group, entry.name));
    }
  }
  return folders;
}

const started = Date.now();
console.log('Building the web app and the server: about a minute on a first start, seconds when nothing changed.');
const turbo = spawn(
  join(root, 'node_modules', '.bin', 'turbo'),
  ['run', 'build', '--filter=@quanta/server...', '--output-logs=hash-only', '--no-color'],
  {
    cwd: root,
    env: {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
      TURBO_NO_UPDATE_NOTIFIER: '1',
      TURBO_PRINT_VERSION_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
const output = [];
const built = [];
let fromCache = 0;
const task = /^(@[\w-]+\/[\w-]+):build: cache (hit|miss|bypass)/;
createInterface({ input: turbo.stdout }).on('line', (line) => {
  output.push(line);
  const [, name, cache] = task.exec(line) ?? [];
  if (!name) return;
  if (cache === 'hit') fromCache += 1;
  else {
    built.push(name);
    console.log(`  building ${name}`);
  }
});
createInterface({ input: turbo.stderr }).on('line', (line) => output.push(line));

turbo.on('close', (code) => {
  const took = seconds(Date.now() - started);
  if (code === 0) {
    console.log(
      built.length > 0
        ? `Built ${built.length} package${built.length === 1 ? '' : 's'} in ${took} (${fromCache} unchanged).`
        : `Up to date (${fromCache} packages unchanged, ${took}).`,
    );
    return;
  }
  console.error(`The build failed after ${took}:`);
  console.error(output.join('\n'));
  const folders = packageFolders();
  const failed = built.filter((name) => output.some((line) => line.includes(`${name}#build`)));
  for (const name of failed.length > 0 ? failed : built) {
    const log = join(folders.get(name) ?? '', '.turbo', 'turbo-build.log');
    if (existsSync(log)) console.error(`\n${name}:\n${readFileSync(log, 'utf8')}`);
  }
  process.exit(code ?? 1);
});
