/** Sample props of the contest-teams block. */
import type { BlockFixture } from '../../src/runtime/blocks/contract';

/** The six team rules of seed 001 §5 as the diaa catalogue words them. */
export const DIAA_TEAM_RULES = [1, 2, 3, 4, 5, 6].map((n) => `msg:diaa.teamRules.${n}`);

export const contestTeamsFixtures: BlockFixture[] = [
  {
    name: 'diaa-topic',
    description: 'On contest/:contestId/teams: the rules, then the team of that topic.',
    props: { contestIdFromParam: 'contestId', rules: DIAA_TEAM_RULES },
  },
];
