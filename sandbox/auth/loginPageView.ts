/**
 * The sandbox's login page (统一身份认证): one self-contained HTML document in zh, en or tw (the portal's
 * language, see loginPageTexts.ts) with inline CSS and no script at all (the portal's CSP forbids inline
 * script, and a login form needs none). Every value that came from the request is HTML-escaped.
 *
 * Its table of demo accounts is derived, never written by hand: every account the sandbox has (its
 * `users` table: the seed accounts and the identities modules add, such as `graduate`), and, for each,
 * the apps of the portal's site that need a permission and that the account's permission map opens,
 * judged by the portal's own rule (runtime/app/auth/permissions.ts). Apps the site does not have are
 * never mentioned, whatever a permission map holds.
 */
import { mayOpenApp } from '../../runtime/shared/permissions.ts';
import type { ResolvedSiteManifest } from '../../runtime/shared/generated/resolvedSiteManifest.ts';
import { DEMO_PASSWORD, MESSENGER_ACCOUNT, type PermissionMap } from '../seed/accounts.ts';
import { LOGIN_LANGUAGES, LOGIN_PAGE_TEXTS, type Language, type LoginMessage, type LoginPageTexts } from './loginPageTexts.ts';
import { LOGIN_PATH, SESSION_TTL_SECONDS } from './sessions.ts';

/** The page's own policy: no script, no outside resources, not framed, posts only to itself. */
export const LOGIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** One account as the table shows it (a row of the sandbox's `users` table). */
export interface LoginPageAccount {
  username: string;
  name: string;
  /** As stored (zh); translated through the language's role names. */
  roleName: string;
  /** What `/api/uc/auth/all` answers for the account, module grants included. */
  permissions: PermissionMap;
}

export interface LoginPageModel {
  /** Kept as received (escaped when written); checked only when the form is posted. */
  redirectUrl?: string;
  /** The user name typed before, on a re-render. */
  username?: string;
  error?: LoginMessage;
  /** `messenger`: the enterprise messenger's entry sent the visitor here (sandbox/routes/corpLogin.ts). */
  via?: 'messenger';
  /** zh when absent. */
  language?: Language;
  /** Every account to list, in order. */
  accounts: readonly LoginPageAccount[];
  /** The portal's site the login is for: its title, and the apps each account may use. Absent: accounts only. */
  site?: ResolvedSiteManifest;
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
.notice{margin:0 0 8px;padding:9px 12px;border-radius:8px;background:#eaf2fd;color:#1f4f99;font-size:14px}
.alt{margin:14px 0 0;text-align:center;font-size:13px}
.alt a{color:#1f5fbf}
h2{margin:28px 0 8px;font-size:15px;color:#3e4c59}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden;font-size:13px}
th,td{padding:7px 8px;border-bottom:1px solid #edf0f4;text-align:left;vertical-align:top}
th:not(:last-child),td:not(:last-child){white-space:nowrap}
th{background:#f1f5fb;color:#3e4c59;font-weight:600}
code{font-family:ui-monospace,Menlo,Consolas,monospace;color:#1f5fbf}
.note{color:#6b7785;font-size:12px;margin:8px 0 0}
.langs{margin:0 0 12px;text-align:right;font-size:13px}
.langs a,.langs strong{margin-left:10px}
.langs a{color:#1f5fbf}
@media (max-width:600px){
table,tbody,tr,td{display:block}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
tr{padding:8px 0;border-bottom:1px solid #edf0f4}
td,td:not(:last-child){display:flex;gap:10px;padding:2px 12px;border:0;white-space:normal}
td::before{content:attr(data-label);flex:0 0 5.5em;color:#6b7785;font-size:12px}
}
`;

const text = (localized: { zh: string; en?: string; tw?: string } | undefined, language: Language) => (localized ? (localized[language] ?? localized.zh) : '');

/** `{name}` placeholders of a text filled in. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** App titles in the language, each once (two apps may share a title, e.g. two kinds of 通知公告). */
const titles = (apps: Array<ResolvedSiteManifest['apps'][string]>, language: Language) => [...new Set(apps.map((app) => text(app.title, language)))];

/**
 * What a site offers whom, in the language: the apps open without login, those any logged-in account
 * may use, and per permission map the apps that need a permission it holds. Only apps the portal lists
 * (`visible`) count.
 */
export function siteAccess(site: ResolvedSiteManifest, language: Language) {
  const listed = Object.entries(site.apps)
    .filter(([, app]) => app.visible !== false)
    .sort(([a, appA], [b, appB]) => appA.order - appB.order || a.localeCompare(b));
  const needsPermission = (app: ResolvedSiteManifest['apps'][string]) => app.permission !== undefined && app.permission !== false;
  const needsLogin = (app: ResolvedSiteManifest['apps'][string]) => site.routes[app.entry]?.login !== false;
  return {
    openToEveryone: titles(
      listed.filter(([, app]) => !needsPermission(app) && !needsLogin(app)).map(([, app]) => app),
      language,
    ),
    anyAccount: titles(
      listed.filter(([, app]) => !needsPermission(app) && needsLogin(app)).map(([, app]) => app),
      language,
    ),
    permitted: (permissions: PermissionMap) =>
      titles(
        listed.filter(([key, app]) => needsPermission(app) && mayOpenApp(app, key, permissions)).map(([, app]) => app),
        language,
      ),
  };
}

function accountRows(model: LoginPageModel, t: LoginPageTexts, language: Language): string {
  const access = model.site ? siteAccess(model.site, language) : undefined;
  return model.accounts
    .map((account) => {
      const permitted = access?.permitted(account.permissions);
      // Each cell names its column: on a phone the rows stand as cards, one labelled line a cell.
      const cell = (column: keyof LoginPageTexts['columns'], html: string) => `<td data-label="${escapeHtml(t.columns[column])}">${html}</td>`;
      const apps = permitted ? cell('apps', escapeHtml(permitted.length ? permitted.join(t.listSeparator) : t.noPermittedApps)) : '';
      return (
        `<tr>${cell('account', `<code>${escapeHtml(account.username)}</code>`)}${cell('role', escapeHtml(t.roleNames[account.roleName] ?? account.roleName))}` +
        `${cell('name', escapeHtml(account.name))}${cell('password', `<code>${escapeHtml(DEMO_PASSWORD)}</code>`)}${apps}</tr>`
      );
    })
    .join('\n');
}

function siteNotes(model: LoginPageModel, t: LoginPageTexts, language: Language): string {
  if (!model.site) return '';
  const access = siteAccess(model.site, language);
  const note = (template: string, apps: string[]) =>
    apps.length ? `<p class="note">${escapeHtml(fill(template, { apps: apps.join(t.listSeparator) }))}</p>\n` : '';
  return note(t.openToEveryone, access.openToEveryone) + note(t.anyAccount, access.anyAccount);
}

/** Links to this page in the other languages, keeping where the login should lead and where the visitor came from. */
function languageLinks(language: Language, redirectUrl: string, via: LoginPageModel['via']): string {
  const links = LOGIN_LANGUAGES.map((lang) => {
    const name = escapeHtml(LOGIN_PAGE_TEXTS[lang].languageName);
    if (lang === language) return `<strong aria-current="true">${name}</strong>`;
    const href = `${LOGIN_PATH}?${new URLSearchParams({ lang, ...(redirectUrl ? { redirect_url: redirectUrl } : {}), ...(via ? { via } : {}) }).toString()}`;
    return `<a href="${escapeHtml(href)}" hreflang="${LOGIN_PAGE_TEXTS[lang].htmlLang}" lang="${LOGIN_PAGE_TEXTS[lang].htmlLang}">${name}</a>`;
  });
  return `<nav class="langs" aria-label="Language / 语言 / 語言">${links.join('')}</nav>`;
}

export function renderLoginPage(model: LoginPageModel): string {
  const language = model.language ?? 'zh';
  const t = LOGIN_PAGE_TEXTS[language];
  const redirectUrl = (model.redirectUrl ?? '').slice(0, MAX_ECHO_LENGTH);
  const username = (model.username ?? '').slice(0, MAX_ECHO_LENGTH);
  // The portal's QR-code login page (qr-login widget, demo route smlogin/desktop): a logged-in phone confirms.
  const qrLoginHref = `/smlogin/desktop?redirect_url=${encodeURIComponent(redirectUrl || '/')}`;
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(t.messages[model.error])}</p>` : '';
  const notice = model.via === 'messenger' ? `<p class="notice">${escapeHtml(fill(t.messengerNotice, { account: MESSENGER_ACCOUNT }))}</p>` : '';
  const siteTitle = model.site ? text(model.site.branding?.title ?? model.site.name, language) : '';
  const subtitle = siteTitle ? `${siteTitle} · ${t.demoEnvironment}` : t.demoEnvironment;
  const appsHeader = model.site ? `<th>${escapeHtml(t.columns.apps)}</th>` : '';
  const passwordNote = t.passwordNote
    .split('{password}')
    .map((part) => escapeHtml(fill(part, { hours: String(SESSION_TTL_SECONDS / 3600) })))
    .join(`<code>${escapeHtml(DEMO_PASSWORD)}</code>`);
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${languageLinks(language, redirectUrl, model.via)}
<div class="card">
<h1>${escapeHtml(t.title)}</h1>
<p class="sub">${escapeHtml(subtitle)}</p>
${notice}${error}<form method="post" action="${LOGIN_PATH}" autocomplete="on">
<input type="hidden" name="redirect_url" value="${escapeHtml(redirectUrl)}">
<input type="hidden" name="lang" value="${language}">
<label for="username">${escapeHtml(t.username)}</label>
<input type="text" id="username" name="username" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="64" required${username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${username ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<p class="alt"><a href="${escapeHtml(qrLoginHref)}">${escapeHtml(t.qrLogin)}</a></p>
</div>
<h2>${escapeHtml(t.accountsHeading)}</h2>
<table>
<thead><tr><th>${escapeHtml(t.columns.account)}</th><th>${escapeHtml(t.columns.role)}</th><th>${escapeHtml(t.columns.name)}</th><th>${escapeHtml(t.columns.password)}</th>${appsHeader}</tr></thead>
<tbody>
${accountRows(model, t, language)}
</tbody>
</table>
<p class="note">${passwordNote}</p>
${siteNotes(model, t, language)}</main>
</body>
</html>
`;
}
