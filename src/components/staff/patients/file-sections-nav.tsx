/** One section of the patient file: its panel's heading id and a short name for the link. */
export type FileSection = { id: string; label: string };

/**
 * The patient file's sections as a row of links: the file runs to ten panels, several screens
 * tall on a tablet, and the desk goes straight to « Honoraires » as the doctor to « Parcours ».
 * Plain in-page anchors: the address gains a section's name, never anything about the patient.
 */
export function FileSectionsNav({ sections }: { sections: FileSection[] }) {
  return (
    <nav aria-label="Sections du dossier" className="-mx-1 overflow-x-auto print:hidden">
      <ul className="flex gap-2 px-1 py-1">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-ink-200 bg-white px-3.5 text-sm font-semibold whitespace-nowrap text-ink-700 transition-colors hover:border-primary-300 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
