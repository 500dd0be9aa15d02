import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const mediaPlayerFixtures: BlockFixture[] = [
  {
    name: 'mp4',
    description: 'The stand-in sample clip with a poster.',
    props: {
      title: '《观潮》课文精讲',
      sources: [{ src: '/svc/static/media/lesson.mp4' }],
      poster: '/svc/static/covers/res-video-guanchao.svg',
    },
  },
  {
    name: 'learning',
    description:
      'A required lesson: resumes at 1 s, seek control, one course at a time, login required, Chinese subtitles (SRT and WebVTT).',
    props: {
      title: '《观潮》课文精讲',
      sources: [{ src: '/svc/static/media/lesson.mp4' }],
      tracks: [
        { src: '/svc/static/media/subtitles/lesson.zh.srt', srclang: 'zh', label: '中文字幕' },
        {
          src: '/svc/static/media/subtitles/lesson.zh.vtt',
          srclang: 'zh',
          label: '中文字幕（WebVTT）',
        },
      ],
      learning: { beginPosition: 1, seekControl: true, singleSession: true, forceLogin: true },
    },
  },
  {
    name: 'hls',
    description: 'An HLS playlist (video.js plays it through its streaming engine).',
    props: {
      title: '开学第一课',
      sources: [{ src: '/svc/static/media/first-lesson/playlist.m3u8' }],
    },
  },
  {
    name: 'audio',
    description: 'Audio only: no poster, the audio layout.',
    props: { title: '《春晓》朗读', sources: [{ src: '/svc/static/audio/spring-dawn.wav' }] },
  },
];
