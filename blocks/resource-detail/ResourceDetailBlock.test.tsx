import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ResourceDetailBlock from './ResourceDetailBlock';
import { createFakeServices, renderBlock, type FakeServices } from '../testing/renderBlock';
import type { ResourceDetail } from '../../src/services/entities';
import { likeKey } from './likeRecord';
import { DETAIL_RESOURCE_TYPES } from '../../src/runtime/links/sectionLinks';
import videojsModule from 'video.js';

// The unit project shares its module cache between files (isolate: false): the test reads the
// mock back from the module, so it always holds the instance the player code received.
vi.mock('video.js', () => ({ default: vi.fn(() => ({ dispose: vi.fn(), on: vi.fn() })) }));
const videojs = vi.mocked(videojsModule);
vi.mock('video.js/dist/video-js.css', () => ({}));

const NOW = new Date(2026, 10, 22, 10, 0, 0).getTime();
/** The four forms that left the site without the interstitial (issue 12). */
const ESCAPING_LINKS = [
  '/\\evil.example/p',
  '/\t/evil.example/p',
  '/\n/evil.example/p',
  '\\\\evil.example/p',
];
/** Where those forms really lead, through the interstitial. */
const evilInterstitial = () =>
  `/externalLink?url=${encodeURIComponent(`${window.location.protocol}//evil.example/p`)}`;
const props = { idFromQuery: 'contentId', typeFromQuery: 'contentType' };

const base = {
  title: '《观潮》课文精讲',
  create_time: '2026-11-16T09:00:00.000+0800',
  status: 'online' as const,
  extra: { source: '人民教育出版社', brief_introduction: '体会钱塘江大潮的雄伟壮观。' },
};

const contents: Record<string, ResourceDetail> = {
  v1: {
    ...base,
    id: 'v1',
    resource_type: 'assets_video',
    cover_url: '/covers/v1.svg',
    video: { sources: [{ src: '/media/lesson.mp4' }], poster: '/covers/v1.svg' },
  },
  a1: {
    ...base,
    id: 'a1',
    title: '春晓',
    resource_type: 'assets_audio',
    video: { sources: [{ src: '/media/spring.mp3' }], poster: '/covers/a1.svg' },
  },
  d1: {
    ...base,
    id: 'd1',
    title: '浮力教学设计',
    resource_type: 'assets_document',
    document: { page_count: 2, pages: ['/doc/page-1.svg', '/doc/page-2.svg'] },
  },
  art1: {
    ...base,
    id: 'art1',
    title: '心理健康通知',
    resource_type: 'article',
    create_time: new Date(NOW - 12 * 60_000).toISOString(),
    article: {
      html: '<h2>一、意义</h2><p>健康第一</p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:alert(1)">附件</a><a href="https://moe.example/x">专题</a><a href="/hd/kpzy">活动</a>',
    },
  },
  l1: {
    ...base,
    id: 'l1',
    title: '阅读平台',
    resource_type: 'assets_url',
    link: { url: 'https://reading.smartedu.example/books' },
  },
  i1: {
    ...base,
    id: 'i1',
    title: '科技节',
    resource_type: 'image_list',
    images: [
      { url: '/img/1.svg', title: '机器人编程' },
      { url: '/img/2.svg', title: '航模飞行' },
    ],
  },
  c1: {
    ...base,
    id: 'c1',
    title: '大单元教学',
    resource_type: 'offline_course',
    course: { address: '上海市徐汇区', teacher: '王红梅', lessons: [{ title: '专题讲座' }] },
  },
  live1: {
    ...base,
    id: 'live1',
    title: '巧算24点',
    resource_type: 'open_class_live',
    live: {
      live_id: 'live1',
      start_time: new Date(NOW + 60 * 60_000).toISOString(),
      end_time: new Date(NOW + 120 * 60_000).toISOString(),
    },
  },
  // Issue 12: links that look in-site but leave (a tab and a newline are real characters here).
  escapes: {
    ...base,
    id: 'escapes',
    title: '外链逃逸',
    resource_type: 'article',
    article: {
      html: [
        '<a href="/\\evil.example/p">反斜杠</a>',
        '<a href="/\t/evil.example/p">制表符</a>',
        '<a href="/\n/evil.example/p">换行</a>',
        '<a href="\\\\evil.example/p">双反斜杠</a>',
        '<a href="/.//evil.example/p">点段</a>',
      ].join(''),
    },
  },
  ...Object.fromEntries(
    ESCAPING_LINKS.map((url, index) => [
      `l-escape-${index}`,
      { ...base, id: `l-escape-${index}`, resource_type: 'assets_url', link: { url } },
    ]),
  ),
  gone: { ...base, id: 'gone', resource_type: 'assets_video', status: 'offline' },
  vr: { ...base, id: 'vr', title: 'VR 故宫', resource_type: 'vr_scene' },
};

const open = (id: string, options: { role?: 'STUDENT'; path?: string } = {}) =>
  renderBlock(ResourceDetailBlock, props, {
    path: options.path ?? `/content/detail?contentId=${id}&contentType=x`,
    now: NOW,
    role: options.role,
    data: { contents },
  });

beforeEach(() => {
  videojs.mockClear();
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
});
afterEach(() => vi.restoreAllMocks());

describe('resource detail', () => {
  it('shows a video in the player with source, time label and introduction', async () => {
    const { container } = open('v1');
    expect(await screen.findByRole('heading', { name: '《观潮》课文精讲' })).toBeTruthy();
    expect(screen.getByText('来源：人民教育出版社')).toBeTruthy();
    expect(screen.getByText('2026/11/16')).toBeTruthy();
    expect(screen.getByText('体会钱塘江大潮的雄伟壮观。')).toBeTruthy();
    // The player's code loads on demand, after the heading.
    const video = await waitFor(() => container.querySelector('video') ?? Promise.reject());
    expect(video.poster).toContain('/covers/v1.svg');
    expect(video.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
    await waitFor(() => expect(videojs).toHaveBeenCalledTimes(1));
  });

  it('an audio has no poster (audio only)', async () => {
    const { container } = open('a1');
    await screen.findByRole('heading', { name: '春晓' });
    const audio = await waitFor(() => container.querySelector('video') ?? Promise.reject());
    expect(audio.getAttribute('poster')).toBeNull();
    expect(container.querySelector('[data-media-player="audio"]')).toBeTruthy();
  });

  it('a browser that can play none of the sources gets the unplayable dialog', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { runtime } = open('v1');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(runtime.ui.dialog).toHaveBeenCalledWith(
      expect.objectContaining({ message: '视频无法播放，请升级浏览器后重试' }),
    );
    expect(screen.getByRole('link', { name: '升级浏览器' }).getAttribute('href')).toBe(
      '/upgrade.html',
    );
    expect(videojs).not.toHaveBeenCalled();
  });

  it('shows a document page by page', async () => {
    open('d1');
    expect(await screen.findByText('共 2 页')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /第 [12] 页/ })).toHaveLength(2);
  });

  it('shows an article sanitised: no script, no handler, javascript: links dropped', async () => {
    const { container } = open('art1');
    expect(await screen.findByRole('heading', { name: '一、意义' })).toBeTruthy();
    const body = container.querySelector('[data-article-body]') as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('onerror');
    expect(screen.getByText('附件').getAttribute('href')).toBeNull();
    expect(screen.getByText('专题').getAttribute('href')).toBe(
      '/externalLink?url=https%3A%2F%2Fmoe.example%2Fx',
    );
    expect(screen.getByText('活动').getAttribute('href')).toBe('/hd/kpzy');
    expect(screen.getByText('12分钟前')).toBeTruthy();
  });

  it('an article link that looks in-site but leaves goes through the interstitial (issue 12)', async () => {
    const { container } = open('escapes');
    const body = await waitFor(
      () => container.querySelector('[data-article-body]') ?? Promise.reject(),
    );
    for (const name of ['反斜杠', '制表符', '换行', '双反斜杠'])
      expect(
        within(body as HTMLElement)
          .getByText(name)
          .getAttribute('href'),
      ).toBe(evilInterstitial());
    // A dot segment that leaves //evil.example/p is refused: no href at all.
    expect(
      within(body as HTMLElement)
        .getByText('点段')
        .getAttribute('href'),
    ).toBeNull();
  });

  it.each(ESCAPING_LINKS.map((url, index) => [JSON.stringify(url), index]))(
    'a content link.url %s goes through the interstitial (issue 12)',
    async (_url, index) => {
      open(`l-escape-${index}`);
      const link = await screen.findByRole('link', { name: '访问链接' });
      expect(link.getAttribute('href')).toBe(evilInterstitial());
    },
  );

  it('a link leads through the external-link interstitial', async () => {
    open('l1');
    const link = await screen.findByRole('link', { name: '访问链接' });
    expect(link.getAttribute('href')).toBe(
      '/externalLink?url=https%3A%2F%2Freading.smartedu.example%2Fbooks',
    );
  });

  it('shows the pictures of an image list with their captions', async () => {
    open('i1');
    expect(await screen.findByRole('img', { name: '机器人编程' })).toBeTruthy();
    expect(screen.getByText('航模飞行')).toBeTruthy();
  });

  it('shows an offline course with place, teacher and lessons', async () => {
    open('c1');
    expect(await screen.findByText('上海市徐汇区')).toBeTruthy();
    expect(screen.getByText('王红梅')).toBeTruthy();
    expect(screen.getByText('专题讲座')).toBeTruthy();
    expect(screen.getByText('共 1 课时')).toBeTruthy();
  });

  it('shows a live that has not started as 预告', async () => {
    open('live1');
    expect(await screen.findByText('预告')).toBeTruthy();
  });

  it('a taken-down or missing resource shows the taken-down text with see others', async () => {
    open('gone', { path: '/teacherTraining/detail?contentId=gone' });
    expect(await screen.findByText('哎呀，该内容已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe(
      '/teacherTraining',
    );
  });

  it('a resource the service does not know (404) shows the taken-down text too', async () => {
    open('missing');
    expect(await screen.findByText('哎呀，该内容已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe('/');
  });

  it('an unknown type shows 当前资源类型暂不支持', async () => {
    open('vr');
    expect(await screen.findByText('当前资源类型暂不支持')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'VR 故宫' })).toBeNull();
  });
});

describe('player options from the content (seed 000 §3; ledger CORE-VIDEO-22)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the content’s 2 sources, its track and its poster to the player', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('1\n00:00:00,500 --> 00:00:01,900\n同学们好\n')),
    );
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: vi.fn(() => 'blob:http://localhost/track-1'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const { container } = renderBlock(ResourceDetailBlock, props, {
      path: '/content/detail?contentId=v2&contentType=assets_video',
      now: NOW,
      data: {
        contents: {
          v2: {
            ...base,
            id: 'v2',
            resource_type: 'assets_video',
            video: {
              sources: [
                { src: '/media/lesson.mp4', type: 'video/mp4' },
                { src: '/media/lesson.webm' },
              ],
              tracks: [{ src: '/media/lesson.zh.srt', srclang: 'zh', label: '中文字幕' }],
              poster: '/covers/v2.svg',
            },
          },
        },
      },
    });
    await screen.findByRole('heading', { name: base.title });
    // The player's code loads after the heading shows (slower on a cold worker).
    const video = await waitFor(
      () =>
        container.querySelector<HTMLVideoElement>('[data-media-player] video') ??
        Promise.reject(new Error('no player yet')),
    );
    expect(
      [...video.querySelectorAll('source')].map((source) => [
        source.getAttribute('src'),
        source.getAttribute('type'),
      ]),
    ).toEqual([
      ['/media/lesson.mp4', 'video/mp4'],
      ['/media/lesson.webm', 'video/webm'],
    ]);
    expect(video.getAttribute('poster')).toBe('/covers/v2.svg');
    await waitFor(() => expect(video.querySelectorAll('track')).toHaveLength(1));
    expect(video.querySelector('track')?.label).toBe('中文字幕');
  });
});

describe('detail-supported types (seed 000 §3; ledger CORE-HELPER-20)', () => {
  /** The types a card sends to this page besides the common article, video and document. */
  const SPEC_DETAIL_TYPES = [
    'assets_audio',
    'image_list',
    'x_audio_video',
    'x_document',
    'x_image_list',
  ] as const;

  it('cards open this page for each of them', () => {
    for (const type of SPEC_DETAIL_TYPES) expect(DETAIL_RESOURCE_TYPES).toContain(type);
  });

  it.each(SPEC_DETAIL_TYPES)(
    'a %s resource shows its title, not 当前资源类型暂不支持',
    async (type) => {
      const id = `spec-${type}`;
      renderBlock(ResourceDetailBlock, props, {
        path: `/content/detail?contentId=${id}&contentType=${type}`,
        now: NOW,
        data: {
          contents: {
            [id]: {
              ...base,
              id,
              title: `资源 ${type}`,
              resource_type: type,
              cover_url: '/covers/v1.svg',
              video: { sources: [{ src: '/media/spring.mp3' }] },
              document: { page_count: 1, pages: ['/doc/page-1.svg'] },
              images: [{ url: '/img/1.svg', title: '机器人编程' }],
            },
          },
        },
      });
      expect(await screen.findByRole('heading', { name: `资源 ${type}` })).toBeTruthy();
      expect(screen.queryByText('当前资源类型暂不支持')).toBeNull();
    },
  );
});

describe('likes', () => {
  /** Fake services whose stats answer `likes` until a like adds one. */
  const servicesWithStats = (likes: number, views = 234567) => {
    const services = createFakeServices({ contents });
    let count = likes;
    vi.mocked(services.stats.one).mockImplementation(async (id: string) => ({
      id,
      like_count: count,
      total_uv: views,
    }));
    vi.mocked(services.stats.like).mockImplementation(async () => {
      count += 1;
    });
    return services;
  };

  const openWith = (services: FakeServices, role?: 'STUDENT') =>
    renderBlock(ResourceDetailBlock, props, {
      path: '/content/detail?contentId=v1&contentType=assets_video',
      now: NOW,
      role,
      services,
    });

  it.each([
    [9999, 9999, '9999', '浏览 9999'],
    [12345, 234567, '1.2万', '浏览 23.4万'],
    [15990, 10000000, '1.5万', '浏览 1000万+'],
  ])('shows %d likes and %d views as %s and %s', async (likes, views, likeText, viewText) => {
    openWith(servicesWithStats(likes, views));
    const button = await screen.findByRole('button', { name: new RegExp(likeText) });
    expect(button.textContent).toBe(`点赞${likeText}`);
    expect(await screen.findByText(viewText)).toBeTruthy();
  });

  it('shows no count until the stats answer', async () => {
    const services = servicesWithStats(12345);
    let answer: (stats: { id: string; like_count: number; total_uv: number }) => void = () => {};
    vi.mocked(services.stats.one).mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)),
    );
    openWith(services);
    const button = await screen.findByRole('button', { name: '点赞' });
    expect(button.textContent).toBe('点赞');
    expect(screen.queryByText(/^浏览/)).toBeNull();
    answer({ id: 'v1', like_count: 20000, total_uv: 5 });
    // A role query over the whole detail page is slow on a busy machine: more than the default
    // second (seen once with two test workers beside the browser tests).
    expect(await screen.findByRole('button', { name: '点赞2万' }, { timeout: 5000 })).toBeTruthy();
  });

  it('a failed stats read leaves the like button without a count', async () => {
    const services = servicesWithStats(12345);
    vi.mocked(services.stats.one).mockRejectedValueOnce(new Error('HTTP 500'));
    const { container } = openWith(services);
    await waitFor(() =>
      expect(container.querySelector('[data-stats-state="failed"]')).not.toBeNull(),
    );
    expect(screen.getByRole('button', { name: '点赞' }).textContent).toBe('点赞');
  });

  it('asks an anonymous visitor to log in, and sends them to sign in on confirm', async () => {
    const services = servicesWithStats(12345);
    const { runtime } = openWith(services);
    fireEvent.click(await screen.findByRole('button', { name: /1.2万/ }));
    await waitFor(() =>
      expect(runtime.ui.confirm).toHaveBeenCalledWith('需要登录才可以点赞，是否登录？'),
    );
    expect(runtime.session.login).toHaveBeenCalledWith(
      '/content/detail?contentId=v1&contentType=assets_video',
    );
    expect(services.stats.like).not.toHaveBeenCalled();
  });

  it('a signed-in like is posted, the count read again and remembered', async () => {
    const services = servicesWithStats(19999);
    openWith(services, 'STUDENT');
    fireEvent.click(await screen.findByRole('button', { name: '点赞1.9万' }));
    expect(await screen.findByRole('button', { name: '已点赞2万' })).toBeTruthy();
    expect(services.stats.like).toHaveBeenCalledWith('v1');
    expect(localStorage.getItem(likeKey('local', 'u1', 'v1'))).toContain('"like_status":1');
  });

  it('a like whose count cannot be read again still counts one more, with no failure toast', async () => {
    const services = servicesWithStats(19999);
    const { runtime } = openWith(services, 'STUDENT');
    fireEvent.click(await screen.findByRole('button', { name: '点赞1.9万' }));
    vi.mocked(services.stats.one).mockRejectedValueOnce(new Error('HTTP 500'));
    expect(await screen.findByRole('button', { name: '已点赞2万' })).toBeTruthy();
    expect(runtime.ui.toast).not.toHaveBeenCalled();
  });

  it('a like failure shows a toast and keeps the button', async () => {
    const services = servicesWithStats(5);
    vi.mocked(services.stats.like).mockRejectedValue(new Error('HTTP 500'));
    const { runtime } = openWith(services, 'STUDENT');
    fireEvent.click(await screen.findByRole('button', { name: '点赞5' }));
    await waitFor(() => expect(runtime.ui.toast).toHaveBeenCalledWith('点赞失败，请稍后重试'));
    expect(screen.getByRole('button', { name: '点赞5' })).toBeTruthy();
  });
});
