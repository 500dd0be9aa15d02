/**
 * What `npm run lint` holds every stylesheet to (issue 16, one theme): colours, spacing, radius
 * and widths come from src/shell/theme/tokens.css. A token read with a fallback would make the
 * fallback the real theme wherever the token is missing; a raw hex colour in a block bypasses
 * the theme; a media query at another width adds a third breakpoint.
 */
export default {
  rules: {
    'declaration-property-value-disallowed-list': {
      '/.*/': ['/var\\(\\s*--edu-[a-z0-9-]+\\s*,/'],
    },
    'media-feature-name-value-allowed-list': {
      'max-width': ['768px', '1440px'],
      'min-width': ['769px', '1441px'],
    },
  },
  overrides: [{ files: ['blocks/**/*.css'], rules: { 'color-no-hex': true } }],
};
