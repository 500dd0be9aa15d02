/**
 * The block registry: block names and section type codes → entries (DESIGN principle 12).
 *
 * Each entry is metadata up front (type, section type codes, props schema, fixtures,
 * description: see `<block>/entry.ts`) and code on demand (`load: () => import(...)`), so no
 * block component is in this module's static import graph: a page downloads only the blocks
 * it renders. The portal and the preview app may hold different registries, and tests build
 * their own with `createBlockRegistry`.
 *
 * The visitor's runtime uses `visitorRegistry.ts` instead: the same loaders without schemas and
 * fixtures. To add a block: create its folder (see blocks/README.md), add its loader to
 * `visitorRegistry.ts`, export its entry from `<block>/entry.ts`, and add one line to
 * `defaultBlockEntries` below.
 */
import type { BlockEntry } from './registryTypes';
import { createBlockRegistry, type ListableBlockRegistry } from './createBlockRegistry';
import { bannerEntry } from './banner/entry';
import { resourceListEntry } from './resource-list/entry';
import { iconNavEntry } from './icon-nav/entry';
import { customBlockEntry } from './custom-block/entry';
import { columnPanelEntry } from './column-panel/entry';
import { topicBlockEntry } from './topic-block/entry';
import { tabGroupEntry } from './tab-group/entry';
import { channelSectionsEntry } from './channel-sections/entry';
import { sunshineHomeEntry } from './sunshine-home/entry';
import { contentListEntry } from './content-list/entry';
import { categoryEntriesEntry } from './category-entries/entry';
import { appDownloadEntry } from './app-download/entry';
import { ucAccountEntry } from './uc-account/entry';
import { areaAdminEntry } from './area-admin/entry';
import { siteBlockEntries } from './siteBlockEntries';
import { resourceDetailEntry } from './resource-detail/entry';
import { mediaPlayerEntry } from './media-player/entry';
import { personalHandoffEntry } from './personal-handoff/entry';
import { liveListEntry } from './live-list/entry';
import { studioListEntry } from './studio-list/entry';
import { studioHomeEntry } from './studio-home/entry';
import { lecturerListEntry } from './lecturer-list/entry';
import { areaPickerEntry } from './area-picker/entry';
import { courseIndexEntry } from './course-index/entry';
import { coursePlayerEntry } from './course-player/entry';
import { courseWorkEntry } from './course-work/entry';
import { courseTopicEntry } from './course-topic/entry';
import { courseDeskEntry } from './course-desk/entry';
import { courseHonourEntry } from './course-honour/entry';
import { myLivesEntry } from './my-lives/entry';
import { liveInteractionEntry } from './live-interaction/entry';
import { recommendListEntry } from './recommend-list/entry';
import { userHomeEntry } from './user-home/entry';
import { profileFormEntry } from './profile-form/entry';
import { verifyCodeEntry } from './verify-code/entry';
import { trainingListEntry } from './training-list/entry';
import { trainingProjectEntry } from './training-project/entry';
import { trainingWorksEntry } from './training-works/entry';
import { trainingLiveEntry } from './training-live/entry';
import { trainingHandbookEntry } from './training-handbook/entry';
import { tchMaterialEntry } from './tch-material/entry';
import { topicCardsEntry } from './topic-cards/entry';
import { contestUploadFormEntry } from './contest-upload-form/entry';
import { contestMyWorksEntry } from './contest-my-works/entry';
import { contestAttachmentsEntry } from './contest-attachments/entry';
import { contestRegionsEntry } from './contest-regions/entry';
import { contestMyActivitiesEntry } from './contest-my-activities/entry';
import { contestMyEnrolmentEntry } from './contest-my-enrolment/entry';
import { contestListEntry } from './contest-list/entry';
import { contestResultsEntry } from './contest-results/entry';
import { contestTeamsEntry } from './contest-teams/entry';
import { contestReviewTasksEntry } from './contest-review-tasks/entry';
import { certificateSearchEntry } from './certificate-search/entry';
import { certificateDetailEntry } from './certificate-detail/entry';
import { certificateMineEntry } from './certificate-mine/entry';

/** Every block the portal knows, section blocks first. Append new entries here, one line each. */
export const defaultBlockEntries: BlockEntry[] = [
  bannerEntry,
  resourceListEntry,
  iconNavEntry,
  customBlockEntry,
  columnPanelEntry,
  topicBlockEntry,
  tabGroupEntry,
  channelSectionsEntry,
  sunshineHomeEntry,
  ...siteBlockEntries,
  contentListEntry,
  categoryEntriesEntry,
  appDownloadEntry,
  ucAccountEntry,
  areaAdminEntry,
  resourceDetailEntry,
  mediaPlayerEntry,
  personalHandoffEntry,
  liveListEntry,
  studioListEntry,
  studioHomeEntry,
  lecturerListEntry,
  areaPickerEntry,
  courseIndexEntry,
  coursePlayerEntry,
  courseWorkEntry,
  courseTopicEntry,
  courseDeskEntry,
  courseHonourEntry,
  myLivesEntry,
  liveInteractionEntry,
  recommendListEntry,
  userHomeEntry,
  profileFormEntry,
  verifyCodeEntry,
  trainingListEntry,
  trainingProjectEntry,
  trainingWorksEntry,
  trainingLiveEntry,
  trainingHandbookEntry,
  tchMaterialEntry,
  topicCardsEntry,
  contestUploadFormEntry,
  contestMyWorksEntry,
  contestAttachmentsEntry,
  contestRegionsEntry,
  contestMyActivitiesEntry,
  contestMyEnrolmentEntry,
  contestListEntry,
  contestResultsEntry,
  contestTeamsEntry,
  contestReviewTasksEntry,
  certificateSearchEntry,
  certificateDetailEntry,
  certificateMineEntry,
];

export const defaultRegistry: ListableBlockRegistry<BlockEntry> =
  createBlockRegistry(defaultBlockEntries);

export { createBlockRegistry, type ListableBlockRegistry };
