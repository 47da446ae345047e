/**
 * The one catalogue of manifest problems: stable codes, their parameters, and their message and hint in
 * every language. The validator CLI, the host and the browser's invalid-manifest page all print problems
 * through `formatProblem`, so an operator reads the same words everywhere.
 *
 * Isomorphic on purpose: no DOM, no fs. runtime/host and runtime/app both import it.
 */

export type Language = 'zh' | 'en' | 'tw';

/** Parameters each problem code carries. */
export interface ProblemParams {
  'json-syntax': { detail: string; line?: number; column?: number };
  'file-missing': { siteId: string };
  'invalid-site-id': { siteId: string };
  'id-mismatch': { id: string; expected: string };
  schema: { message: string; keyword: string; allowed?: string[]; detail?: SchemaDetail };
  'extends-missing': { siteId: string };
  'extends-cycle': { chain: string[] };
  'unknown-widget': { widget: string; suggestion?: string };
  'app-without-widget': { app: string };
  'unknown-page': { widget: string; page: string; suggestion?: string; pages: string[] };
  'invalid-props': { widget: string; message: string; detail?: ProblemParams['schema'] };
  'variant-needed': { app: string; widget: string; variant: string; variants: string[] };
  'duplicate-route': { path: string; first: string; second: string };
  'unknown-app': { app: string; suggestion?: string };
  'unknown-api-key': { key: string; suggestion?: string };
  'renamed-api-key': { key: string; renamed: string };
  'renamed-widget': { widget: string; renamed: string };
  'unreachable-app-route': { path: string; widget: string; apps: string[]; state: 'disabled' | 'hidden' };
  'unknown-category': { category: string; app: string; suggestion?: string };
  'missing-home': { home: string };
  'duplicate-key': { key: string };
  'off-app-referenced': OffAppReference;
  'unknown-label': { label: string; namespace: string; key: string; namespaceKnown: boolean; suggestion?: string };
  'api-origin-blocked': { url: string; origin?: string; reason: 'insecure' | 'credentials' | 'not-allowable' };
  'duplicate-tile': { category: string; first: string; second: string; title: string; icon: string };
  /** Stands for the problems beyond the first {@link maxListedProblems} of a list: how many, and how many of them are errors. */
  'more-problems': { more: number; errors: number };
}

/** Where an app that is switched off or hidden is still named: a route, or another app's props (e.g. `featured`). */
export type OffAppReference = { app: string; state: 'disabled' | 'hidden' } & ({ route: string } | { referrer: string; prop: string });

export type ProblemCode = keyof ProblemParams;

/**
 * An error stops a manifest from being served (the host keeps the last good version; validate exits
 * non-zero). A warning does not: the portal works, but something in the manifest does nothing or
 * surprises its users. Validate prints warnings and exits 0 when there are only warnings; the host
 * serves the manifest and logs them. Each code has one severity, kept here.
 */
export type Severity = 'error' | 'warning';

const warningCodes: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  // A school may switch an app off on purpose; the portal must still start (the link shows "page not found").
  'off-app-referenced',
  // A label no text uses does no harm, it only does nothing (and a widget renaming a key must not take schools offline).
  'unknown-label',
  // Two tiles alike confuse users but break nothing.
  'duplicate-tile',
]);

/**
 * The severity of a problem (by its code). The one code without a severity of its own is `more-problems`:
 * it stands for the problems not listed, so it is an error when one of them is.
 */
export const severityOf = (problem: Pick<ManifestProblem, 'code'> | ManifestProblem): Severity => {
  if (problem.code === 'more-problems') return 'params' in problem && (problem.params as ProblemParams['more-problems']).errors > 0 ? 'error' : 'warning';
  return warningCodes.has(problem.code) ? 'warning' : 'error';
};

/** Whether a problem stops a manifest from being served. */
export const isError = (problem: Pick<ManifestProblem, 'code'> | ManifestProblem): boolean => severityOf(problem) === 'error';

/**
 * How many problems a list shows. A manifest can hold tens of thousands of mistakes
 * (a list of 100,000 numbers where names belong); nobody reads past the first screens, and every one of
 * them would go into an answer, a log line and the console's page. Generous: a real draft has a handful.
 */
export const maxListedProblems = 200;

/**
 * The first `max` problems of a list, errors before warnings (so a list that hides an error shows
 * `max` errors), in their order, then one `more-problems` standing for the rest. A list already limited
 * (a site checked through another) is limited again with its summary counted in.
 */
export function limitProblems(problems: readonly ManifestProblem[], max = maxListedProblems): ManifestProblem[] {
  let carried = { more: 0, errors: 0 };
  const listed: ManifestProblem[] = [];
  let errors = 0;
  for (const problem of problems) {
    if (problem.code === 'more-problems') carried = { more: carried.more + problem.params.more, errors: carried.errors + problem.params.errors };
    else {
      listed.push(problem);
      if (isError(problem)) errors++;
    }
  }
  if (listed.length <= max && !carried.more) return listed;
  let errorRoom = Math.min(errors, max);
  let warningRoom = max - errorRoom;
  const kept = listed.filter((problem) => (isError(problem) ? errorRoom-- > 0 : warningRoom-- > 0));
  const more = listed.length - kept.length + carried.more;
  if (!more) return kept;
  const first = problems[0]!;
  kept.push({ code: 'more-problems', file: first.file, path: '', params: { more, errors: errors - Math.min(errors, max) + carried.errors } });
  return kept;
}

/** Errors and warnings in a list, counting those a `more-problems` stands for. */
export function countProblems(problems: readonly ManifestProblem[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const problem of problems) {
    if (problem.code === 'more-problems') {
      errors += problem.params.errors;
      warnings += problem.params.more - problem.params.errors;
    } else if (isError(problem)) errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** The facts of a schema error, so that each language can word it (the English `message` is ajv's, refined). */
export interface SchemaDetail {
  /** A field: the missing one, or the unknown one. */
  name?: string;
  /** A bound: minimum, maximum, length, item count. */
  limit?: number;
  /** The JSON type expected. */
  type?: string;
  /** Which named pattern of site.schema.json's $defs failed (SafeUrl, Color…). */
  meaning?: string;
  /** The error is about an object key, not a value. */
  key?: boolean;
}

/** One problem found in one manifest file, located by a JSON pointer. */
export type ManifestProblem = {
  [C in ProblemCode]: { code: C; file: string; path: string; params: ProblemParams[C] };
}[ProblemCode];

type Texts<C extends ProblemCode> = (p: ProblemParams[C]) => { message: string; hint: string };
type Catalogue = { [C in ProblemCode]: Texts<C> };

const didYouMean = {
  en: (s?: string) => (s ? ` — did you mean "${s}"?` : ''),
  zh: (s?: string) => (s ? `，是否想写 "${s}"？` : ''),
  tw: (s?: string) => (s ? `，是否想寫 "${s}"？` : ''),
};

const en: Catalogue = {
  'json-syntax': (p) => ({
    message: `not valid JSON: ${p.detail}`,
    hint: p.line
      ? `Look near line ${p.line}, column ${p.column ?? 1}: a missing comma, quote or bracket is the usual cause.`
      : 'Check the commas, quotes and brackets.',
  }),
  'file-missing': (p) => ({ message: `no manifest for site "${p.siteId}"`, hint: `Create sites/${p.siteId}.json (npm run new-site -- ${p.siteId}).` }),
  'invalid-site-id': (p) => ({
    message: `"${p.siteId}" is not a valid site id`,
    hint: 'A site id is 1 to 64 lower-case letters, digits or dashes (and not a reserved name such as constructor or con).',
  }),
  'id-mismatch': (p) => ({ message: `id "${p.id}" does not match the file name`, hint: `Set "id" to "${p.expected}" or rename the file.` }),
  schema: (p) => ({
    message: p.message,
    hint: p.allowed?.length ? `Allowed here: ${p.allowed.join(', ')}.` : 'See schemas/site.schema.json for what this field takes.',
  }),
  'extends-missing': (p) => ({ message: `extends "${p.siteId}", which does not exist`, hint: 'Name an existing site in sites/, or remove "extends".' }),
  'extends-cycle': (p) => ({ message: `extends cycle: ${p.chain.join(' → ')}`, hint: 'A manifest may not extend itself, directly or through others.' }),
  'unknown-widget': (p) => ({ message: `unknown widget "${p.widget}"${didYouMean.en(p.suggestion)}`, hint: 'Widgets are the folders under widgets/.' }),
  'app-without-widget': (p) => ({ message: `app "${p.app}" names no widget`, hint: 'Give the app a "widget", or extend a manifest that does.' }),
  'unknown-page': (p) => ({ message: `widget "${p.widget}" has no page "${p.page}"${didYouMean.en(p.suggestion)}`, hint: `Its pages: ${p.pages.join(', ')}.` }),
  'invalid-props': (p) => ({ message: `props for widget "${p.widget}": ${p.message}`, hint: `See the "props" schema in widgets/${p.widget}/widget.json.` }),
  'variant-needed': (p) => ({
    message: `app "${p.app}" (widget ${p.widget}) is no variant the widget offers: "${p.variant}"`,
    hint: `Name its variant in its props, e.g. "props": { "variant": "${p.variants[0]}" }; the variants: ${p.variants.join(', ')}.`,
  }),
  'duplicate-route': (p) => ({
    message: `route "${p.path}" is defined twice (${p.first} and ${p.second})`,
    hint: 'Every path may lead to one page only: remove one of them.',
  }),
  'unknown-app': (p) => ({ message: `unknown app "${p.app}"${didYouMean.en(p.suggestion)}`, hint: 'Apps are the keys of "apps".' }),
  'unknown-api-key': (p) => ({
    message: `no widget calls API key "${p.key}"${didYouMean.en(p.suggestion)}`,
    hint: 'Overrides must name a key from a widget\'s "api".',
  }),
  'renamed-api-key': (p) => ({
    message: `API key "${p.key}" is now called "${p.renamed}" (keys are named after their widget)`,
    hint: 'Run `npm run migrate-sites` to rename it in every manifest, or rename it by hand.',
  }),
  'renamed-widget': (p) => ({
    message: `widget "${p.widget}" is now part of "${p.renamed}"`,
    hint: 'Run `npm run migrate-sites`: it names the new widget and keeps the page the app opened on.',
  }),
  'unreachable-app-route': (p) => ({
    message: `route "${p.path}" would still reach widget "${p.widget}" of ${p.state} app ${p.apps.map((a) => `"${a}"`).join(', ')}`,
    hint: `Route it through the app ("app": "${p.apps[0]}") so it follows the app's switch, or remove it.`,
  }),
  'unknown-category': (p) => ({
    message: `app "${p.app}" is in unknown category "${p.category}"${didYouMean.en(p.suggestion)}`,
    hint: 'Categories are the keys of "categories".',
  }),
  'missing-home': (p) => ({ message: `home "${p.home}" is not a reachable route`, hint: 'Point "home" at a page of an enabled app.' }),
  'duplicate-key': (p) => ({ message: `key "${p.key}" appears twice in the same object`, hint: 'JSON keeps only the last one: remove the other.' }),
  'off-app-referenced': (p) => {
    const state = p.state === 'disabled' ? 'switched off ("enabled": false)' : 'hidden (listed in "hidden")';
    return 'route' in p
      ? {
          message: `route "${p.route}" opens app "${p.app}", which is ${state}: visitors who follow it see "page not found"`,
          hint: `Switch "${p.app}" on, or remove the route if the app is off on purpose.`,
        }
      : {
          message: `app "${p.referrer}" names app "${p.app}" in "${p.prop}", but "${p.app}" is ${state}: it is left out there`,
          hint: `Remove "${p.app}" from "${p.prop}", or switch the app on.`,
        };
  },
  'unknown-label': (p) => ({
    message: p.namespaceKnown
      ? `label "${p.label}" changes no text: "${p.namespace}" has no text "${p.key}"${didYouMean.en(p.suggestion)}`
      : `label "${p.label}" changes no text: there is no widget "${p.namespace}"${didYouMean.en(p.suggestion)}`,
    hint: 'A label is "<widget id>:<key>" with a key of widgets/<id>/locales/zh.json, or "portal:<key>" for the portal\'s own texts.',
  }),
  'api-origin-blocked': (p) => ({
    message:
      p.reason === 'insecure'
        ? `"${p.url}" is a plain http address: the portal is served over https, so browsers block calls to it (mixed content)`
        : p.reason === 'credentials'
          ? `"${p.url}" contains a user name or password: browsers refuse to call such an address`
          : `"${p.url}": the portal's security policy cannot allow calls to ${p.origin ? `"${p.origin}"` : 'this address'}`,
    hint: "Use an https:// address with a plain host name (and port, if any), or a path on the portal: calls to /api go through the host to the school's backend (API_TARGET).",
  }),
  'duplicate-tile': (p) => ({
    message: `apps "${p.first}" and "${p.second}" show the same tile in category "${p.category}": title "${p.title}", icon "${p.icon}"`,
    hint: 'Users cannot tell them apart: give one its own title or icon, or take one out of the directory ("visible": false).',
  }),
  'more-problems': (p) => ({
    message: `and ${p.more} more problem(s) not listed${p.errors ? `, ${p.errors} of them error(s)` : ''}`,
    hint: 'Fix the problems above and check again: the rest are listed then. A list far longer than any school needs is refused whole (see the limit above).',
  }),
};

const zh: Catalogue = {
  'json-syntax': (p) => ({
    message: `不是有效的 JSON：${p.detail}`,
    hint: p.line ? `请检查第 ${p.line} 行第 ${p.column ?? 1} 列附近，通常是缺少逗号、引号或括号。` : '请检查逗号、引号和括号。',
  }),
  'file-missing': (p) => ({ message: `站点 "${p.siteId}" 没有配置文件`, hint: `请创建 sites/${p.siteId}.json（npm run new-site -- ${p.siteId}）。` }),
  'invalid-site-id': (p) => ({
    message: `"${p.siteId}" 不是有效的站点标识`,
    hint: '站点标识由 1 到 64 个小写字母、数字或短横线组成，且不能是 constructor、con 等保留名称。',
  }),
  'id-mismatch': (p) => ({ message: `id "${p.id}" 与文件名不一致`, hint: `请把 "id" 改为 "${p.expected}"，或重命名文件。` }),
  schema: (p) => ({
    message: schemaMessage(p, 'zh'),
    hint: p.allowed?.length ? `此处允许：${p.allowed.join('、')}。` : '请查看 schemas/site.schema.json 中该字段的要求。',
  }),
  'extends-missing': (p) => ({ message: `继承的站点 "${p.siteId}" 不存在`, hint: '请填写 sites/ 中已有的站点，或删除 "extends"。' }),
  'extends-cycle': (p) => ({ message: `继承出现循环：${p.chain.join(' → ')}`, hint: '配置不能直接或间接继承自己。' }),
  'unknown-widget': (p) => ({ message: `未知组件 "${p.widget}"${didYouMean.zh(p.suggestion)}`, hint: '组件即 widgets/ 下的文件夹。' }),
  'app-without-widget': (p) => ({ message: `应用 "${p.app}" 未指定组件`, hint: '请为应用填写 "widget"。' }),
  'unknown-page': (p) => ({ message: `组件 "${p.widget}" 没有页面 "${p.page}"${didYouMean.zh(p.suggestion)}`, hint: `可用页面：${p.pages.join('、')}。` }),
  'invalid-props': (p) => ({
    message: `组件 "${p.widget}" 的参数有误：${p.detail ? schemaMessage(p.detail, 'zh') : p.message}`,
    hint: `请查看 widgets/${p.widget}/widget.json 中的 "props"。`,
  }),
  'variant-needed': (p) => ({
    message: `应用 "${p.app}"（组件 ${p.widget}）没有指定类型："${p.variant}" 不是该组件提供的类型`,
    hint: `请在其参数中指定类型，例如 "props": { "variant": "${p.variants[0]}" }；可选类型：${p.variants.join('、')}。`,
  }),
  'duplicate-route': (p) => ({ message: `路由 "${p.path}" 重复定义（${p.first} 与 ${p.second}）`, hint: '一个路径只能对应一个页面，请删除其中一个。' }),
  'unknown-app': (p) => ({ message: `未知应用 "${p.app}"${didYouMean.zh(p.suggestion)}`, hint: '应用即 "apps" 中的键。' }),
  'unknown-api-key': (p) => ({ message: `没有组件使用接口 "${p.key}"${didYouMean.zh(p.suggestion)}`, hint: '覆盖项必须是某个组件 "api" 中的接口。' }),
  'renamed-api-key': (p) => ({
    message: `接口 "${p.key}" 已更名为 "${p.renamed}"（接口现按所属组件命名）`,
    hint: '运行 `npm run migrate-sites` 可一次改好所有配置文件，也可手动改名。',
  }),
  'renamed-widget': (p) => ({
    message: `组件 "${p.widget}" 已并入 "${p.renamed}"`,
    hint: '运行 `npm run migrate-sites`：会改为新组件，并保留该应用原来打开的页面。',
  }),
  'unreachable-app-route': (p) => ({
    message: `路由 "${p.path}" 仍可访问${p.state === 'disabled' ? '已停用' : '已隐藏'}应用 ${p.apps.join('、')} 的组件 "${p.widget}"`,
    hint: `请让路由经由应用（"app": "${p.apps[0]}"），或删除该路由。`,
  }),
  'unknown-category': (p) => ({ message: `应用 "${p.app}" 的分类 "${p.category}" 不存在${didYouMean.zh(p.suggestion)}`, hint: '分类即 "categories" 中的键。' }),
  'missing-home': (p) => ({ message: `首页 "${p.home}" 不是可访问的路由`, hint: '请把 "home" 指向已启用应用的页面。' }),
  'duplicate-key': (p) => ({ message: `同一对象中键 "${p.key}" 出现了两次`, hint: 'JSON 只保留最后一个，请删除另一个。' }),
  'off-app-referenced': (p) => {
    const state = p.state === 'disabled' ? '已停用（"enabled": false）' : '已隐藏（列在 "hidden" 中）';
    return 'route' in p
      ? {
          message: `路由 "${p.route}" 指向应用 "${p.app}"，但该应用${state}：访问者打开时会看到"页面不存在"`,
          hint: `请启用 "${p.app}"；如果是有意停用，请删除该路由。`,
        }
      : {
          message: `应用 "${p.referrer}" 的 "${p.prop}" 中列出了应用 "${p.app}"，但该应用${state}：那里不会显示它`,
          hint: `请从 "${p.prop}" 中删除 "${p.app}"，或启用该应用。`,
        };
  },
  'unknown-label': (p) => ({
    message: p.namespaceKnown
      ? `自定义文字 "${p.label}" 不起作用："${p.namespace}" 中没有文字 "${p.key}"${didYouMean.zh(p.suggestion)}`
      : `自定义文字 "${p.label}" 不起作用：没有名为 "${p.namespace}" 的组件${didYouMean.zh(p.suggestion)}`,
    hint: '自定义文字的键写作 "组件标识:键"，键取自 widgets/<组件>/locales/zh.json；门户自身的文字写作 "portal:键"。',
  }),
  'api-origin-blocked': (p) => ({
    message:
      p.reason === 'insecure'
        ? `"${p.url}" 是 http 地址：门户通过 https 访问，浏览器会拦截对它的请求（混合内容）`
        : p.reason === 'credentials'
          ? `"${p.url}" 中含有用户名或密码：浏览器拒绝请求这样的地址`
          : `"${p.url}"：门户的安全策略无法允许对${p.origin ? ` "${p.origin}" ` : '该地址'}的请求`,
    hint: '请使用 https:// 开头、主机名规范（可带端口）的地址，或使用门户上的路径：/api 的请求会由门户转发到学校的后端（API_TARGET）。',
  }),
  'duplicate-tile': (p) => ({
    message: `应用 "${p.first}" 和 "${p.second}" 在分类 "${p.category}" 中的图标相同：名称都是 "${p.title}"，图标都是 "${p.icon}"`,
    hint: '用户无法区分它们：请为其中一个换个名称或图标，或让其中一个不在目录中显示（"visible": false）。',
  }),
  'more-problems': (p) => ({
    message: `另有 ${p.more} 个问题未列出${p.errors ? `，其中 ${p.errors} 个是错误` : ''}`,
    hint: '请先改正上面列出的问题再检查，其余问题届时会列出。远超实际需要的列表会被整体拒绝（见上面的上限）。',
  }),
};

const tw: Catalogue = {
  'json-syntax': (p) => ({
    message: `不是有效的 JSON：${p.detail}`,
    hint: p.line ? `請檢查第 ${p.line} 行第 ${p.column ?? 1} 列附近，通常是缺少逗號、引號或括號。` : '請檢查逗號、引號和括號。',
  }),
  'file-missing': (p) => ({ message: `站點 "${p.siteId}" 沒有設定檔`, hint: `請建立 sites/${p.siteId}.json（npm run new-site -- ${p.siteId}）。` }),
  'invalid-site-id': (p) => ({
    message: `"${p.siteId}" 不是有效的站點識別碼`,
    hint: '站點識別碼由 1 到 64 個小寫字母、數字或短橫線組成，且不能是 constructor、con 等保留名稱。',
  }),
  'id-mismatch': (p) => ({ message: `id "${p.id}" 與檔名不一致`, hint: `請把 "id" 改為 "${p.expected}"，或重新命名檔案。` }),
  schema: (p) => ({
    message: schemaMessage(p, 'tw'),
    hint: p.allowed?.length ? `此處允許：${p.allowed.join('、')}。` : '請查看 schemas/site.schema.json 中該欄位的要求。',
  }),
  'extends-missing': (p) => ({ message: `繼承的站點 "${p.siteId}" 不存在`, hint: '請填寫 sites/ 中已有的站點，或刪除 "extends"。' }),
  'extends-cycle': (p) => ({ message: `繼承出現循環：${p.chain.join(' → ')}`, hint: '設定不能直接或間接繼承自己。' }),
  'unknown-widget': (p) => ({ message: `未知元件 "${p.widget}"${didYouMean.tw(p.suggestion)}`, hint: '元件即 widgets/ 下的資料夾。' }),
  'app-without-widget': (p) => ({ message: `應用 "${p.app}" 未指定元件`, hint: '請為應用填寫 "widget"。' }),
  'unknown-page': (p) => ({ message: `元件 "${p.widget}" 沒有頁面 "${p.page}"${didYouMean.tw(p.suggestion)}`, hint: `可用頁面：${p.pages.join('、')}。` }),
  'invalid-props': (p) => ({
    message: `元件 "${p.widget}" 的參數有誤：${p.detail ? schemaMessage(p.detail, 'tw') : p.message}`,
    hint: `請查看 widgets/${p.widget}/widget.json 中的 "props"。`,
  }),
  'variant-needed': (p) => ({
    message: `應用 "${p.app}"（元件 ${p.widget}）沒有指定類型："${p.variant}" 不是該元件提供的類型`,
    hint: `請在其參數中指定類型，例如 "props": { "variant": "${p.variants[0]}" }；可選類型：${p.variants.join('、')}。`,
  }),
  'duplicate-route': (p) => ({ message: `路由 "${p.path}" 重複定義（${p.first} 與 ${p.second}）`, hint: '一個路徑只能對應一個頁面，請刪除其中一個。' }),
  'unknown-app': (p) => ({ message: `未知應用 "${p.app}"${didYouMean.tw(p.suggestion)}`, hint: '應用即 "apps" 中的鍵。' }),
  'unknown-api-key': (p) => ({ message: `沒有元件使用介面 "${p.key}"${didYouMean.tw(p.suggestion)}`, hint: '覆寫項必須是某個元件 "api" 中的介面。' }),
  'renamed-api-key': (p) => ({
    message: `介面 "${p.key}" 已更名為 "${p.renamed}"（介面現依所屬元件命名）`,
    hint: '執行 `npm run migrate-sites` 可一次改好所有設定檔，也可手動改名。',
  }),
  'renamed-widget': (p) => ({
    message: `元件 "${p.widget}" 已併入 "${p.renamed}"`,
    hint: '執行 `npm run migrate-sites`：會改為新元件，並保留該應用原本開啟的頁面。',
  }),
  'unreachable-app-route': (p) => ({
    message: `路由 "${p.path}" 仍可存取${p.state === 'disabled' ? '已停用' : '已隱藏'}應用 ${p.apps.join('、')} 的元件 "${p.widget}"`,
    hint: `請讓路由經由應用（"app": "${p.apps[0]}"），或刪除該路由。`,
  }),
  'unknown-category': (p) => ({ message: `應用 "${p.app}" 的分類 "${p.category}" 不存在${didYouMean.tw(p.suggestion)}`, hint: '分類即 "categories" 中的鍵。' }),
  'missing-home': (p) => ({ message: `首頁 "${p.home}" 不是可存取的路由`, hint: '請把 "home" 指向已啟用應用的頁面。' }),
  'duplicate-key': (p) => ({ message: `同一物件中鍵 "${p.key}" 出現了兩次`, hint: 'JSON 只保留最後一個，請刪除另一個。' }),
  'off-app-referenced': (p) => {
    const state = p.state === 'disabled' ? '已停用（"enabled": false）' : '已隱藏（列在 "hidden" 中）';
    return 'route' in p
      ? {
          message: `路由 "${p.route}" 指向應用 "${p.app}"，但該應用${state}：訪客開啟時會看到「頁面不存在」`,
          hint: `請啟用 "${p.app}"；如果是有意停用，請刪除該路由。`,
        }
      : {
          message: `應用 "${p.referrer}" 的 "${p.prop}" 中列出了應用 "${p.app}"，但該應用${state}：那裡不會顯示它`,
          hint: `請從 "${p.prop}" 中刪除 "${p.app}"，或啟用該應用。`,
        };
  },
  'unknown-label': (p) => ({
    message: p.namespaceKnown
      ? `自訂文字 "${p.label}" 不起作用："${p.namespace}" 中沒有文字 "${p.key}"${didYouMean.tw(p.suggestion)}`
      : `自訂文字 "${p.label}" 不起作用：沒有名為 "${p.namespace}" 的元件${didYouMean.tw(p.suggestion)}`,
    hint: '自訂文字的鍵寫作 "元件識別碼:鍵"，鍵取自 widgets/<元件>/locales/zh.json；入口自身的文字寫作 "portal:鍵"。',
  }),
  'api-origin-blocked': (p) => ({
    message:
      p.reason === 'insecure'
        ? `"${p.url}" 是 http 位址：入口透過 https 存取，瀏覽器會攔截對它的請求（混合內容）`
        : p.reason === 'credentials'
          ? `"${p.url}" 中含有使用者名稱或密碼：瀏覽器拒絕請求這樣的位址`
          : `"${p.url}"：入口的安全政策無法允許對${p.origin ? ` "${p.origin}" ` : '該位址'}的請求`,
    hint: '請使用 https:// 開頭、主機名稱規範（可帶連接埠）的位址，或使用入口上的路徑：/api 的請求會由入口轉送到學校的後端（API_TARGET）。',
  }),
  'duplicate-tile': (p) => ({
    message: `應用 "${p.first}" 和 "${p.second}" 在分類 "${p.category}" 中的圖示相同：名稱都是 "${p.title}"，圖示都是 "${p.icon}"`,
    hint: '使用者無法區分它們：請為其中一個換個名稱或圖示，或讓其中一個不在目錄中顯示（"visible": false）。',
  }),
  'more-problems': (p) => ({
    message: `另有 ${p.more} 個問題未列出${p.errors ? `，其中 ${p.errors} 個是錯誤` : ''}`,
    hint: '請先改正上面列出的問題再檢查，其餘問題屆時會列出。遠超實際需要的清單會被整體拒絕（見上面的上限）。',
  }),
};

/** zh and tw words for a schema error; the English message where a keyword has no wording here. */
function schemaMessage(p: ProblemParams['schema'], language: 'zh' | 'tw'): string {
  const d = p.detail ?? {};
  const zh = language === 'zh';
  const types: Record<string, [string, string]> = {
    boolean: ['布尔值（true 或 false）', '布林值（true 或 false）'],
    string: ['文本', '文字'],
    integer: ['整数', '整數'],
    number: ['数字', '數字'],
    object: ['对象', '物件'],
    array: ['数组', '陣列'],
  };
  const meanings: Record<string, [string, string]> = {
    SafeUrl: ['须为 http(s) 网址或路径；不接受 javascript:、data: 和以 // 开头的网址', '須為 http(s) 網址或路徑；不接受 javascript:、data: 和以 // 開頭的網址'],
    SiteId: ['须为站点标识：1 到 64 个小写字母、数字或短横线', '須為站點識別碼：1 到 64 個小寫字母、數字或短橫線'],
    Color: ['须为颜色值，例如 #1769e0', '須為顏色值，例如 #1769e0'],
    RoutePath: ['须为 "模块/页面" 形式的路径，例如 "news/index"', '須為 "模組/頁面" 形式的路徑，例如 "news/index"'],
    Key: ['须以字母开头，只能包含字母、数字、"_" 或 "-"', '須以字母開頭，只能包含字母、數字、"_" 或 "-"'],
  };
  const pick = (pair: [string, string]) => (zh ? pair[0] : pair[1]);
  let text: string | undefined;
  switch (p.keyword) {
    case 'required':
      text = zh ? `缺少必填项 "${d.name}"` : `缺少必填項 "${d.name}"`;
      break;
    case 'additionalProperties':
      text = zh ? `未知字段 "${d.name}"` : `未知欄位 "${d.name}"`;
      break;
    case 'type':
      text = `${zh ? '应为' : '應為'}${d.type && types[d.type] ? pick(types[d.type]!) : d.type}`;
      break;
    case 'enum':
      text = zh ? '取值不在允许范围内' : '取值不在允許範圍內';
      break;
    case 'pattern':
      text = d.meaning && meanings[d.meaning] ? pick(meanings[d.meaning]!) : zh ? '格式不正确' : '格式不正確';
      break;
    case 'minimum':
      text = `${zh ? '不能小于' : '不能小於'} ${d.limit}`;
      break;
    case 'maximum':
      text = `${zh ? '不能大于' : '不能大於'} ${d.limit}`;
      break;
    case 'minLength':
      text = d.limit === 1 ? (zh ? '不能为空' : '不能為空') : `${zh ? '长度不能少于' : '長度不能少於'} ${d.limit}`;
      break;
    case 'maxLength':
      text = `${zh ? '长度不能超过' : '長度不能超過'} ${d.limit}`;
      break;
    case 'minItems':
      text = `${zh ? '至少需要' : '至少需要'} ${d.limit} ${zh ? '项' : '項'}`;
      break;
    case 'maxItems':
      text = zh ? `最多 ${d.limit} 项，超出上限的列表整体不予采用` : `最多 ${d.limit} 項，超出上限的清單整體不予採用`;
      break;
    case 'maxProperties':
      text = zh ? `最多 ${d.limit} 个键，超出上限的对象整体不予采用` : `最多 ${d.limit} 個鍵，超出上限的物件整體不予採用`;
      break;
    case 'uniqueItems':
      text = zh ? '不能有重复项' : '不能有重複項';
      break;
    case 'oneOf':
      text = zh ? '须且只能填写 "app" 或 "widget" 其中之一' : '須且只能填寫 "app" 或 "widget" 其中之一';
      break;
  }
  if (text === undefined) return p.message;
  return d.key ? `${zh ? '键名' : '鍵名'}${text}` : text;
}

const catalogues: Record<Language, Catalogue> = { en, zh, tw };

/** The message and hint of a problem in a language. */
export function describeProblem(problem: ManifestProblem, language: Language = 'en'): { message: string; hint: string } {
  const texts = catalogues[language][problem.code] as Texts<typeof problem.code>;
  return texts(problem.params as never);
}

/** The site a problem's file belongs to (`sites/demo.json` → demo), or undefined for a file named otherwise. */
export const siteOfProblemFile = (file: string): string | undefined => /(?:^|\/)([A-Za-z0-9_-]+)\.json$/.exec(file)?.[1];

/**
 * What a school can do about a problem that comes from the school it extends (the problem's file is
 * the base's): the base's own hint would send it to a file it cannot edit.
 */
export function inheritedHint(problem: ManifestProblem, base: string, language: Language = 'en'): string {
  if (problem.code === 'off-app-referenced' && 'route' in problem.params) {
    const { app, route } = problem.params;
    return {
      en: `The route "${route}" comes from ${base}, and this school cannot remove it: switch "${app}" on if the page is wanted; if the app is off on purpose, leave it (the address shows "page not found").`,
      zh: `路由 "${route}" 来自 ${base}，本校无法删除：需要该页面时请启用 "${app}"；如果是有意停用，可忽略此提醒（打开该地址会显示"页面不存在"）。`,
      tw: `路由 "${route}" 來自 ${base}，本校無法刪除：需要該頁面時請啟用 "${app}"；如果是有意停用，可忽略此提醒（開啟該網址會顯示「頁面不存在」）。`,
    }[language];
  }
  return {
    en: `This comes from ${base}'s manifest, not this school's: ask whoever edits ${base} to fix it, or set the field in this school to override it.`,
    zh: `此问题来自 ${base} 的配置，不在本校的配置中：请 ${base} 的管理员修正，或在本校设置该字段以覆盖它。`,
    tw: `此問題來自 ${base} 的設定，不在本校的設定中：請 ${base} 的管理員修正，或在本校設定該欄位以覆蓋它。`,
  }[language];
}

/** A JSON pointer as a reader writes the place: `/routes/repair~1fixit/app` → `routes › repair/fixit › app`. */
export const readablePath = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join(' › ');

/** One line the way the CLI and the host log print it: `file /path: message [code]`, then the hint; a warning says so first. */
export function formatProblem(problem: ManifestProblem, language: Language = 'en'): string {
  const { message, hint } = describeProblem(problem, language);
  const warning = severityOf(problem) === 'warning' ? 'warning: ' : '';
  return `${problem.file} ${problem.path || '/'}: ${warning}${message} [${problem.code}]\n    hint: ${hint}`;
}

/**
 * How many candidates one manifest check may compare for "did you mean". Each
 * comparison costs up to the square of a name's length; thousands of unknown names, each compared with
 * hundreds of app keys, would take seconds. A real manifest uses a few hundred; past the budget, names are
 * still reported, without a suggestion.
 */
export interface SuggestionBudget {
  comparisons: number;
}
export const suggestionBudget = (): SuggestionBudget => ({ comparisons: 20_000 });

/** The closest candidate by edit distance, if it is close enough to be a likely typo (the first of equally close ones). */
export function suggest(word: string, candidates: Iterable<string>, budget?: SuggestionBudget): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  // Only a candidate nearer than the best so far counts, starting from the farthest that is still a typo.
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    if (budget && budget.comparisons-- <= 0) return undefined; // a search cut short could name a worse match
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const d = editDistanceBelow(lower, candidate.toLowerCase(), bestDistance);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** The edit distance of `a` and `b` when it is below `bound`; otherwise some number ≥ `bound` (it stops once no alignment can get below). */
function editDistanceBelow(a: string, b: string, bound: number): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    let least = row[0];
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
      if (row[j]! < least) least = row[j]!;
    }
    if (least >= bound) return least; // every later row is at least this row's least
  }
  return row[b.length]!;
}
