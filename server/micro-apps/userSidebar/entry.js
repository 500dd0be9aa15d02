/**
 * Stand-in user-sidebar micro-app: the visitor's display name and role, with links to
 * 我的收藏 and 我的关注 (seed 000 §2 personal areas).
 */
import { h, loginPrompt, renderPanel, siteLink } from '../shared/panel.js';

const ROLE_LABELS = {
  TEACHER: '教师',
  GUARDIAN: '家长',
  STUDENT: '学生',
  EDU_ADMIN: '管理者',
  ACADEMIC_STAFF: '教研员',
  ELECTRIC_TEACHER: '电教人员',
  SOCIAL_LEARNER: '社会学习者',
};

export function mount(container, context) {
  if (!context.user) return renderPanel(container, 'userSidebar', '个人中心', loginPrompt(context));
  const { displayName } = context.user;
  return renderPanel(
    container,
    'userSidebar',
    '个人中心',
    h(
      'div',
      { class: 'mapp__user' },
      h('span', { class: 'mapp__avatar', 'aria-hidden': 'true' }, displayName.slice(0, 1)),
      h('div', {}, h('strong', {}, displayName), h('div', {}, ROLE_LABELS[context.role] ?? '')),
    ),
    h(
      'ul',
      { class: 'mapp__links' },
      h('li', {}, siteLink(context, '/user/myFavorite', '我的收藏')),
      h('li', {}, siteLink(context, '/user/myFollows', '我的关注')),
    ),
  );
}
