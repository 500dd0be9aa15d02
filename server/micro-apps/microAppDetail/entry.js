/** Stand-in micro-app detail: the name and id of the micro-app the host names, and a way home. */
import { h, renderPanel, siteLink, text } from '../shared/panel.js';

export function mount(container, context) {
  const appId = text(context.props.appId, '—');
  return renderPanel(
    container,
    'microAppDetail',
    text(context.props.title, '应用详情'),
    h('dl', { class: 'mapp__facts' }, h('dt', {}, '应用编号'), h('dd', {}, appId)),
    h('p', { class: 'mapp__lead' }, '应用介绍由应用中心提供，本地替身环境仅显示编号。'),
    h('p', { class: 'mapp__note' }, siteLink(context, '/', '返回首页')),
  );
}
