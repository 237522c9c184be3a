import fs from 'node:fs';
import os from 'node:os';

/**
 * An experiment on the server's process from outside: every thread but the main one (libuv's pool, where sharp runs,
 * libvips' workers, V8's helpers) gets `steps` more niceness than the main thread, so that on a busy machine the
 * scheduler favours the main thread, which answers the feeds. Linux applies setpriority to one thread when given its id; threads started later
 * inherit the value of the thread that starts them, and a scan every 100 ms catches the rest. Returns a stop function.
 */
export function niceWorkerThreads(pid: number, steps: number): () => void {
  const nice = Math.min(19, os.getPriority(pid) + steps);
  const done = new Set<number>([pid]);
  const scan = () => {
    let tids: number[];
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`).map(Number);
    } catch {
      return;
    }
    for (const tid of tids) {
      if (done.has(tid)) continue;
      try {
        os.setPriority(tid, nice);
        done.add(tid);
      } catch {
        // The thread ended between the listing and the call.
      }
    }
  };
  scan();
  const timer = setInterval(scan, 100);
  return () => clearInterval(timer);
}
