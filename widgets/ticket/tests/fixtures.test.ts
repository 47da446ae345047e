import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { checkedIn, ticketDetails, ticketFixtures, ticketList } from '../fixtures.ts';

describe('ticket fixtures follow the response contracts', () => {
  it.each<[string, unknown]>([
    ['ticket.list', ticketList],
    ['ticket.list', ticketFixtures.empty['/ticket/list'].d],
    ['ticket.check', checkedIn],
    ['ticket.grab', ticketFixtures.data['/ticket/grab'].d],
    ['ticket.subscribe', ticketFixtures.data['/ticket/subscribe'].d],
    ['ticket.refund', ticketFixtures.data['/ticket/refund'].d],
    ['ticket.clock', ticketFixtures.data['/ticket/clock'].d],
    ...Object.values(ticketDetails).map((detail): [string, unknown] => ['ticket.detail', detail]),
  ])('%s', (key, answer) => expectContract(key, answer));
});
