import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { atlasAlbum, atlasAlbums } from '../fixtures.ts';

const schema = (name: string) => JSON.parse(readFileSync(new URL(`../contracts/${name}.schema.json`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('school-atlas fixtures follow the response contracts', () => {
  it('school-atlas.albums and school-atlas.album', () => {
    const albums = ajv.compile(schema('school-atlas.albums'));
    expect(albums(atlasAlbums), JSON.stringify(albums.errors)).toBe(true);
    const album = ajv.compile(schema('school-atlas.album'));
    expect(album(atlasAlbum), JSON.stringify(album.errors)).toBe(true);
  });
});
