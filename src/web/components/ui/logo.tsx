/** The club's mark: an atom whose nucleus is a spark of amber. */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="23" fill="#0c2354" />
      <g fill="none" stroke="#84abf7" strokeWidth="2.2">
        <ellipse cx="24" cy="24" rx="17" ry="6.5" />
        <ellipse cx="24" cy="24" rx="17" ry="6.5" transform="rotate(60 24 24)" />
        <ellipse cx="24" cy="24" rx="17" ry="6.5" transform="rotate(120 24 24)" />
      </g>
      <circle cx="24" cy="24" r="4.5" fill="#f9bf3b" />
    </svg>
  );
}
