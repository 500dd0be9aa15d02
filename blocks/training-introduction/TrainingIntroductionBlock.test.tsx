import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderTrainingPage } from '../training-project/renderTrainingPage';

const panel = async () =>
  (await screen.findByRole('heading', { level: 2, name: '项目介绍' })).closest(
    'section',
  ) as HTMLElement;

describe('training-introduction', () => {
  it('on the home: the description and the first paragraph, with 更多 to the introduction', async () => {
    renderTrainingPage('/training/train-2026-summer');
    const intro = await panel();
    expect(
      within(intro).getByText('围绕师德师风、数字素养和新课标落地的暑期集中研修。'),
    ).toBeTruthy();
    expect(within(intro).getByText('研修依托国家中小学智慧教育平台开展。')).toBeTruthy();
    expect(within(intro).queryByText('总学时不少于 10 学时。')).toBeNull();
    expect(within(intro).getByRole('link', { name: '更多' }).getAttribute('href')).toBe(
      '/training/train-2026-summer/introduction',
    );
  });

  it('on /introduction: the whole text, without 更多', async () => {
    renderTrainingPage('/training/train-2026-summer/introduction');
    expect(await screen.findByRole('heading', { level: 1, name: '项目介绍' })).toBeTruthy();
    const intro = await panel();
    expect(within(intro).getByText('总学时不少于 10 学时。')).toBeTruthy();
    expect(within(intro).queryByRole('link', { name: '更多' })).toBeNull();
  });
});
