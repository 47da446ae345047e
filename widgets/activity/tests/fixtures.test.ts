import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { activityFixtures } from '../fixtures.ts';

const KEYS: Record<string, string> = {
  '/activity/hall': 'activity.hall',
  '/activity/mine': 'activity.mine',
  '/activity/detail': 'activity.detail',
  '/activity/newForm': 'activity.newForm',
  '/activity/owned': 'activity.owned',
  '/activity/participants': 'activity.participants',
  '/activity/code': 'activity.code',
  '/activity/files': 'activity.files',
  '/activity/comments': 'activity.comments',
  '/activity/albums': 'activity.albums',
  '/activity/album': 'activity.album',
};

describe('activity fixtures follow the response contracts', () => {
  const answers = [...Object.entries(activityFixtures.data), ...Object.entries(activityFixtures.empty)].flatMap(([path, fixture]) =>
    typeof fixture === 'object' && 'e' in fixture && fixture.e === 0 ? [[KEYS[path]!, fixture.d] as const] : [],
  );
  it.each(answers)('%s', (key, answer) => expectContract(key, answer));
});
