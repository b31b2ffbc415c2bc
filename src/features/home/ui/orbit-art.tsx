/**
 * The hero's illustration: the club's atom drawn large, with electrons circling. Inline SVG and CSS
 * only, so it costs a few hundred bytes and no image request. Hidden on phones to keep the hero short.
 */
export function OrbitArt() {
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <svg viewBox="0 0 320 320" width="320" height="320" className="h-auto w-full">
        <defs>
          <radialGradient id="orbit-glow" cx="50%" cy="50%" r="50%">
            <stop offset="0%" stopColor="#2f63d6" stopOpacity="0.55" />
            <stop offset="100%" stopColor="#2f63d6" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="160" cy="160" r="150" fill="url(#orbit-glow)" />
        <circle cx="160" cy="160" r="148" fill="none" stroke="#ffffff" strokeOpacity="0.12" strokeDasharray="2 8" />
        <g fill="none" stroke="#84abf7" strokeWidth="3" strokeOpacity="0.85">
          <ellipse cx="160" cy="160" rx="118" ry="44" />
          <ellipse cx="160" cy="160" rx="118" ry="44" transform="rotate(60 160 160)" />
          <ellipse cx="160" cy="160" rx="118" ry="44" transform="rotate(120 160 160)" />
        </g>
        <circle cx="278" cy="160" r="8" fill="#fcd57a" />
        <circle cx="101" cy="262" r="7" fill="#c9f3ec" />
        <circle cx="101" cy="58" r="6" fill="#dae6ff" />
        <circle cx="160" cy="160" r="30" fill="#f9bf3b" />
        <circle cx="150" cy="150" r="9" fill="#fcd57a" />
      </svg>
    </div>
  );
}
