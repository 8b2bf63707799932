import { NavLinks } from "@/components/layout/nav-links";

/** Desktop navigation (768px and up); the drawer in MobileNav takes over below that. */
export function Sidebar() {
  return (
    <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-sidebar-border bg-sidebar md:block">
      <nav aria-label="Main" className="p-3">
        <NavLinks />
      </nav>
    </aside>
  );
}
