import { escapeHtml } from '../sso/page';

/**
 * The look of the stand-in's own server-rendered pages (contest management, the online exam):
 * a dark header with a logo letter, cards, tables, forms. No script: they run under the site's
 * CSP with nothing but a stylesheet (style-src allows inline styles).
 */
const STAND_IN_STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;
  color:#1f2a44;background:#f2f5fa;font-size:15px}
header{background:#1d2433;color:#fff;padding:14px 24px;display:flex;align-items:center;gap:12px;flex-wrap:wrap}
.logo{width:36px;height:36px;border-radius:8px;background:#3c7dff;font-weight:700;display:flex;
  align-items:center;justify-content:center;font-size:18px;flex:none}
header h1{margin:0;font-size:19px;font-weight:600;letter-spacing:1px;flex:1}
header small{display:block;font-size:12px;opacity:.7;font-weight:400}
header form{margin:0}
.who{font-size:14px;opacity:.9}
main{max-width:1180px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(31,42,68,.08);padding:20px 24px;margin-bottom:20px}
.card h2{margin:0 0 14px;font-size:18px}
.card h3{margin:0 0 10px;font-size:16px}
.crumb{margin:0 0 14px;font-size:14px}
.table-wrap{overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:10px 8px;border-bottom:1px solid #e4e9f2;vertical-align:top}
th{color:#5c6780;font-weight:600;white-space:nowrap;background:#f7f9fc}
td form{display:inline-flex;gap:6px;align-items:center;margin:2px 6px 2px 0;flex-wrap:wrap}
button{font:inherit;font-size:14px;border-radius:6px;border:1px solid #1f4fd1;background:#1f4fd1;color:#fff;
  padding:6px 14px;cursor:pointer;min-height:34px}
button.secondary{background:#fff;color:#1f4fd1}
button.danger{background:#fff;color:#cf1322;border-color:#cf1322}
button:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #ffb020;outline-offset:2px}
select{font:inherit;font-size:14px;padding:5px 8px;border-radius:6px;border:1px solid #b8c2d6;min-height:34px;background:#fff}
.notice{padding:12px 16px;border-radius:8px;margin-bottom:16px;background:#e8f6ee;color:#135c36;border:1px solid #9fd8b6}
.notice.error{background:#fff1f0;color:#a8071a;border-color:#ffa39e}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:8px 20px;margin:0}
.facts div{display:flex;flex-direction:column}
.facts dt{color:#5c6780;font-size:13px}
.facts dd{margin:0;font-weight:600}
.muted{color:#5c6780}
.empty{color:#5c6780;margin:4px 0}
.tag{display:inline-block;padding:1px 8px;border-radius:10px;background:#eef2fb;color:#1f4fd1;font-size:13px;white-space:nowrap}
.tag.ok{background:#e8f6ee;color:#135c36}
.tag.wait{background:#fff7e6;color:#874d00}
ul.reviews{list-style:none;margin:0;padding:0}
ul.reviews li{margin:0 0 4px}
a{color:#1f4fd1}
fieldset{border:1px solid #e4e9f2;border-radius:10px;margin:0 0 14px;padding:12px 16px}
legend{font-weight:600;padding:0 6px}
fieldset label{display:flex;gap:8px;align-items:center;padding:6px 0;cursor:pointer}
footer{text-align:center;color:#7a8699;font-size:12px;padding:10px 0 30px}
@media (max-width:640px){main{padding:0 10px}.card{padding:16px 14px}header{padding:12px 14px}
  th,td{padding:8px 6px}table{min-width:720px}}
`;

export interface StandInPageModel {
  /** The document title (text). */
  title: string;
  /** One character drawn as the logo. */
  logo: string;
  /** The header's title (text). */
  heading: string;
  /** Trusted HTML after the heading (the signed-in user, a sign-out form), already escaped. */
  headerExtra?: string;
  /** Trusted HTML of the main area, already escaped. */
  body: string;
  footer: string;
}

export function standInPage(model: StandInPageModel): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(model.title)}</title>
<style>${STAND_IN_STYLE}</style>
</head>
<body>
<header><div class="logo" aria-hidden="true">${escapeHtml(model.logo)}</div>
  <h1>${escapeHtml(model.heading)}<small>国家中小学智慧教育平台 · 本地替身服务</small></h1>${model.headerExtra ?? ''}</header>
<main>
${model.body}
</main>
<footer>${escapeHtml(model.footer)}</footer>
</body>
</html>`;
}
