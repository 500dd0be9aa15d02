/**
 * Generated SVG covers, icons and avatars. The stand-in ships no image files of its own and
 * links nothing outside the site; each image is drawn from its row in the `covers` table, so
 * the dominant colour the banner reports (`mainColor`) is the colour the image really has.
 */
import type { FastifyReply } from 'fastify';

export type CoverKind = 'card' | 'banner' | 'book' | 'icon' | 'ad' | 'avatar';

export interface CoverSpec {
  name: string;
  kind: CoverKind;
  title: string;
  subtitle?: string | null;
  color_from: string;
  color_to: string;
  main_color: string;
}

export const FONT_FAMILY = '"Noto Sans CJK SC", sans-serif';

export function coverUrl(name: string): string {
  return `/svc/static/covers/${encodeURIComponent(name)}.svg`;
}

const SIZES: Record<CoverKind, [number, number]> = {
  card: [480, 270],
  banner: [1600, 500],
  book: [300, 400],
  icon: [96, 96],
  ad: [360, 120],
  avatar: [128, 128],
};

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Width of a character in ems: CJK glyphs are square, Latin ones about half as wide. */
function charWidth(char: string): number {
  return char.charCodeAt(0) <= 0xff ? 0.55 : 1;
}

/** Greedy line breaking by glyph width; the last line gets an ellipsis when text is cut. */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  let width = 0;
  for (const char of Array.from(text)) {
    const w = charWidth(char);
    if (width + w > maxEms && current) {
      lines.push(current);
      current = '';
      width = 0;
      if (lines.length === maxLines) break;
    }
    current += char;
    width += w;
  }
  if (lines.length < maxLines && current) lines.push(current);
  const used = lines.join('').length;
  if (used < Array.from(text).length && lines.length > 0) {
    const last = Array.from(lines[lines.length - 1]);
    lines[lines.length - 1] = `${last.slice(0, Math.max(1, last.length - 1)).join('')}…`;
  }
  return lines;
}

function textLines(
  lines: string[],
  x: number,
  firstY: number,
  size: number,
  weight: number,
  anchor: 'start' | 'middle',
  fill = '#ffffff',
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstY + index * size * 1.35}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function body(spec: CoverSpec, width: number, height: number): string {
  const title = spec.title;
  const subtitle = spec.subtitle ?? '';
  switch (spec.kind) {
    case 'banner':
      return (
        `<circle cx="${width - 220}" cy="120" r="260" fill="#ffffff" opacity="0.10"/>` +
        `<circle cx="${width - 60}" cy="${height}" r="200" fill="#ffffff" opacity="0.08"/>` +
        textLines(wrapText(title, 20, 2), 120, 210, 64, 700, 'start') +
        textLines(wrapText(subtitle, 36, 1), 120, 400, 30, 400, 'start', '#f2f5ff')
      );
    case 'book':
      return (
        `<rect x="0" y="0" width="18" height="${height}" fill="#000000" opacity="0.18"/>` +
        `<rect x="40" y="56" width="${width - 80}" height="4" fill="#ffffff" opacity="0.7"/>` +
        textLines(wrapText(title, 9, 5), width / 2 + 9, 120, 24, 700, 'middle') +
        textLines([subtitle], width / 2 + 9, height - 40, 18, 400, 'middle', '#e8efff')
      );
    case 'icon':
      return textLines(
        [Array.from(title).slice(0, 2).join('')],
        width / 2,
        height / 2 + 12,
        title.length > 1 ? 30 : 40,
        700,
        'middle',
      );
    case 'avatar':
      return textLines([Array.from(title)[0] ?? ''], width / 2, height / 2 + 20, 56, 700, 'middle');
    case 'ad':
      return (
        textLines(wrapText(title, 12, 1), 24, 56, 26, 700, 'start') +
        textLines(wrapText(subtitle, 20, 1), 24, 92, 16, 400, 'start', '#f2f5ff')
      );
    case 'card':
    default:
      return (
        `<circle cx="${width - 40}" cy="40" r="120" fill="#ffffff" opacity="0.12"/>` +
        textLines(wrapText(title, 13, 2), 28, 150, 28, 700, 'start') +
        textLines(wrapText(subtitle, 22, 1), 28, 236, 16, 400, 'start', '#f2f5ff')
      );
  }
}

export function renderCoverSvg(spec: CoverSpec): string {
  const [width, height] = SIZES[spec.kind];
  const radius = spec.kind === 'avatar' ? width / 2 : spec.kind === 'icon' ? 24 : 0;
  const gradientId = 'g';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(spec.title)}">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${spec.color_from}"/><stop offset="1" stop-color="${spec.color_to}"/>` +
    `</linearGradient><clipPath id="c"><rect width="${width}" height="${height}" rx="${radius}"/></clipPath></defs>` +
    `<g clip-path="url(#c)" font-family='${FONT_FAMILY}'>` +
    `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>` +
    body(spec, width, height) +
    `</g></svg>`
  );
}

/**
 * Sends a cover as an image, cached for a day. Served from the site's own origin, it still runs
 * nothing: every SVG answer carries SVG_CONTENT_SECURITY_POLICY (http/security.ts).
 */
export function sendCoverSvg(reply: FastifyReply, spec: CoverSpec): string {
  reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400');
  return renderCoverSvg(spec);
}
