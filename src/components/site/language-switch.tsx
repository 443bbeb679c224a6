import clsx from "clsx";
import type { SiteLocale } from "@/content/site-words";
import { switchLanguagePath } from "@/content/locales";

const languages: { locale: SiteLocale; label: string }[] = [
  { locale: "fr", label: "FR" },
  { locale: "ar", label: "العربية" },
];

/**
 * 'FR | العربية' in the header, beside the menu (not one of its entries, which the spec lists).
 * Each name is written in its own language; the other language's link leads to the same page in
 * that language, or its home page. Plain links: each language has its own root layout, so the
 * browser loads the other page in full anyway.
 */
export function LanguageSwitch({ pathname, locale, label, className }: { pathname: string; locale: SiteLocale; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={clsx("items-center text-sm font-semibold", className)}>
      {languages.map((language, index) => (
        <span key={language.locale} className="flex items-center">
          {index > 0 && (
            <span className="px-0.5 text-ink-300" aria-hidden="true">
              |
            </span>
          )}
          {language.locale === locale ? (
            <span lang={language.locale} aria-current="true" className="rounded-full px-2 py-1.5 text-primary-700">
              {language.label}
            </span>
          ) : (
            <a
              href={switchLanguagePath(pathname, language.locale)}
              lang={language.locale}
              hrefLang={language.locale}
              className="rounded-full px-2 py-1.5 text-ink-700 underline-offset-4 transition-colors hover:bg-primary-50 hover:text-primary-700 hover:underline"
            >
              {language.label}
            </a>
          )}
        </span>
      ))}
    </nav>
  );
}
