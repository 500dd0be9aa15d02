import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALLOWED_OPERATORS,
  evaluateRule,
  factNamesRead,
  isVisible,
  parseTimeText,
  prepareFacts,
} from './index';

const FACTS = {
  loggedIn: true,
  now: Date.parse('2024-06-10T12:00:00+08:00'),
  roles: ['STUDENT', 'TEACHER'],
  role: 'TEACHER',
  user: null,
  site: { examUrl: 'https://exam.example/e', flag: false },
  contest: {
    status: 1,
    begin_time: '2024-06-15T09:00:00.000+0800',
    end_time: '2024-07-10T18:00:00+08:00',
    enroll_setting: { end_time: null },
    tags: ['a', 'b'],
  },
  enrolment: null,
};

type Case = [name: string, rule: unknown, expected: unknown];

/** One row per allowed operator (several for the ones with more than one form). */
const ALLOWED_CASES: Case[] = [
  ['var reads a nested own property', { var: 'contest.status' }, 1],
  ['var reads a list item', { var: 'roles.1' }, 'TEACHER'],
  ['var default for an absent path', { var: ['contest.nothing', 'fallback'] }, 'fallback'],
  ['var reads an existing null', { var: 'enrolment' }, null],
  [
    'missing lists absent and null keys',
    { missing: ['loggedIn', 'enrolment', 'nope'] },
    ['enrolment', 'nope'],
  ],
  ['missing_some is satisfied', { missing_some: [1, ['loggedIn', 'nope']] }, []],
  ['missing_some is not satisfied', { missing_some: [2, ['loggedIn', 'nope']] }, ['nope']],
  ['if picks the first true branch', { if: [false, 'a', true, 'b', 'c'] }, 'b'],
  ['if falls to the else', { if: [false, 'a', 'c'] }, 'c'],
  ['?: is a ternary', { '?:': [{ var: 'loggedIn' }, 'yes', 'no'] }, 'yes'],
  ['and returns the first falsy', { and: [true, 0, 'x'] }, 0],
  ['and short-circuits before a missing fact', { and: [false, { var: 'nope' }] }, false],
  ['or returns the first truthy', { or: [false, '', 'x'] }, 'x'],
  ['! negates json-logic truthiness ([] is false)', { '!': [[]] }, true],
  ['!! casts', { '!!': ['0'] }, true],
  ['=== is strict', { '===': [1, 1] }, true],
  ['=== does not coerce', { '===': [1, '1'] }, false],
  ['!== is strict', { '!==': [null, 0] }, true],
  ['< numbers', { '<': [1, 2] }, true],
  ['< between, exclusive', { '<': [1, 1, 3] }, false],
  ['<= between, inclusive', { '<=': [1, 1, 3] }, true],
  ['<= strings', { '<=': ['a', 'b'] }, true],
  ['> numbers', { '>': [{ var: 'contest.status' }, 0] }, true],
  ['>= numbers', { '>=': [2, 2] }, true],
  ['in a list', { in: [{ var: 'role' }, ['TEACHER', 'EDU_ADMIN']] }, true],
  ['in text', { in: ['06', '2024-06-15'] }, true],
  ['cat joins text and numbers', { cat: ['contest/', 7, '/upload'] }, 'contest/7/upload'],
  ['+ adds', { '+': [1, 2, 3] }, 6],
  ['- subtracts', { '-': [10, 4] }, 6],
  ['- negates', { '-': [4] }, -4],
  ['* multiplies', { '*': [2, 3, 4] }, 24],
  ['max', { max: [1, 9, 3] }, 9],
  ['min', { min: [1, 9, 3] }, 1],
  [
    'before: now is before the begin time',
    { before: [{ var: 'now' }, { var: 'contest.begin_time' }] },
    true,
  ],
  [
    'before is strict at the same instant',
    { before: ['2024-06-15T09:00:00+08:00', '2024-06-15T01:00:00Z'] },
    false,
  ],
  [
    'after: now is not after the end time',
    { after: [{ var: 'now' }, { var: 'contest.end_time' }] },
    false,
  ],
  ['after compares ms with text', { after: [1718413200001, '2024-06-15T09:00:00.000+0800'] }, true],
  [
    'latest ignores null',
    { latest: [null, '2024-06-15T09:00:00+08:00', 1700000000000] },
    1718413200000,
  ],
  ['latest of nothing is null', { latest: [null] }, null],
  ['mmdd formats in China time', { mmdd: [{ var: 'contest.begin_time' }] }, '06月15日'],
  ['hasRole: a held role', { hasRole: 'TEACHER' }, true],
  ['hasRole: a role not held', { hasRole: ['GUARDIAN'] }, false],
];

/** Forbidden operators: rejected before anything runs, with the reason in the error. */
const FORBIDDEN_CASES: Array<[rule: unknown, errorPart: string]> = [
  [{ '==': [1, '1'] }, 'Use "===" (strict equality) instead.'],
  [{ '!=': [1, '1'] }, 'Use "!==" (strict inequality) instead.'],
  [{ log: 'x' }, 'writes to the browser console'],
  [{ method: [{ var: 'contest.tags' }, 'join'] }, 'call a JavaScript method'],
  [{ map: [{ var: 'roles' }, { var: '' }] }, '"map" is not allowed'],
  [{ filter: [{ var: 'roles' }, true] }, '"filter" is not allowed'],
  [{ reduce: [{ var: 'roles' }, 1, 0] }, '"reduce" is not allowed'],
  [{ all: [{ var: 'roles' }, true] }, '"all" is not allowed'],
  [{ some: [{ var: 'roles' }, true] }, '"some" is not allowed'],
  [{ none: [{ var: 'roles' }, true] }, '"none" is not allowed'],
  [{ merge: [[1], [2]] }, '"merge" is not allowed'],
  [{ substr: ['abc', 1] }, '"substr" is not allowed'],
  [{ '%': [5, 2] }, '"%" is not allowed'],
  [{ '/': [1, 0] }, '"/" is not allowed'],
  [{ 'Math.max': [1, 2] }, '"Math.max" is not an operator'],
  [{ 'var.constructor': ['x'] }, '"var.constructor" is not an operator'],
  [{ and: [true, { '==': [1, 1] }] }, '(at /and/1)'],
];

describe('allowed operators', () => {
  it.each(ALLOWED_CASES)('%s', (_name, rule, expected) => {
    const result = evaluateRule(rule, FACTS);
    expect(result.error).toBeUndefined();
    expect(result.missingFact).toBeUndefined();
    expect(result.value).toEqual(expected);
  });

  it('covers every allowed operator with at least one case', () => {
    const used = new Set(ALLOWED_CASES.map(([, rule]) => Object.keys(rule as object)[0]));
    expect(ALLOWED_OPERATORS.filter((operator) => !used.has(operator))).toEqual([]);
    expect(ALLOWED_OPERATORS).toHaveLength(27);
  });
});

describe('forbidden operators', () => {
  it.each(FORBIDDEN_CASES)('%j is an error at evaluation', (rule, errorPart) => {
    const result = evaluateRule(rule, FACTS);
    expect(result.value).toBeUndefined();
    expect(result.error).toContain(errorPart);
    expect(isVisible(rule, FACTS)).toBe(false);
  });

  it('objects with several keys are not silently taken as literals', () => {
    expect(evaluateRule({ var: 'loggedIn', extra: 1 }, FACTS).error).toContain(
      'exactly one key, the operator',
    );
  });

  it('wrong argument counts are errors', () => {
    expect(evaluateRule({ before: [1] }, FACTS).error).toBe(
      '"before" takes exactly 2 argument(s), but 1 is given.',
    );
    expect(evaluateRule({ '>': [3, 2, 1] }, FACTS).error).toBe(
      '">" takes exactly 2 argument(s), but 3 are given.',
    );
  });

  it('fact paths must be literal text', () => {
    expect(evaluateRule({ var: { cat: ['log', 'gedIn'] } }, FACTS).error).toContain(
      'must be written as literal text',
    );
    expect(evaluateRule({ var: '' }, FACTS).error).toContain('is empty');
  });
});

describe('prototype-chain attacks read nothing', () => {
  const attacks = [
    'constructor.name',
    '__proto__',
    'toString',
    'constructor.constructor',
    'contest.constructor',
    'contest.__proto__',
    'contest.hasOwnProperty',
    'roles.map',
    'contest.status.toFixed',
    'site.examUrl.length',
  ];
  it.each(attacks)('{"var": "%s"} is a missing fact', (path) => {
    const result = evaluateRule({ var: path }, FACTS);
    expect(result.value).toBeUndefined();
    expect(result.missingFact).toBe(path);
    expect(result.reads).toEqual([{ path, value: undefined, missing: true }]);
    expect(isVisible({ var: path }, FACTS)).toBe(false);
  });

  it('with a default, the default is all it gets', () => {
    expect(evaluateRule({ var: ['constructor.name', 'none'] }, FACTS).value).toBe('none');
  });

  it('facts are null-prototype, frozen copies; prototype-named keys are dropped', () => {
    const hostile = JSON.parse('{"a":{"__proto__":{"polluted":true},"b":1}}') as object;
    const prepared = prepareFacts(hostile) as Record<string, Record<string, unknown>>;
    expect(Object.getPrototypeOf(prepared)).toBeNull();
    expect(Object.getPrototypeOf(prepared.a)).toBeNull();
    expect(Object.isFrozen(prepared.a)).toBe(true);
    expect(Object.keys(prepared.a)).toEqual(['b']);
    expect(evaluateRule({ var: 'a.__proto__.polluted' }, hostile).missingFact).toBe(
      'a.__proto__.polluted',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('functions and class internals never reach a rule', () => {
    const facts = { fn: () => 1, date: new Date(5), nested: { fn() {}, v: 2 } };
    expect(evaluateRule({ var: 'fn' }, facts).missingFact).toBe('fn');
    expect(evaluateRule({ var: 'date' }, facts).value).toBe(5);
    expect(evaluateRule({ missing: ['nested.fn', 'nested.v'] }, facts).value).toEqual([
      'nested.fn',
    ]);
  });
});

describe('strict comparisons', () => {
  const cases: Array<[rule: unknown, error: string]> = [
    [
      { '<': [null, 5] },
      '"<" compares numbers with numbers or text with text, but got null and 5.',
    ],
    [{ '<': [{ var: 'enrolment' }, 5] }, 'got null and 5'],
    [{ '<=': [null, 0] }, 'got null and 0'],
    [{ '>': [5, null] }, 'got 5 and null'],
    [{ '>=': ['5', 4] }, 'got "5" and 4'],
    [{ '<': [1, 2, '3'] }, 'got 1 and 2 and "3"'],
    [{ '<': [[], 1] }, 'got a list and 1'],
    [{ '+': ['1', 2] }, '"+" works on numbers only, but got "1".'],
    [{ max: [null, 1] }, '"max" works on numbers only'],
    [{ in: ['a', null] }, '"in" looks for a value in a list'],
    [{ cat: ['a', null] }, '"cat" joins text and numbers only'],
  ];
  it.each(cases)('%j is an error, never true', (rule, error) => {
    const result = evaluateRule(rule, FACTS);
    expect(result.value).toBeUndefined();
    expect(result.error).toContain(error);
  });
});

describe('missing facts', () => {
  it('a var without default on an absent path is unresolved, recorded with its path', () => {
    const result = evaluateRule(
      { '===': [{ var: 'contest.enroll_setting.begin_time' }, 1] },
      FACTS,
    );
    expect(result).toEqual({
      value: undefined,
      missingFact: 'contest.enroll_setting.begin_time',
      reads: [{ path: 'contest.enroll_setting.begin_time', value: undefined, missing: true }],
    });
  });

  it('descending into an existing null is missing', () => {
    expect(evaluateRule({ var: 'enrolment.status' }, FACTS).missingFact).toBe('enrolment.status');
  });

  it('an existing null is not missing', () => {
    const result = evaluateRule(
      { '===': [{ var: 'contest.enroll_setting.end_time' }, null] },
      FACTS,
    );
    expect(result.missingFact).toBeUndefined();
    expect(result.value).toBe(true);
  });

  it('a default makes the path not missing, and the read says the default was used', () => {
    const result = evaluateRule({ var: ['contest.enroll_setting.begin_time', null] }, FACTS);
    expect(result).toEqual({
      value: null,
      reads: [
        { path: 'contest.enroll_setting.begin_time', value: null, missing: true, defaulted: true },
      ],
    });
  });

  it('a missing fact hides a visibleWhen item even inside a negation', () => {
    expect(isVisible({ '!': { var: 'user.user_id' } }, FACTS)).toBe(false);
    expect(isVisible({ hasRole: 'TEACHER' }, { loggedIn: true })).toBe(false);
  });

  it('isVisible: no rule is visible; otherwise json-logic truthiness', () => {
    expect(isVisible(undefined, FACTS)).toBe(true);
    expect(isVisible({ hasRole: 'TEACHER' }, FACTS)).toBe(true);
    expect(isVisible({ hasRole: 'GUARDIAN' }, FACTS)).toBe(false);
    expect(isVisible({ var: 'contest.tags' }, FACTS)).toBe(true);
    expect(isVisible({ missing: ['loggedIn'] }, FACTS)).toBe(false);
  });

  it('records every read with its value, in order', () => {
    const result = evaluateRule(
      {
        and: [
          { var: 'loggedIn' },
          { '===': [{ var: 'contest.status' }, 1] },
          { hasRole: 'STUDENT' },
        ],
      },
      FACTS,
    );
    expect(result.value).toBe(true);
    expect(result.reads).toEqual([
      { path: 'loggedIn', value: true, missing: false },
      { path: 'contest.status', value: 1, missing: false },
      { path: 'roles', value: ['STUDENT', 'TEACHER'], missing: false },
    ]);
  });
});

describe('factNamesRead', () => {
  it('lists the top-level facts of every branch, once, in order', () => {
    expect(
      factNamesRead({
        if: [
          { var: 'loggedIn' },
          { before: [{ var: 'now' }, { var: ['contest.begin_time', 0] }] },
          { missing_some: [1, ['enrolment.status', 'contest.status']] },
        ],
      }),
    ).toEqual(['loggedIn', 'now', 'contest', 'enrolment']);
    expect(factNamesRead({ hasRole: 'TEACHER' })).toEqual(['roles']);
    expect(factNamesRead(true)).toEqual([]);
  });
});

describe('time values', () => {
  const cases: Array<[text: string, iso: string]> = [
    ['2024-06-15T09:00:00.000+0800', '2024-06-15T01:00:00.000Z'],
    ['2024-06-15T09:00:00+08:00', '2024-06-15T01:00:00.000Z'],
    ['2024-06-15T09:00:00.5-0130', '2024-06-15T10:30:00.500Z'],
    ['2024-06-15T09:00:00Z', '2024-06-15T09:00:00.000Z'],
    ['2024-06-15 09:00:00', '2024-06-15T01:00:00.000Z'],
    ['2024-07-01', '2024-06-30T16:00:00.000Z'],
    ['2024-02-29T00:00:00+0800', '2024-02-28T16:00:00.000Z'],
  ];
  it.each(cases)('parses %s', (text, iso) => {
    expect(parseTimeText(text)).toBe(Date.parse(iso));
  });

  const invalid = [
    '2024-13-01',
    '2023-02-29',
    '2024-06-15T24:00:00',
    '2024-06-15T09:00:00+1500',
    'soon',
    '',
  ];
  it.each(invalid)('rejects %j as a RuleError', (text) => {
    expect(parseTimeText(text)).toBeNull();
    expect(evaluateRule({ before: [text, 0] }, FACTS).error).toContain('"before" needs a time');
  });

  it('rejects non-time values', () => {
    expect(evaluateRule({ after: [{ var: 'now' }, null] }, FACTS).error).toBe(
      '"after" needs a time (milliseconds since 1970, or text such as 2024-06-15T09:00:00+08:00), but got null.',
    );
    expect(evaluateRule({ mmdd: [{ latest: [null] }] }, FACTS).error).toContain(
      '"mmdd" needs a time',
    );
  });

  describe('mmdd in China time whatever the machine time zone', () => {
    const original = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = 'America/Los_Angeles';
    });
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    const cases: Array<[time: string | number, expected: string]> = [
      ['2024-06-15T09:00:00+08:00', '06月15日'],
      ['2024-07-01T00:00:00.000+0800', '07月01日'],
      ['2024-06-30T16:00:00Z', '07月01日'],
      ['2024-06-30T15:59:59.999Z', '06月30日'],
      ['2024-09-01', '09月01日'],
      [Date.parse('2024-01-05T23:30:00+08:00'), '01月05日'],
    ];
    it.each(cases)('%s → %s', (time, expected) => {
      expect(new Date(Date.parse('2024-07-01T00:00:00+08:00')).getDate()).toBe(30);
      expect(evaluateRule({ mmdd: [time] }, {}).value).toBe(expected);
    });
  });
});

describe('defence in depth', () => {
  it('a rule changed in place after its first evaluation still cannot loop over data', () => {
    const rule: Record<string, unknown> = { var: 'loggedIn' };
    expect(evaluateRule(rule, FACTS).value).toBe(true);
    delete rule.var;
    rule.map = [{ var: 'roles' }, { var: 'length' }];
    expect(evaluateRule(rule, FACTS).error).toBe('Rules may not change the data in scope.');
    const loose: Record<string, unknown> = { '===': [1, 1] };
    expect(evaluateRule(loose, FACTS).value).toBe(true);
    delete loose['==='];
    loose['=='] = [1, '1'];
    expect(evaluateRule(loose, FACTS).error).toBe('Unrecognized operation ==');
  });
});
