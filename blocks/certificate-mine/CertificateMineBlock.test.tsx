import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CertificateMineBlock from './CertificateMineBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import type {
  Certificate,
  CertificatePage,
  CertificateService,
} from '../../src/services/certificateService';

function certificate(id: string, overrides: Partial<Certificate> = {}): Certificate {
  return {
    certificate_id: id,
    number: `ZS2026SXJ00000${id.slice(-1)}`,
    holder_name: '张三',
    title: `活动${id}`,
    award: '优秀作品奖',
    issuer: '国家智慧教育公共服务平台',
    issue_time: '2026-07-20T10:00:00.000+0800',
    contest_id: '118',
    ...overrides,
  };
}

function setup(mine: () => Promise<CertificatePage>, options: { signedOut?: boolean } = {}) {
  const services = createFakeServices();
  const service: CertificateService = {
    search: vi.fn(async () => []),
    detail: vi.fn(async () => null),
    mine: vi.fn(mine),
  };
  services.certificate = vi.fn(async () => service);
  const result = renderBlock(
    CertificateMineBlock,
    {},
    {
      services,
      path: '/hd/zgm/certificate/mine?from=menu',
      sitePrefix: '/hd/zgm',
      role: options.signedOut ? undefined : 'STUDENT',
    },
  );
  return { ...result, service };
}

describe('my certificates', () => {
  it('lists my certificates in the order served, each linking to its detail on this site', async () => {
    const { service } = setup(async () => ({
      total: 2,
      items: [certificate('cert-2'), certificate('cert-1')],
    }));
    expect(await screen.findByText('共 2 张证书')).toBeTruthy();
    expect(service.mine).toHaveBeenCalledTimes(1);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '活动cert-2',
      '活动cert-1',
    ]);
    expect(
      within(cards[0])
        .getByRole('link', { name: /查看证书/ })
        .getAttribute('href'),
    ).toBe('/hd/zgm/certificate/detail/cert-2');
  });

  it('none: 暂无证书', async () => {
    setup(async () => ({ total: 0, items: [] }));
    expect(await screen.findByText('暂无证书')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('signed out: asks to sign in and comes back here, asking nothing', async () => {
    const { service, runtime } = setup(async () => ({ total: 0, items: [] }), {
      signedOut: true,
    });
    expect(screen.getByText('登录后可查看我的证书')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(runtime.session.login).toHaveBeenCalledWith('/hd/zgm/certificate/mine?from=menu');
    expect(service.mine).not.toHaveBeenCalled();
  });

  it('a failure offers 重新加载', async () => {
    const { service } = setup(async () => {
      throw new Error('HTTP 500');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('我的证书加载失败');
    vi.mocked(service.mine).mockResolvedValueOnce({ total: 1, items: [certificate('cert-1')] });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('共 1 张证书')).toBeTruthy();
  });
});
