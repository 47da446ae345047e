/** The app's props as a school's manifest gives them: the map service is an https script with {key}. */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import meta from '../widget.json';

const validProps = new Ajv2020({ strict: false }).compile(meta.props);

describe('the mapService props', () => {
  it('takes an https script URL with {key} and a key', () => {
    expect(validProps({ mapService: { scriptUrl: 'https://webapi.amap.com/maps?v=2.0&key={key}', key: 'abc123' } })).toBe(true);
    expect(validProps({})).toBe(true);
  });

  it.each([
    ['plain http', 'http://webapi.amap.com/maps?v=2.0&key={key}'],
    ['protocol-relative', '//webapi.amap.com/maps?key={key}'],
    ['a javascript: URL', 'javascript:alert(1)//{key}'],
    ['no place for the key', 'https://webapi.amap.com/maps?v=2.0'],
    ['a quote that would end an attribute', 'https://example.com/"onload={key}'],
  ])('refuses %s', (_, scriptUrl) => {
    expect(validProps({ mapService: { scriptUrl, key: 'abc123' } })).toBe(false);
  });

  it('refuses a service without its key, and an unknown view', () => {
    expect(validProps({ mapService: { scriptUrl: 'https://webapi.amap.com/maps?key={key}' } })).toBe(false);
    expect(validProps({ view: 'satellite' })).toBe(false);
  });
});
