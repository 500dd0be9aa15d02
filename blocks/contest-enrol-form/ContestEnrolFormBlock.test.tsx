import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import ContestEnrolFormBlock from './ContestEnrolFormBlock';
import { createFakeServices, renderWithRuntime } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http/errors';

function renderForm(services = createFakeServices(), query = '') {
  const result = renderWithRuntime(
    <Routes>
      <Route
        path="/hd/kpzy/contest/:contestId/enroll"
        element={<ContestEnrolFormBlock props={{ contestIdFromParam: 'contestId' }} blockId="f" />}
      />
    </Routes>,
    { services, path: `/hd/kpzy/contest/kpzy2026/enroll${query}` },
  );
  return { ...result, services };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('contest enrolment form', () => {
  it('sends name, mobile and school to the contest and confirms 报名成功，请等待审核', async () => {
    const { services } = renderForm();
    await screen.findByText('姓名');
    fill('姓名', '张三');
    fill('手机号', '13800001234');
    fill('学校', '北京市第一中学');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名成功，请等待审核')).toBeTruthy();
    expect(services.contest.enrol).toHaveBeenCalledWith('kpzy2026', {
      real_name: '张三',
      mobile: '13800001234',
      school_name: '北京市第一中学',
    });
  });

  it('names each missing field and a wrong mobile number, and sends nothing', async () => {
    const { services } = renderForm();
    await screen.findByText('姓名');
    fill('手机号', '1380000');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的11位手机号')).toBeTruthy();
    expect(screen.getByText('请填写学校')).toBeTruthy();
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
    expect(services.contest.enrol).not.toHaveBeenCalled();
  });

  it("shows the service's refusal", async () => {
    const services = createFakeServices();
    services.contest.enrol = vi.fn(async () => {
      throw new HttpError(403, '当前报名已截止，暂时无法报名');
    });
    renderForm(services);
    await screen.findByText('姓名');
    fill('姓名', '张三');
    fill('手机号', '13800001234');
    fill('学校', '一中');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('当前报名已截止，暂时无法报名'),
    );
  });

  it('a visitor already enrolled sees the status instead of the form', async () => {
    const services = createFakeServices();
    services.contest.myEnrolment = vi.fn(async () => ({ status: 0 }));
    renderForm(services);
    expect(await screen.findByText('您已报名，当前状态：待审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
  });

  it('from a regional entry: names the region and sends it in extra (HD-SXJ-08)', async () => {
    const { services } = renderForm(createFakeServices(), '?region=hmt');
    await screen.findByText('姓名');
    const region = screen.getByText('报名赛区：港澳台赛区');
    // Above the fields.
    expect(
      region.compareDocumentPosition(screen.getByLabelText('姓名')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fill('姓名', '陈小文');
    fill('手机号', '13800001234');
    fill('学校', '香港培正中学');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名成功，请等待审核')).toBeTruthy();
    expect(services.contest.enrol).toHaveBeenCalledWith('kpzy2026', {
      real_name: '陈小文',
      mobile: '13800001234',
      school_name: '香港培正中学',
      extra: { region: 'hmt' },
    });
  });

  it('ignores a region that is not one of the three', async () => {
    const { services } = renderForm(createFakeServices(), '?region=mars');
    await screen.findByText('姓名');
    expect(screen.queryByText(/报名赛区/)).toBeNull();
    fill('姓名', '张三');
    fill('手机号', '13800001234');
    fill('学校', '一中');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await screen.findByText('报名成功，请等待审核');
    expect(services.contest.enrol).toHaveBeenCalledWith('kpzy2026', {
      real_name: '张三',
      mobile: '13800001234',
      school_name: '一中',
    });
  });
});
