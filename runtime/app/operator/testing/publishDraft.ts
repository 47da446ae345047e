/** The console's publish step as an operator takes it, for the console's component tests (zh texts). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

export const publishButton = () => screen.getByRole('button', { name: '发布' }) as HTMLButtonElement;

/** Waits until the draft may be published, opens the dialog, writes `reason` and confirms. */
export async function publishDraft(reason: string): Promise<void> {
  await waitFor(() => expect(publishButton().disabled).toBe(false));
  fireEvent.click(publishButton());
  const dialog = await screen.findByTestId('publish-dialog');
  fireEvent.change(within(dialog).getByLabelText('发布说明'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
}
