// The site's icons: small inline SVGs, decorative (the text beside them says what they mean).
import type { Icon as IconName } from '../../generator/model/types/content.ts';

const PATHS: Record<IconName, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.9 2.1 2.1.9-2.1.9L19 21l-.9-2.1-2.1-.9 2.1-.9z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  biohazard: 'M12 2a4 4 0 0 1 2 7.5A4 4 0 1 1 9 15a4 4 0 1 1-1-5.5A4 4 0 0 1 12 2zm0 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  truck: 'M2 6h12v9H2zM14 9h4l3 3v3h-7zM6 18a2 2 0 1 0 0-.01zM17 18a2 2 0 1 0 0-.01z',
  recycle: 'M7 19l-3-5 3-5M4 14h9M17 5l3 5-3 5M20 10h-9M10 3l5 0',
  key: 'M14 10a4 4 0 1 0-3.9 4H12v2h2v2h3v-3l-3-3z',
  scale: 'M12 3v18M5 7h14M5 7l-3 6h6zM19 7l-3 6h6zM8 21h8',
  bug: 'M8 8a4 4 0 0 1 8 0v7a4 4 0 0 1-8 0zM4 12h4M16 12h4M5 7l3 2M19 7l-3 2M5 18l3-2M19 18l-3-2',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  leaf: 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7',
  users: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M18 20a6 6 0 0 0-3-5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  check: 'M5 12l4 4 10-10',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  badge:
    'M12 2l2.5 2 3.1-.3.8 3 2.6 1.8-1.2 2.9 1.2 2.9-2.6 1.8-.8 3-3.1-.3L12 22l-2.5-2-3.1.3-.8-3L3 15.5l1.2-2.9L3 9.7l2.6-1.8.8-3 3.1.3zM8.5 12l2.5 2.5 4.5-4.5',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  brain:
    'M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V5a3 3 0 0 0-3-1zM15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1',
  hand: 'M7 11V5a1.5 1.5 0 0 1 3 0v5M10 10V4a1.5 1.5 0 0 1 3 0v6M13 10V5a1.5 1.5 0 0 1 3 0v6M16 11V8a1.5 1.5 0 0 1 3 0v6a7 7 0 0 1-7 7 7 7 0 0 1-6-3l-3-5a1.5 1.5 0 0 1 2.5-1.7L7 14',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
