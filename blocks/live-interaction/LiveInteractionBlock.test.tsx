import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createFakeServices, renderWithRuntime } from '../testing/renderBlock';
import LiveInteractionBlock from './LiveInteractionBlock';
import type { LiveActivityService, LiveComment } from '../../src/services/liveService';
import { HttpError } from '../../src/services/http/errors';
import type { RoleCode } from '../../src/runtime/facts/facts';

const COMMENTS: LiveComment[] = [
  { id: 'c1', user_name: '王老师', content: '直播马上开始', create_time: '2024-09-01T01:50:00Z' },
];

function setup(options: { banned?: boolean; post?: LiveActivityService['postComment'] } = {}) {
  const service = {
    mine: vi.fn(),
    isBanned: vi.fn(async () => options.banned ?? false),
    comments: vi.fn(async () => COMMENTS),
    postComment: vi.fn(
      options.post ??
        (async (_liveId: string, content: string) => ({
          id: 'c2',
          user_name: '张三',
          content,
          create_time: '2024-09-01T02:00:00Z',
        })),
    ),
  } satisfies LiveActivityService;
  return { service, services: { ...createFakeServices(), liveActivity: async () => service } };
}

const show = (svc: ReturnType<typeof setup>['services'], role?: RoleCode) =>
  renderWithRuntime(
    <Routes>
      <Route
        path="/publicLive/:liveId"
        element={
          <LiveInteractionBlock
            props={{ liveIdFromRoute: 'liveId', title: 'msg:liveRoom.title' }}
            blockId="room"
          />
        }
      />
    </Routes>,
    { services: svc, path: '/publicLive/live-1', role },
  );

describe('live-interaction block', () => {
  it('checks the signed-in user for a ban on entering and disables the box when banned', async () => {
    const { service, services } = setup({ banned: true });
    show(services, 'STUDENT');
    await screen.findByText('直播马上开始');
    await screen.findByText('您已被禁言，可继续观看直播');
    expect(service.isBanned).toHaveBeenCalledWith('u1');
    expect(service.isBanned).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '发送' }) as HTMLButtonElement).disabled).toBe(true);
    expect(service.comments).toHaveBeenCalledWith('live-1');
  });

  it('lets a user who is not banned post a comment, shown at the end', async () => {
    const { service, services } = setup();
    show(services, 'TEACHER');
    const box = (await screen.findByRole('textbox')) as HTMLTextAreaElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.change(box, { target: { value: '  老师好 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByText('老师好');
    expect(service.postComment).toHaveBeenCalledWith('live-1', '老师好');
    expect(box.value).toBe('');
  });

  it('refuses an empty comment and shows a refusal from the server', async () => {
    const { services, service } = setup({
      post: async () => {
        throw new HttpError(403, '您已被禁言，暂时无法发言', 'LIVE/BANNED', {
          code: 'LIVE/BANNED',
          message: '您已被禁言，暂时无法发言',
        });
      },
    });
    const { runtime } = show(services, 'TEACHER');
    const box = (await screen.findByRole('textbox')) as HTMLTextAreaElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByText('请输入评论内容');
    expect(service.postComment).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(runtime.ui.toast).toHaveBeenCalledWith('您已被禁言，暂时无法发言'));
  });

  it('asks no ban check when logged out and offers sign-in instead', async () => {
    const { service, services } = setup();
    const { runtime } = show(services);
    await screen.findByText('直播马上开始');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(runtime.session.login).toHaveBeenCalledWith('/publicLive/live-1');
    expect(service.isBanned).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
