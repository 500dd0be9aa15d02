/**
 * The names a block's type gives its code (one convention for the registry, the props-type
 * generator and `npm run new-block`): `event-banner` → component stem `EventBanner`
 * (`EventBannerBlock`, props type `EventBannerProps`) and `eventBanner` (fixtures
 * `eventBannerFixtures`, message keys `eventBanner.*`).
 */
export function blockNameForms(type: string): { pascal: string; camel: string } {
  const pascal = type
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return { pascal, camel: pascal.charAt(0).toLowerCase() + pascal.slice(1) };
}
