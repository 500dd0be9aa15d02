/**
 * The visitor's registry: each block's name, section codes and code on demand, and nothing
 * else (DESIGN principle 12: editor metadata stays out of the visitor's bundle). The full
 * entries in `registry.ts` add schema, fixtures and docs on top of these loaders; a test
 * checks the two lists name the same blocks. To add a block, add one line here and its
 * `entry.ts` to `registry.ts`.
 */
import type { BlockLoader } from './registryTypes';
import { createBlockRegistry } from './createBlockRegistry';
import { prefetchChannelSections } from './channel-sections/prefetchChannelSections';

export const visitorBlockLoaders: BlockLoader[] = [
  { type: 'banner', sectionTypes: [11], load: () => import('./banner/BannerBlock') },
  {
    type: 'channel-sections',
    load: () => import('./channel-sections/ChannelSectionsBlock'),
    prefetch: prefetchChannelSections,
  },
  {
    type: 'sunshine-home',
    load: () => import('./sunshine-home/SunshineHomeBlock'),
    prefetch: prefetchChannelSections,
  },
  {
    type: 'column-panel',
    sectionTypes: [21],
    load: () => import('./column-panel/ColumnPanelBlock'),
  },
  { type: 'custom-block', sectionTypes: [20], load: () => import('./custom-block/CustomBlock') },
  { type: 'icon-nav', sectionTypes: [13], load: () => import('./icon-nav/IconNavBlock') },
  {
    type: 'resource-list',
    sectionTypes: [12],
    load: () => import('./resource-list/ResourceListBlock'),
  },
  { type: 'tab-group', sectionTypes: [26], load: () => import('./tab-group/TabGroupBlock') },
  { type: 'topic-block', sectionTypes: [22], load: () => import('./topic-block/TopicBlock') },
  { type: 'gate-buttons', load: () => import('./gate-buttons/GateButtonsBlock') },
  { type: 'contact-card', load: () => import('./contact-card/ContactCardBlock') },
  { type: 'rich-text', load: () => import('./rich-text/RichTextBlock') },
  { type: 'page-title', load: () => import('./page-title/PageTitleBlock') },
  { type: 'library-list', load: () => import('./library-list/LibraryListBlock') },
  { type: 'content-list', load: () => import('./content-list/ContentListBlock') },
  { type: 'category-entries', load: () => import('./category-entries/CategoryEntriesBlock') },
  { type: 'app-download', load: () => import('./app-download/AppDownloadBlock') },
  { type: 'uc-account', load: () => import('./uc-account/UcAccountBlock') },
  { type: 'area-admin', load: () => import('./area-admin/AreaAdminBlock') },
  { type: 'contest-summary', load: () => import('./contest-summary/ContestSummaryBlock') },
  {
    type: 'contest-enrol-form',
    load: () => import('./contest-enrol-form/ContestEnrolFormBlock'),
  },
  { type: 'content-detail', load: () => import('./content-detail/ContentDetailBlock') },
  { type: 'external-link', load: () => import('./external-link/ExternalLinkBlock') },
  { type: 'jpk-jump', load: () => import('./jpk-jump/JpkJumpBlock') },
  { type: 'login-bridge', load: () => import('./login-bridge/LoginBridgeBlock') },
  { type: 'third-login', load: () => import('./third-login/ThirdLoginBlock') },
  { type: 'empty-content', load: () => import('./empty-content/EmptyContentBlock') },
  { type: 'product-feedback', load: () => import('./product-feedback/ProductFeedbackBlock') },
  { type: 'micro-app', load: () => import('./micro-app/MicroAppBlock') },
  { type: 'resource-detail', load: () => import('./resource-detail/ResourceDetailBlock') },
  { type: 'media-player', load: () => import('./media-player/MediaPlayerBlock') },
  { type: 'sync-classroom', load: () => import('./sync-classroom/SyncClassroomBlock') },
  { type: 'sync-textbook', load: () => import('./sync-textbook/SyncTextbookBlock') },
  { type: 'tch-material', load: () => import('./tch-material/TchMaterialBlock') },
  { type: 'personal-handoff', load: () => import('./personal-handoff/PersonalHandoffBlock') },
  { type: 'live-list', load: () => import('./live-list/LiveListBlock') },
  { type: 'studio-list', load: () => import('./studio-list/StudioListBlock') },
  { type: 'studio-home', load: () => import('./studio-home/StudioHomeBlock') },
  { type: 'lecturer-list', load: () => import('./lecturer-list/LecturerListBlock') },
  { type: 'area-picker', load: () => import('./area-picker/AreaPickerBlock') },
  { type: 'course-index', load: () => import('./course-index/CourseIndexBlock') },
  { type: 'course-player', load: () => import('./course-player/CoursePlayerBlock') },
  { type: 'course-work', load: () => import('./course-work/CourseWorkBlock') },
  { type: 'course-topic', load: () => import('./course-topic/CourseTopicBlock') },
  { type: 'course-desk', load: () => import('./course-desk/CourseDeskBlock') },
  { type: 'course-honour', load: () => import('./course-honour/CourseHonourBlock') },
  { type: 'my-lives', load: () => import('./my-lives/MyLivesBlock') },
  { type: 'live-interaction', load: () => import('./live-interaction/LiveInteractionBlock') },
  { type: 'recommend-list', load: () => import('./recommend-list/RecommendListBlock') },
  { type: 'user-home', load: () => import('./user-home/UserHomeBlock') },
  { type: 'profile-form', load: () => import('./profile-form/ProfileFormBlock') },
  { type: 'verify-code', load: () => import('./verify-code/VerifyCodeBlock') },
  { type: 'training-list', load: () => import('./training-list/TrainingListBlock') },
  { type: 'training-project', load: () => import('./training-project/TrainingProjectBlock') },
  { type: 'training-works', load: () => import('./training-works/TrainingWorksBlock') },
  { type: 'training-live', load: () => import('./training-live/TrainingLiveBlock') },
  {
    type: 'training-handbook',
    load: () => import('./training-handbook/TrainingHandbookBlock'),
  },
  { type: 'topic-cards', load: () => import('./topic-cards/TopicCardsBlock') },
  {
    type: 'contest-upload-form',
    load: () => import('./contest-upload-form/ContestUploadFormBlock'),
  },
  { type: 'contest-my-works', load: () => import('./contest-my-works/ContestMyWorksBlock') },
  {
    type: 'contest-attachments',
    load: () => import('./contest-attachments/ContestAttachmentsBlock'),
  },
  { type: 'contest-regions', load: () => import('./contest-regions/ContestRegionsBlock') },
  {
    type: 'contest-my-activities',
    load: () => import('./contest-my-activities/ContestMyActivitiesBlock'),
  },
  {
    type: 'contest-my-enrolment',
    load: () => import('./contest-my-enrolment/ContestMyEnrolmentBlock'),
  },
  { type: 'contest-list', load: () => import('./contest-list/ContestListBlock') },
  { type: 'contest-results', load: () => import('./contest-results/ContestResultsBlock') },
  { type: 'contest-teams', load: () => import('./contest-teams/ContestTeamsBlock') },
  {
    type: 'contest-review-tasks',
    load: () => import('./contest-review-tasks/ContestReviewTasksBlock'),
  },
  { type: 'certificate-search', load: () => import('./certificate-search/CertificateSearchBlock') },
  { type: 'certificate-detail', load: () => import('./certificate-detail/CertificateDetailBlock') },
  { type: 'certificate-mine', load: () => import('./certificate-mine/CertificateMineBlock') },
];

export const visitorRegistry = createBlockRegistry(visitorBlockLoaders);

/** The loader of one block, for its full entry in `<block>/entry.ts`. */
export function visitorLoader(type: string): BlockLoader {
  const loader = visitorBlockLoaders.find((candidate) => candidate.type === type);
  if (!loader) throw new Error(`Block registry: no visitor loader for "${type}"`);
  return loader;
}
