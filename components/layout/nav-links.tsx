"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  ArrowLeftRight,
  CalendarDays,
  ChartLine,
  LayoutDashboard,
  ListOrdered,
  MessageSquareText,
  Swords,
  Users,
  type LucideIcon,
} from "lucide-react";
import { NAV_ITEMS, isNavItemActive } from "@/lib/rules/nav";
import { cn } from "@/lib/utils";

const ICONS: Record<string, LucideIcon> = {
  "/": LayoutDashboard,
  "/gm-chat": MessageSquareText,
  "/matchups": Swords,
  "/standings": ListOrdered,
  "/schedule": CalendarDays,
  "/manage": ArrowLeftRight,
  "/players": Users,
  "/analytics": ChartLine,
};

/** The main navigation list, shared by the desktop sidebar and the mobile drawer. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname() ?? "/";
  return (
    <ul className="flex flex-col gap-1">
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item.href, pathname);
        const Icon = ICONS[item.href] ?? LayoutDashboard;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "group flex items-center gap-3 rounded-lg px-3 py-2 outline-none transition-colors " +
                  "focus-visible:ring-2 focus-visible:ring-ring",
                active
                  ? "bg-sidebar-accent text-sidebar-accent-foreground"
                  : "text-sidebar-foreground hover:bg-sidebar-accent/60",
              )}
            >
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-md transition-colors",
                  active
                    ? "bg-primary text-primary-foreground"
                    : "bg-muted text-muted-foreground group-hover:text-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium leading-tight">{item.label}</span>
                <span className="truncate text-xs text-muted-foreground">{item.subtitle}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
