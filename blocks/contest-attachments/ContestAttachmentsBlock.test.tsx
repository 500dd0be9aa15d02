import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import ContestAttachmentsBlock, { type ContestAttachmentsProps } from './ContestAttachmentsBlock';
import { createFakeServices, renderWithRuntime } from '../testing/renderBlock';
import gatesJson from '../../site-configs/shared/gates.json';
import type { Contest, ContestAttachment } from '../../src/services/entities';
import type { SiteManifest } from '../../src/runtime/manifest/types';

/**
 * 资料下载 (issue 13 point 2): the contest detail's attachments grouped 通知文件 / 模板下载, each
 * a download link with its type and size; 暂无附件, loading and failure states; the preview
 * page's 活动报名 / 作品上传 run the site's real gates with the page's contest.
 */

function attachment(id: string, overrides: Partial<ContestAttachment> = {}): ContestAttachment {
  return {
    id,
    title: `附件${id}`,
    kind: 'template',
    file_name: `附件${id}.csv`,
    file_size: 2048,
    file_type: 'text/csv; charset=utf-8',
    url: `/svc/contest/contests/kpzy2026/attachments/${id}`,
    ...overrides,
  };
}

const KPZY: Contest = {
  contest_id: 'kpzy2026',
  title: '2026年全国中小学科普资源征集活动',
  status: 1,
  // The test clock is 2024-09-01 10:00 Beijing time: inside both periods.
  begin_time: '2024-08-01T00:00:00.000+0800',
  end_time: '2024-12-01T00:00:00.000+0800',
  enroll_setting: {
    begin_time: '2024-08-01T00:00:00.000+0800',
    end_time: '2024-11-01T00:00:00.000+0800',
  },
  attachments: [
    attachment('notice', {
      title: '活动通知',
      kind: 'notice',
      file_name: '活动通知.pdf',
      file_size: 1294,
      file_type: 'application/pdf',
    }),
    attachment('enrol-form', { title: '报名表模板', file_name: '报名表模板.csv', file_size: 169 }),
    attachment('works-register', {
      title: '作品登记表',
      file_name: '作品登记表.xlsx',
      file_size: 3 * 1024 * 1024,
    }),
  ],
};

const site: Partial<SiteManifest> = {
  gates: {
    enroll: gatesJson.enroll,
    upload: gatesJson.upload,
  } as unknown as SiteManifest['gates'],
};

function setup(
  detail: () => Promise<Contest | null>,
  options: { props?: Partial<ContestAttachmentsProps>; signedIn?: boolean } = {},
) {
  const services = createFakeServices();
  services.contest.detail = vi.fn(detail);
  const result = renderWithRuntime(
    <Routes>
      <Route
        path="/hd/kpzy/contest/:contestId/download"
        element={
          <ContestAttachmentsBlock
            props={{ contestIdFromParam: 'contestId', ...options.props }}
            blockId="a"
          />
        }
      />
      <Route path="/hd/kpzy/contest/:contestId/enroll" element={<p>enrol page</p>} />
    </Routes>,
    {
      services,
      site,
      path: '/hd/kpzy/contest/kpzy2026/download',
      sitePrefix: '/hd/kpzy',
      role: options.signedIn ? 'STUDENT' : undefined,
    },
  );
  return { ...result, services };
}

const groupOf = (heading: string) =>
  screen.getByRole('heading', { name: heading }).parentElement as HTMLElement;

describe('contest attachments', () => {
  it('lists the notices and the templates with type and size, each a download link', async () => {
    const { services } = setup(async () => structuredClone(KPZY));
    expect(await screen.findByRole('heading', { name: '活动附件' })).toBeTruthy();
    expect(services.contest.detail).toHaveBeenCalledWith('kpzy2026');

    const notices = groupOf('通知文件');
    const notice = within(notices).getByRole('link', { name: /活动通知/ });
    expect(notice.getAttribute('href')).toBe('/svc/contest/contests/kpzy2026/attachments/notice');
    expect(notice.getAttribute('download')).toBe('活动通知.pdf');
    expect(within(notice).getByText('PDF · 1 KB')).toBeTruthy();
    expect(within(notices).queryByText('报名表模板')).toBeNull();

    const templates = groupOf('模板下载');
    expect(
      within(templates)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['CSV报名表模板CSV · 1 KB下载', 'XLSX作品登记表XLSX · 3.0 MB下载']);
    expect(
      within(templates)
        .getByRole('link', { name: /报名表模板/ })
        .getAttribute('href'),
    ).toBe('/svc/contest/contests/kpzy2026/attachments/enrol-form');
  });

  it('kinds: ["template"] shows only the templates', async () => {
    setup(async () => structuredClone(KPZY), { props: { kinds: ['template'] } });
    expect(await screen.findByRole('heading', { name: '模板下载' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '通知文件' })).toBeNull();
    expect(screen.queryByText('活动通知')).toBeNull();
  });

  it('a contest without attachments, or one the service does not know: 暂无附件', async () => {
    setup(async () => ({ ...structuredClone(KPZY), attachments: undefined }));
    expect(await screen.findByText('暂无附件')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('an unknown contest offers no buttons either', async () => {
    setup(async () => null, {
      props: { actions: [{ label: '活动报名', gate: 'enroll', to: 'contest/{contestId}/enroll' }] },
    });
    expect(await screen.findByText('暂无附件')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '活动报名' })).toBeNull();
  });

  it('an entry whose address the link policy refuses keeps its title, without a link', async () => {
    setup(async () => ({
      ...structuredClone(KPZY),
      attachments: [attachment('x', { title: '授权书', url: 'javascript:alert(1)' })],
    }));
    expect(await screen.findByText('授权书')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the busy loading indicator, and no 暂无附件, while the detail loads', async () => {
    const { container } = setup(() => new Promise<Contest | null>(() => undefined));
    await waitFor(() =>
      expect(container.querySelector('[data-screen="loading"][aria-busy="true"]')).not.toBeNull(),
    );
    expect(screen.queryByText('暂无附件')).toBeNull();
  });

  it('a failed detail says 附件加载失败; 重新加载 asks again', async () => {
    let calls = 0;
    const { services } = setup(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return structuredClone(KPZY);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('附件加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: /活动通知/ })).toBeTruthy();
    expect(services.contest.detail).toHaveBeenCalledTimes(2);
  });

  describe('the preview page buttons run the site gates with the page contest', () => {
    const actions: ContestAttachmentsProps['actions'] = [
      { label: '活动报名', gate: 'enroll', to: 'contest/{contestId}/enroll', style: 'primary' },
      { label: '作品上传', gate: 'upload', to: 'contest/{contestId}/upload' },
    ];

    it('signed in while enrolment is open: 活动报名 goes to the enrol page', async () => {
      setup(async () => structuredClone(KPZY), { props: { actions }, signedIn: true });
      fireEvent.click(await screen.findByRole('button', { name: '活动报名' }));
      expect(await screen.findByText('enrol page')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/hd/kpzy/contest/kpzy2026/enroll');
    });

    it('signed out: 作品上传 asks 需要登录才可以上传，是否登录？ and stays', async () => {
      const { runtime } = setup(async () => structuredClone(KPZY), { props: { actions } });
      runtime.ui.confirm.mockResolvedValue(false);
      fireEvent.click(await screen.findByRole('button', { name: '作品上传' }));
      await waitFor(() =>
        expect(runtime.ui.confirm).toHaveBeenCalledWith('需要登录才可以上传，是否登录？', {
          hideCancel: false,
        }),
      );
      expect(screen.getByTestId('location').textContent).toBe('/hd/kpzy/contest/kpzy2026/download');
    });
  });
});
