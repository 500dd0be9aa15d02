import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_FACT_NAMES } from '../facts/facts';
import { TIME_FORMS_HINT, TIME_TEXT_EXAMPLES, checkGate, checkRule, parseTimeText } from './index';

type Row = [rule: unknown, problems: Array<{ pointer: string; message: string; hint?: string }>];

const ROWS: Row[] = [
  [{ '===': [{ var: 'loggedIn' }, true] }, []],
  [
    { '==': [{ var: 'loggedIn' }, true] },
    [
      {
        pointer: '',
        message:
          'The operator "==" is not allowed in rules: it compares loosely (1 == "1" and null == undefined are both true), so a rule could pass by accident.',
        hint: 'use "===" (strict equality) instead',
      },
    ],
  ],
  [
    { and: [true, { '!=': [{ var: 'role' }, 'TEACHER'] }] },
    [
      {
        pointer: '/and/1',
        message:
          'The operator "!=" is not allowed in rules: it compares loosely (1 == "1" and null == undefined are both true), so a rule could pass by accident.',
        hint: 'use "!==" (strict inequality) instead',
      },
    ],
  ],
  [
    { befor: [{ var: 'now' }, 1] },
    [
      {
        pointer: '',
        message: '"befor" is not an operator rules can use.',
        hint: 'did you mean "before"?',
      },
    ],
  ],
  [
    { hasrole: 'TEACHER' },
    [
      {
        pointer: '',
        message: '"hasrole" is not an operator rules can use.',
        hint: 'did you mean "hasRole"?',
      },
    ],
  ],
  [
    { '=': [1, 1] },
    [
      {
        pointer: '',
        message: '"=" is not an operator rules can use.',
        hint: 'did you mean "==="?',
      },
    ],
  ],
  [
    { or: [{ var: 'logedIn' }, { var: ['enrollment.status', 0] }] },
    [
      {
        pointer: '/or/0/var',
        message: 'The rule reads "logedIn", but "logedIn" is not a fact rules know.',
        hint: 'did you mean "loggedIn"?',
      },
      {
        pointer: '/or/1/var/0',
        message: 'The rule reads "enrollment.status", but "enrollment" is not a fact rules know.',
        hint: 'did you mean "enrolment"?',
      },
    ],
  ],
  [
    { missing: ['contst.status'] },
    [
      {
        pointer: '/missing/0',
        message: 'The rule reads "contst.status", but "contst" is not a fact rules know.',
        hint: 'did you mean "contest"?',
      },
    ],
  ],
  [
    { hasRole: 'TEACHR' },
    [
      {
        pointer: '/hasRole',
        message: '"TEACHR" is not a role code.',
        hint: 'did you mean "TEACHER"?',
      },
    ],
  ],
  [
    { var: 'constructor.name' },
    [
      {
        pointer: '/var',
        message:
          'The fact path "constructor.name" uses "constructor", which would read JavaScript internals instead of a fact; rules read facts only.',
      },
    ],
  ],
  [
    { var: { cat: ['log', 'gedIn'] } },
    [
      {
        pointer: '/var',
        message:
          'A fact path must be written as literal text (for example "contest.begin_time"), not computed; found an expression.',
      },
    ],
  ],
  [
    { mmdd: [1, 2] },
    [{ pointer: '', message: '"mmdd" takes exactly 1 argument(s), but 2 are given.' }],
  ],
  [
    { 'a/b~c': 1 },
    [
      {
        pointer: '',
        message: '"a/b~c" is not an operator rules can use.',
        hint: expect.stringContaining(
          'the allowed operators are: var, missing',
        ) as unknown as string,
      },
    ],
  ],
  [
    { if: [{ var: 'loggedIn' }, { '<': [{ var: 'contest.status' }, { var: 'x/y' }] }, false] },
    [
      {
        pointer: '/if/1/</1/var',
        message: 'The rule reads "x/y", but "x/y" is not a fact rules know.',
        hint: expect.stringContaining('the known facts are: loggedIn') as unknown as string,
      },
    ],
  ],
  [
    { var: 'loggedIn', extra: true },
    [
      {
        pointer: '',
        message:
          'An object in a rule must have exactly one key, the operator, but this one has 2: var, extra.',
      },
    ],
  ],
  [
    { map: [[1], 1] },
    [
      expect.objectContaining({
        pointer: '',
        message: expect.stringContaining('"map" is not allowed'),
      }),
    ],
  ],
  [
    { log: 1 },
    [expect.objectContaining({ message: expect.stringContaining('"log" is not allowed') })],
  ],
  [
    { method: [1, 'x'] },
    [expect.objectContaining({ message: expect.stringContaining('"method" is not allowed') })],
  ],
];

describe('checkRule', () => {
  it.each(ROWS)('%j', (rule, problems) => {
    expect(checkRule(rule, KNOWN_FACT_NAMES)).toEqual(problems);
  });

  it('escapes JSON pointer tokens', () => {
    expect(
      checkRule({ and: [{ 'x/y': 1 }, { '~': [{ var: 'nope' }] }] }, KNOWN_FACT_NAMES),
    ).toEqual([
      expect.objectContaining({ pointer: '/and/0' }),
      expect.objectContaining({ pointer: '/and/1' }),
      expect.objectContaining({ pointer: '/and/1/~0/0/var' }),
    ]);
  });
});

/**
 * Argument types and time literals (argumentTypes.ts): each row is a rule the engine would
 * refuse with a RuleError when it gets there — closing a gate or hiding a block for everyone —
 * which `npm run validate` used to pass.
 */
const TYPE_ROWS: [rule: unknown, pointer: string, message: string][] = [
  [
    { before: [{ var: 'now' }, '2024/07/01'] },
    '/before/1',
    '"2024/07/01" is not a time "before" can read, so the rule would fail whenever it gets here.',
  ],
  [
    { after: [{ var: 'now' }, '2024-13-01'] },
    '/after/1',
    '"2024-13-01" is not a time "after" can read, so the rule would fail whenever it gets here.',
  ],
  [
    { mmdd: '7月1日' },
    '/mmdd',
    '"7月1日" is not a time "mmdd" can read, so the rule would fail whenever it gets here.',
  ],
  [
    { before: [{ var: 'now' }, true] },
    '/before/1',
    '"before" needs a time, but true is true or false.',
  ],
  [
    { before: [{ var: 'loggedIn' }, 1] },
    '/before/0',
    '"before" needs a time, but the result of "var" is true or false.',
  ],
  [
    { latest: [{ var: 'contest.begin_time' }, [1]] },
    '/latest/1',
    '"latest" needs a time or null, but a list is a list.',
  ],
  [
    { '<': [{ var: 'now' }, '2024-07-01'] },
    '',
    '"<" compares numbers with numbers or text with text, but here the result of "var" is a number and "2024-07-01" is text.',
  ],
  [
    { '>': [{ var: 'contest.status' }, null] },
    '/>/1',
    '">" needs numbers or text, but null is null.',
  ],
  [{ '+': ['1', 2] }, '/+/0', '"+" needs numbers, but "1" is text.'],
  [
    { cat: ['a', { '!': true }] },
    '/cat/1',
    '"cat" needs text or numbers, but the result of "!" is true or false.',
  ],
  [{ in: ['TEACHER', 5] }, '/in/1', '"in" needs a list or text to look in, but 5 is a number.'],
  [{ in: [5, 'abc'] }, '/in/0', '"in" looks for text in text, but 5 is a number.'],
  [
    { '===': [{ missing: ['contest'] }, 0] },
    '/===/0',
    '"===" compares lists by identity, so a list is never equal to anything here: the rule is always false.',
  ],
  [{ hasRole: 5 }, '/hasRole', '"hasRole" needs a role code such as "TEACHER", but 5 is a number.'],
  [
    [{ var: 'loggedIn' }],
    '',
    'A condition must be true, false or an operation such as {"var": "loggedIn"}, but this is a list.',
  ],
  [
    'true',
    '',
    'A condition must be true, false or an operation such as {"var": "loggedIn"}, but this is text.',
  ],
];

describe('checkRule: argument types and time literals', () => {
  it.each(TYPE_ROWS)('%j', (rule, pointer, message) => {
    expect(checkRule(rule, KNOWN_FACT_NAMES)).toEqual([
      expect.objectContaining({ pointer, message }),
    ]);
  });

  it('a time the engine refuses gets the accepted forms as its hint, and every form shown parses', () => {
    expect(checkRule({ before: [{ var: 'now' }, '2024/07/01'] }, KNOWN_FACT_NAMES)[0].hint).toBe(
      TIME_FORMS_HINT,
    );
    for (const example of TIME_TEXT_EXAMPLES)
      expect([example, parseTimeText(example)]).not.toEqual([example, null]);
  });

  it('comparing "now" with a date written as text hints at before/after', () => {
    expect(checkRule({ '>=': [{ var: 'now' }, '2024-07-01'] }, KNOWN_FACT_NAMES)[0].hint).toBe(
      'to compare times, use "before" or "after": {"before": [{"var": "now"}, "2024-07-01"]}',
    );
  });

  it.each([
    { before: [{ var: 'now' }, '2024-07-01T09:00:00+08:00'] },
    { after: [{ var: 'now' }, 1719795600000] },
    {
      latest: [{ var: 'contest.begin_time' }, { var: ['contest.enroll_setting.begin_time', null] }],
    },
    { mmdd: [{ latest: [{ var: 'contest.begin_time' }, null] }] },
    { '<': [{ var: 'contest.status' }, 3] },
    { '<=': ['2024-01-01', { var: 'contest.day' }, '2024-12-31'] },
    { in: [{ var: 'role' }, ['TEACHER', 'STUDENT']] },
    { in: ['abc', { var: 'site.name' }] },
    { '===': [{ var: 'contest' }, null] },
    { '!': { missing: ['contest'] } },
    { cat: ['a', 1, { var: 'site.examUrl' }] },
    { if: [{ var: 'loggedIn' }, 1, 2] },
    { '+': [{ if: [true, 1, 2] }, 1] },
  ])('passes %j', (rule) => {
    expect(checkRule(rule, KNOWN_FACT_NAMES)).toEqual([]);
  });

  it('a message parameter may be any value; a dialog link must give text', () => {
    expect(checkRule(5, KNOWN_FACT_NAMES, 'value')).toEqual([]);
    expect(checkRule({ '+': [1, 2] }, KNOWN_FACT_NAMES, 'text')).toEqual([
      {
        pointer: '',
        message: 'This must give text (a path in the site), but the result of "+" is a number.',
      },
    ]);
  });
});

describe('checkGate', () => {
  it('checks when, toast params and dialog links, and duplicate ids, with gate pointers', () => {
    const problems = checkGate(
      {
        rules: [
          {
            id: 'a',
            when: { '==': [1, 1] },
            then: { toast: 'x', params: { 'd/x': { mmdd: [{ var: 'nw' }] } } },
          },
          {
            id: 'a',
            when: true,
            then: {
              dialog: {
                message: 'm',
                button: { label: 'l', to: { cat: [{ var: 'sit.examUrl' }] } },
              },
            },
          },
        ],
      },
      KNOWN_FACT_NAMES,
    );
    expect(problems.map(({ pointer, hint }) => [pointer, hint])).toEqual([
      ['/rules/0/when', 'use "===" (strict equality) instead'],
      ['/rules/0/then/params/d~1x/mmdd/0/var', 'did you mean "now"?'],
      ['/rules/1/id', undefined],
      ['/rules/1/then/dialog/button/to/cat/0/var', 'did you mean "site"?'],
    ]);
  });

  it('the shared gates pass', async () => {
    const shared = (await import('../../../site-configs/shared/gates.json')).default as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(shared)) {
      if (name === '$schema') continue;
      expect([name, checkGate(value, KNOWN_FACT_NAMES)]).toEqual([name, []]);
    }
  });
});

describe('one home for json-logic (DESIGN principle 9)', () => {
  const ROOT = join(__dirname, '../../..');
  const FOLDERS = ['src', 'blocks', 'preview', 'server', 'scripts'];
  const files: string[] = [];
  const visit = (path: string) => {
    for (const name of readdirSync(path)) {
      if (name === 'node_modules' || name === 'generated') continue;
      const full = join(path, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (/\.(ts|tsx|js|mjs)$/.test(name)) files.push(full);
    }
  };
  for (const folder of FOLDERS) {
    try {
      visit(join(ROOT, folder));
    } catch {
      // a folder that does not exist yet has nothing to check
    }
  }

  it('only src/runtime/rules/operations.ts imports json-logic-js (type imports aside) or registers operations', () => {
    const runtimeImport =
      /(?:^|\n)\s*import\s+(?!type\b)[^;]*?from\s+['"]json-logic-js['"]|import\(\s*['"]json-logic-js['"]\s*\)|require\(\s*['"]json-logic-js['"]\s*\)|add_operation\(/;
    const offenders = files
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => runtimeImport.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual(['src/runtime/rules/operations.ts']);
  });
});
