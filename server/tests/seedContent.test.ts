/**
 * The seed's content files (server/seed-data/content/<area>.json): each matches the JSON Schema
 * beside it, a file that does not stops the seed naming the file, the JSON pointer and what is
 * wrong, and the ids one part of the content names in another exist.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSeedContent,
  CONTENT_DIR,
  contentAreas,
  loadSeedContent,
  SeedContentError,
} from '../seed-data/content';
import { CAMPAIGN_SITES_B } from '../seed-data/campaignSitesB';
import { COURSE_IDS, COURSES, HONOUR_IDS, HONOURS, PROGRESS, TOPICS } from '../seed-data/courses';
import { EXTRA_AREA_ITEMS, ITEM_SUBJECTS, SUBJECT_CODES } from '../seed-data/listCatalogs';
import { LIVE_SEEDS } from '../seed-data/lives';
import { AREAS, FEATURED_CHANNEL, LABOUR_ZONES } from '../seed-data/portal';
import { DETAIL_IDS } from '../seed-data/resources';
import { LECTURER_SEEDS, STUDIO_IDS, STUDIO_SEEDS } from '../seed-data/studios';
import { TRAINING_EXAMS, TRAINING_SEEDS, TRAINING_WORKS } from '../seed-data/training';
import { DEMO_USERS } from '../seed-data/users';
import { tempDir } from './helpers';

const dir = tempDir('portal-seed-content-');
afterAll(() => dir.cleanup());

describe('content files', () => {
  it('every area has a 2020-12 schema beside it, and every schema an area', () => {
    const files = readdirSync(CONTENT_DIR).sort();
    const schemas = files.filter((name) => name.endsWith('.schema.json'));
    expect(schemas.map((name) => name.replace('.schema.json', ''))).toEqual(contentAreas());
    expect(files).toHaveLength(2 * schemas.length);
    for (const name of schemas) {
      const schema = JSON.parse(readFileSync(join(CONTENT_DIR, name), 'utf8')) as {
        $schema?: string;
      };
      expect(schema.$schema, name).toBe('https://json-schema.org/draft/2020-12/schema');
    }
  });

  it.each(contentAreas())('%s.json matches its schema', (area) => {
    expect(checkSeedContent(area)).toEqual([]);
  });

  it('a file that does not match stops the seed with the file, the pointer and the message', () => {
    const copy = join(dir.path, 'content');
    cpSync(CONTENT_DIR, copy, { recursive: true });
    const file = join(copy, 'courses.json');
    const content = JSON.parse(readFileSync(file, 'utf8')) as {
      courses: Record<string, unknown>[];
    };
    content.courses[1].title = 42;
    content.courses[2].palette = ['#c8373b'];
    content.courses[3].subtitle = '多出来的字段';
    writeFileSync(file, JSON.stringify(content));

    const problems = checkSeedContent('courses', copy);
    expect(problems.map(({ pointer, message }) => ({ pointer, message }))).toEqual([
      { pointer: '/courses/1/title', message: 'must be text' },
      { pointer: '/courses/2/palette', message: 'needs at least 2 item(s)' },
      {
        pointer: '/courses/3/subtitle',
        message: expect.stringMatching(/^unknown property "subtitle"/) as string,
      },
    ]);
    expect(problems.every((problem) => problem.file.endsWith('content/courses.json'))).toBe(true);
    expect(() => loadSeedContent('courses', copy)).toThrow(SeedContentError);
    expect(() => loadSeedContent('courses', copy)).toThrow(
      /content\/courses\.json: \/courses\/1\/title: must be text/,
    );
  });

  it('a file that is not JSON is named too', () => {
    const copy = join(dir.path, 'broken');
    cpSync(CONTENT_DIR, copy, { recursive: true });
    writeFileSync(join(copy, 'studios.json'), '{"teachStudios": [');
    expect(checkSeedContent('studios', copy)).toEqual([
      {
        file: expect.stringMatching(/broken\/studios\.json$/) as string,
        pointer: '',
        message: expect.stringMatching(/^not JSON: /) as string,
      },
    ]);
  });
});

describe('ids the content names exist', () => {
  const userIds = new Set(DEMO_USERS.map((user) => user.id));
  const courseIds = new Set(COURSES.map((course) => course.id));

  it('courses: the named ids, topics, honours and progress', () => {
    expect([...Object.values(COURSE_IDS)].filter((id) => !courseIds.has(id))).toEqual([]);
    expect(Object.values(HONOUR_IDS).sort()).toEqual(HONOURS.map((honour) => honour.id).sort());
    const named = [
      ...TOPICS.flatMap((topic) => topic.sections.flatMap((part) => part.courseIds)),
      ...HONOURS.map((honour) => honour.courseId),
      ...PROGRESS.map((row) => row.courseId),
    ];
    expect(named.filter((id) => !courseIds.has(id))).toEqual([]);
    expect(PROGRESS.filter((row) => !userIds.has(row.userId))).toEqual([]);
  });

  it('studios: the named ids and every lecturer studio', () => {
    const studioIds = new Set(STUDIO_SEEDS.map((studio) => studio.id));
    expect(studioIds.size).toBe(STUDIO_SEEDS.length);
    expect(studioIds.has(STUDIO_IDS.resourceAccount)).toBe(true);
    expect(studioIds.has(STUDIO_IDS.teachStudio)).toBe(true);
    expect(LECTURER_SEEDS.some((lecturer) => lecturer.id === STUDIO_IDS.lecturer)).toBe(true);
    expect(
      LECTURER_SEEDS.filter((lecturer) => lecturer.studioId && !studioIds.has(lecturer.studioId)),
    ).toEqual([]);
  });

  it('training: exams and works name projects, staff and trainees are users', () => {
    const projectIds = new Set(TRAINING_SEEDS.map((project) => project.id));
    expect(
      [...TRAINING_EXAMS, ...TRAINING_WORKS].filter((row) => !projectIds.has(row.train_id)),
    ).toEqual([]);
    const people = [
      ...TRAINING_SEEDS.flatMap((project) => [...project.admins, ...project.reviewers]),
      ...TRAINING_WORKS.map((work) => work.user_id),
    ];
    expect(people.filter((id) => !userIds.has(id))).toEqual([]);
  });

  it('list catalogues: subjects have codes, extra items are filed under categories of their area', () => {
    const subjects = Object.values(ITEM_SUBJECTS).flatMap((titles) => Object.values(titles ?? {}));
    expect(subjects.filter((subject) => !(subject in SUBJECT_CODES))).toEqual([]);
    for (const [key, items] of Object.entries(EXTRA_AREA_ITEMS)) {
      const codes = new Set(AREAS.find((area) => area.key === key)?.catalog?.map((c) => c.code));
      expect(
        (items ?? []).filter((item) => !item.tag || !codes.has(item.tag)),
        key,
      ).toEqual([]);
    }
  });

  it('lives: the two with a hand-written detail are the detail resources of that name', () => {
    const resourceIds = LIVE_SEEDS.map((live) => live.resourceId);
    expect(resourceIds).toContain(DETAIL_IDS.liveUpcoming);
    expect(resourceIds).toContain(DETAIL_IDS.liveReplay);
  });

  it('portal and campaign sites: sections name areas and libraries of their own site', () => {
    const keys = new Set(AREAS.map((area) => area.key));
    const featured = [
      ...FEATURED_CHANNEL.sections,
      FEATURED_CHANNEL.malformed,
      ...FEATURED_CHANNEL.tabs.children,
    ];
    expect(featured.filter((section) => !keys.has(section.key))).toEqual([]);
    for (const zone of LABOUR_ZONES) {
      const codes = new Set(zone.catalog.map((node) => node.code));
      expect(
        zone.items.filter((item) => !codes.has(item.tag)),
        zone.key,
      ).toEqual([]);
    }
    for (const site of CAMPAIGN_SITES_B) {
      const libraries = new Set(site.libraries.map((library) => library.id));
      const named = site.sections.flatMap((entry) =>
        entry.kind === 'tabs' ? entry.libraries : entry.kind === 'custom' ? [] : [entry.library],
      );
      expect(
        named.filter((id) => !libraries.has(id)),
        site.key,
      ).toEqual([]);
    }
  });
});
