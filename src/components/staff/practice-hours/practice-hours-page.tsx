"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarOff, CalendarRange, Clock, Eye } from "lucide-react";
import { useWatch } from "react-hook-form";
import { formatInstant, nowForDateTimeInput } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { ClosuresEditor } from "@/components/staff/practice-hours/closures-editor";
import type { PracticeHoursForm } from "@/components/staff/practice-hours/hours-form";
import { PeriodsEditor } from "@/components/staff/practice-hours/periods-editor";
import { useSavePracticeHours } from "@/components/staff/practice-hours/practice-hours-mutations";
import { practiceHoursQueries } from "@/components/staff/practice-hours/practice-hours-queries";
import { WeekEditor } from "@/components/staff/practice-hours/week-editor";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { practiceHoursInput, practiceHoursMessages, type PracticeHours, type PracticeHoursInput } from "@/schemas/practice-hours";
import { weeklyHoursRows } from "@/calendar/opening-hours";

/** The document as the form edits it and PUT takes it: the week, the periods and the closures. */
function editable(hours: PracticeHours): PracticeHoursInput {
  const { semaine, periodes, fermetures } = hours;
  return structuredClone({ semaine, periodes, fermetures });
}

/** /responsable/horaires: the opening hours, special periods and closures (admins only; others read AdminOnlyScreen's notice). */
export function PracticeHoursPage() {
  // AdminOnlyScreen keeps non-admins out; the check keeps their calls unsent anyway.
  const { isAdmin } = useStaffSession();
  const hours = useQuery({ ...practiceHoursQueries.get(), enabled: isAdmin });

  if (!isAdmin) return null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Horaires et fermetures</h1>
        <p className="mt-2 max-w-3xl text-ink-600">
          Les horaires d&apos;ouverture du cabinet, les périodes aux horaires particuliers et les jours de fermeture. Le site public, le
          formulaire de demande de rendez-vous et l&apos;agenda les reprennent.
        </p>
        <p className="mt-1 max-w-3xl text-ink-600">
          Les créneaux réservables en ligne les suivent aussi : leurs règles et les types de consultation sont sur la page{" "}
          <AppLink href="/responsable/reservation" className="font-semibold text-primary-700 underline underline-offset-2">
            Réservation en ligne
          </AppLink>
          .
        </p>
      </div>
      {hours.isPending ? (
        <p className="py-8 text-center text-ink-600" role="status">
          Chargement...
        </p>
      ) : hours.isError ? (
        <LoadFailure message={practiceHoursMessages.loadFailed} onRetry={() => void hours.refetch()} retrying={hours.isFetching} />
      ) : (
        <HoursForm initial={hours.data} />
      )}
    </div>
  );
}

function HoursForm({ initial }: { initial: PracticeHours }) {
  const { timeZone } = useStaffSession();
  const { form, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: practiceHoursInput,
    defaultValues: editable(initial),
    idPrefix: "horaires",
  });
  const today = nowForDateTimeInput(timeZone).slice(0, 10);
  /** A field's message, or a list's own (react-hook-form keeps those under `.root`). */
  const errorAt = (path: string) => error(path) ?? error(`${path}.root`);

  const save = useSavePracticeHours({
    onMutate: startAttempt,
    onSuccess: (saved) => {
      form.reset(editable(saved));
      status.show(practiceHoursMessages.saved);
    },
    onError: (failure) => showFailure(actionFailure(failure, practiceHoursMessages.saveFailed), failure),
  });
  const savedAt = save.data?.misAJourLe ?? initial.misAJourLe;

  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(
        (document) => save.mutate(document),
        () => status.show(practiceHoursMessages.saveFailed),
      )}
    >
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <StaffPanel id="horaires-semaine" title="Semaine type" icon={Clock} description="Une ou deux plages par jour (le matin et l'après-midi), ou fermé.">
          <WeekEditor base="semaine" form={form} errorAt={errorAt} idPrefix="semaine" />
        </StaffPanel>
        <SitePreview form={form} />
      </div>

      <StaffPanel
        id="horaires-periodes"
        title="Périodes particulières"
        icon={CalendarRange}
        description="Des horaires propres à une période, le Ramadan par exemple : ils remplacent la semaine type du premier au dernier jour."
      >
        <PeriodsEditor form={form} errorAt={errorAt} today={today} />
      </StaffPanel>

      <StaffPanel
        id="horaires-fermetures"
        title="Fermetures et jours fériés"
        icon={CalendarOff}
        description="Jours fériés, congés et autres fermetures, du premier au dernier jour inclus. Les fêtes religieuses sont pré-remplies à une date estimée : confirmez-les ou déplacez-les."
      >
        <ClosuresEditor form={form} errorAt={errorAt} today={today} />
      </StaffPanel>

      <div className="sticky bottom-0 z-10 -mx-4 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <StatusMessage message={status.message} />
            {detail && <p className="text-sm text-danger-700">{detail}</p>}
            {!status.message && (
              <p className="text-sm text-ink-600">
                {form.formState.isDirty
                  ? "Modifications non enregistrées."
                  : savedAt
                    ? `Dernier enregistrement : ${formatInstant(savedAt, timeZone)}.`
                    : "Horaires par défaut : jamais enregistrés."}
              </p>
            )}
          </div>
          <Button type="submit" disabled={save.isPending} className="shrink-0">
            {save.isPending ? "Enregistrement..." : "Enregistrer"}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** What the public pages will show from the week being edited. */
function SitePreview({ form }: { form: PracticeHoursForm }) {
  const semaine = useWatch({ control: form.control, name: "semaine" });
  const complete = semaine && Object.values(semaine).every((ranges) => (ranges ?? []).every((range) => range?.debut && range?.fin));
  const rows = complete ? weeklyHoursRows(semaine as PracticeHours["semaine"]) : [];
  return (
    <StaffPanel id="horaires-apercu" title="Aperçu sur le site" icon={Eye} description="Comme le haut de page, le pied de page et la page Contact les afficheront.">
      {rows.length === 0 ? (
        <p className="text-sm text-ink-600">{complete ? "Fermé toute la semaine." : "Complétez les heures pour voir l'aperçu."}</p>
      ) : (
        <dl className="flex flex-col gap-2">
          {rows.map((row) => (
            <div key={row.days} className="flex flex-wrap justify-between gap-x-4 border-b border-ink-100 pb-2 last:border-0 last:pb-0">
              <dt className="font-semibold text-ink-800">{row.days}</dt>
              <dd className="text-ink-700 tabular-nums">{row.hours}</dd>
            </div>
          ))}
        </dl>
      )}
    </StaffPanel>
  );
}
