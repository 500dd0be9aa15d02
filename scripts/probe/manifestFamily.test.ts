/**
 * The manifest probe family itself: it runs, repeats itself for a seed, and can see a break (a
 * family that can never report one would prove nothing).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemaInfo } from '../../src/manifestCheck/blockSchemas';
import { judge, manifestFamily, runManifestProbe } from './manifestFamily';
import { mutate, pointerExists, seededRandom } from './manifestMutations';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('manifest probe family', () => {
  it('is the family named manifest; a short run holds everywhere, the broken-site case included', async () => {
    expect(manifestFamily.name).toBe('manifest');
    const lines: string[] = [];
    const result = await runManifestProbe(
      { repoRoot, seed: 12, log: (line) => lines.push(line) },
      60,
    );
    expect(result).toMatchObject({ family: 'manifest', tried: 61, held: 61, broke: 0, breaks: [] });
  }, 120_000);

  it('the same seed makes the same mutations', async () => {
    const blocks = new Map((await blockSchemaInfo()).map((block) => [block.type, block.schema]));
    const text = readFileSync(join(repoRoot, 'site-configs/hd/kpzy/site.json'), 'utf8');
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 40 }, () =>
        mutate({ kind: 'site', text, blocks, otherSiteIds: ['portal'], repoRoot, random }),
      );
    };
    expect(run(5)).toEqual(run(5));
    expect(run(5).map((m) => m.name)).not.toEqual(run(6).map((m) => m.name));
    for (const mutation of run(5)) expect(mutation.text).not.toBe(text);
  });

  it('sees a break: accepted, slow, or a problem placed where the file has nothing', () => {
    const text = '{"a": {"b": [1, 2]}}';
    const problem = { file: 'f.json', line: 1, column: 1, pointer: '/a/b/1', message: 'm' };
    expect(judge(text, [problem], 5)).toBeNull();
    expect(judge(text, [], 5)).toBe('accepted (no problem reported)');
    expect(judge(text, [problem], 1500)).toBe('took 1500 ms of CPU');
    expect(judge(text, [{ ...problem, pointer: '/a/c' }], 5)).toMatch(/not in the file/);
    expect(judge(text, [{ ...problem, line: 0 }], 5)).toMatch(/line 0/);
    expect(pointerExists('{"a": [1,', '/a/0')).toBe(true);
    expect(pointerExists('{"a": [1,', '/b')).toBe(false);
    expect(pointerExists('{"__proto__": {"x": 1}}', '/__proto__/x')).toBe(true);
  });
});
