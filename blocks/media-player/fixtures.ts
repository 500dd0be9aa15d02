import type { BlockFixture } from '../registryTypes';

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
