import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { attachSubtitles, cueCount, loadSubtitle, toWebVtt, type SubtitleDeps } from './subtitles';

const SRT = `1
00:00:00,500 --> 00:00:02,000
观潮

2
00:00:02,000 --> 00:00:03,900
天下奇观
`;

describe('toWebVtt (CORE-VIDEO-16, -17)', () => {
  it('turns SRT into WebVTT: header, comma milliseconds become dots', () => {
    expect(toWebVtt(SRT)).toBe(
      'WEBVTT\n\n1\n00:00:00.500 --> 00:00:02.000\n观潮\n\n2\n00:00:02.000 --> 00:00:03.900\n天下奇观\n',
    );
  });

  it('drops a block without a --> timing line (3 blocks in, 2 cues out)', () => {
    const srt = `1
00:00:01,000 --> 00:00:02,000
第一句

2
没有时间轴的一段

3
00:00:03,000 --> 00:00:04,000
第三句`;
    const vtt = toWebVtt(srt);
    expect(cueCount(vtt)).toBe(2);
    expect(vtt).toContain('第一句');
    expect(vtt).toContain('第三句');
    expect(vtt).not.toContain('没有时间轴');
  });

  it('accepts a BOM and CRLF or CR line ends', () => {
    const crlf = '\uFEFF' + SRT.replace(/\n/g, '\r\n');
    expect(toWebVtt(crlf)).toBe(toWebVtt(SRT));
    expect(toWebVtt(SRT.replace(/\n/g, '\r'))).toBe(toWebVtt(SRT));
    expect(toWebVtt(crlf).startsWith('WEBVTT\n')).toBe(true);
  });

  it('passes WebVTT through, without its header block, notes or styles as cues', () => {
    const vtt = `WEBVTT - 观潮字幕
Kind: captions

NOTE 这是注释

STYLE
::cue { color: yellow }

intro
00:01.000 --> 00:02.500 line:90% align:center
钱塘江大潮
`;
    expect(toWebVtt(vtt)).toBe(
      'WEBVTT\n\nintro\n00:00:01.000 --> 00:00:02.500 line:90% align:center\n钱塘江大潮\n',
    );
  });

  it('keeps the blocks that parse from a malformed file and never throws', () => {
    const broken = `1
00:00:01,000 --> 00:00:02,000
好的一句

2
00:00:0x,000 --> 00:00:03,000
时间写错了

3
00:00:04,000 --> nonsense
也错了

4
00:00:05,5 --> 00:00:06,25 X1:10 Y1:20
分数秒与坐标
5
00:00:07,000 --> 00:00:08,000
少了空行的下一句
箭头 --> 在正文里`;
    const vtt = toWebVtt(broken);
    expect(cueCount(vtt)).toBe(3);
    expect(vtt).toContain('00:00:05.500 --> 00:00:06.250\n分数秒与坐标');
    expect(vtt).toContain(
      '5\n00:00:07.000 --> 00:00:08.000\n少了空行的下一句\n箭头 --&gt; 在正文里',
    );
    expect(vtt).not.toContain('时间写错了');
    expect(vtt).not.toContain('也错了');
    for (const garbage of ['', '\u0000\u0001', '-->', '99:99:99,999 --> 1', '<html>404</html>']) {
      expect(() => toWebVtt(garbage)).not.toThrow();
      expect(toWebVtt(garbage)).toBe('WEBVTT\n');
    }
    expect(() => toWebVtt(undefined as unknown as string)).not.toThrow();
  });

  it('rejects minutes or seconds of 60 and more, keeps long hours', () => {
    expect(cueCount(toWebVtt('00:60:00,000 --> 01:00:01,000\nx'))).toBe(0);
    expect(toWebVtt('100:00:01,000 --> 100:00:02,000\nx')).toContain(
      '100:00:01.000 --> 100:00:02.000',
    );
  });
});

function fakeDeps(files: Record<string, string | number | Error>): SubtitleDeps & {
  revoked: string[];
} {
  let next = 0;
  const revoked: string[] = [];
  return {
    revoked,
    fetch: vi.fn(async (url: string) => {
      const file = files[url];
      if (file instanceof Error) throw file;
      if (typeof file === 'number' || file === undefined)
        return { ok: false, status: typeof file === 'number' ? file : 404, text: async () => '' };
      return { ok: true, status: 200, text: async () => file };
    }),
    createObjectURL: vi.fn(() => `blob:subtitle-${++next}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  };
}

describe('attachSubtitles (CORE-VIDEO-16, -18, CORE-API-07)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches each track by its src and attaches the WebVTT as a blob: URL, first one shown', async () => {
    const deps = fakeDeps({
      '/s/zh.srt': SRT,
      '/s/en.vtt': 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi',
    });
    const video = document.createElement('video');
    const attached = attachSubtitles(
      video,
      [
        { src: '/s/zh.srt', srclang: 'zh', label: '中文' },
        { src: '/s/en.vtt', srclang: 'en', label: 'English', kind: 'captions' },
      ],
      deps,
    );
    const elements = await attached.ready;
    expect(deps.fetch).toHaveBeenCalledWith('/s/zh.srt');
    expect(deps.fetch).toHaveBeenCalledWith('/s/en.vtt');
    const blob = vi.mocked(deps.createObjectURL).mock.calls[0][0];
    expect(blob.type).toBe('text/vtt');
    const text = await blob.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect(text).toContain('00:00:00.500 --> 00:00:02.000');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks).toEqual(elements);
    expect(tracks.map((track) => track.getAttribute('src'))).toEqual([
      'blob:subtitle-1',
      'blob:subtitle-2',
    ]);
    expect(tracks.map((track) => [track.kind, track.srclang, track.label, track.default])).toEqual([
      ['subtitles', 'zh', '中文', true],
      ['captions', 'en', 'English', false],
    ]);
    attached.dispose();
    expect(video.querySelectorAll('track')).toHaveLength(0);
    expect(deps.revoked).toEqual(['blob:subtitle-1', 'blob:subtitle-2']);
  });

  it('ignores a failed fetch (404, network error): the other tracks still attach', async () => {
    const deps = fakeDeps({
      '/missing.srt': 404,
      '/offline.srt': new TypeError('Failed to fetch'),
      '/ok.srt': SRT,
    });
    const video = document.createElement('video');
    const elements = await attachSubtitles(
      video,
      [{ src: '/missing.srt' }, { src: '/offline.srt' }, { src: '/ok.srt', label: '中文' }],
      deps,
    ).ready;
    expect(elements).toHaveLength(1);
    expect(elements[0].label).toBe('中文');
    expect(elements[0].default).toBe(true);
    await expect(loadSubtitle('/missing.srt', deps)).resolves.toBeNull();
  });

  it('attaches nothing for a file in which no block parses, and nothing after dispose', async () => {
    const deps = fakeDeps({ '/empty.srt': '只有文字，没有时间轴', '/late.srt': SRT });
    const video = document.createElement('video');
    await attachSubtitles(video, [{ src: '/empty.srt' }], deps).ready;
    expect(video.querySelector('track')).toBeNull();
    const late = attachSubtitles(video, [{ src: '/late.srt' }], deps);
    late.dispose();
    await expect(late.ready).resolves.toEqual([]);
    expect(video.querySelector('track')).toBeNull();
    expect(deps.createObjectURL).not.toHaveBeenCalled();
  });

  it('keeps one track shown when a player turns on another of the same language', async () => {
    const deps = fakeDeps({ '/zh.srt': SRT, '/zh.vtt': SRT });
    const video = document.createElement('video');
    // jsdom has no TextTrack: each <track> gets a plain { mode }, the list a change event.
    const list = new EventTarget();
    Object.defineProperty(video, 'textTracks', { configurable: true, value: list });
    const tracks = new WeakMap<HTMLTrackElement, { mode: string }>();
    Object.defineProperty(HTMLTrackElement.prototype, 'track', {
      configurable: true,
      get(this: HTMLTrackElement) {
        if (!tracks.has(this)) tracks.set(this, { mode: 'disabled' });
        return tracks.get(this);
      },
    });
    onTestFinished(() => {
      delete (HTMLTrackElement.prototype as { track?: unknown }).track;
    });
    const [srt, vtt] = await attachSubtitles(
      video,
      [
        { src: '/zh.srt', srclang: 'zh' },
        { src: '/zh.vtt', srclang: 'zh' },
      ],
      deps,
    ).ready;
    expect([srt.track.mode, vtt.track.mode]).toEqual(['showing', 'disabled']);
    // video.js's pick by language on loadstart: the second turned on, the first left on.
    vtt.track.mode = 'showing';
    list.dispatchEvent(new Event('change'));
    expect([srt.track.mode, vtt.track.mode]).toEqual(['showing', 'disabled']);
    // The visitor's choice in the menu (one on, the other off) stands.
    srt.track.mode = 'disabled';
    vtt.track.mode = 'showing';
    list.dispatchEvent(new Event('change'));
    expect([srt.track.mode, vtt.track.mode]).toEqual(['disabled', 'showing']);
    srt.track.mode = 'showing';
    list.dispatchEvent(new Event('change'));
    expect([srt.track.mode, vtt.track.mode]).toEqual(['disabled', 'showing']);
  });
});
