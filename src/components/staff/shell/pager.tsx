import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

type PagerProps = {
  label: string;
  /** The page shown (nothing while the first one loads). */
  page: { items: readonly unknown[]; total: number } | undefined;
  offset: number;
  pageSize: number;
  onChange: (offset: number) => void;
};

/** "1–50 sur 120": the rows a page shows. */
export function formatRange(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 sur ${total}`;
  return `${offset + 1}–${offset + shown} sur ${total}`;
}

/** "1–50 sur 120" with previous and next: hidden when everything fits on one page. */
export function Pager({ label, page, offset, pageSize, onChange }: PagerProps) {
  if (!page || (page.total <= pageSize && offset === 0)) return null;
  const { total } = page;
  const shown = page.items.length;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <p className="text-sm text-ink-600">{formatRange(offset, shown, total)}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Précédent
        </Button>
        <Button variant="secondary" size="sm" disabled={offset + shown >= total} onClick={() => onChange(offset + pageSize)}>
          Suivant
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
