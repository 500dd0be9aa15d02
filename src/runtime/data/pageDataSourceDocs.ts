/**
 * What each kind of page data is, for operators and QA (the preview's 本页数据): kept out of
 * pageDataSources.ts, which every visitor's entry carries.
 */
import type { PageDataSourceId } from './pageDataSources';

export const PAGE_DATA_SOURCE_DOCS: Record<PageDataSourceId, string> = {
  'training.project':
    '培训项目（项目头部、课程、介绍、操作手册、栏目库）；项目不存在时为 null。 / A training project (header, courses, introduction, manual, libraries); null when it does not exist.',
  'library.contents':
    '栏目库的全部内容（资讯、通知）。 / The full contents of a library (news, notices).',
};
