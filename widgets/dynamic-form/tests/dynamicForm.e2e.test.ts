/**
 * the form centre in a real Chromium against the real host and sandbox: a student opens a form
 * by its legacy link (newForm/index?formId=…), is told what to fix, fills it, submits, reads it back; the form's owner sees the new submission in its statistics; a draft survives a
 * reload. On a phone.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, phone, browserAndPortalForFile, visitPortal, closeCleanly } from '../../../tests/e2e/support/index.ts';

describe.skipIf(!hasChromium())('the form centre in Chromium', () => {
  const env = browserAndPortalForFile();

  const totalOf = async (path: string) => {
    const { page } = await visitPortal(env, path, { device: phone, as: 'staff' });
    const text = (await page.locator('[data-testid="dynamic-form-total"]').textContent()) ?? '';
    await page.context().close();
    return Number(/\d+/.exec(text)?.[0]);
  };

  it('a student fills and submits the club sign-up once; its owner sees it counted', async () => {
    const before = await totalOf('/form/detail2?formId=club-signup');

    const { page } = await visitPortal(env, '/newForm/index?formId=club-signup', { device: phone, as: 'student', waitFor: 'form[data-form-status="2"]' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('社团招新报名');

    // Sent empty: told at each field, in words, and nothing is sent.
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText(/还有 \d+ 处需要修改/).waitFor();
    expect(await page.locator('[data-invalid="true"]').count()).toBeGreaterThan(2);

    await page.getByRole('radio', { name: '机器人协会' }).check();
    await page.getByRole('checkbox', { name: '比赛' }).check();
    await page
      .getByRole('radiogroup', { name: /是否有相关经验/ })
      .getByRole('radio', { name: '否' })
      .check();
    await page.getByLabel(/手机号码/).fill('1381234');
    await page.getByLabel(/自我介绍/).fill('想学习机器人编程，参加全国大学生机器人大赛。');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('请输入正确的手机号或座机号（如 010-12345678）').waitFor();
    await page.getByLabel(/手机号码/).fill('13812345678');

    await page.getByRole('button', { name: '提交' }).click();
    const confirm = page.getByTestId('dialog-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('机器人协会');
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === '/newForm/detail');
    const answers = page.getByTestId('dynamic-form-answers');
    await answers.waitFor();
    expect(await answers.textContent()).toContain('想学习机器人编程');
    await closeCleanly(page);

    expect(await totalOf('/form/detail2?formId=club-signup')).toBe(before + 1);
  });

  it('keeps what was typed over a reload (the draft), until the student clears it', async () => {
    const { page } = await visitPortal(env, '/form/formtemplat?formId=club-signup', { device: phone, as: 'student', waitFor: 'form[data-form-status="2"]' });
    await page.getByLabel(/自我介绍/).fill('草稿：还没想好报哪个社团');
    await page.getByRole('radio', { name: '辩论队' }).check();
    await page.reload();
    await page.getByText('已恢复你上次未提交的内容。').waitFor();
    expect(await page.getByLabel(/自我介绍/).inputValue()).toBe('草稿：还没想好报哪个社团');
    expect(await page.getByRole('radio', { name: '辩论队' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '清空重填' }).click();
    expect(await page.getByLabel(/自我介绍/).inputValue()).toBe('');
    await closeCleanly(page);
  });
});
