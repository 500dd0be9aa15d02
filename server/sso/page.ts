import type { UserRow } from '../data/users';

/**
 * The sign-in page standing in for the platform's single sign-on. It runs under the site's
 * CSP (script-src 'self'), so it has no script at all: every demo account is a tiny form.
 */
export const SSO_PAGE_TITLE = '国家中小学智慧教育平台 统一身份认证 (本地替身)';

export interface DemoAccount {
  user: UserRow;
  roleLabels: string[];
}

export interface LoginPageModel {
  redirectUri: string;
  accounts: DemoAccount[];
  demoPassword: string;
  error?: string;
  account?: string;
}

/** Shared with the other stand-in pages (server/routes/admin.ts). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;
  color:#1f2a44;background:linear-gradient(160deg,#e9f0ff 0%,#f7f9fc 45%,#eef6f3 100%)}
header{background:linear-gradient(90deg,#1f4fd1,#3c7dff);color:#fff;padding:18px 40px;display:flex;
  align-items:center;gap:14px;box-shadow:0 2px 12px rgba(31,79,209,.25)}
.logo{width:40px;height:40px;border-radius:10px;background:#fff;color:#1f4fd1;font-weight:700;
  display:flex;align-items:center;justify-content:center;font-size:20px}
header h1{font-size:20px;margin:0;font-weight:600;letter-spacing:1px}
header small{display:block;font-size:12px;opacity:.8;font-weight:400}
main{max-width:1080px;margin:40px auto;padding:0 20px;display:grid;grid-template-columns:1.4fr 1fr;gap:28px}
@media (max-width:860px){main{grid-template-columns:1fr}}
.card{background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(31,42,68,.08);padding:28px 30px}
.card h2{margin:0 0 6px;font-size:18px}
.hint{color:#5c6780;font-size:13px;margin:0 0 18px}
.hint code{background:#eef3ff;color:#1f4fd1;padding:1px 6px;border-radius:4px}
.accounts{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}
.accounts form{margin:0}
.account{width:100%;text-align:left;border:1px solid #dbe3f3;background:#fafcff;border-radius:10px;
  padding:12px 14px;cursor:pointer;display:flex;gap:12px;align-items:center;font:inherit;color:inherit;
  transition:border-color .15s,box-shadow .15s}
.account:hover,.account:focus{border-color:#3c7dff;box-shadow:0 0 0 3px rgba(60,125,255,.15);outline:none}
.avatar{width:38px;height:38px;border-radius:50%;flex:none;background:#c7d3ea;object-fit:cover}
.who{display:flex;flex-direction:column;min-width:0}
.who strong{font-size:15px}
.who span{font-size:12px;color:#5c6780;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tag{display:inline-block;font-size:11px;color:#1f4fd1;background:#eef3ff;border-radius:4px;padding:0 6px;margin-right:4px}
label{display:block;font-size:14px;margin:14px 0 6px;color:#36415c}
input[type=text],input[type=password]{width:100%;padding:11px 12px;border:1px solid #cfd8ea;border-radius:8px;font:inherit}
input:focus{outline:none;border-color:#3c7dff;box-shadow:0 0 0 3px rgba(60,125,255,.15)}
.submit{margin-top:22px;width:100%;padding:12px;border:0;border-radius:8px;background:#1f4fd1;color:#fff;
  font-size:16px;cursor:pointer;font-family:inherit}
.submit:hover{background:#1a43b3}
.error{background:#fff1f0;border:1px solid #ffccc7;color:#cf1322;border-radius:8px;padding:10px 12px;font-size:14px;margin-bottom:8px}
.target{font-size:12px;color:#7a8699;margin-top:16px;word-break:break-all}
footer{text-align:center;color:#7a8699;font-size:12px;padding:10px 0 30px}
`;

function displayName(user: UserRow): string {
  return user.real_name ?? user.nick_name ?? user.user_name ?? user.account;
}

function accountButton(model: LoginPageModel, { user, roleLabels }: DemoAccount): string {
  const roles = roleLabels.length
    ? roleLabels.map((label) => `<span class="tag">${escapeHtml(label)}</span>`).join('')
    : '<span class="tag">无身份</span>';
  const avatar = user.avatar
    ? `<img class="avatar" src="${escapeHtml(user.avatar)}" alt="">`
    : '<span class="avatar" aria-hidden="true"></span>';
  return `<form method="post" action="/sso/login">
  <input type="hidden" name="account" value="${escapeHtml(user.account)}">
  <input type="hidden" name="password" value="${escapeHtml(model.demoPassword)}">
  <input type="hidden" name="redirect_uri" value="${escapeHtml(model.redirectUri)}">
  <button class="account" type="submit" data-account="${escapeHtml(user.account)}">${avatar}
    <span class="who"><strong>${escapeHtml(displayName(user))}</strong>
    <span>${roles}${escapeHtml(user.label)} · ${escapeHtml(user.account)}</span></span>
  </button>
</form>`;
}

export function renderLoginPage(model: LoginPageModel): string {
  const error = model.error
    ? `<div class="error" role="alert">${escapeHtml(model.error)}</div>`
    : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(SSO_PAGE_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div class="logo" aria-hidden="true">智</div>
  <h1>国家中小学智慧教育平台 统一身份认证<small>本地替身服务 · 仅用于开发与测试</small></h1></header>
<main>
  <section class="card" aria-labelledby="demo-title">
    <h2 id="demo-title">演示账号一键登录</h2>
    <p class="hint">所有演示账号的密码均为 <code>${escapeHtml(model.demoPassword)}</code>，点击即以该身份登录。</p>
    <div class="accounts">
${model.accounts.map((account) => accountButton(model, account)).join('\n')}
    </div>
  </section>
  <section class="card" aria-labelledby="form-title">
    <h2 id="form-title">账号密码登录</h2>
    <p class="hint">输入演示账号（如 teacher、student）和密码。</p>
    ${error}
    <form method="post" action="/sso/login">
      <input type="hidden" name="redirect_uri" value="${escapeHtml(model.redirectUri)}">
      <label for="account">账号</label>
      <input id="account" name="account" type="text" autocomplete="username" required value="${escapeHtml(model.account ?? '')}">
      <label for="password">密码</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button class="submit" type="submit">登 录</button>
    </form>
    <p class="target">登录后返回：${escapeHtml(model.redirectUri)}</p>
  </section>
</main>
<footer>本页面为国家中小学智慧教育平台统一身份认证的本地替身，不连接任何真实账号体系。</footer>
</body>
</html>`;
}
