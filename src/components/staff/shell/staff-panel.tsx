import clsx from "clsx";
import { type IconComponent } from "@/components/ui/icons";
import { Card } from "@/components/ui/card";

type StaffPanelProps = {
  id: string;
  title: string;
  icon?: IconComponent;
  description?: React.ReactNode;
  /** A form's panel: says under the title that the fields with an asterisk are required. */
  holdsForm?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** One block of a staff screen: a titled card, named by its heading for assistive technology. */
export function StaffPanel({ id, title, icon: Icon, description, holdsForm = false, className, children }: StaffPanelProps) {
  const note = description ?? (holdsForm ? "Les champs marqués d'un astérisque sont obligatoires." : undefined);
  return (
    <section aria-labelledby={id} className={clsx("scroll-mt-24", className)}>
      <Card className="h-full p-5 sm:p-6">
        <div className="mb-5 flex items-start gap-3">
          {Icon && (
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700" aria-hidden="true">
              <Icon className="size-[18px]" />
            </span>
          )}
          <div>
            {/* The file's section links land on this heading: clear of the sticky header. */}
            <h2 id={id} className="scroll-mt-32 text-lg leading-snug font-bold">
              {title}
            </h2>
            {note && <p className="mt-0.5 text-sm text-ink-500">{note}</p>}
          </div>
        </div>
        {children}
      </Card>
    </section>
  );
}
