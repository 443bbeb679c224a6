"use client";

import { useEffect, useRef, useState } from "react";
import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import clsx from "clsx";
import { Clock3, LayoutGrid, Lock, Mail, Menu, Search, Siren, X } from "@/components/site/sprite-icons";
import type { Practice } from "@/content/practice";
import type { NavItem } from "@/content/navigation";
import { siteWordsFr, type SiteWords } from "@/content/site-words";
import { LanguageSwitch } from "@/components/site/language-switch";
import { Container } from "@/components/ui/container";
import { Logo } from "@/components/site/logo";
import { SidePanel } from "@/components/site/side-panel";

export type SiteHeaderProps = {
  practice: Practice;
  /** Menu entries; the spec's menu by default (Home, Services, Contact, Rendez-vous, Espace PRO). */
  nav?: NavItem[];
  /** Shows the thin contact bar above the header on large screens. */
  topBar?: boolean;
  /** The words of the page's language; French by default. */
  words?: SiteWords;
};

const SCROLLED_AFTER_PX = 12;

function isActive(href: string, pathname: string, home: string): boolean {
  if (href.includes("#")) return false;
  return href === home ? pathname === home : pathname === href || pathname.startsWith(`${href}/`);
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * The public site's header: sticky, with an active style once the page is scrolled; desktop menu,
 * mobile menu toggle, 'Search Doctors' toggle and the side panel. Home while on / scrolls to top.
 */
export function SiteHeader({ practice, words = siteWordsFr, nav = words.nav, topBar = true }: SiteHeaderProps) {
  const home = words.paths.home;
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  // The mobile menu and the search form are built on their first opening and kept, as the side
  // panel's content is: every page's HTML then carries their empty, hidden containers instead of
  // a second copy of the menu and a form that most visitors never open (decision 046).
  const [menuBuilt, setMenuBuilt] = useState(false);
  if (menuOpen && !menuBuilt) setMenuBuilt(true);
  const [searchBuilt, setSearchBuilt] = useState(false);
  if (searchOpen && !searchBuilt) setSearchBuilt(true);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  useEffect(() => {
    if (!menuOpen && !searchOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        setSearchOpen(false);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen, searchOpen]);

  const onNavigate = (event: React.MouseEvent<HTMLAnchorElement>, href: string) => {
    setMenuOpen(false);
    if (href === home && pathname === home) {
      event.preventDefault();
      window.history.replaceState(null, "", home);
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    }
  };

  const solid = scrolled || menuOpen || searchOpen;

  return (
    <>
      {topBar && (
        <div className="hidden bg-primary-950 text-[13px] text-primary-100 lg:block">
          {/* The hours come from the configuration and may be long (a lunch break, several rows): they wrap, the bar grows. */}
          <Container className="flex min-h-10 items-center justify-between gap-6 py-1.5">
            <p className="flex min-w-0 items-center gap-2">
              <Clock3 className="size-4 shrink-0 text-accent-300" aria-hidden="true" />
              {practice.openingHours.map((slot) => `${slot.days} : ${slot.hours}`).join("  ·  ")}
            </p>
            <div className="flex shrink-0 items-center gap-6 whitespace-nowrap">
              <a href={`mailto:${practice.email}`} className="flex items-center gap-2 hover:text-white">
                <Mail className="size-4 text-accent-300" aria-hidden="true" />
                {practice.email}
              </a>
              <span className="flex items-center gap-2">
                <Siren className="size-4 text-accent-300" aria-hidden="true" />
                {words.header.urgent}
                <a dir="ltr" href={`tel:${practice.urgentPhone.replace(/\s/g, "")}`} className="font-semibold text-white hover:underline">
                  {practice.urgentPhone}
                </a>
              </span>
            </div>
          </Container>
        </div>
      )}
      <header
        data-scrolled={scrolled ? "true" : "false"}
        className={clsx(
          "sticky top-0 z-40 transition-[background-color,box-shadow,border-color] duration-300",
          solid
            ? "border-b border-ink-100 bg-white/95 shadow-[0_12px_32px_-18px_rgb(22_55_90/0.35)] backdrop-blur-md"
            : "border-b border-transparent bg-transparent",
        )}
      >
        <Container className="flex h-(--header-h) items-center justify-between gap-4">
          <Logo doctorName={practice.doctorName} href={home} words={words.logo} />

          <nav aria-label={words.header.mainMenu} className="hidden lg:block">
            <ul className="flex items-center gap-1 xl:gap-2">
              {nav.map((item) => {
                const active = isActive(item.href, pathname, home);
                const pro = item.href === "/responsable";
                return (
                  <li key={item.href}>
                    <AppLink
                      href={item.href}
                      onClick={(event) => onNavigate(event, item.href)}
                      aria-current={active ? "page" : undefined}
                      className={clsx(
                        "relative inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-[15px] font-semibold transition-colors",
                        pro
                          ? "ms-2 border border-primary-200 text-primary-800 hover:border-primary-700 hover:bg-primary-700 hover:text-white"
                          : active
                            ? "text-primary-700"
                            : "text-ink-800 hover:text-primary-700",
                      )}
                    >
                      {pro && <Lock className="size-4" aria-hidden="true" />}
                      {item.label}
                      {active && !pro && <span className="absolute bottom-0.5 left-1/2 size-1.5 -translate-x-1/2 rounded-full bg-accent-500" aria-hidden="true" />}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            {/* On a phone it does not fit beside the logo and the buttons: it is in the menu there. */}
            <LanguageSwitch pathname={pathname} locale={words.locale} label={words.header.languages} className="hidden sm:flex" />
            <button
              type="button"
              onClick={() => {
                setSearchOpen((open) => !open);
                setMenuOpen(false);
              }}
              aria-expanded={searchOpen}
              aria-controls="site-search"
              aria-label={searchOpen ? words.header.closeSearch : words.header.openSearch}
              className="grid size-10 place-items-center rounded-full text-ink-800 transition-colors hover:bg-primary-50 hover:text-primary-700 sm:size-11"
            >
              {searchOpen ? <X className="size-5" aria-hidden="true" /> : <Search className="size-5" aria-hidden="true" />}
            </button>
            <button
              type="button"
              onClick={() => setPanelOpen(true)}
              aria-haspopup="dialog"
              aria-expanded={panelOpen}
              aria-controls="side-panel"
              aria-label={words.header.openPanel}
              className="grid size-10 place-items-center rounded-full bg-primary-700 text-white shadow-sm transition-colors hover:bg-primary-800 sm:size-11"
            >
              <LayoutGrid className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => {
                setMenuOpen((open) => !open);
                setSearchOpen(false);
              }}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? words.header.closeMenu : words.header.openMenu}
              className="grid size-10 place-items-center rounded-full border border-ink-200 bg-white text-ink-800 transition-colors hover:border-primary-300 sm:size-11 lg:hidden"
            >
              {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
            </button>
          </div>
        </Container>

        <div id="site-search" hidden={!searchOpen} className="border-t border-ink-100 bg-white">
          {searchBuilt && (
            <Container className="py-4">
              <form role="search" onSubmit={(event) => event.preventDefault()} className="relative mx-auto max-w-2xl">
                <label htmlFor="search-doctors" className="sr-only">
                  {words.header.searchLabel}
                </label>
                <Search className="pointer-events-none absolute top-1/2 start-5 size-5 -translate-y-1/2 text-ink-400" aria-hidden="true" />
                <input
                  ref={searchInput}
                  id="search-doctors"
                  type="search"
                  placeholder={words.header.searchLabel}
                  className="h-13 w-full rounded-full border border-ink-200 bg-ink-50 pe-32 ps-13 text-[15px] text-ink-900 placeholder:text-ink-500 focus:border-primary-500 focus:bg-white focus:ring-3 focus:ring-primary-100 focus:outline-none"
                />
                <button type="submit" className="absolute top-1.5 end-1.5 bottom-1.5 rounded-full bg-primary-700 px-6 text-sm font-semibold text-white hover:bg-primary-800">
                  {words.header.searchButton}
                </button>
              </form>
            </Container>
          )}
        </div>

        <nav id="mobile-menu" aria-label={words.header.mobileMenu} hidden={!menuOpen} className="border-t border-ink-100 bg-white lg:hidden">
          {menuBuilt && (
            <Container className="py-3">
              <ul className="flex flex-col">
                {nav.map((item) => {
                  const active = isActive(item.href, pathname, home);
                  return (
                    <li key={item.href} className="border-b border-ink-100 last:border-0">
                      <AppLink
                        href={item.href}
                        onClick={(event) => onNavigate(event, item.href)}
                        aria-current={active ? "page" : undefined}
                        className={clsx(
                          "flex h-13 items-center gap-2 text-base font-semibold",
                          active ? "text-primary-700" : "text-ink-800 hover:text-primary-700",
                        )}
                      >
                        {item.href === "/responsable" && <Lock className="size-4" aria-hidden="true" />}
                        {item.label}
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </Container>
          )}
        </nav>
        {/* Under the open menu on a phone, outside the menu itself (the spec lists its entries). */}
        <div hidden={!menuOpen} className="border-t border-ink-100 bg-white sm:hidden">
          {menuBuilt && (
              <Container>
                <LanguageSwitch pathname={pathname} locale={words.locale} label={words.header.languages} className="flex py-3 text-base" />
              </Container>
          )}
        </div>
      </header>
      <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} practice={practice} words={words} />
    </>
  );
}
