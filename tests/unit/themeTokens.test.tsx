/**
 * One theme (issue 16): colours, spacing, radius and widths are defined once, in
 * src/shell/theme/tokens.css, for light and dark. These tests fail when a stylesheet goes around
 * it (a fallback, a raw hex colour in a block, a width other than the two breakpoints), names a
 * token nobody defined, or when a token pair a visitor reads drops below WCAG AA.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  TOKENS_CSS,
  contrastRatio,
  parseThemeTokens,
  solidColoursOf,
  type ThemeName,
} from '../../src/manifestCheck/themeContrast';
import { themeTokenStyle } from '../../src/shell/theme/themeTokenStyle';
import { MOBILE_MAX_WIDTH_PX } from '../../src/lib/mobileClient';

const repoRoot = resolve(import.meta.dirname, '../..');

function filesUnder(folder: string, extensions: string[]): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .filter((file) => !file.includes('node_modules'))
    .map((file) => join(repoRoot, folder, file));
}

/** Every line of the files matching the pattern, as `path:line: text` (comments skipped). */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) =>
      comment.replace(/[^\n]/g, ' '),
    );
    return text
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => pattern.test(line))
      .map(({ line, index }) => `${relative(repoRoot, file)}:${index + 1}: ${line.trim()}`);
  });
}

const blockCss = filesUnder('blocks', ['.css']);
const allCss = [...blockCss, ...filesUnder('src', ['.css']), ...filesUnder('preview', ['.css'])];
const tokens = parseThemeTokens(readFileSync(TOKENS_CSS, 'utf8'));

/** The only widths a stylesheet may name: narrow (768) and wide (1440), and their complements. */
const BREAKPOINT_QUERIES = new Set([
  '(max-width: 768px)',
  '(min-width: 769px)',
  '(max-width: 1440px)',
  '(min-width: 1441px)',
]);

describe('scripts use the same two breakpoints', () => {
  it('a phone-sized viewport for scripts is the theme’s narrow breakpoint', () => {
    const narrow = /--edu-breakpoint-narrow:\s*(\d+)px/.exec(readFileSync(TOKENS_CSS, 'utf8'));
    expect(Number(narrow?.[1])).toBe(MOBILE_MAX_WIDTH_PX);
    expect(BREAKPOINT_QUERIES.has(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`)).toBe(true);
  });
});

describe('stylesheets use the theme tokens', () => {
  it('no block stylesheet names a raw hex colour', () => {
    expect(blockCss.length).toBeGreaterThan(50);
    expect(linesMatching(blockCss, /#[0-9a-f]{3,8}\b/i)).toEqual([]);
  });

  it('no stylesheet gives a token a fallback (the fallback would be the real theme)', () => {
    expect(linesMatching(allCss, /var\(--edu-[a-z0-9-]+\s*,/)).toEqual([]);
  });

  it('every @media width is one of the two named breakpoints', () => {
    const queries = linesMatching(allCss, /@media/).filter((line) => /width/.test(line));
    expect(queries.length).toBeGreaterThan(50);
    const others = queries.filter((line) => {
      const widths = line.match(/\((?:max|min)-width:\s*\d+px\)/g) ?? [];
      return widths.some((query) => !BREAKPOINT_QUERIES.has(query.replace(/\s+/g, ' ')));
    });
    expect(others).toEqual([]);
  });

  it('every token a stylesheet or component reads is defined in tokens.css', () => {
    const readers = [
      ...allCss,
      ...filesUnder('blocks', ['.tsx', '.ts']),
      ...filesUnder('src', ['.tsx', '.ts']),
      ...filesUnder('preview', ['.tsx', '.ts']),
    ];
    const undefinedTokens = readers.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\(--edu-([a-z0-9-]+)/g)]
        .map((match) => match[1])
        .filter((name) => !(name in tokens.light))
        .map((name) => `${relative(repoRoot, file)}: --edu-${name}`),
    );
    expect(undefinedTokens).toEqual([]);
  });

  it('the dark campaign look overrides only tokens the light one defines', () => {
    expect(Object.keys(tokens.dark).sort()).toEqual(Object.keys(tokens.light).sort());
    // The dark campaign values blocks have always read.
    expect(tokens.dark).toMatchObject({
      text: '#e8edf7',
      'text-muted': '#9fb0d0',
      surface: '#0f2150',
      primary: '#5b9bff',
    });
  });
});

describe('token pairs a visitor reads pass WCAG AA (4.5:1)', () => {
  const TEXT = ['text', 'text-secondary', 'text-muted', 'primary', 'info', 'danger', 'success'];
  const SURFACES = ['page', 'surface', 'surface-tint', 'fill', 'primary-soft', 'info-soft'];
  const pairs: [string, string][] = [
    ...TEXT.flatMap((text) => SURFACES.map((surface): [string, string] => [text, surface])),
    ['warning', 'surface'],
    ['warning', 'page'],
    ['danger', 'danger-soft'],
    ['success', 'success-soft'],
    ['warning', 'warning-soft'],
    ['on-primary', 'primary'],
    ['on-primary', 'primary-hover'],
    ['on-primary', 'danger'],
    ['on-primary', 'success'],
    ['on-primary', 'warning'],
    ['header-text', 'header-background'],
    ['on-media', 'media-bg'],
    ['on-media', 'media-chrome'],
  ];

  it.each(['light', 'dark'] satisfies ThemeName[])('in the %s theme', (theme) => {
    const values = tokens[theme];
    const below: string[] = [];
    let judged = 0;
    for (const [text, background] of pairs)
      for (const solid of solidColoursOf(values[background])) {
        // Translucent tints (rgba) over the page cannot be judged here; axe judges them live.
        if (!solidColoursOf(values[text]).length) continue;
        judged += 1;
        const ratio = contrastRatio(values[text], solid);
        if (ratio < AA_TEXT_CONTRAST)
          below.push(`${text} ${values[text]} on ${background} ${solid}: ${ratio.toFixed(2)}`);
      }
    expect(judged).toBeGreaterThan(30);
    expect(below).toEqual([]);
  });
});

describe('a site’s brand colours (theme.tokens)', () => {
  it('become --edu-* variables on the site root, over the theme', () => {
    const { container } = render(
      <div
        className="site"
        style={themeTokenStyle({ primary: '#c8102e', 'header-text': '#ffffff' })}
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--edu-primary')).toBe('#c8102e');
    expect(root.style.getPropertyValue('--edu-header-text')).toBe('#ffffff');
  });

  it('leave the root without a style when a site sets none', () => {
    expect(themeTokenStyle(undefined)).toBeUndefined();
    expect(themeTokenStyle({})).toBeUndefined();
  });
});
