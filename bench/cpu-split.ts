/**
 * Where a load run's CPU went, read from Linux's /proc: the whole machine's busy time and the time of the
 * PostgreSQL server's processes (every process named `postgres`), in milliseconds. Elsewhere it reads
 * nothing, and the figures print as "–".
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks to milliseconds (Linux's USER_HZ is 100 on every architecture Node runs on). */
const tickMs = 10;

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** CPU milliseconds the machine spent busy (user, nice, system, interrupts) since it started. */
function machineMs(): number | null {
  const line = readOrNull('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return null;
  const [user, nice, system, , , irq, softirq] = line.split(/\s+/).slice(1).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) * tickMs;
}

/** CPU milliseconds used by the running PostgreSQL processes (user and system). */
function postgresMs(): number | null {
  if (!readOrNull('/proc/stat')) return null;
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readOrNull(`/proc/${pid}/stat`);
    if (!stat?.includes('(postgres)')) continue;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * tickMs;
}

export interface CpuSplit {
  /** Machine CPU microseconds per request, or null where /proc is not there. */
  machineUs: number | null;
  /** PostgreSQL's CPU microseconds per request, or null. */
  postgresUs: number | null;
}

/** Starts counting; the returned function gives the split per request of the requests answered since. */
export function cpuSplit(): (requests: number) => CpuSplit {
  const machine = machineMs();
  const pg = postgresMs();
  return (requests) => {
    const perRequest = (before: number | null, after: number | null) =>
      before === null || after === null ? null : ((after - before) * 1000) / Math.max(1, requests);
    return { machineUs: perRequest(machine, machineMs()), postgresUs: perRequest(pg, postgresMs()) };
  };
}
