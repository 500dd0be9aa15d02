import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import UcAccountBlock from './UcAccountBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http';
import type { AccountService } from '../../src/services/accountService';

function servicesWith(account: Partial<AccountService>) {
  const services = createFakeServices();
  const full: AccountService = {
    account: vi.fn(async (userId: string) => ({
      account_id: userId,
      user_name: 'zhangsan',
      real_name: '张三',
      mobile: '138****0002',
      account_type: 'person',
    })),
    sendSmsCode: vi.fn(async () => undefined),
    bindMobile: vi.fn(async () => '139****5678'),
    ...account,
  };
  services.account = async () => full;
  return { services, account: full };
}

const props = { breadcrumb: [{ label: 'msg:portal.nav.home', to: '/' }] };
const value = (label: string) =>
  [...document.querySelectorAll('.uc-account__info div')]
    .find((row) => row.querySelector('dt')?.textContent === label)
    ?.querySelector('dd')?.textContent;

describe('uc-account', () => {
  it('shows the signed-in account with its masked mobile and a breadcrumb', async () => {
    const { services, account } = servicesWith({});
    renderBlock(UcAccountBlock, props, { services, role: 'TEACHER' });
    expect(await screen.findByText('zhangsan')).toBeTruthy();
    expect(account.account).toHaveBeenCalledWith('u1');
    expect(value('手机号')).toBe('138****0002');
    expect(value('账号类型')).toBe('个人账号');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('我的账号');
  });

  it('sends the SMS code, waits before another, and binds the mobile', async () => {
    const { services, account } = servicesWith({});
    renderBlock(UcAccountBlock, props, { services, role: 'TEACHER' });
    await screen.findByText('zhangsan');
    fireEvent.change(screen.getByPlaceholderText('请输入11位手机号'), {
      target: { value: '13912345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，请查收短信')).toBeTruthy();
    expect(account.sendSmsCode).toHaveBeenCalledWith('u1', '13912345678');
    const wait = screen.getByRole('button', { name: /秒后重新获取/ }) as HTMLButtonElement;
    expect(wait.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('请输入6位验证码'), {
      target: { value: '246810' },
    });
    fireEvent.click(screen.getByRole('button', { name: '绑定手机号' }));
    expect(await screen.findByText('手机号绑定成功')).toBeTruthy();
    expect(account.bindMobile).toHaveBeenCalledWith('u1', '13912345678', '246810');
    expect(value('手机号')).toBe('139****5678');
  });

  it('shows the server message when the code is refused, and checks the mobile first', async () => {
    const { services, account } = servicesWith({
      bindMobile: vi.fn(async () => {
        throw new HttpError(400, '验证码错误', 'UC/SMS_CODE_INVALID');
      }),
    });
    renderBlock(UcAccountBlock, props, { services, role: 'TEACHER' });
    await screen.findByText('zhangsan');
    fireEvent.change(screen.getByPlaceholderText('请输入11位手机号'), {
      target: { value: '12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入正确的手机号');
    expect(account.sendSmsCode).not.toHaveBeenCalled();
    fireEvent.change(screen.getByPlaceholderText('请输入11位手机号'), {
      target: { value: '13912345678' },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入6位验证码'), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: '绑定手机号' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('验证码错误'));
    expect(value('手机号')).toBe('138****0002');
  });

  it('offers a retry when the account cannot be read', async () => {
    const read = vi
      .fn<AccountService['account']>()
      .mockRejectedValueOnce(new HttpError(500, 'boom'))
      .mockResolvedValue({
        account_id: 'u1',
        user_name: 'zhangsan',
        real_name: null,
        mobile: null,
        account_type: 'person',
      });
    const { services } = servicesWith({ account: read });
    renderBlock(UcAccountBlock, props, { services, role: 'TEACHER' });
    expect(await screen.findByText(/服务器开小差了/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('zhangsan')).toBeTruthy();
    expect(value('手机号')).toBe('未绑定');
    expect(value('姓名')).toBe('未填写');
  });
});
