/** Sample props of the contest-list block: type-20 sections holding a contest list config. */
import type { BlockFixture } from '../../src/runtime/blocks/contract';
import { sampleSection, sectionFixture } from '../shared/fixtureHelpers';

/** The data contest home's list (server/seed-data/campaignSitesB.ts DIAA_CONTEST_LIST). */
export const DIAA_LIST_CONFIG = {
  contests: [
    { contest_id: 'diaa2024-t1', status: 1 },
    { contest_id: 'diaa2024-t2', status: 1 },
    { contest_id: 'diaa2024-t3', status: 3 },
    { contest_id: 'diaa2024-t4', status: 4 },
    { contest_id: 'diaa2024-t5', status: 2 },
    { contest_id: 'diaa2024-t6', status: 0 },
    { contest_id: 'diaa2024-t7', status: 5, link: 'https://ext.example/diaa-t7' },
    { contest_id: 'diaa2024-t8', status: 1 },
    { contest_id: 'diaa2024-overseas', status: 1 },
  ],
  contest_ids: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `diaa2024-t${n}`),
  overseas_contest_ids: ['diaa2024-overseas'],
};

const listSection = (id: string, extParam: string) =>
  sampleSection(20, {
    id,
    setting: {
      data: { title: '大赛活动', ext_param: extParam },
      display: { title: '大赛活动', is_title_show: true },
    },
  });

export const contestListFixtures: BlockFixture[] = [
  sectionFixture(
    'diaa-every-status',
    'The data contest list: the eight topics with every status 0–5 and one overseas contest.',
    { section: listSection('sec-diaa-contests', JSON.stringify(DIAA_LIST_CONFIG)) },
  ),
  sectionFixture('malformed', 'contests is not a list: logged, nothing shown (CORE-CHAN-32).', {
    section: listSection('sec-bad-list', '{"contests": {"contest_id": "c1"}}'),
  }),
];
