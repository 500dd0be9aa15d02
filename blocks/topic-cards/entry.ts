/** Registry entry of the topic-cards block: metadata now, component on demand. */
import type { BlockEntry } from '../registryTypes';
import { visitorLoader } from '../visitorRegistry';
import schema from './schema.json';
import { topicCardsFixtures } from './fixtures';

export const topicCardsEntry: BlockEntry = {
  ...visitorLoader('topic-cards'),
  schema,
  fixtures: topicCardsFixtures,
  description:
    'Static contest topic cards (diaa): join menu of anchors, cover, date, support logo, enrol and score links.',
};
