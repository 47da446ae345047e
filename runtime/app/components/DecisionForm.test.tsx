// @vitest-environment jsdom
/**
 * The decider's form that campus leave, daily-report admin applications and seal approvals share: a choice
 * that needs a note is refused without one, the note is sent trimmed, a declined confirmation sends
 * nothing, and the server's refusal is shown with the note kept for another try.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInPortal } from '../testing/renderInPortal.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { DecisionForm, type DecisionChoice } from './DecisionForm.tsx';

afterEach(cleanup);

const choices: Array<DecisionChoice<'approve' | 'refuse'>> = [
  { action: 'approve', label: '同意', primary: true },
  { action: 'refuse', label: '不同意', needsNote: true },
];

async function renderForm(options: { confirm?: (action: string, note: string) => Promise<boolean>; refuseWith?: string } = {}) {
  const sent: Array<[string, string]> = [];
  const asked: Array<[string, string]> = [];
  await renderInPortal(
    <DecisionForm
      choices={choices}
      noteLabel="审批意见"
      noteHint="不同意时必须填写"
      noteMissing="请填写不同意的理由"
      minNoteLength={2}
      confirm={
        options.confirm &&
        ((action, note) => {
          asked.push([action, note]);
          return options.confirm!(action, note);
        })
      }
      failed={(reason) => `办理失败：${reason}`}
      onDecide={async (action, note) => {
        sent.push([action, note]);
        if (options.refuseWith) throw new ApiError('envelope', options.refuseWith, { key: 'x.decide', e: 409 });
      }}
    />,
  );
  return { sent, asked, note: screen.getByLabelText('审批意见') as HTMLTextAreaElement };
}

describe('DecisionForm', () => {
  it('refuses a choice that needs a note while the note is too short, and sends nothing', async () => {
    const { sent, note } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: '不同意' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写不同意的理由');
    fireEvent.change(note, { target: { value: ' 否 ' } });
    fireEvent.click(screen.getByRole('button', { name: '不同意' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写不同意的理由');
    expect(sent).toEqual([]);
    expect(note.getAttribute('aria-describedby')).toBe(screen.getByText('不同意时必须填写').id);
  });

  it('sends the choice with the note trimmed; a choice without a rule needs no note', async () => {
    const { sent, note } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(sent).toEqual([['approve', '']]));
    fireEvent.change(note, { target: { value: '  材料不全，请补充。 ' } });
    fireEvent.click(screen.getByRole('button', { name: '不同意' }));
    await waitFor(() =>
      expect(sent).toEqual([
        ['approve', ''],
        ['refuse', '材料不全，请补充。'],
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '同意' }).className).toBe('portal-button portal-button--primary');
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { sent, asked } = await renderForm({ confirm: async () => false });
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(asked).toEqual([['approve', '']]));
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal beside the buttons and keeps the note", async () => {
    const { note } = await renderForm({ refuseWith: '该申请已办理，不能重复审批' });
    fireEvent.change(note, { target: { value: '同意' } });
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    expect((await screen.findByRole('alert')).textContent).toBe('办理失败：该申请已办理，不能重复审批');
    expect(note.value).toBe('同意');
    expect((screen.getByRole('button', { name: '同意' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
