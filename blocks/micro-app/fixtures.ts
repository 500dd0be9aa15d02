import type { BlockFixture } from '../../src/runtime/blocks/contract';

export const microAppFixtures: BlockFixture[] = [
  {
    name: 'certificate-search',
    description: 'Certificate search of /certificate/search.',
    props: { app: 'certificate' },
  },
  {
    name: 'certificate-detail',
    description: 'One certificate on /certificate/detail/:id: the route id is passed on.',
    props: { app: 'certificate', propsFromRoute: { certificateId: 'id' } },
  },
  {
    name: 'online-exam',
    description: 'The online exam of a contest (exam id and title passed through).',
    props: { app: 'onlineExam', props: { examId: 'exam-sxds-2026', title: '2026年数学知识测评' } },
  },
  {
    name: 'user-sidebar',
    description: "The signed-in visitor's sidebar with favourites and follows.",
    props: { app: 'userSidebar' },
  },
  {
    name: 'discussion',
    description: "A resource's discussion area.",
    props: { app: 'discussion', props: { topicId: 'kpzy-works-1' } },
  },
  {
    name: 'excellent-course',
    description: 'An excellent course card.',
    props: { app: 'excellentCourse', props: { courseId: 'course-1', title: '初中物理·力与运动' } },
  },
  {
    name: 'micro-app-detail',
    description: "A micro-app's detail page.",
    props: { app: 'microAppDetail', props: { appId: 'app-1', title: '校园安全知识' } },
  },
  {
    name: 'video-player',
    description: 'The video-player wrapper with an in-site video.',
    props: {
      app: 'videoPlayer',
      props: { src: '/svc/static/media/first-lesson/playlist.m3u8', title: '开学第一课' },
    },
  },
];
