import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { uniquePhone } from './auth-helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const productionSecrets = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-42',
  WEB_CLIENT_ID: 'web-prod',
  WEB_CLIENT_SECRET: 'web-prod-secret-0123456789',
};

/** The real server in its own process, its output kept line by line. */
function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefer-sms-log-'));
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  const collect = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    lines,
    exited,
    async baseUrl(): Promise<string> {
      for (let i = 0; i < 1200; i++) {
        const listening = lines
          .map((l) => /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(l)?.[1])
          .find(Boolean);
        if (listening) return listening;
        if (child.exitCode !== null) throw new Error(`server exited: ${lines.join('\n')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('server did not start');
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the log sender', () => {
  const servers: ReturnType<typeof startServer>[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('is refused by the configuration in production, naming SMS_SENDER', () => {
    expect(() => loadConfig(productionSecrets)).toThrow(/SMS_SENDER: the log sender is for development/);
    expect(() => loadConfig({ ...productionSecrets, SMS_SENDER: 'log' })).toThrow(/SMS_SENDER/);
    const config = loadConfig({
      ...productionSecrets,
      SMS_SENDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
    });
    expect(config.sms.sender).toBe('http');
  });

  it('stops a production server from starting, with the message', async () => {
    const server = startServer({ ...productionSecrets, SMS_SENDER: 'log' });
    servers.push(server);
    expect(await server.exited).not.toBe(0);
    expect(server.lines.join('\n')).toMatch(/SMS_SENDER: the log sender is for development/);
  }, 30_000);

  it('logs that a message went out, never the code', async () => {
    const server = startServer({ NODE_ENV: 'development' });
    servers.push(server);
    const base = await server.baseUrl();
    const phone = uniquePhone();
    const res = await fetch(`${base}/api/v2/auth/webPersonalRegister`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    expect(res.status).toBe(200);
    const outbox = (await (await fetch(`${base}/api/dev/outbox?phone=${phone}`)).json()) as { code: string };
    expect(outbox.code).toMatch(/^\d{6}$/);
    for (let i = 0; i < 200 && !server.lines.some((l) => l.includes('SMS sent by the log sender')); i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    const sent = server.lines.filter((l) => l.includes('SMS sent by the log sender'));
    expect(sent).toHaveLength(1);
    // Every line, less the fields that are numbers of their own (time, process id) or the request's URL.
    for (const line of server.lines) {
      let text = line;
      try {
        const { time, pid, hostname, reqId, req, responseTime, ...rest } = JSON.parse(line);
        text = JSON.stringify(rest);
      } catch {}
      expect(text).not.toContain(outbox.code);
    }
  }, 60_000);
});
