/**
 * The document flow in a real Chromium against the real host and sandbox, two accounts at once: the
 * registrar (赵敏, desktop) registers a 收文 and does 拟办; the leader (刘书记, phone) opens it from the
 * backlog, so the registrar's withdraw on her still-open page is refused in the server's words; the
 * leader writes an instruction and passes it; the registrar sees it at 会签 in her tracking and in the
 * log. The red-head view printed shows the sheet alone.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

const TITLE = '关于做好2026年秋季学期开学安全检查工作的通知';

describe.skipIf(!hasChromium())('the document flow in Chromium', () => {
  const env = browserAndPortalForFile();

  it('registrar registers and proposes, the leader opens (withdraw refused) and instructs, the registrar tracks it', async () => {
    const handler = await visitPortal(env, '/document/sendpage', { as: 'dochandler' });
    const form = handler.page.getByTestId('document-send');
    await form.waitFor();
    await form.getByLabel('标题').fill(TITLE);
    await form.getByLabel('紧急程度').selectOption('urgent');
    await form.getByLabel('正文').fill('各高等学校：\n为确保秋季学期开学安全，现将有关事项通知如下。');
    await form.getByRole('button', { name: '提交' }).click();
    // The number counts within the sandbox's year (示大收〔2026〕15号 after the seed's 14), so it is read, not assumed.
    const said = form.getByTestId('document-said');
    await form.getByText(/^已发起 示大收〔\d{4}〕\d+号，当前环节：拟办/u).waitFor();
    const NUMBER = /示大收〔\d{4}〕\d+号/u.exec((await said.textContent())!)![0];
    const href = await form.getByRole('link', { name: '流转记录' }).getAttribute('href');
    const id = new URL(href!, env.portal.url).searchParams.get('id');

    await handler.page.goto(`${env.portal.url}/document/flowpage?id=${id}`);
    const handle = handler.page.getByTestId('document-handle');
    await handle.getByLabel('办理意见').fill('拟请刘书记阅示，并请相关部门会签。');
    await handle.getByRole('button', { name: '同意，提交下一环节' }).click();
    await handle.getByText('已完成「同意，提交下一环节」，当前环节：领导批示').waitFor();
    await handle.getByRole('button', { name: '撤回' }).waitFor();

    const leader = await visitPortal(env, '/document/backlog', { device: phone, as: 'leader' });
    const card = leader.page.locator(`[data-number="${NUMBER}"]`);
    await card.waitFor();
    expect(await card.getByTestId('document-urgency').textContent()).toBe('急');
    expect(await card.getByTestId('document-opened').textContent()).toBe('未打开');
    await card.getByRole('link', { name: TITLE }).click();
    const leaderHandle = leader.page.getByTestId('document-handle');
    await leaderHandle.getByLabel('办理意见').waitFor();

    // The registrar's page still offers withdraw; the server refuses it now the leader has opened it.
    await handle.getByRole('button', { name: '撤回' }).click();
    await handle.getByRole('alert').getByText('操作未成功：下一环节办理人已打开该公文，无法撤回').waitFor();

    await leaderHandle.getByLabel('办理意见').fill('请学工部、后勤保障处抓好落实。');
    await leaderHandle.getByRole('button', { name: '批示并提交' }).click();
    await leaderHandle.getByText('已完成「批示并提交」，当前环节：会签').waitFor();

    await handler.page.goto(`${env.portal.url}/document/flow`);
    const tracked = handler.page.locator(`[data-number="${NUMBER}"]`);
    await tracked.getByTestId('document-step').getByText('当前环节：会签（张老师、李老师）').waitFor();
    await tracked.getByRole('link', { name: TITLE }).click();
    const log = handler.page.getByTestId('document-log');
    await log.getByText('刘书记 办理 · 领导批示：请学工部、后勤保障处抓好落实。').waitFor();

    // The red-head view, printed: the sheet is shown, the page's heading and buttons are not.
    await handler.page.goto(`${env.portal.url}/document/redpage?id=${id}`);
    const sheet = handler.page.getByTestId('document-red');
    await sheet.waitFor();
    expect(await sheet.getByTestId('document-red-title').textContent()).toBe('示范大学收文处理笺');
    await handler.page.emulateMedia({ media: 'print' });
    const printButton = handler.page.getByRole('button', { name: '打印' });
    expect(await printButton.isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    expect(await handler.page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="document-redpage"] .portal-page__header')!).display)).toBe(
      'none',
    );
    expect(await sheet.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    await handler.page.emulateMedia({ media: 'screen' });

    await closeCleanly(handler.page);
    await closeCleanly(leader.page);
  });
});
