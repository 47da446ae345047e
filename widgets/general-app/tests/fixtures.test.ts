import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import {
  approvedPending,
  generalAppFixtures,
  groupBooking,
  history,
  messages,
  mine,
  pending,
  signboard,
  signlog,
  a301Slots,
  spaces,
  today,
} from '../fixtures.ts';

describe('general-app fixtures follow the response contracts', () => {
  it.each([
    ['general-app.spaces', spaces],
    ['general-app.slots', a301Slots],
    ['general-app.mine', mine],
    ['general-app.mine', history],
    ['general-app.booking', { booking: groupBooking }],
    ['general-app.messages', messages],
    ['general-app.pending', pending],
    ['general-app.decide', approvedPending],
    ['general-app.today', today],
    ['general-app.today', generalAppFixtures.empty['/generalApp/today'].d],
    ['general-app.signboard', signboard],
    ['general-app.signlog', signlog],
    ['general-app.spaces', generalAppFixtures.empty['/generalApp/spaces'].d],
    ['general-app.slots', generalAppFixtures.empty['/generalApp/slots'].d],
    ['general-app.signlog', generalAppFixtures.empty['/generalApp/signlog'].d],
  ])('%s', (key, answer) => expectContract(key, answer));
});
