import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EmptyContentBlock from './EmptyContentBlock';
import { seeOthersPath } from './seeOthers';
import { renderBlock } from '../testing/renderBlock';

describe('seeOthersPath', () => {
  it.each([
    ['/syncClassroom/textBook/c1', '/syncClassroom'],
    ['/syncClassroom', '/syncClassroom'],
    ['/lecturer', '/lecturer'],
    ['/lecturer/detail', '/lecturer'],
    ['/publicLive/L1', '/liveList'],
    ['/schoolService/publicLive', '/liveList'],
    ['/recommend/live', '/liveList'],
    ['/live', '/liveList'],
    ['/teacherTraining/courseDetail', '/teacherTraining'],
    ['/teacherTraining/train/live', '/teacherTraining'],
    ['/content/detail', '/'],
    ['/syncClassroomX', '/'],
    ['/liveness', '/'],
    ['/', '/'],
  ])('%s → %s', (pathname, expected) => {
    expect(seeOthersPath(pathname)).toBe(expected);
  });

  it('prefers a given path', () => {
    expect(seeOthersPath('/syncClassroom/x', '/liveList')).toBe('/liveList');
    expect(seeOthersPath('/syncClassroom/x', '  ')).toBe('/syncClassroom');
  });
});

describe('empty-content screen', () => {
  it('shows the taken-down text and a see-others link to home', () => {
    renderBlock(EmptyContentBlock, {}, { path: '/content/detail?contentId=gone' });
    expect(screen.getByText('哎呀，该内容已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe('/');
  });

  it('adapts the link to the section', () => {
    renderBlock(EmptyContentBlock, {}, { path: '/publicLive/L9' });
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe('/liveList');
  });

  it('uses othersTo relative to the site', () => {
    renderBlock(
      EmptyContentBlock,
      { othersTo: 'show' },
      { path: '/hd/kpzy/show/content', sitePrefix: '/hd/kpzy' },
    );
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe(
      '/hd/kpzy/show',
    );
  });

  it('falls back to the campaign home inside a campaign site', () => {
    renderBlock(EmptyContentBlock, {}, { path: '/hd/kpzy/detail', sitePrefix: '/hd/kpzy' });
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe('/hd/kpzy');
  });
});
