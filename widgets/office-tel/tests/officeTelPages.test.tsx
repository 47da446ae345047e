// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describePageStates, openPage as open, resetPagesAfterEach } from '../../../runtime/app/testing/index.ts';
import { officeTelFixtures } from '../fixtures.ts';
import { officeTelPages } from '../pageStates.ts';

resetPagesAfterEach();

describe('officeTel/index', () => {
  it('shows the departments as cards, each number a tel: link, with hours and locations', async () => {
    await open('/officeTel/index', officeTelFixtures.data);
    const security = await screen.findByRole('region', { name: '保卫处' });
    const duty = within(security).getByRole('link', { name: '拨打 24 小时值班室 010-6278-1110' });
    expect(duty.getAttribute('href')).toBe('tel:01062781110');
    expect(within(security).getByText('24 小时')).toBeTruthy();
    expect(within(security).getByText('东门警务室')).toBeTruthy();
    const office = screen.getByRole('region', { name: '校长办公室' });
    expect(
      within(office)
        .getAllByRole('link', { name: /秘书科/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:01062781002', 'tel:01062781012']);
    expect(screen.getByText('共 5 个电话')).toBeTruthy();
  });

  it('searches by number with spaces and says when nothing matches', async () => {
    await open('/officeTel/index', officeTelFixtures.data);
    const box = await screen.findByRole('searchbox', { name: '搜索校园电话' });
    fireEvent.change(box, { target: { value: '6278 7120' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(within(screen.getByTestId('office-tel-list')).getAllByRole('region')).toHaveLength(1));
    expect(screen.getByRole('region', { name: '校医院' })).toBeTruthy();
    fireEvent.change(box, { target: { value: '无此部门' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('没有找到与“无此部门”相关的电话')).toBeTruthy();
  });
});

describePageStates(officeTelPages.index);
