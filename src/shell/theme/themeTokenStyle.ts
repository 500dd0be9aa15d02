/**
 * A site's brand colours (manifest `theme.tokens`) as the inline style of its root element: each
 * token becomes `--edu-<name>`, which wins over the theme's own value (src/shell/theme/tokens.css)
 * for everything inside the site. The schema lets only #rrggbb through, and React sets custom
 * properties one by one (no style text is parsed), so a manifest cannot smuggle in other CSS.
 */
import type { CSSProperties } from 'react';
import type { ThemeTokens } from '../../runtime/manifest/types';

export function themeTokenStyle(tokens: ThemeTokens | undefined): CSSProperties | undefined {
  const entries = Object.entries(tokens ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (!entries.length) return undefined;
  return Object.fromEntries(
    entries.map(([name, value]) => [`--edu-${name}`, value]),
  ) as CSSProperties;
}
