import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CertificateDetailBlock from './CertificateDetailBlock';
import { createFakeServices, renderWithRuntime } from '../testing/renderBlock';
import type { Certificate, CertificateService } from '../../src/services/certificateService';

const CERTIFICATE: Certificate = {
  certificate_id: 'cert-1',
  number: 'ZS2026SXJ000001',
  holder_name: '张三',
  title: '中华经典诵写讲大赛·诵读大赛',
  award: '优秀作品奖',
  issuer: '国家智慧教育公共服务平台',
  issue_time: '2026-07-20T10:00:00.000+0800',
  contest_id: '118',
};

function setup(detail: CertificateService['detail'], sitePrefix = '') {
  const services = createFakeServices();
  const service: CertificateService = {
    search: vi.fn(async () => []),
    detail: vi.fn(detail),
    mine: vi.fn(async () => ({ total: 0, items: [] })),
  };
  services.certificate = vi.fn(async () => service);
  // Under the route, as the page renders it, so the block reads its parameter.
  const result = renderWithRuntime(
    <Routes>
      <Route
        path={`${sitePrefix}/certificate/detail/:id`}
        element={<CertificateDetailBlock props={{ idFromParam: 'id' }} blockId="detail" />}
      />
    </Routes>,
    { services, path: `${sitePrefix}/certificate/detail/cert-1`, sitePrefix },
  );
  return { ...result, service };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('certificate detail', () => {
  it('asks for the route id and draws the certificate', async () => {
    const { service } = setup(async () => CERTIFICATE);
    expect(await screen.findByRole('heading', { name: '荣誉证书' })).toBeTruthy();
    expect(service.detail).toHaveBeenCalledWith('cert-1');
    expect(
      screen.getByText(
        '张三：在「中华经典诵写讲大赛·诵读大赛」中荣获优秀作品奖。特发此证，以资鼓励。',
      ),
    ).toBeTruthy();
    expect(screen.getByText('国家智慧教育公共服务平台')).toBeTruthy();
    expect(screen.getByText('2026-07-20')).toBeTruthy();
    expect(screen.getByText('ZS2026SXJ000001')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查询其他证书' }).getAttribute('href')).toBe(
      '/certificate/search',
    );
  });

  it('打印证书 prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    setup(async () => CERTIFICATE);
    fireEvent.click(await screen.findByRole('button', { name: '打印证书' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('unknown id: 未查询到证书 and a link to the search of this site', async () => {
    setup(async () => null, '/hd/sxj');
    expect(await screen.findByText('未查询到证书')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '荣誉证书' })).toBeNull();
    expect(screen.getByRole('link', { name: '查询其他证书' }).getAttribute('href')).toBe(
      '/hd/sxj/certificate/search',
    );
  });

  it('a failure offers 重新加载, which asks again', async () => {
    const { service } = setup(async () => {
      throw new Error('HTTP 500');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('证书加载失败，请稍后重试');
    vi.mocked(service.detail).mockResolvedValueOnce(CERTIFICATE);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '荣誉证书' })).toBeTruthy();
    expect(service.detail).toHaveBeenCalledTimes(2);
  });
});
