/**
 * Stand-in certificate micro-app: the search form (name and certificate number), or one
 * certificate when the host passes `certificateId`. It asks no service, so a query honestly finds
 * nothing: 未查询到证书. Superseded on the certificate pages by the certificate-search,
 * certificate-detail and certificate-mine blocks over the stand-in's certificate service; kept as
 * the contract's example of a form-driven micro-app (blocks/micro-app/README.md).
 */
import { button, h, renderPanel, siteLink, text } from '../shared/panel.js';

const NOT_FOUND = '未查询到证书';

export function mount(container, context) {
  const certificateId = text(context.props.certificateId, null);
  if (certificateId)
    return renderPanel(
      container,
      'certificate',
      '证书信息',
      h('dl', { class: 'mapp__facts' }, h('dt', {}, '证书编号'), h('dd', {}, certificateId)),
      h('p', { class: 'mapp__result', role: 'status' }, NOT_FOUND),
      h('p', { class: 'mapp__note' }, siteLink(context, '/certificate/search', '查询其他证书')),
    );

  const field = (id, label, attributes) =>
    h(
      'label',
      { class: 'mapp__field', for: id },
      label,
      h('input', { id, class: 'mapp__input', required: true, maxlength: 50, ...attributes }),
    );
  const result = h('p', { class: 'mapp__result', role: 'status' }, '请输入姓名和证书编号后查询');
  const onsubmit = (event) => {
    event.preventDefault();
    result.textContent = NOT_FOUND;
  };
  const form = h(
    'form',
    { class: 'mapp__form', onsubmit },
    field('mapp-certificate-name', '姓名', {
      name: 'name',
      autocomplete: 'name',
      value: context.user?.displayName ?? '',
      placeholder: '请输入获证人姓名',
    }),
    field('mapp-certificate-number', '证书编号', {
      name: 'number',
      placeholder: '请输入证书编号',
    }),
    button('查询', undefined, { submit: true }),
  );
  return renderPanel(
    container,
    'certificate',
    '电子证书查询',
    h('p', { class: 'mapp__lead' }, '查询平台活动颁发的电子证书。'),
    form,
    result,
  );
}
