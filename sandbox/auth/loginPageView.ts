/**
 * The sandbox's login page (统一身份认证): one self-contained zh HTML document with inline CSS and no
 * script at all (the portal's CSP forbids inline script, and a login form needs none). Every value
 * that came from the request is HTML-escaped.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts.ts';
import { LOGIN_PATH } from './sessions.ts';

/** The page's own policy: no script, no outside resources, not framed, posts only to itself. */
export const LOGIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const LOGIN_MESSAGES = {
  wrongCredentials: '用户名或密码错误',
  missingFields: '请输入用户名和密码',
  tooManyAttempts: '尝试次数过多，请稍后再试',
} as const;

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface LoginPageModel {
  /** Kept as received (escaped when written); checked only when the form is posted. */
  redirectUrl?: string;
  /** The user name typed before, on a re-render. */
  username?: string;
  error?: string;
}

/** Longest value echoed back into the page; the rest of a pasted blob is dropped. */
const MAX_ECHO_LENGTH = 2048;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#1f2933;background:linear-gradient(160deg,#e8f0fb,#f7f9fc 60%)}
main{max-width:420px;margin:0 auto;padding:40px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(31,95,191,.12);padding:28px 24px}
h1{margin:0 0 4px;font-size:22px;text-align:center;color:#1f5fbf}
.sub{margin:0 0 20px;text-align:center;color:#6b7785;font-size:13px}
label{display:block;margin:14px 0 6px;font-weight:600}
input[type=text],input[type=password]{width:100%;padding:10px 12px;border:1px solid #c9d2dd;border-radius:8px;font:inherit}
input:focus{outline:2px solid #1f5fbf;outline-offset:1px;border-color:#1f5fbf}
button{width:100%;margin-top:22px;padding:11px;border:0;border-radius:8px;background:#1f5fbf;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#194f9f}
.error{margin:0 0 8px;padding:9px 12px;border-radius:8px;background:#fdecea;color:#b42318;font-size:14px}
.alt{margin:14px 0 0;text-align:center;font-size:13px}
.alt a{color:#1f5fbf}
h2{margin:28px 0 8px;font-size:15px;color:#3e4c59}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden;font-size:13px}
th,td{padding:7px 8px;border-bottom:1px solid #edf0f4;text-align:left;vertical-align:top}
th:not(:last-child),td:not(:last-child){white-space:nowrap}
th{background:#f1f5fb;color:#3e4c59;font-weight:600}
code{font-family:ui-monospace,Menlo,Consolas,monospace;color:#1f5fbf}
.note{color:#6b7785;font-size:12px;margin:8px 0 0}
`;

function accountRows(): string {
  return DEMO_ACCOUNTS.map(
    (account) =>
      `<tr><td><code>${escapeHtml(account.username)}</code></td><td>${escapeHtml(account.roleName)}</td>` +
      `<td>${escapeHtml(account.name)}</td><td><code>${escapeHtml(DEMO_PASSWORD)}</code></td><td>${escapeHtml(account.summary)}</td></tr>`,
  ).join('\n');
}

export function renderLoginPage(model: LoginPageModel = {}): string {
  const redirectUrl = (model.redirectUrl ?? '').slice(0, MAX_ECHO_LENGTH);
  const username = (model.username ?? '').slice(0, MAX_ECHO_LENGTH);
  const messengerHref = `/api/corp/index?redirectUrl=${encodeURIComponent(redirectUrl || '/')}`;
  // The portal's QR-code login page (qr-login widget, demo route smlogin/desktop): a logged-in phone confirms.
  const qrLoginHref = `/smlogin/desktop?redirect_url=${encodeURIComponent(redirectUrl || '/')}`;
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>统一身份认证</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<h1>统一身份认证</h1>
<p class="sub">示范大学校园门户 · 演示环境</p>
${error}<form method="post" action="${LOGIN_PATH}" autocomplete="on">
<input type="hidden" name="redirect_url" value="${escapeHtml(redirectUrl)}">
<label for="username">用户名</label>
<input type="text" id="username" name="username" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="64" required${username ? '' : ' autofocus'}>
<label for="password">密码</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${username ? ' autofocus' : ''}>
<button type="submit">登录</button>
</form>
<p class="alt"><a href="${escapeHtml(messengerHref)}">企业微信登录（演示：以职工身份登录）</a></p>
<p class="alt"><a href="${escapeHtml(qrLoginHref)}">手机扫码登录（用已登录门户的手机确认）</a></p>
</div>
<h2>演示账号</h2>
<table>
<thead><tr><th>账号</th><th>身份</th><th>姓名</th><th>密码</th><th>可使用</th></tr></thead>
<tbody>
${accountRows()}
</tbody>
</table>
<p class="note">所有演示账号的密码均为 <code>${escapeHtml(DEMO_PASSWORD)}</code>。会话有效期 2 小时。</p>
</main>
</body>
</html>
`;
}
