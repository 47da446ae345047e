// @vitest-environment jsdom
/**
 * buceaMessage/index, one school's message page (docs/legacy-portal.md §2, "Maps, and one school's message page"):
 * the message centre's list under the school's title, whose messages open at buceaMessage/message,
 * so the reader stays under the school's module.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage, resetPagesAfterEach, resolvedSite } from '../../runtime/app/testing/index.ts';
import { messageFixtures, messageItems, messageUser } from '../../widgets/message-center/fixtures.ts';

resetPagesAfterEach();

describe('buceaMessage', () => {
  it('is routed to the message centre’s list and its message page', () => {
    const routes = resolvedSite('demo').routes;
    expect(routes['buceaMessage/index']).toMatchObject({ app: 'message', widget: 'message-center', page: 'index', login: true });
    expect(routes['buceaMessage/message']).toMatchObject({ app: 'message', widget: 'message-center', page: 'message' });
  });

  it('lists the user’s messages under the school’s title, each opening under buceaMessage', async () => {
    await openPage('/buceaMessage/index', messageFixtures.data, { user: messageUser });
    const list = await screen.findByTestId('message-list');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('消息通知');
    expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe(`/buceaMessage/message?id=${messageItems[0]!.id}`);
  });
});
