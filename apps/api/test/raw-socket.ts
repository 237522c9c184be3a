import net from 'node:net';

/** What the server sent on a connection, and when it closed it (Infinity: still open when the test gave up). */
export type Exchange = { response: string; closedAfterMs: number };

/**
 * Opens a connection, sends `head` at once, then `body` `chunk` characters (one by default) every `everyMs`,
 * as a slow or malicious client does; resolves when the server closes the connection, or after `giveUpMs`.
 */
export function trickle(
  port: number,
  {
    head,
    body,
    everyMs,
    giveUpMs,
    chunk = 1,
  }: { head: string; body: string; everyMs: number; giveUpMs: number; chunk?: number },
): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    let done = false;
    const finish = (closedAfterMs: number) => {
      if (done) return;
      done = true;
      clearInterval(tick);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ response, closedAfterMs });
    };
    const tick = setInterval(() => {
      if (sent >= body.length || !socket.writable) return;
      socket.write(body.slice(sent, sent + chunk), 'latin1');
      sent += chunk;
    }, everyMs);
    const giveUp = setTimeout(() => finish(Number.POSITIVE_INFINITY), giveUpMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      response += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => finish(Date.now() - started));
  });
}

/**
 * Opens a connection and asks for the health check on it, keeping it open afterwards: 'answered' when the
 * server answered, 'closed' when it closed the connection without answering.
 */
export function openConnection(
  port: number,
): Promise<{ socket: net.Socket; outcome: 'answered' | 'closed' }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: sefer.test\r\n\r\n'));
    socket.once('data', () => resolve({ socket, outcome: 'answered' }));
    socket.once('close', () => resolve({ socket, outcome: 'closed' }));
  });
}
