import clsx from "clsx";
import { longArabicDate, longFrenchDate } from "@/calendar/names";
import type { AppointmentLinkWords } from "@/content/appointment-link-words";
import { Container } from "@/components/ui/container";
import { buttonClasses } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { type ManagePageModel, patientCancelReasonLabels, patientCancelReasons, slotChoiceValue } from "@/schemas/appointment-link";
import type { FreeSlot } from "@/schemas/booking";

/**
 * The patient's appointment page (decision 050), French or Arabic: the appointment, then what the
 * patient may do with it — confirm, cancel with a reason, or pick a new slot. Rendered on the
 * server; every control is a link or a form (GET for the panels and the slot grid, POST to a
 * server function for the changes), so it works before and without scripts. Each slot is a
 * button whose name says its day, time and doctor.
 */

export type ManageAppointmentViewProps = {
  model: Extract<ManagePageModel, { kind: "appointment" }>;
  words: AppointmentLinkWords;
  practice: { address: string; phone: string };
  /** Where the forms post (a plain urlencoded post answered with a redirect to the page). */
  postPath: string;
  /** The same page in the other language. */
  otherLanguagePath: string;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

function dayLabel(date: string, words: AppointmentLinkWords): string {
  return words.locale === "ar" ? longArabicDate(date) : longFrenchDate(date);
}

function whenLabel(wallClock: string, words: AppointmentLinkWords): string {
  const day = dayLabel(wallClock.slice(0, 10), words);
  const time = wallClock.slice(11, 16);
  return words.locale === "ar" ? `${day} على الساعة ${time}` : `${day} à ${time}`;
}

/** A form that changes the appointment: posted, then the page again with what happened. */
function ChangeForm({ postPath, operation, langue, className, children }: { postPath: string; operation: "confirmer" | "annuler" | "deplacer"; langue: "fr" | "ar"; className?: string; children: React.ReactNode }) {
  return (
    <form method="post" action={postPath} className={className}>
      <input type="hidden" name="operation" value={operation} />
      <input type="hidden" name="langue" value={langue} />
      {children}
    </form>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-ink-100 py-3 last:border-b-0 sm:flex-row sm:gap-4">
      <dt className="text-sm font-semibold text-ink-500 sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="text-[15px] text-ink-900">{children}</dd>
    </div>
  );
}

export function InvalidLinkView({ words, phone }: { words: AppointmentLinkWords; phone: string }) {
  return (
    <Container className="max-w-2xl py-12 sm:py-16">
      <h1 className="font-heading text-3xl font-bold text-ink-900">{words.invalidTitle}</h1>
      <p className="mt-4 text-[15px] text-ink-700">{words.invalidText(phone)}</p>
      <a href={telHref(phone)} className={buttonClasses("primary", "md", "mt-6")}>
        {words.callUs} <span dir="ltr">{phone}</span>
      </a>
    </Container>
  );
}

export function ManageAppointmentView({ model, words, practice, postPath, otherLanguagePath }: ManageAppointmentViewProps) {
  const { view, path, panel, done, error, move } = model;
  const langue = words.locale;
  const visit = view.type ? (langue === "ar" ? view.type.libelleAr : view.type.libelleFr) : view.motif;
  const message = done ? words.done[done] : error ? words.errors[error] : null;
  const cancelled = view.statut === "annule";

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-heading text-3xl font-bold text-ink-900">{words.heading}</h1>
        <a href={otherLanguagePath} lang={words.otherLanguage.lang} className="text-sm font-semibold text-primary-700 underline underline-offset-4">
          {words.otherLanguage.label}
        </a>
      </div>

      <StatusMessage message={message} tone={done ? "success" : "error"} focusOnLoad={Boolean(message)} className="mt-5" />

      <dl className="mt-6 rounded-2xl border border-ink-200 bg-white px-5 py-2 shadow-sm">
        <Detail label={words.details.date}>{dayLabel(view.debut.slice(0, 10), words)}</Detail>
        <Detail label={words.details.time}>
          <span dir="ltr">{view.debut.slice(11, 16)}</span> ({words.moroccoTime})
        </Detail>
        <Detail label={words.details.doctor}>{view.medecin.nom}</Detail>
        <Detail label={words.details.visit}>{visit}</Detail>
        <Detail label={words.details.status}>
          <span className={clsx("font-semibold", cancelled ? "text-danger-700" : view.statut === "confirme" ? "text-success-700" : "text-ink-900")}>
            {words.statuses[view.statut]}
          </span>
        </Detail>
        <Detail label={words.details.address}>
          {/* A French address in an Arabic page: its own direction, so "12, avenue …" stays in order. */}
          <span dir="auto">{practice.address}</span>
        </Detail>
        <Detail label={words.details.phone}>
          <a href={telHref(practice.phone)} className="font-semibold text-primary-700 underline underline-offset-4" dir="ltr">
            {practice.phone}
          </a>
        </Detail>
      </dl>

      {cancelled ? (
        <div className="mt-6 flex flex-col gap-3">
          <p className="text-[15px] text-ink-700">{words.cancelledNote}</p>
          <a href={words.bookAgainHref} className={buttonClasses("primary", "md", "self-start")}>
            {words.bookAgain}
          </a>
        </div>
      ) : panel === "cancel" ? (
        <CancelPanel model={model} words={words} postPath={postPath} />
      ) : panel === "move" && move ? (
        <MovePanelView model={model} words={words} postPath={postPath} />
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          {view.peutAnnuler || view.peutDeplacer ? (
            <p className="text-[15px] text-ink-700">{words.cutOffNote(whenLabel(view.limite, words))}</p>
          ) : (
            ["a_confirmer", "planifie", "confirme"].includes(view.statut) && (
              <p className="rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-[15px] text-ink-800">
                {words.tooLate(practice.phone)}{" "}
                <a href={telHref(practice.phone)} className="font-semibold text-primary-700 underline underline-offset-4">
                  {words.callUs}
                </a>
              </p>
            )
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {view.peutConfirmer && (
              <ChangeForm postPath={postPath} operation="confirmer" langue={langue}>
                <button type="submit" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
                  {words.confirm}
                </button>
              </ChangeForm>
            )}
            {view.peutDeplacer && (
              <a href={`${path}?volet=deplacer`} className={buttonClasses("secondary", "md", "w-full sm:w-auto")}>
                {words.move}
              </a>
            )}
            {view.peutAnnuler && (
              <a
                href={`${path}?volet=annuler`}
                className="inline-flex h-11 w-full items-center justify-center rounded-full border border-danger-600/40 bg-white px-6 text-[15px] font-semibold whitespace-nowrap text-danger-700 transition-colors hover:bg-danger-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-400 sm:w-auto"
              >
                {words.cancel}
              </a>
            )}
          </div>
        </div>
      )}
    </Container>
  );
}

function CancelPanel({ model, words, postPath }: { model: ManageAppointmentViewProps["model"]; words: AppointmentLinkWords; postPath: string }) {
  return (
    <section aria-labelledby="annulation-titre" className="mt-8">
      <h2 id="annulation-titre" className="font-heading text-xl font-bold text-ink-900">
        {words.cancelTitle}
      </h2>
      <ChangeForm postPath={postPath} operation="annuler" langue={words.locale} className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-[15px] font-semibold text-ink-800">{words.cancelReason}</legend>
          {patientCancelReasons.map((reason) => (
            <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white px-4 py-2 text-[15px] has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50">
              <input type="radio" name="motif" value={reason} required className="size-4 accent-primary-700" />
              {patientCancelReasonLabels[reason][words.locale]}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className={buttonClasses("danger", "md", "w-full sm:w-auto")}>
            {words.cancelSubmit}
          </button>
          <a href={model.path} className={buttonClasses("ghost", "md", "w-full sm:w-auto")}>
            {words.back}
          </a>
        </div>
      </ChangeForm>
    </section>
  );
}

function SlotButton({ slot, words, showDoctor }: { slot: FreeSlot; words: AppointmentLinkWords; showDoctor: boolean }) {
  const day = dayLabel(slot.debut.slice(0, 10), words);
  const time = slot.debut.slice(11, 16);
  return (
    <button
      type="submit"
      name="choix"
      value={slotChoiceValue(slot)}
      aria-label={words.slotLabel(day, time, slot.medecin.nom)}
      className="flex min-h-11 min-w-20 flex-col items-center justify-center rounded-xl border border-primary-200 bg-white px-3 py-1.5 text-[15px] font-semibold text-primary-800 tabular-nums transition-colors hover:border-primary-500 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-400"
    >
      <span dir="ltr">{time}</span>
      {showDoctor && <span className="text-xs font-medium text-ink-600">{slot.medecin.nom}</span>}
    </button>
  );
}

function MovePanelView({ model, words, postPath }: { model: ManageAppointmentViewProps["model"]; words: AppointmentLinkWords; postPath: string }) {
  const move = model.move!;
  const { view, path } = model;
  const typeLabel = view.type ? (words.locale === "ar" ? view.type.libelleAr : view.type.libelleFr) : view.motif;
  const showDoctor = move.medecin === "tous";
  const query = (changes: Record<string, string>) => {
    const params = new URLSearchParams({ volet: "deplacer", du: move.du, medecin: String(move.medecin), ...changes });
    return `${path}?${params}`;
  };
  // The grid's GET form keeps the days and doctor shown, so that a pick can be confirmed then.
  const gridFields = (
    <>
      <input type="hidden" name="volet" value="deplacer" />
      <input type="hidden" name="du" value={move.du} />
      <input type="hidden" name="medecin" value={String(move.medecin)} />
    </>
  );

  if (move.choice) {
    const choice = move.choice;
    return (
      <section aria-labelledby="deplacement-titre" className="mt-8">
        <h2 id="deplacement-titre" className="font-heading text-xl font-bold text-ink-900">
          {words.chosenTitle}
        </h2>
        <p className="mt-3 text-[15px] text-ink-800">{words.chosen(dayLabel(choice.debut.slice(0, 10), words), choice.debut.slice(11, 16), choice.medecin.nom)}</p>
        <ChangeForm postPath={postPath} operation="deplacer" langue={words.locale} className="mt-4 flex flex-col gap-3 sm:flex-row">
          <input type="hidden" name="choix" value={slotChoiceValue(choice)} />
          <button type="submit" className={buttonClasses("primary", "md", "w-full sm:w-auto")}>
            {words.moveSubmit}
          </button>
          <a href={query({})} className={buttonClasses("ghost", "md", "w-full sm:w-auto")}>
            {words.otherSlot}
          </a>
        </ChangeForm>
      </section>
    );
  }

  return (
    <section aria-labelledby="deplacement-titre" className="mt-8">
      <h2 id="deplacement-titre" className="font-heading text-xl font-bold text-ink-900">
        {words.moveTitle}
      </h2>
      <p className="mt-2 text-[15px] text-ink-700">{words.moveIntro(typeLabel, view.dureeMinutes)}</p>

      {move.taken && move.taken.suivants.length > 0 && (
        <form method="get" action={path} className="mt-4 rounded-xl border border-accent-200 bg-accent-50 p-4">
          {gridFields}
          <h3 className="text-[15px] font-semibold text-ink-900">{words.nextSlots}</h3>
          <div className="mt-3 flex flex-wrap gap-2">
            {move.taken.suivants.map((slot) => (
              <SlotButton key={`${slot.debut}-${slot.medecin.id}`} slot={slot} words={words} showDoctor={showDoctor} />
            ))}
          </div>
        </form>
      )}

      {move.doctors.length > 1 && (
        <nav aria-label={words.doctorFilter} className="mt-4 flex flex-wrap gap-2">
          {[{ id: view.medecin.id, label: words.sameDoctor(view.medecin.nom) }, { id: "tous" as const, label: words.allDoctors }].map((option) => (
            <a
              key={String(option.id)}
              href={query({ medecin: String(option.id) })}
              aria-current={move.medecin === option.id ? "true" : undefined}
              className={clsx(
                "rounded-full border px-4 py-2 text-sm font-semibold",
                move.medecin === option.id ? "border-primary-700 bg-primary-700 text-white" : "border-ink-200 bg-white text-ink-800 hover:bg-primary-50",
              )}
            >
              {option.label}
            </a>
          ))}
        </nav>
      )}

      <form method="get" action={path} className="mt-5 flex flex-col gap-5">
        {gridFields}
        {move.days.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 bg-ink-50 px-4 py-6 text-center text-ink-600">{words.noSlots}</p>
        ) : (
          move.days.map((day) => (
            <section key={day.date} aria-labelledby={`jour-${day.date}`}>
              <h3 id={`jour-${day.date}`} className="text-[15px] font-semibold text-ink-900">
                {dayLabel(day.date, words)}
              </h3>
              <ul aria-label={words.slotsOf(dayLabel(day.date, words))} className="mt-2 flex flex-wrap gap-2">
                {day.slots.map((slot) => (
                  <li key={`${slot.debut}-${slot.medecin.id}`}>
                    <SlotButton slot={slot} words={words} showDoctor={showDoctor} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </form>

      <nav aria-label={words.moveTitle} className="mt-6 flex flex-wrap items-center justify-between gap-3">
        {move.previousDu ? (
          <a href={query({ du: move.previousDu })} className={buttonClasses("secondary", "sm")}>
            {words.previousDays}
          </a>
        ) : (
          <span />
        )}
        {move.nextDu && (
          <a href={query({ du: move.nextDu })} className={buttonClasses("secondary", "sm")}>
            {words.nextDays}
          </a>
        )}
      </nav>
      <a href={path} className={buttonClasses("ghost", "md", "mt-4")}>
        {words.back}
      </a>
    </section>
  );
}
