// @vitest-environment jsdom
/**
 * A form's end (FormActions): the form's own problem as an alert, the submit button that runs the
 * action through the form's submit, and what the form offers beside it.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPortal } from '../testing/renderInPortal.tsx';
import { FormActions } from './FormActions.tsx';
import { useAction } from './useAction.ts';

afterEach(cleanup);

function TitleForm({ sent }: { sent: string[] }) {
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string>();
  const save = useAction(async (value: string) => {
    sent.push(value);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = title.trim() ? undefined : '请填写标题';
    setProblem(wrong);
    if (!wrong) void save.run(title.trim());
  };
  return (
    <form onSubmit={submit}>
      <label className="portal-field">
        标题
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <FormActions action={save} submit="保存" problem={problem}>
        <button type="button" className="portal-button">
          取消
        </button>
      </FormActions>
    </form>
  );
}

describe('FormActions', () => {
  it('shows no alert until the form finds a problem, then sends nothing', async () => {
    const sent: string[] = [];
    await renderInPortal(<TitleForm sent={sent} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写标题');
    expect(sent).toEqual([]);
  });

  it('submits the form with its primary button, the other button beside it in the same row', async () => {
    const sent: string[] = [];
    await renderInPortal(<TitleForm sent={sent} />);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: ' 周会 ' } });
    const save = screen.getByRole('button', { name: '保存' });
    expect(save.getAttribute('type')).toBe('submit');
    expect(save.className).toContain('portal-button--primary');
    expect(save.closest('.portal-form-actions')).toBe(screen.getByRole('button', { name: '取消' }).closest('.portal-form-actions'));
    fireEvent.click(save);
    await waitFor(() => expect(sent).toEqual(['周会']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
