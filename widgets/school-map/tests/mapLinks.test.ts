/** Where "take me there" leads, and the map service's script address built from the app's props. */
import { describe, expect, it } from 'vitest';
import { amapRouteUrl, appleMapsUrl } from '../pages/directions.ts';
import { mapScriptUrl } from '../pages/mapService.ts';

const library = { name: '逸夫图书馆', lat: 39.999811, lng: 116.316 };

describe('take me there', () => {
  it('opens AMap’s walking route to the building, longitude first, the name encoded', () => {
    const url = new URL(amapRouteUrl(library));
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/navigation');
    expect(url.searchParams.get('to')).toBe('116.316,39.999811,逸夫图书馆');
    expect(url.searchParams.get('mode')).toBe('walk');
    expect(url.searchParams.get('callnative')).toBe('1');
  });

  it('opens Apple Maps’ walking directions on the iPhone page, latitude first', () => {
    const url = new URL(appleMapsUrl(library));
    expect(url.origin).toBe('https://maps.apple.com');
    expect(url.searchParams.get('daddr')).toBe('39.999811,116.316');
    expect(url.searchParams.get('dirflg')).toBe('w');
  });
});

describe('the map service script', () => {
  it('puts the key in where the URL says {key}, URL-encoded', () => {
    expect(mapScriptUrl({ scriptUrl: 'https://webapi.amap.com/maps?v=2.0&key={key}', key: 'a b&c=d' })).toBe(
      'https://webapi.amap.com/maps?v=2.0&key=a%20b%26c%3Dd',
    );
  });
});
