import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import MyLivesBlock from './MyLivesBlock';
import { MY_LIVES_T0, myLiveAt } from './fixtures';
import { isMobileClient } from '../../src/lib/mobileClient';
import {
  createLiveActivityService,
  myLiveActivitiesBody,
  type LiveActivityService,
} from '../../src/services/liveService';
import { testClient } from '../../src/services/testing/fakes';
import { startMswServer } from '../../src/services/testing/msw';
import type { RoleCode } from '../../src/runtime/facts/facts';

function services(mine: LiveActivityService['mine']) {
  const spy = vi.fn(mine);
  const service: LiveActivityService = {
    mine: spy,
    isBanned: vi.fn(async () => false),
    comments: vi.fn(async () => []),
    postComment: vi.fn(),
  };
  return { spy, services: { ...createFakeServices(), liveActivity: async () => service } };
}

const show = (svc: ReturnType<typeof services>['services'], role?: RoleCode) =>
  renderBlock(
    MyLivesBlock,
    { title: 'msg:myLives.title' },
    { services: svc, now: MY_LIVES_T0, role },
  );

afterEach(() => vi.unstubAllGlobals());

describe('myLiveActivitiesBody (CORE-LIVE-22/23)', () => {
  it('asks offset 0, limit 2, is_mine, scope_type 4, status [0,1] on desktop', () => {
    expect(myLiveActivitiesBody(false)).toEqual({
      offset: 0,
      limit: 2,
      is_mine: true,
      scope_type: 4,
      status: [0, 1],
    });
  });

  it('asks limit 6 on mobile', () => {
    expect(myLiveActivitiesBody(true)).toMatchObject({ limit: 6, is_mine: true });
  });
});

describe('the live activity service', () => {
  const { server } = startMswServer();

  it('posts the body to /live_activities/actions/search_by_user and reads the list', async () => {
    let body: unknown;
    server.use(
      http.post('*/live_activities/actions/search_by_user', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ total: 3, items: [myLiveAt('a', 10, 70), { bad: true }] });
      }),
    );
    const answer = await createLiveActivityService(testClient().client).mine(true);
    expect(body).toEqual({ offset: 0, limit: 6, is_mine: true, scope_type: 4, status: [0, 1] });
    expect(answer.total).toBe(3);
    expect(answer.items.map((item) => item.id)).toEqual(['a']);
  });

  it('asks the ban check with banned_user_id; a failure counts as not banned', async () => {
    let asked = '';
    server.use(
      http.get('*/v1/live_activity_banned/actions/by_user_id', ({ request }) => {
        asked = new URL(request.url).searchParams.get('banned_user_id') ?? '';
        return HttpResponse.json({ banned_user_id: asked, banned: true });
      }),
    );
    const service = createLiveActivityService(testClient().client);
    await expect(service.isBanned('u1')).resolves.toBe(true);
    expect(asked).toBe('u1');
    server.use(
      http.get('*/v1/live_activity_banned/actions/by_user_id', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    await expect(service.isBanned('u1')).resolves.toBe(false);
  });
});

describe('isMobileClient', () => {
  const win = (userAgent: string, narrow = false) =>
    ({
      navigator: { userAgent },
      matchMedia: () => ({ matches: narrow }),
    }) as unknown as Window;

  it('is true for a phone user agent or a narrow viewport, false otherwise', () => {
    expect(isMobileClient(win('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148'))).toBe(
      true,
    );
    expect(isMobileClient(win('Mozilla/5.0 (X11; Linux x86_64) Chrome/140', true))).toBe(true);
    expect(isMobileClient(win('Mozilla/5.0 (X11; Linux x86_64) Chrome/140'))).toBe(false);
  });
});

describe('my-lives block', () => {
  it('asks my lives once (desktop: limit 2) and shows the cards with their status', async () => {
    const { spy, services: svc } = services(async () => ({
      total: 4,
      items: [myLiveAt('now', -30, 60), myLiveAt('later', 120, 180)],
    }));
    show(svc, 'TEACHER');
    await screen.findByText('我的直播 now');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(false);
    expect(screen.getByRole('heading', { name: /我的直播/ }).textContent).toContain('共 4 场');
    const live = document.querySelector('[data-my-live-id="now"]')!;
    expect(live.textContent).toContain('直播中');
    expect(live.querySelector('a')?.getAttribute('href')).toBe('/publicLive/now');
    expect(document.querySelector('[data-my-live-id="later"]')?.textContent).toContain('预告');
  });

  it('asks the mobile page (limit 6) on a phone', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const { spy, services: svc } = services(async () => ({ total: 0, items: [] }));
    show(svc, 'TEACHER');
    await screen.findByText('暂无进行中或即将开始的直播');
    expect(spy).toHaveBeenCalledWith(true);
  });

  it('shows an error with 重试 that asks again', async () => {
    let calls = 0;
    const { services: svc } = services(async () => {
      calls += 1;
      if (calls === 1) throw new Error('HTTP 500');
      return { total: 1, items: [myLiveAt('again', 10, 70)] };
    });
    show(svc, 'TEACHER');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await screen.findByText('我的直播 again');
  });

  it('asks nothing and shows nothing when logged out', async () => {
    const { spy, services: svc } = services(async () => ({ total: 0, items: [] }));
    const { container } = show(svc);
    await waitFor(() => expect(container.querySelector('.my-lives')).toBeNull());
    expect(spy).not.toHaveBeenCalled();
  });
});
