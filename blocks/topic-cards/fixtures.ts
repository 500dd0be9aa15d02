import type { BlockFixture } from '../../src/runtime/blocks/contract';

const card = (n: number) => ({
  title: `msg:diaa.topic.${n}.title`,
  description: `msg:diaa.topic.${n}.desc`,
  cover: `/svc/static/covers/diaa-topic-${n}.svg`,
  date: `msg:diaa.topic.${n}.date`,
  supportLogo: `/svc/static/covers/diaa-support-${n}.svg`,
  supportName: `msg:diaa.topic.${n}.support`,
  note: `msg:diaa.topic.${n}.note`,
  contestId: `diaa2024-t${n}`,
});

export const topicCardsFixtures: BlockFixture[] = [
  {
    name: 'diaa-topics',
    description: 'The eight data-contest topics of /hd/diaa, each linking to enrolment and scores.',
    props: {
      title: 'msg:diaa.topics.title',
      cards: [1, 2, 3, 4, 5, 6, 7, 8].map(card),
    },
  },
  {
    name: 'plain-text',
    description: 'Two topics written as plain text, custom links, no extra note.',
    props: {
      joinLabel: '选择赛题',
      enrollTo: 'join?contest={contestId}',
      scoreTo: 'rank/{index}',
      cards: [
        {
          title: '赛题甲',
          description: '赛题甲的简介',
          cover: '/svc/static/covers/a.svg',
          date: '2024年6月15日—10月10日',
          supportLogo: '/svc/static/covers/a-logo.svg',
          supportName: '甲单位',
          contestId: 'contest-a',
        },
        {
          title: '赛题乙',
          description: '赛题乙的简介',
          cover: '/svc/static/covers/b.svg',
          date: '2024年6月15日—10月10日',
          supportLogo: '/svc/static/covers/b-logo.svg',
          supportName: '乙单位',
          contestId: 'contest-b',
        },
      ],
    },
  },
];
