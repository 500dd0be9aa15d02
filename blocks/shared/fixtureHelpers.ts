/**
 * Helpers for the section blocks' fixtures (sample props used by tests, the preview
 * catalogue and docs). Cover paths point at the stand-in server's sample images.
 */
import type { BlockFixture, SectionBlockProps } from '../../src/runtime/blocks/contract';
import type { LibraryContent, Section } from '../../src/services/entities';

export function sectionFixture(
  name: string,
  description: string,
  props: SectionBlockProps,
): BlockFixture {
  return { name, description, props: { ...props } };
}

/** The props of a named fixture, typed for tests. */
export function fixtureProps(fixtures: BlockFixture[], name: string): SectionBlockProps {
  const found = fixtures.find((fixture) => fixture.name === name);
  if (!found) throw new Error(`no fixture named "${name}"`);
  return structuredClone(found.props) as unknown as SectionBlockProps;
}

export function sampleCover(n: number): string {
  return `/static/samples/cover-${n}.jpg`;
}

/** Fields a sample may set: a content's own, plus a banner's mainColor. */
export type SampleOverrides = Partial<LibraryContent> & { mainColor?: string };

/** A library content with sensible defaults; ids are derived from `n`. */
export function sampleContent(n: number, overrides: SampleOverrides = {}): LibraryContent {
  return {
    id: `content-${n}`,
    unit_id: `unit-${n}`,
    library_content_id: `lc-${n}`,
    library_id: 'lib-demo',
    title: `示例资源 ${n}`,
    resource_type: 'assets_video',
    resource_id: `res-${n}`,
    cover_url: sampleCover(n),
    create_time: `2024-09-0${(n % 9) + 1}T08:00:00.000+0800`,
    ...overrides,
  };
}

export function sampleSection(type: number, overrides: Partial<Section> = {}): Section {
  return { id: `section-${type}`, channel_id: 'channel-demo', type, setting: {}, ...overrides };
}
