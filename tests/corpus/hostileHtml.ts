/**
 * Hostile rich-text samples for the sanitizer tests. `html-payloads.txt` beside this file is a verbatim
 * copy of the shared corpus (html-payloads.txt beside this file, one fragment a line): tests read
 * nothing outside the repository. `OWN_HTML_PAYLOADS` are the project's own, for what the corpus leaves
 * out (the policy's URL and style rules, mutation XSS, clobbering).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// path.join: under jsdom, URL is jsdom's and cannot resolve file: URLs.
const here = dirname(fileURLToPath(import.meta.url));

export const CORPUS_HTML_PAYLOADS: readonly string[] = readFileSync(join(here, 'html-payloads.txt'), 'utf8')
  .split('\n')
  .filter((line) => line !== '');

export const OWN_HTML_PAYLOADS: readonly string[] = [
  '<p onclick="alert(1)">点我</p>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
  '<a href="//evil.example/">协议相对</a>',
  '<a href="/\\evil.example/">反斜杠</a>',
  '<a href="https://a.example/" target="_top" rel="opener">x</a>',
  '<a id="location" name="location" href="/x">clobber</a>',
  '<img src="x" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">',
  '<img src="/static/images/news/cover-1.svg" srcset="javascript:alert(1) 2x" onload="alert(1)">',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<script>alert(1)</script><p>正文</p>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">覆盖整页</p>',
  '<p style="text-align:right;behavior:url(x.htc)">落款</p>',
  '<table><tr><td background="javascript:alert(1)" onmouseover="alert(1)">格</td></tr></table>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<p>正文<base href="//evil.example/"></p>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<object data="data:text/html,x"></object>',
];

export const HOSTILE_HTML: readonly string[] = [...CORPUS_HTML_PAYLOADS, ...OWN_HTML_PAYLOADS];
