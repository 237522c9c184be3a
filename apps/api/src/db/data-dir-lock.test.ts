import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { describeProcess, LOCK_FILE, takeDataDirLock } from './data-dir-lock.ts';

const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');
const children: ChildProcess[] = [];
const folders: string[] = [];

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-lock-'));
  folders.push(dir);
  return dir;
}

/** Starts a process and waits until it prints `ready`; killed after the test. */
async function started(command: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  return child;
}

/** Another program, alive: not a server of ours, whatever its process id. */
const otherProgram = () => started('sh', ['-c', 'echo ready; exec sleep 60']);

/** A second server process holding the folder's lock, as a running server does. */
const serverHolding = (dir: string) =>
  started(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `import { takeDataDirLock } from ${JSON.stringify(lockModule)}; takeDataDirLock(${JSON.stringify(dir)}); console.log('ready'); setInterval(() => {}, 1000);`,
  ]);

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('opens the database over a lock whose process id now belongs to another program', async () => {
    const dir = folder();
    const other = await otherProgram();
    // As an older server wrote it: the bare process id.
    fs.writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('replaces a lock whose process id was reused since the server that wrote it', async () => {
    const dir = folder();
    const other = await otherProgram();
    const written = { ...describeProcess(other.pid as number, dir), startTime: '1' };
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(written));
    const release = takeDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  }, 15_000);

  it('refuses a folder a running server holds, and takes it once that server is gone', async () => {
    const dir = folder();
    const server = await serverHolding(dir);
    expect(() => takeDataDirLock(dir)).toThrow(`in use by process ${server.pid}`);
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    takeDataDirLock(dir)();
  }, 30_000);

  it('ignores a lock copied along with the folder from the one a server holds', async () => {
    const [held, copy] = [folder(), folder()];
    await serverHolding(held);
    fs.copyFileSync(path.join(held, LOCK_FILE), path.join(copy, LOCK_FILE));
    expect(() => takeDataDirLock(held)).toThrow(/in use/);
    const release = takeDataDirLock(copy);
    release();
    expect(fs.existsSync(path.join(copy, LOCK_FILE))).toBe(false);
    expect(fs.existsSync(path.join(held, LOCK_FILE))).toBe(true);
  }, 30_000);
});
