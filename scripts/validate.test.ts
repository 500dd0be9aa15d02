/**
 * `npm run validate` as an operator meets it: a clean tree passes; each kind of mistake fails
 * with file:line:column, the JSON pointer, a sentence and a hint.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..');
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
let workDir: string | undefined;

function copySiteConfigs(): string {
  workDir = mkdtempSync(join(tmpdir(), 'site-configs-'));
  const dir = join(workDir, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), dir, { recursive: true });
  return dir;
}

function edit(file: string, change: (text: string) => string) {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

function runValidate(dir: string, files: string[] = []): { code: number; output: string } {
  try {
    const output = execFileSync(tsx, ['scripts/validate.ts', '--dir', dir, ...files], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: 'pipe',
      // As `npm run validate` runs it: file names are the caller's, from INIT_CWD.
      env: { ...process.env, INIT_CWD: workDir ?? repoRoot },
    });
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
});

describe('npm run validate', () => {
  it('passes on the repository site-configs', () => {
    const result = runValidate(join(repoRoot, 'site-configs'));
    expect(result.code).toBe(0);
    expect(result.output).toContain('site-configs valid');
  });

  it('an unknown block type fails with its pointer and a did-you-mean hint', () => {
    const dir = copySiteConfigs();
    edit(join(dir, 'hd/kpzy/site.json'), (text) =>
      text.replace('"type": "contact-card"', '"type": "contact-crad"'),
    );
    const result = runValidate(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /hd\/kpzy\/site\.json:\d+:\d+ \/pages\/home\/blocks\/3\/type: unknown block type "contact-crad" — did you mean "contact-card"\?/,
    );
  });

  it('an environment name missing from an environment is named with the environments', () => {
    const dir = copySiteConfigs();
    edit(join(dir, 'portal/site.json'), (text) =>
      text.replace('{{channels.portal}}', '{{channels.portl}}'),
    );
    const result = runValidate(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      '/pages/home/blocks/0/props/channelId: the name {{channels.portl}} is not defined in the production, pre-production, beta, local environments — did you mean "channels.portal"?',
    );
  });

  it('a message missing from the catalogues and a message missing in English fail', () => {
    const dir = copySiteConfigs();
    edit(join(dir, 'portal/site.json'), (text) =>
      text.replace('"msg:route.home"', '"msg:route.hom"'),
    );
    edit(join(dir, 'messages/en.json'), (text) =>
      text.replace(/\n\s*"kpzy\.nav\.guide": "[^"]*",/, ''),
    );
    const result = runValidate(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'message "route.hom" is not in the zh-CN and en catalogues — did you mean "route.home"?',
    );
    expect(result.output).toContain('message "kpzy.nav.guide" has no en text');
  });

  it('a campaign brand colour below WCAG AA contrast fails at its token', () => {
    const dir = copySiteConfigs();
    edit(join(dir, 'hd/kpzy/site.json'), (text) =>
      text.replace(
        /"theme": \{[^}]*\}/,
        '"theme": { "default": "dark", "tokens": { "on-primary": "#ffffff" } }',
      ),
    );
    const result = runValidate(dir);
    expect(result.code).toBe(1);
    // White text on the dark theme's light campaign blue (#5b9bff) reads at 2.77:1.
    expect(result.output).toMatch(
      /hd\/kpzy\/site\.json:\d+:\d+ \/theme\/tokens\/on-primary: "on-primary" #ffffff on "primary" #5b9bff \(text on filled buttons\) has a contrast of 2\.77:1, below WCAG AA 4\.5:1 for text/,
    );
  });

  it('a gate rule with a loose comparison or an unknown fact fails', () => {
    const dir = copySiteConfigs();
    edit(join(dir, 'shared/gates.json'), (text) =>
      text.replace('"===', '"==').replace('"var": "loggedIn"', '"var": "loggedin"'),
    );
    const result = runValidate(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/shared\/gates\.json:\d+:\d+ \/\w+\/rules\/\d+\/when.*"==".*===/);
    expect(result.output).toMatch(/loggedin.*did you mean "loggedIn"/);
  });

  it('an unknown property, a missing page and a broken $ref fail at their places', () => {
    const dir = copySiteConfigs();
    edit(join(dir, 'hd/kpzy/site.json'), (text) =>
      text
        .replace('"page": "list"', '"page": "lists"')
        .replace('gates.json#/enroll', 'gates.json#/enrol'),
    );
    const result = runValidate(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /\/routes\/1\/page: the route "list" shows page "lists", which is not defined in "pages" — did you mean "list"\?/,
    );
    expect(result.output).toMatch(
      /\/gates\/enroll\/\$ref: "..\/..\/shared\/gates.json" has nothing at #\/enrol/,
    );
  });

  it('a JSON syntax error names its line and column', () => {
    const dir = copySiteConfigs();
    edit(join(dir, 'hd/kpzy/site.json'), (text) =>
      text.replace('"kind": "campaign",', '"kind": "campaign"'),
    );
    const result = runValidate(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/hd\/kpzy\/site\.json:\d+:\d+ \/: JSON syntax error/);
  });

  it('one site that once stopped the check (a block without type, nesting 10,000 deep) stops no other site', () => {
    const dir = copySiteConfigs();
    edit(join(dir, 'hd/kpzy/site.json'), (text) => text.replace('"type": "contact-card",', ''));
    edit(join(dir, 'hd/sxj/site.json'), (text) =>
      text.replace(
        '"id": "hd-sxj",',
        `"id": "hd-sxj", "deep": ${'['.repeat(10_000)}${']'.repeat(10_000)},`,
      ),
    );
    edit(join(dir, 'hd/zgm/site.json'), (text) =>
      text.replace('"type": "rich-text"', '"type": "rich-textt"'),
    );
    const result = runValidate(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /hd\/kpzy\/site\.json:\d+:\d+ \/pages\/home\/blocks\/3: the required property "type" is missing/,
    );
    expect(result.output).toMatch(/hd\/sxj\/site\.json:\d+:\d+ \/deep.*nest/);
    expect(result.output).toMatch(/hd\/zgm\/site\.json:\d+:\d+ .*unknown block type "rich-textt"/);
    // zgm comes after the two in the walk: it was still checked. Nothing was a stack trace.
    expect(result.output).not.toMatch(/\n\s+at .*\.(ts|js):\d+:\d+/);
  });

  it('FILE… checks exactly the files given, wherever they are: ✗ with problems, ✓, a missing file', () => {
    workDir = mkdtempSync(join(tmpdir(), 'validate-files-'));
    const kpzy = readFileSync(join(repoRoot, 'site-configs/hd/kpzy/site.json'), 'utf8');
    mkdirSync(join(workDir, 'drafts'));
    // Outside site-configs/: an unknown block type and a gate taken from package.json.
    writeFileSync(
      join(workDir, 'drafts/site.json'),
      kpzy
        .replace('"type": "contact-card"', '"type": "contact-crad"')
        .replace('../../shared/gates.json#/enroll', '../../../package.json#/dependencies'),
    );
    writeFileSync(join(workDir, 'drafts/copy.json'), kpzy);
    const result = runValidate(join(repoRoot, 'site-configs'), [
      'drafts/site.json',
      'drafts/copy.json',
      'drafts/missing.json',
    ]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('✗ drafts/site.json');
    expect(result.output).toMatch(
      /drafts\/site\.json:\d+:\d+ \/pages\/home\/blocks\/3\/type: unknown block type "contact-crad" — did you mean "contact-card"\?/,
    );
    expect(result.output).toContain(
      '/gates/enroll/$ref: the gate reference "../../../package.json" leads out of site-configs/',
    );
    expect(result.output).toContain('✓ drafts/copy.json');
    expect(result.output).toContain('✗ drafts/missing.json');
    expect(result.output).toContain('drafts/missing.json:1:1 /: the file does not exist');
    expect(result.output).not.toContain('site-configs valid');
  });
});
