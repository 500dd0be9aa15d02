import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { tempDir } from './helpers';

const dir = tempDir();
afterAll(() => dir.cleanup());

describe('server/main.ts', () => {
  it('prints one ready line, serves, and exits 0 on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        resolve(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
        resolve(REPO_ROOT, 'server/main.ts'),
        '--port',
        '0',
        '--host',
        '127.0.0.1',
        '--db',
        join(dir.path, 'cli.sqlite'),
        '--scenarios',
      ],
      { cwd: REPO_ROOT, env: { ...process.env, PORT: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no ready line: ${output}`)), 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^Portal listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
        if (match) {
          clearTimeout(timer);
          done(match[1]);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('exit', () => fail(new Error(`exited early: ${output}`)));
    });
    const scenarios = await fetch(`${url}/__scenario`);
    expect(scenarios.status).toBe(200);
    const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output.trim().split('\n')).toHaveLength(1);
  });
});
