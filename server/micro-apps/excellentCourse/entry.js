/**
 * Stand-in excellent-course micro-app: the course the host names (`title`, `courseId`) with a
 * 开始学习 button. Course content belongs to the course service, which the stand-in lacks.
 */
import { button, h, renderPanel, text } from '../shared/panel.js';

export function mount(container, context) {
  const status = h('p', { class: 'mapp__note', role: 'status' });
  const courseId = text(context.props.courseId, null);
  return renderPanel(
    container,
    'excellentCourse',
    text(context.props.title, '精品课程'),
    h('p', { class: 'mapp__lead' }, '名师精品课程，配套课件与练习。'),
    courseId && h('dl', { class: 'mapp__facts' }, h('dt', {}, '课程编号'), h('dd', {}, courseId)),
    h(
      'div',
      { class: 'mapp__actions' },
      button('开始学习', () => {
        status.textContent = '课程内容由课程服务提供，本地替身环境未接入。';
      }),
    ),
    status,
  );
}
