/**
 * The manifest's TypeScript view (types.ts) is written by hand from schemas/site.schema.json;
 * this test fails when one gains or loses a property the other does not know, so they cannot
 * drift apart silently. (The real manifests are checked against the schema by validate.)
 */
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_SOURCES, type PageDataDeclaration } from '../data/pageDataSources';
import { PAGE_DATA_LOADERS } from '../data/loadPageData';
import { PAGE_DATA_SOURCE_DOCS } from '../data/pageDataSourceDocs';
import siteSchema from '../../../schemas/site.schema.json';
import type {
  BlockInstance,
  HeaderDefinition,
  MenuItem,
  PageDefinition,
  RouteDefinition,
  SiteManifest,
} from './types';

/** Every key of T, listed once: the compiler rejects a missing or an unknown key. */
type KeyList<T> = { [K in keyof Required<T>]: true };

const siteKeys: KeyList<SiteManifest> = {
  $schema: true,
  schemaVersion: true,
  id: true,
  kind: true,
  title: true,
  match: true,
  theme: true,
  header: true,
  footer: true,
  floatBar: true,
  allowedAreaCodes: true,
  facts: true,
  routes: true,
  pages: true,
  gates: true,
};
const headerKeys: KeyList<HeaderDefinition> = {
  variant: true,
  title: true,
  subtitle: true,
  logo: true,
  menu: true,
  showLogin: true,
};
const menuItemKeys: KeyList<MenuItem> = {
  label: true,
  to: true,
  newWindow: true,
  visibleWhen: true,
};
const routeKeys: KeyList<RouteDefinition> = {
  path: true,
  page: true,
  title: true,
  guard: true,
  pageType: true,
  layout: true,
};
const footerKeys: KeyList<SiteManifest['footer']> = {
  variant: true,
  phone: true,
  alternateRecordHosts: true,
  managementJump: true,
};
const blockKeys: KeyList<BlockInstance> = {
  type: true,
  id: true,
  props: true,
  visibleWhen: true,
  slots: true,
  data: true,
};
const pageKeys: KeyList<PageDefinition> = { title: true, data: true, blocks: true };

const keysOf = (schema: { properties?: Record<string, unknown> }) =>
  Object.keys(schema.properties ?? {}).sort();
const defs = siteSchema.$defs;

describe('types.ts follows site.schema.json', () => {
  it.each([
    ['site', siteSchema, siteKeys],
    ['header', defs.header, headerKeys],
    ['footer', siteSchema.properties.footer, footerKeys],
    ['menu item', defs.menuItem, menuItemKeys],
    ['route', defs.route, routeKeys],
    ['block', defs.block, blockKeys],
    ['page', defs.page, pageKeys],
  ] as const)('%s has the same properties in both', (_name, schema, keys) => {
    expect(keysOf(schema)).toEqual(Object.keys(keys).sort());
  });
});

describe('page data in the schema follows src/runtime/data/pageDataSources.ts', () => {
  it('offers exactly the source kinds the runtime can load', () => {
    expect([...defs.pageData.properties.source.enum].sort()).toEqual(
      Object.keys(PAGE_DATA_SOURCES).sort(),
    );
    expect(Object.keys(PAGE_DATA_LOADERS).sort()).toEqual(Object.keys(PAGE_DATA_SOURCES).sort());
    expect(Object.keys(PAGE_DATA_SOURCE_DOCS).sort()).toEqual(
      Object.keys(PAGE_DATA_SOURCES).sort(),
    );
  });

  it('declares a source with the same properties as PageDataDeclaration', () => {
    const declarationKeys: KeyList<PageDataDeclaration> = { source: true, params: true };
    expect(keysOf(defs.pageData)).toEqual(Object.keys(declarationKeys).sort());
  });
});
