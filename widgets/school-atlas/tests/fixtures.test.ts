import { describe, it } from 'vitest';
import { expectContract } from '../../../sandbox/testing.ts';
import { atlasAlbum, atlasAlbums } from '../fixtures.ts';

describe('school-atlas fixtures follow the response contracts', () => {
  it('school-atlas.albums and school-atlas.album', () => {
    expectContract('school-atlas.albums', atlasAlbums);
    expectContract('school-atlas.album', atlasAlbum);
  });
});
