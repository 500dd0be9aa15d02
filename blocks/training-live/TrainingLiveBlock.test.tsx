import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import TrainingLiveBlock from './TrainingLiveBlock';
import { renderBlock } from '../testing/renderBlock';
import { fakeTrainingServices } from '../training-project/fakeTrainingService';

const props = { title: 'msg:training.live.title' };

describe('training-live', () => {
  it('renders the items of datas.json, live first, badged and timed from the clock', async () => {
    const { services, training } = fakeTrainingServices();
    const { container } = renderBlock(TrainingLiveBlock, props, { services });
    expect(await screen.findByText('新课标落地专家直播答疑')).toBeTruthy();
    expect(training.lives).toHaveBeenCalledTimes(1);
    const ids = [...container.querySelectorAll('[data-live-id]')].map((item) =>
      item.getAttribute('data-live-id'),
    );
    expect(ids).toEqual(['tl-live', 'tl-upcoming', 'tl-ended']);
    const badges = [...container.querySelectorAll('.live-list__badge')].map((b) => b.textContent);
    expect(badges).toEqual(['直播中', '预告', '回放']);
    expect(screen.getByText('郭华 · 北京师范大学')).toBeTruthy();
    expect(screen.getByText('09-01 09:30 - 11:30')).toBeTruthy();
    // Only an item with a url is a link.
    expect(screen.getByRole('link', { name: /人工智能助力课堂教学/ }).getAttribute('href')).toBe(
      '/teacherTraining/detail?contentId=x',
    );
    expect(screen.queryByRole('link', { name: /新课标落地/ })).toBeNull();
  });

  it('filters in the page with the live tabs', async () => {
    const { services, training } = fakeTrainingServices();
    const { container } = renderBlock(TrainingLiveBlock, props, { services });
    await screen.findByText('新课标落地专家直播答疑');
    fireEvent.click(screen.getByRole('tab', { name: '已结束' }));
    expect(
      [...container.querySelectorAll('[data-live-id]')].map((item) =>
        item.getAttribute('data-live-id'),
      ),
    ).toEqual(['tl-ended']);
    expect(screen.getByTestId('location').textContent).toBe('/?status=2');
    expect(training.lives).toHaveBeenCalledTimes(1);
  });

  it('says 暂无直播 for an empty file; a failure offers 重新加载', async () => {
    const lives = vi.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue([]);
    const { services } = fakeTrainingServices({ lives });
    renderBlock(TrainingLiveBlock, props, { services });
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('暂无直播')).toBeTruthy();
  });
});
