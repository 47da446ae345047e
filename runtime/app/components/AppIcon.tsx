/**
 * The runtime's icon set for app directory entries. Manifests name icons; an unknown name falls back to
 * the generic app icon, so a typo never breaks a page. Paths are 24×24 outline glyphs.
 */
const paths: Record<string, string> = {
  app: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  grid: 'M4 4h4v4H4zM10 4h4v4h-4zM16 4h4v4h-4zM4 10h4v4H4zM10 10h4v4h-4zM16 10h4v4h-4zM4 16h4v4H4zM10 16h4v4h-4zM16 16h4v4h-4z',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4',
  notice: 'M4 10v4h3l6 4V6l-6 4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  book: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  wallet: 'M4 7h15v12H4zM4 7l11-3v3M15 13h4',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 20 20',
  user: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 20a8 8 0 0 1 16 0',
  form: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  repair: 'M14 6a4 4 0 0 0 5 5l-9 9-3-3 9-9a4 4 0 0 1-2-2zM14 6l2-2',
  map: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14',
  bus: 'M5 4h14v12H5zM5 11h14M8 16v3M16 16v3M8 13.5h.01M16 13.5h.01',
  score: 'M5 20V10M12 20V4M19 20v-7',
  vote: 'M4 12l5 5L20 6',
  chat: 'M4 5h16v11H9l-5 4z',
  help: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  settings: 'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1',
  photo: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5h.01',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM13 7v10',
  car: 'M5 16l1.6-5a2 2 0 0 1 1.9-1.4h7a2 2 0 0 1 1.9 1.4L19 16M4 16h16v3H4zM6.5 19v2M17.5 19v2M7.5 17.5h.01M16.5 17.5h.01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
};

export function AppIcon({ name, size = 28, label }: { name: string; size?: number; label?: string }) {
  const d = Object.hasOwn(paths, name) ? paths[name] : paths.app;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={d} />
    </svg>
  );
}

export const iconNames = Object.keys(paths);
