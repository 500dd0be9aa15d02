import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import sharedGates from '../../site-configs/shared/gates.json';
import zhCN from '../../site-configs/messages/zh-CN.json';
import kpzySite from '../../site-configs/hd/kpzy/site.json';
import { GATE_PROP_NAME } from '../../src/manifestCheck/siteConfigs';
import { SCENARIOS } from '../../server/scenarios';
import { createTranslator } from '../../src/runtime/messages/translator';
import type { Gate } from '../../src/runtime/manifest/types';
import type { ManifestShape } from '../context/previewedContest';
import { BLOCK_SCHEMAS } from '../editor/blockSchemas';
import { IDENTITIES } from './dimensions';
import { tableCalendar } from './calendar';
import {
  GATE_PROP_PATTERN,
  computePageGates,
  gateButtonsOfPage,
  stateOfScenario,
} from './pageGates';
import { PageGatesView } from './PageGatesView';

const catalogue = zhCN as Record<string, string>;
const t = createTranslator(catalogue, catalogue);
const gates = sharedGates as unknown as Record<string, Gate>;
const kpzy = kpzySite as ManifestShape;
const kpzyGates = {
  enroll: gates.enroll,
  upload: gates.upload,
  review: gates.review,
  myWork: gates.myWork,
};
/** 2026-09-01 09:00 to 10-31 18:00 Beijing time, enrolment 09-05 09:00 to 10-15 18:00. */
const times = {
  begin: Date.UTC(2026, 8, 1, 1, 0),
  enrollBegin: Date.UTC(2026, 8, 5, 1, 0),
  enrollEnd: Date.UTC(2026, 9, 15, 10, 0),
  end: Date.UTC(2026, 9, 31, 10, 0),
};
const options = { siteFacts: { contestId: 'kpzy2026' }, times, contestId: 'kpzy2026' };
const enrolmentOpen = Date.UTC(2026, 8, 10, 1, 0);

describe('the gated buttons of a page', () => {
  it('finds gate props as npm run validate does', () => {
    expect(GATE_PROP_PATTERN.source).toBe(GATE_PROP_NAME.source);
  });

  it("lists kpzy home's six buttons with their labels, in page order", () => {
    const buttons = gateButtonsOfPage(kpzy, 'home', t, BLOCK_SCHEMAS);
    expect(buttons.map((button) => [button.label, button.gate])).toEqual([
      ['活动报名', 'enroll'],
      ['作品上传', 'upload'],
      ['评审入口', 'review'],
      ['我的作品', 'myWork'],
      ['活动详情', 'signedIn'],
      ['资料下载', 'signedIn'],
    ]);
    expect(buttons[0].key).toBe('/blocks/2/props/buttons/0/gate');
    expect(gateButtonsOfPage(kpzy, 'faq', t, BLOCK_SCHEMAS)).toEqual([]);
  });

  it("includes a gate prop left out, as its block schema's default, and nested ones", () => {
    const manifest: ManifestShape = {
      pages: {
        work: { blocks: [{ type: 'course-work', props: {} }] },
        sunshine: {
          blocks: [
            {
              type: 'sunshine-home',
              props: { liveClass: { title: '直播课堂', label: '进入直播', gate: 'live', to: 'x' } },
            },
          ],
        },
      },
    };
    expect(gateButtonsOfPage(manifest, 'work', t, BLOCK_SCHEMAS)).toEqual([
      {
        key: '/blocks/0/props/submitGate',
        gate: 'courseWorkSubmit',
        label: 'course-work 组件（submitGate）',
        blockType: 'course-work',
        fromDefault: true,
      },
    ]);
    expect(gateButtonsOfPage(manifest, 'sunshine', t, BLOCK_SCHEMAS)).toMatchObject([
      { gate: 'live', label: '进入直播', key: '/blocks/0/props/liveClass/gate' },
    ]);
  });
});

describe('buttons in slots (issue 16: pages compose)', () => {
  it('lists a gated button inside a layout’s slot, at its pointer, after the blocks before it', () => {
    const manifest: ManifestShape = {
      pages: {
        home: {
          blocks: [
            {
              type: 'layout-columns',
              slots: {
                main: [{ type: 'page-title', props: { title: '活动' } }],
                aside: [
                  {
                    type: 'gate-buttons',
                    props: { buttons: [{ label: '活动报名', gate: 'enroll', to: 'x' }] },
                  },
                ],
              },
            },
            {
              type: 'gate-buttons',
              props: { buttons: [{ label: '作品上传', gate: 'upload', to: 'y' }] },
            },
          ],
        },
      },
    };
    expect(
      gateButtonsOfPage(manifest, 'home', t, BLOCK_SCHEMAS).map(({ key, label, gate }) => [
        key,
        label,
        gate,
      ]),
    ).toEqual([
      ['/blocks/0/slots/aside/0/props/buttons/0/gate', '活动报名', 'enroll'],
      ['/blocks/1/props/buttons/0/gate', '作品上传', 'upload'],
    ]);
  });
});

describe('every visitor × every button at one instant', () => {
  const buttons = gateButtonsOfPage(kpzy, 'home', t, BLOCK_SCHEMAS);
  const text = (rows: ReturnType<typeof computePageGates>, identity: string, gate: string) =>
    rows.find((row) => row.identity === identity)?.cells.find((cell) => cell.button.gate === gate)
      ?.outcome.text;

  it('one row per visitor: logged out and each role', () => {
    const rows = computePageGates(
      buttons,
      kpzyGates,
      t,
      { now: enrolmentOpen, contest: 'published', enrolment: 'none' },
      options,
    );
    expect(rows.map((row) => row.identity)).toEqual(IDENTITIES);
    expect(text(rows, 'loggedOut', 'enroll')).toBe('确认框：需要登录才可以报名，是否登录？');
    expect(text(rows, 'STUDENT', 'enroll')).toBe('允许：前往目标页面');
  });

  it('follows the chosen instant across the enrolment end, and the enrolment state', () => {
    const after = computePageGates(
      buttons,
      kpzyGates,
      t,
      { now: times.enrollEnd + 60_000, contest: 'published', enrolment: 'none' },
      options,
    );
    expect(text(after, 'TEACHER', 'enroll')).toBe('提示：当前报名已截止，暂时无法报名');
    const atEnd = computePageGates(
      buttons,
      kpzyGates,
      t,
      { now: times.enrollEnd, contest: 'published', enrolment: 'none' },
      options,
    );
    expect(text(atEnd, 'TEACHER', 'enroll')).toBe('允许：前往目标页面');
    const none = text(after, 'STUDENT', 'upload');
    const verified = text(
      computePageGates(
        buttons,
        kpzyGates,
        t,
        { now: enrolmentOpen, contest: 'published', enrolment: 'verified' },
        options,
      ),
      'STUDENT',
      'upload',
    );
    expect(none).not.toBe(verified);
    expect(verified).toBe('允许：前往目标页面');
  });

  it('a button on a gate the site does not define is shown closed', () => {
    const rows = computePageGates(
      [{ key: '/x', gate: 'nosuch', label: '按钮', blockType: 'gate-buttons', fromDefault: false }],
      kpzyGates,
      t,
      { now: enrolmentOpen, contest: 'published', enrolment: 'none' },
      options,
    );
    expect(rows[0].cells[0].outcome).toMatchObject({ kind: 'closed' });
    expect(rows[0].cells[0].outcome.text).toContain('门禁 nosuch 未在本站点定义');
  });

  it('starts from the state of the stand-in scenario of the live preview', () => {
    const names = new Set(SCENARIOS.map((scenario) => scenario.name));
    for (const name of [
      'contest-missing',
      'contest-unpublished',
      'contest-restricted',
      'enrolled-pending',
      'enrolled-unverified',
      'enrolled-verified',
      'review-assigned',
      'writing-exam-pending',
      'writing-review-approved',
    ])
      expect(names.has(name), name).toBe(true);
    expect(stateOfScenario('writing-review-pending')).toMatchObject({ enrolment: 'verified' });
    expect(stateOfScenario('enrolled-verified')).toMatchObject({
      contest: 'published',
      enrolment: 'verified',
    });
    expect(stateOfScenario('contest-missing')).toMatchObject({ contest: 'missing' });
    expect(stateOfScenario(null)).toMatchObject({ contest: 'published', enrolment: 'none' });
  });
});

describe('本页门禁一览', () => {
  function view(pagePath: string) {
    render(
      <PageGatesView
        manifest={kpzy}
        gates={kpzyGates}
        t={t}
        pagePath={pagePath}
        now={enrolmentOpen}
        scenario={null}
        calendar={tableCalendar({ state: 'loaded', id: 'kpzy2026', title: null, times }, null)}
        siteFacts={{ contestId: 'kpzy2026' }}
      />,
    );
  }

  it('a table with a header per button and per visitor, each cell the outcome text', () => {
    view('/');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '访客',
      '活动报名 enroll',
      '作品上传 upload',
      '评审入口 review',
      '我的作品 myWork',
      '活动详情 signedIn',
      '资料下载 signedIn',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      '未登录',
      '学生',
      '教师',
      '家长',
      '教育管理者',
      '教研人员',
      '电教人员',
      '社会学习者',
    ]);
    const loggedOut = within(table).getAllByRole('row')[1];
    expect(within(loggedOut).getAllByRole('cell')[0].textContent).toContain(
      '确认框：需要登录才可以报名，是否登录？',
    );
    expect(table.querySelector('caption')?.textContent).toContain('2026-09-10 09:00');
    // The wide table scrolls in a region a keyboard can reach.
    expect(screen.getByRole('region', { name: '本页门禁一览（可滚动）' }).tabIndex).toBe(0);
  });

  it('recomputes for another enrolment state', () => {
    view('/');
    const upload = () =>
      document.querySelector('[data-page-cell="STUDENT|upload"]')?.textContent ?? '';
    expect(upload()).not.toContain('允许');
    fireEvent.change(screen.getByLabelText('已登录访客的报名状态'), {
      target: { value: 'verified' },
    });
    expect(upload()).toContain('允许：前往目标页面');
  });

  it('says so for a page without gated buttons', () => {
    view('/faq');
    expect(screen.getByRole('status').textContent).toBe('本页（faq）没有带门禁的按钮。');
  });

  it('says so for a page no route leads to', () => {
    view('/no/such/page');
    expect(screen.getByRole('status').textContent).toBe(
      '页面 /no/such/page 不对应本站点的任何路由，没有可列出的门禁按钮。',
    );
  });
});
