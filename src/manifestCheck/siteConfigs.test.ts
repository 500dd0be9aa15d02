/**
 * The site-config checker as issue 12 broke it: each case crashed it, slipped past it, read a
 * file outside site-configs/ or stalled it. Each must now give problems with file, line, column
 * and a pointer that exists in the file, and never stop the other sites from being checked.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import siteSchema from '../../schemas/site.schema.json';
import gatesSchema from '../../schemas/gates.schema.json';
import pagesSchema from '../../schemas/pages.schema.json';
import { blockSchemaInfo } from './blockSchemas';
import {
  RULE_PLACES,
  createSiteConfigChecker,
  loadSiteConfigs,
  type BlockSchemaInfo,
  type SiteConfigChecker,
} from './siteConfigs';
import type { ManifestProblem } from '../runtime/manifest/types';

const repoRoot = resolve(import.meta.dirname, '../..');
const realConfigs = join(repoRoot, 'site-configs');
const KPZY = join(realConfigs, 'hd/kpzy/site.json');
const kpzyText = readFileSync(KPZY, 'utf8');

let blocks: BlockSchemaInfo[];
let checker: SiteConfigChecker;
beforeAll(async () => {
  blocks = await blockSchemaInfo();
  checker = createSiteConfigChecker(realConfigs, { blocks, repoRoot });
  checker.loadAll();
}, 60_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function copyConfigs(): { dir: string; configs: string } {
  const dir = mkdtempSync(join(tmpdir(), 'site-configs-check-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const configs = join(dir, 'site-configs');
  cpSync(realConfigs, configs, { recursive: true });
  return { dir, configs };
}

/** Does the pointer name a place in the text ('/' is the root)? */
function pointerExists(text: string, pointer: string): boolean {
  let value: unknown = JSON.parse(text);
  if (pointer === '/') return true;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object') return false;
    if (!Object.prototype.hasOwnProperty.call(value, segment)) return false;
    value = (value as Record<string, unknown>)[segment];
  }
  return true;
}

function check(text: string, file = KPZY): ManifestProblem[] {
  const problems = checker.checkFile(file, text);
  for (const problem of problems) {
    expect(problem.line).toBeGreaterThanOrEqual(1);
    expect(problem.column).toBeGreaterThanOrEqual(1);
    expect(problem.file).toBeTruthy();
  }
  return problems;
}

/** Problems of a text that parses, each at a pointer that exists in it. */
function checkParsable(text: string, file = KPZY): ManifestProblem[] {
  const problems = check(text, file);
  for (const problem of problems)
    expect([problem.pointer, pointerExists(text, problem.pointer)]).toEqual([
      problem.pointer,
      true,
    ]);
  return problems;
}

const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((line) => line.includes(needle)) + 1;

describe('the real files', () => {
  it('pass, and checking one again takes milliseconds', () => {
    expect(checker.loadAll().problems).toEqual([]);
    expect(checker.loadAll().sites).toHaveLength(13);
    const started = performance.now();
    expect(check(kpzyText)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('slots (issue 16: pages compose)', () => {
  const CONTACT = `{
          "type": "contact-card",
          "props": {
            "title": "msg:kpzy.contact.title",
            "phone": "{{contacts.kpzy.phone}}",
            "lines": ["msg:kpzy.contact.phone", "msg:kpzy.contact.hours"]
          }
        }`;
  const withLayout = (slots: string) =>
    kpzyText.replace(CONTACT, `{ "type": "layout-columns", "props": {}, "slots": ${slots} }`);

  it('accepts blocks in the slots a block declares, checked like any block', () => {
    expect(kpzyText).toContain(CONTACT);
    expect(
      checkParsable(
        withLayout(
          `{ "main": [${CONTACT}], "aside": [{ "type": "page-title", "props": { "title": "联系我们" } }] }`,
        ),
      ),
    ).toEqual([]);
  });

  it('refuses a slot the block does not declare, with its slots named', () => {
    expect(checkParsable(withLayout('{ "side": [] }'))).toEqual([
      expect.objectContaining({
        pointer: '/pages/home/blocks/3/slots/side',
        message: 'block "layout-columns" has no slot "side"',
      }),
    ]);
    const onPlainBlock = kpzyText.replace(
      CONTACT,
      CONTACT.replace(/\}$/, ', "slots": { "main": [] } }'),
    );
    expect(checkParsable(onPlainBlock)).toEqual([
      expect.objectContaining({
        pointer: '/pages/home/blocks/3/slots/main',
        message: 'block "contact-card" has no slots',
      }),
    ]);
  });

  it('checks a slot’s blocks: type, props, rules, gates, ids across the page, and one level only', () => {
    const problems = checkParsable(
      withLayout(`{
        "main": [
          { "type": "contact-cards", "props": {} },
          { "type": "page-title", "props": { "title": 5 } },
          { "type": "gate-buttons", "props": { "buttons": [{ "label": "报名", "gate": "enrol", "to": "x" }] } },
          { "type": "page-title", "props": { "title": "a" }, "visibleWhen": { "==": [1, 1] } }
        ],
        "aside": [{ "type": "layout-columns", "slots": { "main": [] } }]
      }`),
    );
    const at = '/pages/home/blocks/3/slots';
    expect(problems.map((problem) => `${problem.pointer}: ${problem.message}`)).toEqual(
      expect.arrayContaining([
        `${at}/main/0/type: unknown block type "contact-cards"`,
        `${at}/main/1/props/title: block "page-title": must be text`,
        `${at}/main/2/props/buttons/0/gate: gate "enrol" is not defined in this site's "gates"`,
        `${at}/main/3/visibleWhen: The operator "==" is not allowed in rules: it compares loosely (1 == "1" and null == undefined are both true), so a rule could pass by accident.`,
        // A block in a slot holds no slots of its own.
        `${at}/aside/0/slots: unknown property "slots"`,
      ]),
    );
  });
});

describe('page data (issue 16: pages declare named data that blocks read by name)', () => {
  const PORTAL = join(realConfigs, 'portal/site.json');
  const portalText = readFileSync(PORTAL, 'utf8');
  const portal = JSON.parse(portalText) as {
    routes: { path: string; page: string }[];
    pages: Record<string, unknown>;
  };
  const problemsOf = (text: string) =>
    checkParsable(text, PORTAL).map((problem) => `${problem.pointer}: ${problem.message}`);
  /** The portal with one page replaced. */
  const withPage = (name: string, edit: (page: Record<string, unknown>) => void) => {
    const copy = structuredClone(portal);
    edit(copy.pages[name] as Record<string, unknown>);
    return JSON.stringify(copy, null, 2);
  };
  const routeOf = (page: string) => portal.routes.findIndex((route) => route.page === page);

  it('refuses blocks that read data the page does not declare, in slots too', () => {
    const problems = problemsOf(
      withPage('trainingOptManual', (page) => {
        delete page.data;
      }),
    );
    const at = '/pages/trainingOptManual/blocks/0';
    expect(problems).toEqual([
      `${at}: block "training-project" reads page data "project" (training.project), which this page does not declare in "data"`,
      `${at}/slots/body/0: block "training-manual" reads page data "project" (training.project), which this page does not declare in "data"`,
    ]);
  });

  it('refuses a source with the wrong params, and a block reading data of another kind', () => {
    const problems = problemsOf(
      withPage('trainingDynamics', (page) => {
        (page.data as Record<string, unknown>).news = {
          source: 'training.project',
          params: { libraryId: { route: 'libraryId' } },
        };
      }),
    );
    const at = '/pages/trainingDynamics';
    expect(problems).toEqual([
      `${at}/data/news/params: page data "news" (training.project) needs the param "trainId"`,
      `${at}/data/news/params/libraryId: training.project takes no param "libraryId"`,
      `${at}/blocks/0/slots/body/0: block "training-news" reads page data "news" as library.contents, but the page declares it as training.project`,
    ]);
  });

  it('refuses a route parameter the page’s routes do not have, and an unknown binding', () => {
    const problems = problemsOf(
      withPage('trainingDynamics', (page) => {
        const news = (page.data as Record<string, { params: Record<string, unknown> }>).news;
        news.params.libraryId = { route: 'library' };
        const frame = (page.blocks as { slots: { body: Record<string, unknown>[] } }[])[0];
        frame.slots.body[0].data = { articles: 'news' };
      }),
    );
    expect(problems).toEqual([
      `/routes/${routeOf('trainingDynamics')}/path: the route "training/:trainId/:libraryId/dynamics" shows page "trainingDynamics", whose data "news" reads the route parameter "library", which this route does not have`,
      '/pages/trainingDynamics/blocks/0/slots/body/0/data/articles: block "training-news" reads no data "articles"',
    ]);
  });

  it('refuses an unknown source kind by the schema', () => {
    const problems = problemsOf(
      withPage('trainingManagement', (page) => {
        (page.data as Record<string, { source: string }>).project.source = 'training.projects';
      }),
    );
    expect(problems[0]).toMatch(
      /^\/pages\/trainingManagement\/data\/project\/source: must be one of "training.project", "library.contents"/,
    );
  });
});

describe('block props tables (issue 16: profile-form fields)', () => {
  const PORTAL = join(realConfigs, 'portal/site.json');
  const portalText = readFileSync(PORTAL, 'utf8');
  const fieldProblems = (text: string) =>
    checkParsable(text, PORTAL).map((problem) => ({
      at: problem.pointer.replace(/^.*\/props\/fields\//, 'fields/'),
      message: problem.message,
    }));

  it('refuses a field kind, profile attribute or reference list the form does not know', () => {
    const text = portalText
      .replace('"kind": "graduation-year"', '"kind": "year-picker"')
      .replace('"name": "honour"', '"name": "hobby"')
      .replace('"list": "degrees"', '"list": "hobbies"');
    expect(fieldProblems(text)).toEqual([
      {
        at: 'fields/5/name',
        message: expect.stringMatching(/^block "profile-form": must be one of "area_code", /),
      },
      {
        at: 'fields/7/kind',
        message:
          'block "profile-form": must be one of "area", "school", "reference", "graduation-year", "major"',
      },
      {
        at: 'fields/10/list',
        message: expect.stringMatching(/^block "profile-form": must be one of "gradeSections", /),
      },
    ]);
  });

  it('refuses a reference field without its list, and a kind on another kind’s attribute', () => {
    const text = portalText
      .replace(/,\s*"list": "degrees"/, '')
      .replace('"kind": "major"', '"kind": "area"');
    expect(fieldProblems(text)).toEqual([
      { at: 'fields/8/name', message: 'block "profile-form": must be "area_code"' },
      {
        at: 'fields/10',
        message: 'block "profile-form": the required property "list" is missing',
      },
    ]);
  });
});

describe('never a crash', () => {
  it('a block without "type" is a missing property at the block (it threw in didYouMean)', () => {
    const text = kpzyText.replace('"type": "contact-card",', '');
    expect(checkParsable(text)).toEqual([
      expect.objectContaining({
        pointer: '/pages/home/blocks/3',
        message: 'the required property "type" is missing',
      }),
    ]);
  });

  it('a route without "page" is a missing property at the route', () => {
    const text = kpzyText.replace('"page": "list",', '');
    expect(checkParsable(text)).toEqual([
      expect.objectContaining({
        pointer: '/routes/1',
        message: 'the required property "page" is missing',
        line: lineOf(text, '"path": "list"'),
      }),
    ]);
  });

  it('wrong types anywhere: a page that is text, blocks that are numbers, gates that are a list', () => {
    const text = kpzyText
      .replace('"title": "msg:kpzy.page.list" } }', '"title": 5 } }')
      .replace(/"gates": \{[\s\S]*?\n {2}\}/, '"gates": [1]')
      .replace(
        '{ "type": "channel-sections", "props": { "channelId": "{{channels.kpzy}}" } },',
        '5,',
      );
    const problems = checkParsable(text);
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual(
      expect.arrayContaining([
        '/pages/home/blocks/0: must be an object',
        '/gates: must be an object',
        '/routes/4/guard: the route "myWork" is guarded by gate "myWork", which is not defined in "gates"',
      ]),
    );
  });

  it('nesting 10,000 levels deep is refused before parsing, at a place that exists', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const text = kpzyText.replace('"floatBar": {', `"deep": ${deep}, "floatBar": {`);
    const problems = checkParsable(text);
    expect(problems).toEqual([
      expect.objectContaining({
        message: 'objects and lists are nested more than 64 levels deep here',
        line: lineOf(text, '"deep"'),
      }),
    ]);
    expect(problems[0].pointer).toMatch(/^\/deep(\/0){63}$/);
  });

  it('a 5 MB string is refused in well under a second; a 70 kB one by the string limit', () => {
    const huge = kpzyText.replace('"msg:kpzy.title"', `"${'x'.repeat(5_000_000)}"`);
    const started = performance.now();
    expect(check(huge)).toEqual([
      expect.objectContaining({
        pointer: '/',
        message: expect.stringContaining('larger than the limit of 2097152 bytes') as string,
      }),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
    const long = kpzyText.replace('"msg:kpzy.subtitle"', `"${'y'.repeat(70_000)}"`);
    expect(checkParsable(long)).toEqual([
      expect.objectContaining({
        pointer: '/header/subtitle',
        message: 'this string is 70000 characters long; the limit is 65536',
      }),
    ]);
  });

  it('a long unknown block type gets no did-you-mean (it took 18 s) and is shown shortened', () => {
    const text = kpzyText.replace('"type": "contact-card"', `"type": "${'z'.repeat(60_000)}"`);
    const started = performance.now();
    const problems = checkParsable(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/pages/home/blocks/3/type',
        message: `unknown block type "${'z'.repeat(80)}…"`,
        hint: expect.stringContaining('known types:') as string,
      }),
    ]);
  });

  it.each([
    ['an empty file', '', 'the file is empty'],
    ['a list', '[1, 2]', 'a site manifest must be a JSON object { … }, but this file holds a list'],
    ['text', '"site"', 'a site manifest must be a JSON object { … }, but this file holds text'],
    ['binary junk', '\u0000\u0001\u00ff\ufffd{', 'JSON syntax error: InvalidSymbol'],
    [
      'a trailing comma',
      kpzyText.replace('["msg:kpzy.intro.body"]', '["msg:kpzy.intro.body",]'),
      'JSON syntax error: ValueExpected',
    ],
    // Cut after a whole value (the routes list), never inside a string, whatever the manifest
    // holds by then: the object is left open.
    [
      'a truncated file',
      kpzyText.slice(0, kpzyText.indexOf('"pages"')).trimEnd().replace(/,$/, ''),
      'JSON syntax error: CloseBraceExpected',
    ],
  ])('%s gives a problem with a place', (_, text, message) => {
    const problems = check(text);
    expect(problems[0]).toMatchObject({ message });
    expect(problems[0].pointer).toMatch(/^\//);
  });

  it('prototype keys are refused and pollute nothing', () => {
    const text = kpzyText.replace(
      '"gates": {',
      '"gates": { "__proto__": { "rules": [{ "when": true, "then": { "allow": true } }] }, "constructor": { "$ref": "../../shared/gates.json#/enroll" },',
    );
    const problems = checkParsable(text);
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/gates/__proto__: "__proto__" may not be used as a property name',
      '/gates/constructor: "constructor" may not be used as a property name',
    ]);
    expect(({} as Record<string, unknown>).rules).toBeUndefined();
  });

  it('one broken site never stops the others: an unexpected error becomes its problem', () => {
    const { dir, configs } = copyConfigs();
    // A block whose schema cannot compile makes ajv throw while that site is checked.
    const broken = [...blocks, { type: 'broken-block', schema: { type: 'no-such-type' } }];
    writeFileSync(
      join(configs, 'hd/yz/site.json'),
      readFileSync(join(configs, 'hd/yz/site.json'), 'utf8').replace(
        /"blocks": \[/,
        '"blocks": [{ "type": "broken-block" },',
      ),
    );
    // And a site that threw before: blocks without a type.
    writeFileSync(
      join(configs, 'hd/zgm/site.json'),
      readFileSync(join(configs, 'hd/zgm/site.json'), 'utf8').replace(/"type": "[a-z-]+",/g, ''),
    );
    const loaded = loadSiteConfigs(configs, { blocks: broken, repoRoot: dir });
    const files = new Set(loaded.problems.map((problem) => problem.file));
    expect([...files].sort()).toEqual([
      'site-configs/hd/yz/site.json',
      'site-configs/hd/zgm/site.json',
    ]);
    expect(loaded.problems).toContainEqual(
      expect.objectContaining({
        file: 'site-configs/hd/yz/site.json',
        pointer: '/',
        message: expect.stringMatching(/^the check stopped on this file: /) as string,
      }),
    );
    expect(loaded.sites.map((site) => site.id).sort()).toEqual(
      [
        'hd-b-sxj',
        'hd-c-sxj',
        'hd-diaa',
        'hd-dnds',
        'hd-dndsstudent',
        'hd-dndsstudent-hmt',
        'hd-dndsteacher',
        'hd-kpzy',
        'hd-sxj',
        'hd-tjjxj',
        'portal',
      ].sort(),
    );
  });

  it('a trailing comma in a catalogue is its problem; every site is still checked and loaded', () => {
    const { dir, configs } = copyConfigs();
    const file = join(configs, 'messages/zh-CN.json');
    const text = readFileSync(file, 'utf8').replace(/"\n\}\s*$/, '",\n}\n');
    writeFileSync(file, text);
    const loaded = loadSiteConfigs(configs, { blocks, repoRoot: dir });
    expect(loaded.problems[0]).toMatchObject({
      file: 'site-configs/messages/zh-CN.json',
      line: text.split('\n').length - 1,
      message: 'JSON syntax error: PropertyNameExpected',
    });
    expect(new Set(loaded.problems.map((problem) => problem.file))).toEqual(
      new Set(['site-configs/messages/zh-CN.json']),
    );
    expect(loaded.sites).toHaveLength(13);
  });

  it('a broken site never shadows a working one in the index', () => {
    const { dir, configs } = copyConfigs();
    mkdirSync(join(configs, 'hd/aaa'));
    writeFileSync(
      join(configs, 'hd/aaa/site.json'),
      JSON.stringify({ id: 'hd-kpzy', match: { pathPrefix: '/hd/kpzy' }, kind: 5 }),
    );
    const loaded = loadSiteConfigs(configs, { blocks, repoRoot: dir });
    expect(loaded.files['hd-kpzy']).toBe('site-configs/hd/kpzy/site.json');
    expect(loaded.index.filter((entry) => entry.id === 'hd-kpzy')).toHaveLength(1);
  });
});

describe('$ref stays inside site-configs/ and lands on a gate', () => {
  const withRef = (ref: string) =>
    kpzyText.replace('"$ref": "../../shared/gates.json#/enroll"', `"$ref": ${JSON.stringify(ref)}`);

  it.each([
    [`${repoRoot}/package.json#/dependencies`, 'is not a relative path'],
    ['../../../package.json#/dependencies', 'leads out of site-configs/'],
    ['../../../tsconfig.json#/compilerOptions', 'leads out of site-configs/'],
    ['../../messages/zh-CN.json#/kpzy.title', 'is not a shared gate file'],
    ['../../environments.json#/environments', 'is not a shared gate file'],
    ['../sxj/site.json#/gates/enroll', 'is not a shared gate file'],
    ['../../shared/gates.json#/enroll/rules', 'is not a gate'],
    ['../../shared/gates.json#/$schema', 'is not a gate'],
    ['../../shared/gates.json#/__proto__', 'has nothing at'],
    ['..\\..\\shared\\gates.json#/enroll', 'is not a relative path'],
  ])('%s is refused at the $ref (%s)', (ref, reason) => {
    const problems = checkParsable(withRef(ref));
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/gates/enroll/$ref',
        message: expect.stringContaining(reason) as string,
      }),
    ]);
    // Nothing of the file named is repeated (package.json lists "ajv" among its dependencies).
    expect(JSON.stringify(problems)).not.toMatch(/ajv|fastify|compilerOptions"|活动/);
  });

  it('a link leading out of site-configs/ is refused: a ref through it, a site folder, a shared file', () => {
    const { dir, configs } = copyConfigs();
    const outside = join(dir, 'outside');
    mkdirSync(join(outside, 'site'), { recursive: true });
    writeFileSync(
      join(outside, 'gates.json'),
      readFileSync(join(realConfigs, 'shared/gates.json')),
    );
    writeFileSync(
      join(outside, 'site/site.json'),
      kpzyText.replace('"hd-kpzy"', '"hd-outside"').replace('/hd/kpzy"', '/hd/outside"'),
    );
    symlinkSync(outside, join(configs, 'shared/linked'));
    symlinkSync(join(outside, 'gates.json'), join(configs, 'shared/more-gates.json'));
    symlinkSync(join(outside, 'site'), join(configs, 'hd/outside'));
    writeFileSync(
      join(configs, 'hd/kpzy/site.json'),
      kpzyText.replace('../../shared/gates.json#/enroll', '../../shared/linked/gates.json#/enroll'),
    );
    const loaded = loadSiteConfigs(configs, { blocks, repoRoot: dir });
    expect(loaded.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([
      'site-configs/shared/more-gates.json /: this is a symbolic link to a place outside site-configs/ (more-gates.json); it is not read',
      'site-configs/hd/outside /: this is a symbolic link to a place outside site-configs/ (outside); it is not read',
      'site-configs/hd/kpzy/site.json /gates/enroll/$ref: the gate reference "../../shared/linked/gates.json" goes through a symbolic link out of site-configs/; it is not read',
    ]);
    expect(loaded.files['hd-outside']).toBeUndefined();
    expect(loaded.index.map((entry) => entry.id)).not.toContain('hd-outside');
  });
});

describe('shared pages ($ref to a page in site-configs/shared/*pages.json)', () => {
  const UPLOAD_REF = '"upload": { "$ref": "../../shared/contest-pages.json#/upload" }';
  const withPageRef = (ref: string) =>
    kpzyText.replace(UPLOAD_REF, `"upload": { "$ref": ${JSON.stringify(ref)} }`);

  it('a site serves the shared page inlined, the same for every site that names it', () => {
    expect(kpzyText).toContain(UPLOAD_REF);
    const { sites } = checker.loadAll();
    const upload = (id: string) => sites.find((site) => site.id === id)!.pages.upload;
    expect(upload('hd-kpzy').blocks.map((block) => block.type)).toEqual([
      'page-title',
      'contest-summary',
      'contest-upload-form',
    ]);
    expect(upload('hd-sxj')).toEqual(upload('hd-kpzy'));
    expect(JSON.stringify(sites)).not.toContain('contest-pages.json');
  });

  it.each([
    ['../../shared/gates.json#/enroll', 'is not a shared page file'],
    ['../../../package.json#/dependencies', 'leads out of site-configs/'],
    ['../sxj/site.json#/pages/upload', 'is not a shared page file'],
    ['../../shared/contest-pages.json#/uplaod', 'has nothing at'],
    ['../../shared/contest-pages.json#/upload/blocks', 'is not a page'],
    ['../../shared/contest-pages.json#/$schema', 'is not a page'],
  ])('%s is refused at the $ref (%s)', (ref, reason) => {
    const problems = checkParsable(withPageRef(ref));
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/pages/upload/$ref',
        message: expect.stringContaining(reason) as string,
      }),
    ]);
  });

  it("a shared page naming a gate a site lacks is refused at that site's reference", () => {
    const { dir, configs } = copyConfigs();
    const file = join(configs, 'shared/contest-pages.json');
    const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { blocks: unknown[] }>;
    pages.upload.blocks.push({
      type: 'gate-buttons',
      props: { buttons: [{ label: '评审入口', gate: 'review', to: 'reviewTask' }] },
    });
    writeFileSync(file, JSON.stringify(pages, null, 2));
    const loaded = loadSiteConfigs(configs, { blocks, repoRoot: dir });
    // kpzy and the dnds sites declare "review"; the sxj editions do not.
    expect(loaded.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual(
      ['b-sxj', 'c-sxj', 'sxj'].map(
        (site) =>
          `site-configs/hd/${site}/site.json /pages/upload/$ref: the shared page "../../shared/contest-pages.json#/upload" uses gate "review", which is not defined in this site's "gates"`,
      ),
    );
  });

  it('a broken shared page is a problem of its own file, at the block, and the site stays served', () => {
    const { dir, configs } = copyConfigs();
    const file = join(configs, 'shared/contest-pages.json');
    const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      { blocks: { type: string; props: Record<string, unknown> }[] }
    >;
    pages.upload.blocks[2].props = { contestIdFromParam: 7 };
    pages.myWork.blocks[0].type = 'page-titel';
    writeFileSync(file, JSON.stringify(pages, null, 2));
    const loaded = loadSiteConfigs(configs, { blocks, repoRoot: dir });
    expect(loaded.problems.map((p) => `${p.file} ${p.pointer}`)).toEqual([
      'site-configs/shared/contest-pages.json /upload/blocks/2/props/contestIdFromParam',
      'site-configs/shared/contest-pages.json /myWork/blocks/0/type',
    ]);
    expect(loaded.problems[1].hint).toContain('page-title');
  });
});

describe('rules and gate names', () => {
  const withGate = (gate: unknown) =>
    kpzyText.replace('"gates": {', `"gates": { "extra": ${JSON.stringify(gate)},`);
  const rule = (when: unknown, then: unknown = { allow: true }) => ({ rules: [{ when, then }] });

  it('a date in the wrong form is refused with the accepted forms (it silently hid buttons)', () => {
    const text = withGate(rule({ before: [{ var: 'now' }, '2024/07/01'] }));
    expect(checkParsable(text)).toEqual([
      expect.objectContaining({
        pointer: '/gates/extra/rules/0/when/before/1',
        message:
          '"2024/07/01" is not a time "before" can read, so the rule would fail whenever it gets here.',
        hint: expect.stringContaining('2024-07-01T09:00:00+08:00') as string,
      }),
    ]);
  });

  it.each([
    [{ var: 'loggedIn', and: [true] }, '/gates/extra/rules/0/when', 'exactly one key'],
    [{ var: 5 }, '/gates/extra/rules/0/when/var', 'literal text'],
    [{ anyOf: [true] }, '/gates/extra/rules/0/when', 'not an operator rules can use'],
    [
      [{ var: 'loggedIn' }],
      '/gates/extra/rules/0/when',
      'A condition must be true, false or an operation',
    ],
  ])('malformed json-logic %j is refused at %s', (when, pointer, message) => {
    const problems = checkParsable(withGate(rule(when)));
    expect(problems).toContainEqual(
      expect.objectContaining({ pointer, message: expect.stringContaining(message) as string }),
    );
  });

  it('every place a rule stands is checked: toast params, dialog links, menus, blocks', () => {
    const text = withGate(
      rule(true, { dialog: { message: 'm', button: { label: 'l', to: { '+': [1, 2] } } } }),
    )
      .replace(
        '"gates": {',
        '"gates": { "toast": { "rules": [{ "when": true, "then": { "toast": "t", "params": { "d": { "mmdd": ["7月1日"] } } } }] },',
      )
      .replace(
        '{ "label": "msg:kpzy.nav.home", "to": "" }',
        '{ "label": "msg:kpzy.nav.home", "to": "", "visibleWhen": { "hasRole": 5 } }',
      )
      .replace(
        '"type": "contact-card",',
        '"type": "contact-card", "visibleWhen": { "in": ["a", 5] },',
      );
    expect(checkParsable(text).map((p) => p.pointer)).toEqual([
      '/header/menu/0/visibleWhen/hasRole',
      '/pages/home/blocks/3/visibleWhen/in/1',
      '/gates/toast/rules/0/then/params/d/mmdd/0',
      '/gates/extra/rules/0/then/dialog/button/to',
    ]);
  });

  it('unknown gate names are refused wherever a gate is named, with a hint', () => {
    const text = kpzyText
      .replace('"guard": "myWork"', '"guard": "myWrok"')
      .replace('"gate": "enroll"', '"gate": "toString"');
    expect(checkParsable(text).map((p) => [p.pointer, p.message, p.hint])).toEqual([
      [
        '/routes/4/guard',
        'the route "myWork" is guarded by gate "myWrok", which is not defined in "gates"',
        'did you mean "myWork"?',
      ],
      [
        '/pages/home/blocks/2/props/buttons/0/gate',
        'gate "toString" is not defined in this site\'s "gates"',
        undefined,
      ],
    ]);
    const portal = join(realConfigs, 'portal/site.json');
    const portalText = readFileSync(portal, 'utf8');
    const renamed = portalText
      .replace(/"submitGate": "courseWorkSubmit",?/g, '')
      .replace('"courseWorkSubmit": {', '"courseWorkSubmitted": {');
    const problems = checkParsable(renamed, portal);
    expect(problems.length).toBeGreaterThan(0);
    expect(
      problems.every(
        (p) => p.message === 'gate "courseWorkSubmit" is not defined in this site\'s "gates"',
      ),
    ).toBe(true);
    expect(problems[0].hint).toBe('did you mean "courseWorkSubmitted"?');
  });
});

describe('every place a schema allows a rule is in RULE_PLACES', () => {
  type Schema = Record<string, unknown>;
  const byId: Record<string, Schema> = {
    'site.schema.json': siteSchema as Schema,
    'gates.schema.json': gatesSchema as Schema,
    'pages.schema.json': pagesSchema as Schema,
  };
  /** Paths (with * for any key or index) where a schema refers to the rule or expression defs. */
  function rulePlaces(
    schemaFile: string,
    schema: Schema,
    path: string,
    seen: Set<Schema>,
  ): string[] {
    if (seen.has(schema)) return [];
    const found: string[] = [];
    const ref = schema.$ref as string | undefined;
    if (ref) {
      const [file, fragment] = ref.split('#');
      if (/\/\$defs\/(rule|expression)$/.test(fragment)) return [path];
      const target = file ? file.split('/').pop()! : schemaFile;
      let node: unknown = byId[target];
      for (const segment of fragment.split('/').slice(1)) node = (node as Schema)[segment];
      found.push(...rulePlaces(target, node as Schema, path, new Set([...seen, schema])));
    }
    const next = new Set([...seen, schema]);
    for (const [key, sub] of Object.entries((schema.properties as Record<string, Schema>) ?? {}))
      found.push(...rulePlaces(schemaFile, sub, `${path}/${key}`, next));
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      found.push(
        ...rulePlaces(schemaFile, schema.additionalProperties as Schema, `${path}/*`, next),
      );
    if (schema.items)
      found.push(...rulePlaces(schemaFile, schema.items as Schema, `${path}/*`, next));
    for (const key of ['oneOf', 'anyOf', 'allOf'])
      for (const branch of (schema[key] as Schema[] | undefined) ?? [])
        found.push(...rulePlaces(schemaFile, branch, path, next));
    for (const key of ['then', 'else'])
      if (schema[key] && typeof schema[key] === 'object')
        found.push(...rulePlaces(schemaFile, schema[key] as Schema, path, next));
    return found;
  }

  it('site manifests and gate files', () => {
    const places = (kind: 'site' | 'gates') => RULE_PLACES[kind].map(([path]) => path).sort();
    expect(
      [...new Set(rulePlaces('site.schema.json', byId['site.schema.json'], '', new Set()))].sort(),
    ).toEqual(places('site'));
    expect(
      [
        ...new Set(rulePlaces('gates.schema.json', byId['gates.schema.json'], '', new Set())),
      ].sort(),
    ).toEqual(places('gates'));
  });

  it('shared page files', () => {
    expect(
      [
        ...new Set(rulePlaces('pages.schema.json', byId['pages.schema.json'], '', new Set())),
      ].sort(),
    ).toEqual(RULE_PLACES.pages.map(([path]) => path).sort());
  });

  it('no block props schema holds a rule', () => {
    for (const block of blocks)
      expect([block.type, JSON.stringify(block.schema)]).not.toEqual([
        block.type,
        expect.stringMatching(/gates\.schema\.json|\$defs\/rule/),
      ]);
  });
});
