/**
 * Where "take me there" goes: a walking route to a building's point on the earth, opened by the phone's map
 * app when it has one (AMap's URI API hands the route to the AMap app, else shows it on the web; Apple Maps
 * on an iPhone). Coordinates are GCJ-02, which both read in China.
 */
export interface Destination {
  name: string;
  lat: number;
  lng: number;
}

export type DirectionsApp = 'amap' | 'apple';

/** AMap's walking route to `to`, from wherever the phone is. */
export const amapRouteUrl = (to: Destination): string =>
  `https://uri.amap.com/navigation?${new URLSearchParams({
    to: `${to.lng},${to.lat},${to.name}`,
    mode: 'walk',
    src: 'campus-portal',
    coordinate: 'gaode',
    callnative: '1',
  }).toString()}`;

/** Apple Maps' walking directions to `to`. */
export const appleMapsUrl = (to: Destination): string =>
  `https://maps.apple.com/?${new URLSearchParams({ daddr: `${to.lat},${to.lng}`, q: to.name, dirflg: 'w' }).toString()}`;

export const directionsUrl = (app: DirectionsApp, to: Destination): string => (app === 'apple' ? appleMapsUrl(to) : amapRouteUrl(to));
