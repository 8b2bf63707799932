import { NavLinks } from "@/components/layout/nav-links";

/**
 * Desktop navigation (768px and up); the drawer in MobileNav takes over below that.
 * The aside stretches with the page (flex row), so its background and border run the full length of long pages,
 * also in full-page captures; the nav inside sticks under the top bar and scrolls on its own when it is taller.
 */
export function Sidebar() {
  return (
    <aside className="hidden w-64 shrink-0 border-r border-sidebar-border bg-sidebar md:block">
      <nav aria-label="Main" className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto p-3">
        <NavLinks />
      </nav>
    </aside>
  );
}
