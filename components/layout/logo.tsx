import { useId } from "react";
import { cn } from "@/lib/utils";

// Heights per size; the wordmark SVGs are 176×40, the mark alone 40×40.
const sizes = {
  sm: { className: "h-6", full: 106, mark: 24, height: 24 },
  md: { className: "h-8", full: 141, mark: 32, height: 32 },
  lg: { className: "h-10", full: 176, mark: 40, height: 40 },
} as const;

export type LogoSize = keyof typeof sizes;

/**
 * The wordmark follows the theme through CSS, so the server HTML is right before the theme is known.
 * `markOnly` shows just the emblem (narrow top bars).
 */
export function Logo({
  size = "md",
  markOnly = false,
  className,
}: {
  size?: LogoSize;
  markOnly?: boolean;
  className?: string;
}) {
  const s = sizes[size];
  if (markOnly) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- static SVG; the image optimizer adds nothing
      <img
        src="/logo-mark.svg"
        alt="Fantasy GM"
        width={s.mark}
        height={s.height}
        className={cn(s.className, "w-auto", className)}
      />
    );
  }
  return <Wordmark className={cn(s.className, "w-auto", className)} width={s.full} height={s.height} />;
}

/**
 * The wordmark, drawn inline: the text takes the theme's colours and the page's font, and the landing page makes
 * no image requests for it. The gradient's id is unique per instance (header and footer share a page).
 */
function Wordmark({ className, width, height }: { className: string; width: number; height: number }) {
  const gradient = `logo-gradient-${useId()}`; // React ids are valid in url(#…) (e.g. "_S_1_")
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox="0 0 176 40"
      role="img"
      aria-label="Fantasy GM"
      className={className}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#10b981" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradient})`} />
      <path d="M8 29h24" stroke="#ffffff" strokeOpacity=".35" strokeWidth="2" strokeLinecap="round" />
      <g fill="none" stroke="#ffffff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 25l7-7 5 4 10-10" />
        <path d="M25 11.5h6.5V18" />
      </g>
      <text
        x="50"
        y="27.5"
        textLength="122"
        lengthAdjust="spacingAndGlyphs"
        fontSize="21"
        fontWeight="600"
        letterSpacing="-0.4"
        className="fill-foreground"
      >
        Fantasy{" "}
        <tspan fontWeight="700" className="fill-emerald-700 dark:fill-emerald-400">
          GM
        </tspan>
      </text>
    </svg>
  );
}
