import { cn } from "@/lib/utils";

// Heights per size; the wordmark SVGs are 176×40, the mark alone 40×40.
const sizes = {
  sm: { className: "h-6", full: 106, mark: 24, height: 24 },
  md: { className: "h-8", full: 141, mark: 32, height: 32 },
  lg: { className: "h-10", full: 176, mark: 40, height: 40 },
} as const;

export type LogoSize = keyof typeof sizes;

/**
 * Both theme variants are rendered and CSS picks one, so the server HTML is right before the theme is known.
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
  return (
    <span className={cn("inline-flex items-center", className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG; the image optimizer adds nothing */}
      <img
        src="/logo-light.svg"
        alt="Fantasy GM"
        width={s.full}
        height={s.height}
        className={cn(s.className, "w-auto dark:hidden")}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG; the image optimizer adds nothing */}
      <img
        src="/logo-dark.svg"
        alt="Fantasy GM"
        width={s.full}
        height={s.height}
        className={cn(s.className, "hidden w-auto dark:block")}
      />
    </span>
  );
}
