/**
 * WCAG contrast of a site's brand colours (manifest `theme.tokens`). The theme's own values come
 * from src/shell/theme/tokens.css, read here rather than copied, so a manifest that sets only
 * `primary` is checked against the surface and the text colour the visitor will really see.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** WCAG 2.1 AA, success criterion 1.4.3: normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

export type ThemeName = 'light' | 'dark';
export type ThemeTokens = Record<string, string>;

export const TOKENS_CSS = resolve(import.meta.dirname, '../../src/shell/theme/tokens.css');

/**
 * The `--edu-*` declarations of tokens.css by theme: `:root` is light; the dark campaign rule
 * overrides some of them. Names are given without the `--edu-` prefix.
 */
export function parseThemeTokens(css: string): Record<ThemeName, ThemeTokens> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  const declarations = (body: string): ThemeTokens =>
    Object.fromEntries(
      [...body.matchAll(/--edu-([a-z0-9-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
        name,
        value.trim(),
      ]),
    );
  const ruleFor = (selector: string) =>
    rules.find(([, found]) => found.trim() === selector)?.[2] ?? '';
  const light = declarations(ruleFor(':root'));
  const dark = { ...light, ...declarations(ruleFor('.site.theme-dark.site--campaign')) };
  return { light, dark };
}

let themeTokensCache: Record<ThemeName, ThemeTokens> | undefined;

/** The theme's tokens as shipped (read once). */
export function shippedThemeTokens(): Record<ThemeName, ThemeTokens> {
  themeTokensCache ??= parseThemeTokens(readFileSync(TOKENS_CSS, 'utf8'));
  return themeTokensCache;
}

/** sRGB channels of `#rgb` or `#rrggbb`; null for anything else (rgba, gradients…). */
function channels(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) throw new Error(`contrast needs two #rrggbb colours, got ${first} and ${second}`);
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The solid colours a background value shows: itself, or every #hex stop of a gradient (text on
 * a gradient must read on each end). Empty when none can be judged (rgba tints).
 */
export function solidColoursOf(background: string): string[] {
  if (channels(background)) return [background.trim()];
  if (!/gradient\(/.test(background)) return [];
  return [...background.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi)].map((match) => match[0]);
}

/** A text token and a background token that must reach AA together. */
export interface TokenPair {
  text: string;
  background: string;
  /** Where the visitor sees the pair, for the message. */
  where: string;
}

/** The pairs the brand tokens take part in (every brand token is in at least one). */
export const BRAND_TOKEN_PAIRS: readonly TokenPair[] = [
  { text: 'on-primary', background: 'primary', where: 'text on filled buttons' },
  { text: 'on-primary', background: 'primary-hover', where: 'text on a button under the pointer' },
  { text: 'primary', background: 'surface', where: 'links and outlined buttons on cards' },
  { text: 'primary', background: 'page', where: 'links on the page background' },
  { text: 'header-text', background: 'header-background', where: 'the site header' },
];

export interface ContrastProblem {
  /** JSON pointer of the manifest token to change. */
  pointer: string;
  message: string;
  hint: string;
}

/**
 * Every brand pair below AA once the manifest's tokens are laid over the default theme's. Only
 * pairs with at least one token from the manifest are judged: the shipped values are the unit
 * tests' business (tests/unit/themeTokens.test.ts).
 */
export function themeContrastProblems(
  theme: { default: ThemeName; tokens?: ThemeTokens },
  shipped: Record<ThemeName, ThemeTokens> = shippedThemeTokens(),
): ContrastProblem[] {
  const set = theme.tokens ?? {};
  const values = { ...shipped[theme.default], ...set };
  const problems: ContrastProblem[] = [];
  for (const pair of BRAND_TOKEN_PAIRS) {
    const fromManifest = [pair.text, pair.background].filter((name) => name in set);
    if (!fromManifest.length) continue;
    const text = values[pair.text];
    if (!text || !channels(text)) continue; // the schema refuses anything but #rrggbb
    const worst = solidColoursOf(values[pair.background] ?? '')
      .map((background) => ({ background, ratio: contrastRatio(text, background) }))
      .sort((a, b) => a.ratio - b.ratio)[0];
    if (!worst || worst.ratio >= AA_TEXT_CONTRAST) continue;
    const blamed = fromManifest.includes(pair.text) ? pair.text : pair.background;
    problems.push({
      pointer: `/theme/tokens/${blamed}`,
      message:
        `"${pair.text}" ${text} on "${pair.background}" ${worst.background} (${pair.where}) ` +
        `has a contrast of ${worst.ratio.toFixed(2)}:1, below WCAG AA ${AA_TEXT_CONTRAST}:1 for text`,
      hint: `make "${blamed}" darker or lighter until the pair reaches ${AA_TEXT_CONTRAST}:1 in the ${theme.default} theme`,
    });
  }
  return problems;
}
