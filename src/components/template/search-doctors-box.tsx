import { Search } from "@/components/ui/icons";

/**
 * The 'Search Doctors' box of the department pages' breadcrumb bar. The spec gives it no
 * behaviour; it simply leads to the doctors list, without any client code.
 */
export function SearchDoctorsBox() {
  return (
    <form role="search" action="/doctors" className="relative w-full max-w-xs">
      {/* Not "search-doctors": the header's search field, on every page, has that id. */}
      <label htmlFor="search-doctors-box" className="sr-only">
        Search Doctors
      </label>
      <input
        id="search-doctors-box"
        name="q"
        type="search"
        placeholder="Search Doctors"
        className="h-11 w-full rounded-full border border-ink-200 bg-white pr-12 pl-5 text-[15px] text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-primary-500 focus:ring-3 focus:ring-primary-100 focus:outline-none"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-primary-700 text-white transition-colors hover:bg-primary-800"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
