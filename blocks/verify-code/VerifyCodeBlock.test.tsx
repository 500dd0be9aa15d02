import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import VerifyCodeBlock from './VerifyCodeBlock';
import {
  createVerifyCodeService,
  type VerifyCodeService,
} from '../../src/services/verifyCodeService';
import { testClient } from '../../src/services/testing/fakes';
import { startMswServer } from '../../src/services/testing/msw';

const CERTIFICATE = {
  code: 'ZX2026KP0001',
  title: '优秀作品证书',
  holder_name: '李明',
  issuer: '国家智慧教育公共服务平台',
  issue_date: '2026-06-30',
};

function setup(check: VerifyCodeService['check']) {
  const spy = vi.fn(check);
  return { spy, services: { ...createFakeServices(), verifyCode: async () => ({ check: spy }) } };
}

const show = (services: ReturnType<typeof setup>['services']) =>
  renderBlock(VerifyCodeBlock, { title: 'msg:verifyCode.title' }, { services });

const enter = (code: string) => {
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '核验' }));
};

describe('verify-code block', () => {
  it('shows the certificate of a valid code', async () => {
    const { spy, services } = setup(async () => CERTIFICATE);
    show(services);
    enter(' ZX2026KP0001 ');
    await screen.findByText('验证通过，证书真实有效');
    expect(spy).toHaveBeenCalledWith('ZX2026KP0001');
    expect(screen.getByText('李明')).toBeTruthy();
  });

  it('says 验证码错误 for an unknown code', async () => {
    const { services } = setup(async () => null);
    show(services);
    enter('ZX2026XX9999');
    expect((await screen.findByRole('alert')).textContent).toBe('验证码错误，请核对后重新输入');
    expect(screen.getByLabelText('验证码').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a malformed code without asking, and shows a failure', async () => {
    const { spy, services } = setup(async () => {
      throw new Error('HTTP 500');
    });
    show(services);
    enter('12');
    expect(screen.getByRole('alert').textContent).toBe('请输入 6 至 20 位字母或数字的验证码');
    expect(spy).not.toHaveBeenCalled();
    enter('ABCDEF123');
    expect((await screen.findByRole('alert')).textContent).toBe('服务器开小差了，请稍后重试');
  });
});

describe('the verify code service', () => {
  const { server } = startMswServer();

  it('posts {code} and reads 404 as an unknown code', async () => {
    let body: unknown;
    server.use(
      http.post('*/v1/verify_codes/actions/check', async ({ request }) => {
        body = await request.json();
        return (body as { code: string }).code === 'ZX2026KP0001'
          ? HttpResponse.json(CERTIFICATE)
          : HttpResponse.json(
              { code: 'VERIFY_CODE/NOT_FOUND', message: '验证码错误' },
              { status: 404 },
            );
      }),
    );
    const service = createVerifyCodeService(testClient().client);
    await expect(service.check('ZX2026KP0001')).resolves.toMatchObject({ holder_name: '李明' });
    expect(body).toEqual({ code: 'ZX2026KP0001' });
    await expect(service.check('ZX2026XX9999')).resolves.toBeNull();
  });
});
