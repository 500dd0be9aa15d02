/**
 * Stand-in discussion micro-app: the discussion list and a form to post, for signed-in
 * visitors. The stand-in keeps posts on the page only (it has no discussion service).
 */
import { button, h, loginPrompt, renderPanel } from '../shared/panel.js';

export function mount(container, context) {
  const list = h('ul', { class: 'mapp__list' }, h('li', {}, '暂无讨论，快来发表第一条吧'));
  const status = h('p', { class: 'mapp__note', role: 'status' });
  let posts = 0;
  const input = h('textarea', {
    id: 'mapp-discussion-input',
    class: 'mapp__input',
    maxlength: 500,
    placeholder: '说说你的想法',
  });
  const onsubmit = (event) => {
    event.preventDefault();
    const content = input.value.trim();
    if (!content) return;
    if (posts === 0) list.replaceChildren();
    posts += 1;
    list.append(h('li', {}, h('strong', {}, `${context.user.displayName}：`), content));
    input.value = '';
    status.textContent = '已发表（本地替身环境不保存讨论内容）';
  };
  const form = h(
    'form',
    { class: 'mapp__field', onsubmit },
    h('label', { for: input.id }, '发表讨论'),
    input,
    h('div', { class: 'mapp__actions' }, button('发表', undefined, { submit: true })),
  );
  return renderPanel(
    container,
    'discussion',
    '讨论区',
    list,
    context.user ? form : loginPrompt(context),
    status,
  );
}
