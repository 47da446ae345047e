/**
 * The school's online map service (the app's `mapService` props, legacy-portal §3): its script URL with the
 * key put in, loaded once per page session and only by a page that shows the online map. Nothing here runs
 * a string as code: the script is the school's chosen service, added as a script element.
 */
import { useEffect, useState } from 'react';

export interface MapServiceSetting {
  scriptUrl: string;
  key: string;
}

/** The script's address: `{key}` replaced by the key, URL-encoded (a key is never read as more of the URL). */
export const mapScriptUrl = ({ scriptUrl, key }: MapServiceSetting): string => scriptUrl.replace('{key}', encodeURIComponent(key));

const loads = new Map<string, Promise<void>>();

/** Adds the script once; a failed load is forgotten so a retry adds it again. */
export function loadMapScript(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.mapService = 'true';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loads.delete(url);
      reject(new Error(`the map service script did not load: ${url}`));
    });
    document.head.append(script);
  });
  loads.set(url, loading);
  return loading;
}

export type MapScriptState = 'loading' | 'ready' | 'failed';

/** The script's state for a page, with a retry after a failure. */
export function useMapScript(url: string): { state: MapScriptState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MapScriptState>('loading');
  useEffect(() => {
    let current = true;
    setState('loading');
    loadMapScript(url).then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
