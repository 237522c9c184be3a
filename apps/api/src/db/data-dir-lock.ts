import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = '.sefer.lock';

/**
 * Who holds a data folder. A process id alone names another program once ids wrap (within minutes on a
 * busy machine), so the lock also records when that process started and since which boot, read from
 * `/proc` where there is one: together they name one process for good.
 */
export type LockHolder = { pid: number; startTime?: string; bootId?: string; dataDir?: string };

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The process's start time, in clock ticks since boot: field 22 of /proc/<pid>/stat, after the `(name)`. */
export function processStartTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function describeProcess(pid: number, dataDir: string): LockHolder {
  return { pid, startTime: processStartTime(pid), bootId: bootId(), dataDir: path.resolve(dataDir) };
}

/** The lock's holder; a lock written by an older server holds only a process id. */
function parseLock(text: string): LockHolder | undefined {
  try {
    const lock = JSON.parse(text) as LockHolder;
    if (Number.isInteger(lock?.pid) && lock.pid > 0) return lock;
  } catch {
    const pid = Number.parseInt(text, 10);
    if (pid > 0) return { pid };
  }
  return undefined;
}

/**
 * Whether `holder` is a server running on `dataDir` now. Without /proc (macOS) a live process id is
 * believed, as nothing better can be known; a lock from an older server (a bare id) is believed only
 * when that process is Node.
 */
export function holdsDataDir(holder: LockHolder, dataDir: string): boolean {
  if (!isAlive(holder.pid)) return false;
  // A copied or moved folder keeps its lock, naming the folder it came from.
  if (holder.dataDir !== undefined && holder.dataDir !== path.resolve(dataDir)) return false;
  const startTime = processStartTime(holder.pid);
  if (startTime === undefined) return true;
  if (holder.startTime === undefined) {
    const command = readProc(`/proc/${holder.pid}/cmdline`)?.split('\0')[0] ?? '';
    return path.basename(command).startsWith('node');
  }
  return holder.startTime === startTime && (holder.bootId === undefined || holder.bootId === bootId());
}

/**
 * PGlite is single-process: a second process on the same folder would corrupt it, so the folder is locked.
 * The lock file is created exclusively; one left by a process that is gone, or is now another program,
 * is stale and replaced. Returns the release.
 */
export function takeDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify(describeProcess(process.pid, dataDir));
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx', mode: 0o600 });
      return () => {
        if (readProc(lockFile) === mine) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = parseLock(readProc(lockFile) ?? '');
    if (holder && holder.pid !== process.pid && holdsDataDir(holder, dataDir)) {
      throw new Error(`The database in ${dataDir} is in use by process ${holder.pid}. Stop it first.`);
    }
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking it.`);
}
