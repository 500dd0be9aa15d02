/**
 * A campaign's brand colours (`theme.tokens`) as an operator sets them: a readable set passes;
 * a pair below WCAG AA is refused at the token to change, with its line, the two colours, their
 * ratio and where the visitor would meet them.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockSchemaInfo } from './blockSchemas';
import { createSiteConfigChecker, type SiteConfigChecker } from './siteConfigs';
import { contrastRatio, shippedThemeTokens, themeContrastProblems } from './themeContrast';

const repoRoot = resolve(import.meta.dirname, '../..');
const realConfigs = join(repoRoot, 'site-configs');
const KPZY = join(realConfigs, 'hd/kpzy/site.json');
const PORTAL = join(realConfigs, 'portal/site.json');

let checker: SiteConfigChecker;
beforeAll(async () => {
  checker = createSiteConfigChecker(realConfigs, { blocks: await blockSchemaInfo(), repoRoot });
  checker.loadAll();
}, 60_000);

/** The manifest's text with its theme replaced (the rest as shipped). */
function withTheme(file: string, theme: object): string {
  const text = readFileSync(file, 'utf8');
  const replaced = text.replace(/"theme": \{[^}]*\}/, `"theme": ${JSON.stringify(theme)}`);
  expect(replaced).not.toBe(text);
  return replaced;
}

describe('theme.tokens in npm run validate', () => {
  it('a readable brand (dark red with white text on the light portal) passes', () => {
    const problems = checker.checkFile(
      PORTAL,
      withTheme(PORTAL, {
        default: 'light',
        tokens: { primary: '#b3122a', 'primary-hover': '#8c0e21', 'on-primary': '#ffffff' },
      }),
    );
    expect(problems).toEqual([]);
  });

  it('grey header text on the dark campaign header is refused at /theme/tokens/header-text', () => {
    const text = withTheme(KPZY, { default: 'dark', tokens: { 'header-text': '#5f6b7a' } });
    const problems = checker.checkFile(KPZY, text);
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem.pointer).toBe('/theme/tokens/header-text');
    expect(problem.file).toMatch(/hd\/kpzy\/site\.json$/);
    // The line is the token's own line in the file.
    expect(text.split('\n')[problem.line - 1]).toContain('"header-text"');
    // The worse end of the default dark header gradient is named with the ratio.
    expect(problem.message).toMatch(
      /^"header-text" #5f6b7a on "header-background" #123a8c \(the site header\) has a contrast of 1\.93:1, below WCAG AA 4\.5:1 for text$/,
    );
    expect(problem.hint).toContain('dark theme');
  });

  it('yellow buttons with white text are refused at the token set, for each place it shows', () => {
    const problems = checker.checkFile(
      PORTAL,
      withTheme(PORTAL, { default: 'light', tokens: { primary: '#f5c400' } }),
    );
    expect(problems.map((problem) => problem.pointer)).toEqual([
      '/theme/tokens/primary',
      '/theme/tokens/primary',
      '/theme/tokens/primary',
    ]);
    expect(problems.map((problem) => problem.message.match(/\(([^)]+)\)/)?.[1])).toEqual([
      'text on filled buttons',
      'links and outlined buttons on cards',
      'links on the page background',
    ]);
  });

  it('a colour that is not #rrggbb is refused by the schema, before any contrast', () => {
    const problems = checker.checkFile(
      PORTAL,
      withTheme(PORTAL, { default: 'light', tokens: { primary: 'red; background: url(x)' } }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0].pointer).toBe('/theme/tokens/primary');
  });

  it('an unknown token name is refused (only the brand colours can be set)', () => {
    const problems = checker.checkFile(
      PORTAL,
      withTheme(PORTAL, { default: 'light', tokens: { 'text-muted': '#000000' } }),
    );
    expect(problems.map((problem) => problem.pointer)).toEqual(['/theme/tokens/text-muted']);
  });
});

describe('contrast as WCAG computes it', () => {
  it('black on white is 21:1, a colour on itself 1:1, and #rgb equals #rrggbb', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1764d8', '#1764d8')).toBe(1);
    expect(contrastRatio('#fff', '#1764d8')).toBeCloseTo(contrastRatio('#ffffff', '#1764d8'), 10);
  });

  it('the shipped theme passes its own brand pairs in both themes', () => {
    for (const theme of ['light', 'dark'] as const) {
      const shipped = shippedThemeTokens()[theme];
      const tokens = {
        primary: shipped.primary,
        'primary-hover': shipped['primary-hover'],
        'on-primary': shipped['on-primary'],
        'header-text': shipped['header-text'],
      };
      expect(themeContrastProblems({ default: theme, tokens })).toEqual([]);
    }
  });
});
