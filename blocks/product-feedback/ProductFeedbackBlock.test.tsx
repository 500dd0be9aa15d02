import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProductFeedbackBlock from './ProductFeedbackBlock';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import { HttpError } from '../../src/services/http/errors';
import { readFeedbackMessage } from '../../src/shell/floatBar/FeedbackDialog';

function renderForm(services = createFakeServices()) {
  const result = renderBlock(ProductFeedbackBlock, {}, { services, path: '/productFeedback' });
  return { ...result, services };
}

/** Pretends the page is inside the feedback dialog's iframe; returns the parent's postMessage. */
function framed(parentPath = '/hd/kpzy') {
  const postMessage = vi.fn();
  const parent = { postMessage, location: { pathname: parentPath } } as unknown as Window;
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
  return postMessage;
}

const typeIn = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('product feedback form', () => {
  it('shows 反馈类型, 反馈内容 with a counter, 联系方式, 提交 and 取消', () => {
    renderForm();
    expect(screen.getByRole('group', { name: '反馈类型' })).toBeTruthy();
    for (const label of ['内容问题', '功能问题', '意见建议', '其他'])
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '内容问题' })).toHaveProperty('checked', true);
    expect(screen.getByText('0/500')).toBeTruthy();
    typeIn('反馈内容', '视频无法播放');
    expect(screen.getByText('6/500')).toBeTruthy();
    expect(screen.getByLabelText('联系方式（选填）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('outside a frame sends the form and shows 感谢您的反馈', async () => {
    const { services } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '意见建议' }));
    typeIn('反馈内容', '  希望增加更多科普视频  ');
    typeIn('联系方式（选填）', ' 13800000000 ');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('感谢您的反馈')).toBeTruthy();
    expect(services.feedback.send).toHaveBeenCalledWith({
      type: 'suggestion',
      content: '希望增加更多科普视频',
      contact: '13800000000',
    });
  });

  it.each([
    ['empty', ''],
    ['four characters', '一二三四'],
    ['only spaces', '            '],
    ['501 characters', '字'.repeat(501)],
  ])('content %s shows the length message and sends nothing', async (_label, value) => {
    const { services } = renderForm();
    typeIn('反馈内容', value);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('反馈内容需为 5–500 个字符')).toBeTruthy();
    expect(screen.getByLabelText('反馈内容').getAttribute('aria-invalid')).toBe('true');
    expect(services.feedback.send).not.toHaveBeenCalled();
  });

  it('a contact over 100 characters is refused', async () => {
    const { services } = renderForm();
    typeIn('反馈内容', '视频无法播放');
    typeIn('联系方式（选填）', 'x'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('联系方式不能超过 100 个字符')).toBeTruthy();
    expect(services.feedback.send).not.toHaveBeenCalled();
  });

  it("shows the service's refusal", async () => {
    const services = createFakeServices();
    services.feedback.send = vi.fn(async () => {
      throw new HttpError(400, '反馈内容需为 5–500 个字符');
    });
    renderForm(services);
    typeIn('反馈内容', '视频无法播放');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('反馈内容需为 5–500 个字符'),
    );
  });

  it('inside a frame posts resize on render, submit after sending (same origin), with the page', async () => {
    const postMessage = framed('/hd/kpzy/show');
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(640);
    const { services } = renderForm();
    const origin = window.location.origin;
    expect(postMessage).toHaveBeenCalledWith({ type: 'resize', height: 640 }, origin);
    const resize = postMessage.mock.calls.find(([message]) => message.type === 'resize');
    expect(readFeedbackMessage(resize?.[0])).toEqual({ type: 'resize', height: 640 });
    typeIn('反馈内容', '视频无法播放');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: 'submit' }, origin));
    expect(services.feedback.send).toHaveBeenCalledWith({
      type: 'content',
      content: '视频无法播放',
      page: '/hd/kpzy/show',
    });
    expect(screen.queryByText('感谢您的反馈')).toBeNull();
  });

  it('inside a frame 取消 posts cancel and sends nothing', () => {
    const postMessage = framed();
    const { services } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'cancel' }, window.location.origin);
    expect(services.feedback.send).not.toHaveBeenCalled();
  });

  it('an empty content inside a frame posts no submit', async () => {
    const postMessage = framed();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('反馈内容需为 5–500 个字符')).toBeTruthy();
    expect(postMessage.mock.calls.some(([message]) => message.type === 'submit')).toBe(false);
  });
});
