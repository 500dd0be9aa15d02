import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CertificateSearchBlock from './CertificateSearchBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http/errors';
import type { Certificate, CertificateService } from '../../src/services/certificateService';

function sampleCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    certificate_id: 'cert-1',
    number: 'ZS2026SXJ000001',
    holder_name: '张三',
    title: '中华经典诵写讲大赛·诵读大赛',
    award: '优秀作品奖',
    issuer: '国家智慧教育公共服务平台',
    // 23:30 on the 19th in UTC is already the 20th in Beijing.
    issue_time: '2026-07-19T23:30:00.000+0000',
    contest_id: '118',
    ...overrides,
  };
}

function setup(
  search: CertificateService['search'],
  options: { sitePrefix?: string; themeParam?: string } = {},
) {
  const services = createFakeServices();
  const service: CertificateService = {
    search: vi.fn(search),
    detail: vi.fn(async () => null),
    mine: vi.fn(async () => ({ total: 0, items: [] })),
  };
  services.certificate = vi.fn(async () => service);
  const result = renderBlock(
    CertificateSearchBlock,
    {},
    {
      services,
      path: `${options.sitePrefix ?? ''}/certificate/search`,
      sitePrefix: options.sitePrefix,
      themeParam: options.themeParam,
    },
  );
  return { ...result, service };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () =>
  fireEvent.submit(screen.getByRole('button', { name: '查询' }).closest('form')!);

describe('certificate search', () => {
  it('labels both fields, requires them and limits their length', () => {
    setup(async () => []);
    const name = screen.getByLabelText('姓名') as HTMLInputElement;
    const number = screen.getByLabelText('证书编号') as HTMLInputElement;
    expect(name.required && number.required).toBe(true);
    expect(name.maxLength).toBe(50);
    expect(number.maxLength).toBe(40);
    expect(screen.getByText(/请输入获证人姓名和证书编号/)).toBeTruthy();
  });

  it('sends the trimmed name and number and shows each certificate as a card', async () => {
    const { service } = setup(async () => [sampleCertificate()]);
    fill('姓名', ' 张三 ');
    fill('证书编号', ' ZS2026SXJ000001 ');
    submit();
    expect(await screen.findByText('查询到 1 张证书')).toBeTruthy();
    expect(service.search).toHaveBeenCalledWith('张三', 'ZS2026SXJ000001');
    const card = screen.getByRole('article');
    expect(within(card).getByText('中华经典诵写讲大赛·诵读大赛')).toBeTruthy();
    expect(within(card).getByText('优秀作品奖')).toBeTruthy();
    expect(within(card).getByText('张三')).toBeTruthy();
    expect(within(card).getByText('ZS2026SXJ000001')).toBeTruthy();
    expect(within(card).getByText('2026-07-20')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: '查看证书：中华经典诵写讲大赛·诵读大赛' })
        .getAttribute('href'),
    ).toBe('/certificate/detail/cert-1');
  });

  it('links to the detail page on the campaign site, carrying x-edu-theme', async () => {
    setup(async () => [sampleCertificate({ certificate_id: 'cert a/b' })], {
      sitePrefix: '/hd/sxj',
      themeParam: 'dark',
    });
    fill('姓名', '张三');
    fill('证书编号', 'ZS2026SXJ000001');
    submit();
    const link = await screen.findByRole('link', { name: /查看证书/ });
    expect(link.getAttribute('href')).toBe(
      '/hd/sxj/certificate/detail/cert%20a%2Fb?x-edu-theme=dark',
    );
  });

  it('nothing found: 未查询到证书', async () => {
    setup(async () => []);
    fill('姓名', '张三');
    fill('证书编号', 'ZS2026SXJ000002');
    submit();
    const notFound = await screen.findByText('未查询到证书');
    expect(notFound.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it.each([
    ['', '', '请输入姓名和证书编号', '姓名'],
    ['  ', 'ZS2026SXJ000001', '请输入姓名', '姓名'],
    ['张三', ' ', '请输入证书编号', '证书编号'],
  ])(
    'name %j and number %j: says %s before sending and focuses the empty field',
    (name, number, hint, focused) => {
      const { service } = setup(async () => []);
      fill('姓名', name);
      fill('证书编号', number);
      submit();
      expect(screen.getByRole('alert').textContent).toBe(hint);
      expect(document.activeElement).toBe(screen.getByLabelText(focused));
      expect(screen.getByLabelText(focused).getAttribute('aria-invalid')).toBe('true');
      expect(service.search).not.toHaveBeenCalled();
    },
  );

  it("a refusal shows the service's message", async () => {
    setup(async () => {
      throw new HttpError(400, 'bad', 'INVALID_ARGUMENT', {
        code: 'INVALID_ARGUMENT',
        message: '请求体字段 number 长度不能超过 40',
      });
    });
    fill('姓名', '张三');
    fill('证书编号', 'x');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      '请求体字段 number 长度不能超过 40',
    );
  });

  it('other failures: 查询失败，请稍后重试, and a new search may follow', async () => {
    const { service } = setup(async () => {
      throw new Error('network down');
    });
    fill('姓名', '张三');
    fill('证书编号', 'ZS2026SXJ000001');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('查询失败，请稍后重试');
    vi.mocked(service.search).mockResolvedValueOnce([sampleCertificate()]);
    submit();
    await waitFor(() => expect(screen.getByText('查询到 1 张证书')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
