// What the icon sprite holds (scripts/write-icon-sprite.ts builds it, <Icon> shows one of its
// icons). Neither list is sent to the browser: the pages name their icons, and the drawings travel
// in each page's HTML as one hidden <svg> of symbols, not as JavaScript (decision 060).

/**
 * The lucide icons the site shows, by their lucide name (lucide.dev/icons). The drawings come from
 * the lucide-react package when the site is built; to use another icon, add its name here.
 */
export const lucideIconNames = [
  "arrow-left",
  "arrow-right",
  "award",
  "book-open",
  "calendar-days",
  "camera",
  "check",
  "chevron-down",
  "circle-alert",
  "circle-check",
  "clock",
  "compass",
  "crown",
  "external-link",
  "eye",
  "flask-conical",
  "gamepad-2",
  "globe",
  "graduation-cap",
  "hand-coins",
  "heart-handshake",
  "history",
  "laptop",
  "library",
  "lightbulb",
  "mail",
  "map-pin",
  "medal",
  "megaphone",
  "menu",
  "microscope",
  "newspaper",
  "phone",
  "presentation",
  "rocket",
  "scroll-text",
  "sparkles",
  "target",
  "timer",
  "user-round",
  "users",
  "users-round",
  "vote",
  "workflow",
  "x",
] as const;

/**
 * Line icons for the social networks, drawn in lucide's style (a 24-unit square, 2-unit round
 * strokes), since lucide ships no brand marks: the SVG elements inside each icon.
 */
export const brandIcons = {
  facebook: '<path d="M15 3h-2a4 4 0 0 0-4 4v3H7v3h2v8h3v-8h3l1-3h-4V7a1 1 0 0 1 1-1h2z"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/>' +
    '<circle cx="17.5" cy="6.5" r="0.6" fill="currentColor"/>',
  linkedin: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17"/>',
  youtube: '<rect x="2" y="5" width="20" height="14" rx="4"/><path d="m10 9 5 3-5 3z"/>',
  "x-twitter": '<path d="M4 4l16 16M20 4 4 20"/>',
  github:
    '<path d="M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5a3 3 0 0 0-.9-2.3c3-.3 6-1.5 6-6.7a5.2 5.2 0 0 0-1.4-3.6 4.8 4.8 0 0 0-.1-3.6' +
    "s-1.1-.3-3.6 1.4a12.3 12.3 0 0 0-6.4 0C6.1 1.1 5 1.4 5 1.4a4.8 4.8 0 0 0-.1 3.6A5.2 5.2 0 0 0 3.5 8.6c0 5.2 3 6.4 6 6.7" +
    'a3 3 0 0 0-.9 2.3V21"/>',
} as const;

export type IconName = (typeof lucideIconNames)[number] | keyof typeof brandIcons;
