import type { SVGProps } from "react";

// Simple line icons for the social networks, drawn in the same 24-unit, 2-stroke style as lucide
// (which ships no brand marks).
type IconProps = SVGProps<SVGSVGElement>;

function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v3h2v8h3v-8h3l1-3h-4V7a1 1 0 0 1 1-1h2z" />
    </LineIcon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </LineIcon>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </LineIcon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </LineIcon>
  );
}

export function XTwitterIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 4l16 16M20 4 4 20" />
    </LineIcon>
  );
}

export function GitHubIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 19c-4 1.5-4-2-6-2.5M15 21v-3.5a3 3 0 0 0-.9-2.3c3-.3 6-1.5 6-6.7a5.2 5.2 0 0 0-1.4-3.6 4.8 4.8 0 0 0-.1-3.6s-1.1-.3-3.6 1.4a12.3 12.3 0 0 0-6.4 0C6.1 1.1 5 1.4 5 1.4a4.8 4.8 0 0 0-.1 3.6A5.2 5.2 0 0 0 3.5 8.6c0 5.2 3 6.4 6 6.7a3 3 0 0 0-.9 2.3V21" />
    </LineIcon>
  );
}
