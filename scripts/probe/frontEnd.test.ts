/** The probe builds the front end first only when dist/ is missing or older than its sources. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { frontEndStaleReason } from './frontEnd';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'probe-front-end-'));
  roots.push(root);
  mkdirSync(join(root, 'src/runtime'), { recursive: true });
  writeFileSync(join(root, 'src/runtime/app.ts'), 'export {};');
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  return root;
}

function touch(file: string, secondsAgo: number) {
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, at, at);
}

describe('frontEndStaleReason', () => {
  it('asks for a build when dist/ is missing', () => {
    expect(frontEndStaleReason(repo())).toBe('dist/ is missing');
  });

  it('asks for a build when a source changed after the last build, and not otherwise', () => {
    const root = repo();
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/index.html'), '<!doctype html>');
    for (const file of ['src/runtime/app.ts', 'src/runtime', 'src', 'index.html'])
      touch(join(root, file), 60);
    touch(join(root, 'dist/index.html'), 30);
    expect(frontEndStaleReason(root)).toBeNull();
    touch(join(root, 'src/runtime/app.ts'), 0);
    expect(frontEndStaleReason(root)).toBe('src changed since the last build');
  });
});
