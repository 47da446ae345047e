import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { bookedSeat, seatFixtures, seatRoom, seatRooms, upcomingBooking } from '../fixtures.ts';

describe('seat fixtures follow the response contracts', () => {
  it.each([
    ['seat.rooms', seatRooms],
    ['seat.room', seatRoom],
    ['seat.booking', upcomingBooking],
    ['seat.book', bookedSeat],
    ['seat.checkin', seatFixtures.data['/seat/checkin'].d],
    ['seat.change', seatFixtures.data['/seat/change'].d],
    ['seat.rooms', seatFixtures.empty['/seat/rooms'].d],
  ])('%s', (key, answer) => expectContract(key, answer));
});
