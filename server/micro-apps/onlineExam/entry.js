/**
 * Stand-in online-exam micro-app: the exam's title and a 开始考试 button, disabled with 请先登录
 * for a logged-out visitor. The exam page itself belongs to the exam service, which the
 * stand-in does not have.
 */
import { button, h, loginPrompt, renderPanel, text } from '../shared/panel.js';

export function mount(container, context) {
  const status = h(
    'p',
    { class: 'mapp__note', role: 'status' },
    context.user ? `考生：${context.user.displayName}` : '',
  );
  const start = button(
    '开始考试',
    () => {
      status.textContent = '考试页面由在线考试服务提供，本地替身环境未接入。';
    },
    { disabled: !context.user },
  );
  return renderPanel(
    container,
    'onlineExam',
    text(context.props.title, '在线测评'),
    h('p', { class: 'mapp__lead' }, '考试时长 30 分钟，提交后可查看成绩。'),
    context.user ? status : loginPrompt(context),
    h('div', { class: 'mapp__actions' }, start),
  );
}
