/**
 * `npm run probe`: what an operator sees and the exit code CI acts on (scripts/probe.ts with
 * fake families standing in for the real ones).
 */
import { describe, expect, it } from 'vitest';
import { main } from '../probe';
import { DEFAULT_PROBE_SEED, formatTable, parseProbeArguments } from './runner';
import type { ProbeFamily, ProbeOptions } from './types';

function family(
  name: string,
  result: { tried: number; held: number; breaks?: { case: string; detail: string }[] },
  seen: ProbeOptions[] = [],
): ProbeFamily {
  return {
    name,
    async run(options) {
      seen.push(options);
      options.log(`  ${name}: working`);
      const breaks = result.breaks ?? [];
      return { family: name, tried: result.tried, held: result.held, broke: breaks.length, breaks };
    },
  };
}

async function probe(argv: string[], families: ProbeFamily[]) {
  const lines: string[] = [];
  const code = await main(argv, {
    families,
    repoRoot: '/repo',
    buildFrontEnd: false,
    log: (line) => lines.push(line),
  });
  return { code, lines, output: lines.join('\n') };
}

describe('npm run probe', () => {
  it('fails (exit 1) when a family reports a break, and prints the table and every break', async () => {
    const breaking = family('redirect', {
      tried: 44,
      held: 43,
      breaks: [{ case: 'redirect_uri=/.//evil.example/x', detail: 'Location: //evil.example/x' }],
    });
    const holding = family('xss', { tried: 1947, held: 1947 });
    const { code, lines, output } = await probe([], [breaking, holding]);
    expect(code).toBe(1);
    expect(output).toContain('  redirect: working');
    const header = lines.findIndex((line) => /^family\s+\| tried \| held \| broke$/.test(line));
    expect(header).toBeGreaterThan(-1);
    expect(lines[header + 2]).toMatch(/^redirect \|\s+44 \|\s+43 \|\s+1$/);
    expect(lines[header + 3]).toMatch(/^xss\s+\|\s+1947 \|\s+1947 \|\s+0$/);
    expect(output).toContain(
      '✖ redirect: redirect_uri=/.//evil.example/x — Location: //evil.example/x',
    );
    expect(output).toContain('probe: 1 breaks');
  });

  it('passes (exit 0) when every family held', async () => {
    const { code, output } = await probe([], [family('xss', { tried: 10, held: 10 })]);
    expect(code).toBe(0);
    expect(output).toMatch(/xss\s+\|\s+10 \|\s+10 \|\s+0/);
    expect(output).toContain('probe: no breaks');
  });

  it('counts a family that throws as a break of that family and still runs the others', async () => {
    const crashing: ProbeFamily = {
      name: 'manifest',
      run: async () => {
        throw new Error('validator stack overflow');
      },
    };
    const { code, output } = await probe([], [crashing, family('input', { tried: 5, held: 5 })]);
    expect(code).toBe(1);
    expect(output).toMatch(/manifest\s+\|\s+0 \|\s+0 \|\s+1/);
    expect(output).toMatch(/input\s+\|\s+5 \|\s+5 \|\s+0/);
    expect(output).toContain(
      '✖ manifest: the family itself — stopped with Error: validator stack overflow',
    );
  });

  it('runs only the families named with --family, with the seed given (printed to repeat the run)', async () => {
    const seen: ProbeOptions[] = [];
    const xss = family('xss', { tried: 1, held: 1 }, seen);
    const input = family('input', { tried: 1, held: 1 });
    const { code, output } = await probe(['--family', 'xss', '--seed', '7'], [xss, input]);
    expect(code).toBe(0);
    expect(seen.map((options) => [options.seed, options.repoRoot])).toEqual([[7, '/repo']]);
    expect(output).toContain('probe: seed 7 (repeat with --seed 7)');
    expect(output).not.toMatch(/^input/m);
  });

  it('uses a fixed seed by default and refuses unknown families and arguments', async () => {
    expect(parseProbeArguments([]).seed).toBe(DEFAULT_PROBE_SEED);
    expect(parseProbeArguments(['--family=xss,input']).families).toEqual(['xss', 'input']);
    expect(parseProbeArguments(['--seed', 'x']).error).toMatch(/--seed needs a whole number/);
    const unknown = await probe(['--family', 'nope'], [family('xss', { tried: 1, held: 1 })]);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('probe: no family named nope');
    expect(unknown.output).toContain('usage: npm run probe -- [--family xss]… [--seed <n>]');
  });

  it('lines the table up in columns', () => {
    expect(
      formatTable([
        { family: 'manifest', tried: 1000, held: 1000, broke: 0, breaks: [] },
        { family: 'xss', tried: 3, held: 2, broke: 1, breaks: [] },
      ]),
    ).toEqual([
      'family   | tried | held | broke',
      '---------|-------|------|------',
      'manifest |  1000 | 1000 |     0',
      'xss      |     3 |    2 |     1',
    ]);
  });
});
