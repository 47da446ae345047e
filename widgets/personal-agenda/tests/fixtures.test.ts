import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { agendaFixtures, defenceItem, studentUpcoming, studentWeek } from '../fixtures.ts';

describe('personal agenda fixtures follow the response contracts', () => {
  it.each([
    ['personal-agenda.range', studentWeek],
    ['personal-agenda.list', studentUpcoming],
    ['personal-agenda.item', defenceItem],
    ['personal-agenda.done', agendaFixtures.data['/personalAgenda/done'].d],
    ['personal-agenda.range', agendaFixtures.empty['/personalAgenda/range'].d],
    ['personal-agenda.list', agendaFixtures.empty['/personalAgenda/list'].d],
  ])('%s', (key, answer) => expectContract(key, answer));
});
