"use client";

import { useQuery } from "@tanstack/react-query";
import { ListChecks, Plus, Receipt, SlidersHorizontal, Stethoscope } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { type UseFormRegisterReturn, useWatch } from "react-hook-form";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { actQueries } from "@/components/staff/acts/act-queries";
import { useSaveBookingSettings, useSaveVisitType } from "@/components/staff/booking/booking-mutations";
import { bookingQueries } from "@/components/staff/booking/booking-queries";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { type StaffFieldProps, useStaffForm } from "@/components/staff/shell/staff-form";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { useAdminOnly } from "@/components/staff/shell/use-admin-only";
import { staffUserQueries } from "@/components/staff/staff-users/staff-user-queries";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import {
  bookingAudienceLabels,
  bookingAudiences,
  bookingMessages,
  type BookingSettings,
  bookingSettingsInput,
  type VisitType,
  visitTypeInput,
} from "@/schemas/booking";
import type { Act } from "@/schemas/act";
import type { StaffRef } from "@/schemas/staff-user";

/**
 * /responsable/reservation (admins only; decision 047): online booking's rules and the visit
 * types patients book. The public booking pages come in a later slice; the rules and types they
 * will follow are set here.
 */
export function BookingPage() {
  const isAdmin = useAdminOnly();
  const settings = useQuery({ ...bookingQueries.settings(), enabled: isAdmin });
  const types = useQuery({ ...bookingQueries.visitTypes(), enabled: isAdmin });
  const doctors = useQuery({ ...staffUserQueries.doctors(), enabled: isAdmin });
  const catalogue = useQuery({ ...actQueries.list(), enabled: isAdmin });
  const status = useStatusMessage();
  // null: closed; "new": adding; a type: changing it.
  const [editing, setEditing] = useState<VisitType | "new" | null>(null);

  if (!isAdmin) return null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Réservation en ligne</h1>
        <p className="mt-2 max-w-3xl text-ink-600">
          Les règles des créneaux proposés aux patients et les types de consultation qu&apos;ils peuvent réserver. Les créneaux suivent les
          horaires et fermetures du cabinet.
        </p>
        <p className="mt-3">
          <Link href="/responsable/liste-attente" className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:underline">
            <ListChecks className="size-4" aria-hidden="true" />
            Liste d&apos;attente
          </Link>
          <span className="text-ink-600"> : les personnes qui attendent qu&apos;un créneau se libère, et les créneaux qui leur sont proposés.</span>
        </p>
        <p className="mt-1">
          <Link href="/responsable/actes" className="inline-flex items-center gap-1.5 font-semibold text-primary-700 hover:underline">
            <Receipt className="size-4" aria-hidden="true" />
            Actes et tarifs
          </Link>
          <span className="text-ink-600"> : le catalogue des actes du cabinet et leurs tarifs.</span>
        </p>
      </div>

      <StaffPanel id="reservation-regles" title="Règles de réservation" icon={SlidersHorizontal}>
        {settings.isPending ? (
          <Loading />
        ) : settings.isError ? (
          <LoadFailure message={bookingMessages.settingsLoadFailed} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        ) : (
          <RulesForm initial={settings.data} />
        )}
      </StaffPanel>

      <StaffPanel
        id="reservation-types"
        title="Types de consultation"
        icon={Stethoscope}
        description="Sans médecin coché, tous les médecins du cabinet prennent le type. Un type n'est jamais supprimé : rendez-le inactif."
      >
        {types.isPending ? (
          <Loading />
        ) : types.isError ? (
          <LoadFailure message={bookingMessages.typesLoadFailed} onRetry={() => void types.refetch()} retrying={types.isFetching} />
        ) : (
          <div className="flex flex-col gap-4">
            <StatusMessage message={status.message} />
            {types.data.length === 0 ? (
              <p className="text-sm text-ink-600">{bookingMessages.noTypes}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-ink-100">
                {types.data.map((type) => (
                  <VisitTypeRow key={type.id} type={type} onEdit={() => setEditing(type)} />
                ))}
              </ul>
            )}
            <div>
              <Button variant="secondary" onClick={() => setEditing("new")}>
                <Plus className="size-4" aria-hidden="true" />
                Ajouter un type
              </Button>
            </div>
          </div>
        )}
      </StaffPanel>

      <StaffDialog
        open={editing !== null}
        title={editing === "new" ? "Nouveau type de consultation" : editing ? `Modifier « ${editing.libelleFr} »` : "Type de consultation"}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <VisitTypeForm
            key={editing === "new" ? "new" : editing.id}
            type={editing === "new" ? null : editing}
            doctors={doctors.data ?? []}
            catalogue={catalogue.data ?? []}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              status.show(bookingMessages.typeSaved);
            }}
          />
        )}
      </StaffDialog>
    </div>
  );
}

function Loading() {
  return (
    <p className="py-6 text-center text-ink-600" role="status">
      Chargement...
    </p>
  );
}

function VisitTypeRow({ type, onEdit }: { type: VisitType; onEdit: () => void }) {
  const doctors = type.medecins.length === 0 ? "Tous les médecins" : type.medecins.map((doctor) => `Dr ${doctor.prenom} ${doctor.nom}`).join(", ");
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          {type.libelleFr}
          {!type.actif && <span className="ms-2 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">Inactif</span>}
        </p>
        <p lang="ar" dir="rtl" className="text-ink-700">
          {type.libelleAr}
        </p>
        <p className="text-sm text-ink-600">
          {type.dureeMinutes} min · {doctors} · {type.enLigne ? `En ligne : ${bookingAudienceLabels[type.reservablePar].toLowerCase()}` : "Au cabinet seulement"}
        </p>
        {type.actes.length > 0 && <p className="text-sm text-ink-600">Facturé : {type.actes.map((act) => act.code).join(" + ")}</p>}
      </div>
      <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Modifier ${type.libelleFr}`} className="shrink-0 self-start sm:self-center">
        Modifier
      </Button>
    </li>
  );
}

/** A number input's value for the schema: a number, null when left empty (`nullable`), else NaN (the schema's message). */
const toNumber = (nullable: boolean) => (value: unknown) => {
  if (value === "" || value === null || value === undefined) return nullable ? null : Number.NaN;
  return Number(value);
};

/** A number input: the staff form's id and error link, and register() reading a number. */
function numberInput(fieldProps: StaffFieldProps, registered: UseFormRegisterReturn) {
  return { ...fieldProps, ...registered, type: "number", inputMode: "numeric" as const, className: inputClasses };
}

function RulesForm({ initial }: { initial: BookingSettings }) {
  const { timeZone } = useStaffSession();
  const { misAJourLe, ...rules } = initial;
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({ schema: bookingSettingsInput, defaultValues: rules, idPrefix: "regles" });
  const save = useSaveBookingSettings({
    onMutate: startAttempt,
    onSuccess: (saved) => {
      const { misAJourLe: _saved, ...next } = saved;
      form.reset(next);
      status.show(bookingMessages.settingsSaved);
    },
    onError: (failure) => showFailure(actionFailure(failure, bookingMessages.settingsSaveFailed), failure),
  });
  const savedAt = save.data?.misAJourLe ?? misAJourLe;

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-4 sm:grid-cols-2">
      <label className="flex items-start gap-2.5 text-[15px] font-semibold text-ink-800 sm:col-span-2">
        <input {...field("reservationEnLigne")} type="checkbox" className="mt-1 size-4 accent-primary-700" />
        Réservation en ligne ouverte
      </label>
      <Field label="Délai minimum avant un rendez-vous (minutes)" htmlFor="regles-preavisMinutes" required error={error("preavisMinutes")} hint="120 : pas de créneau dans les 2 heures qui viennent.">
        <input {...numberInput(field("preavisMinutes"), form.register("preavisMinutes", { setValueAs: toNumber(false) }))} />
      </Field>
      <Field label="Réservable jusqu'à (jours)" htmlFor="regles-horizonJours" required error={error("horizonJours")}>
        <input {...numberInput(field("horizonJours"), form.register("horizonJours", { setValueAs: toNumber(false) }))} />
      </Field>
      <Field label="Pas de la grille (minutes)" htmlFor="regles-pasMinutes" error={error("pasMinutes")} hint="Vide : la durée de chaque type. Les créneaux partent du quart d'heure.">
        <input {...numberInput(field("pasMinutes"), form.register("pasMinutes", { setValueAs: toNumber(true) }))} />
      </Field>
      <Field label="Réservations en ligne par médecin et par jour" htmlFor="regles-plafondJournalier" error={error("plafondJournalier")} hint="Vide : sans plafond.">
        <input {...numberInput(field("plafondJournalier"), form.register("plafondJournalier", { setValueAs: toNumber(true) }))} />
      </Field>
      <Field
        label="Annulation ou déplacement par le patient jusqu'à (minutes avant)"
        htmlFor="regles-delaiAnnulationMinutes"
        required
        error={error("delaiAnnulationMinutes")}
        className="sm:col-span-2"
      >
        <input {...numberInput(field("delaiAnnulationMinutes"), form.register("delaiAnnulationMinutes", { setValueAs: toNumber(false) }))} />
      </Field>
      <Field
        label="Absences en 12 mois avant confirmation par le cabinet"
        htmlFor="regles-seuilAbsences"
        error={error("seuilAbsences")}
        hint="Un patient marqué absent autant de fois : sa réservation en ligne attend votre confirmation. Vide : pas de règle."
        className="sm:col-span-2"
      >
        <input {...numberInput(field("seuilAbsences"), form.register("seuilAbsences", { setValueAs: toNumber(true) }))} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter message={status.message} detail={detail} submitLabel="Enregistrer les règles" busyLabel="Enregistrement..." busy={save.isPending} />
        {!status.message && (
          <p className="text-sm text-ink-600">
            {form.formState.isDirty ? "Modifications non enregistrées." : savedAt ? `Dernier enregistrement : ${formatInstant(savedAt, timeZone)}.` : "Règles par défaut : jamais enregistrées."}
          </p>
        )}
      </div>
    </form>
  );
}

function VisitTypeForm({
  type,
  doctors,
  catalogue,
  onCancel,
  onSaved,
}: {
  type: VisitType | null;
  doctors: StaffRef[];
  catalogue: Act[];
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: visitTypeInput,
    defaultValues: type
      ? {
          libelleFr: type.libelleFr,
          libelleAr: type.libelleAr,
          dureeMinutes: type.dureeMinutes,
          medecinIds: type.medecins.map((doctor) => doctor.id),
          acteIds: type.actes.map((act) => act.id),
          enLigne: type.enLigne,
          reservablePar: type.reservablePar,
          instructionsFr: type.instructionsFr ?? "",
          instructionsAr: type.instructionsAr ?? "",
          actif: type.actif,
          ordre: type.ordre,
        }
      : { libelleFr: "", libelleAr: "", dureeMinutes: 30, medecinIds: [], acteIds: [], enLigne: true, reservablePar: "tous", instructionsFr: "", instructionsAr: "", actif: true, ordre: 0 },
    idPrefix: "type",
  });
  const chosen = (useWatch({ control: form.control, name: "medecinIds" }) ?? []) as (number | string)[];
  const save = useSaveVisitType({
    onMutate: startAttempt,
    onSuccess: onSaved,
    onError: (failure) => showFailure(actionFailure(failure, bookingMessages.typeSaveFailed), failure),
  });
  // Doctors listed on the type who have left stay listed, so that saving does not drop them silently.
  const listed = [...doctors, ...(type?.medecins ?? []).filter((doctor) => !doctors.some((active) => active.id === doctor.id))];
  const toggle = (id: number, checked: boolean) => {
    const ids = chosen.map(Number).filter((value) => value !== id);
    form.setValue("medecinIds", checked ? [...ids, id] : ids, { shouldDirty: true });
  };
  const doctorsError = error("medecinIds");
  // The acts in the catalogue's order; an act listed on the type but since removed from the catalogue stays shown.
  const chosenActs = ((useWatch({ control: form.control, name: "acteIds" }) ?? []) as (number | string)[]).map(Number);
  const actChoices = catalogue.filter((act) => act.actif || chosenActs.includes(act.id));
  const toggleAct = (id: number, checked: boolean) => {
    const ids = new Set(chosenActs.filter((value) => value !== id));
    if (checked) ids.add(id);
    form.setValue(
      "acteIds",
      catalogue.filter((act) => ids.has(act.id)).map((act) => act.id),
      { shouldDirty: true },
    );
  };
  const actsError = error("acteIds");

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((values) => save.mutate({ id: type?.id ?? null, type: values }))} className="grid gap-4 sm:grid-cols-2">
      <Field label="Libellé en français" htmlFor="type-libelleFr" required error={error("libelleFr")}>
        <input {...field("libelleFr")} className={inputClasses} />
      </Field>
      <Field label="Libellé en arabe" htmlFor="type-libelleAr" required error={error("libelleAr")}>
        <input {...field("libelleAr")} lang="ar" dir="rtl" className={inputClasses} />
      </Field>
      <Field label="Durée (minutes)" htmlFor="type-dureeMinutes" required error={error("dureeMinutes")}>
        <input {...numberInput(field("dureeMinutes"), form.register("dureeMinutes", { setValueAs: toNumber(false) }))} step={5} />
      </Field>
      <Field label="Ordre dans la liste" htmlFor="type-ordre" error={error("ordre")}>
        <input {...numberInput(field("ordre"), form.register("ordre", { setValueAs: toNumber(false) }))} />
      </Field>
      <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={doctorsError ? "type-medecinIds-error" : "type-medecinIds-hint"}>
        <legend className="mb-1 text-sm font-semibold text-ink-800">Médecins qui prennent ce type</legend>
        {listed.map((doctor) => (
          <label key={doctor.id} className="flex items-center gap-2.5 text-[15px] text-ink-800">
            <input
              type="checkbox"
              checked={chosen.map(Number).includes(doctor.id)}
              onChange={(event) => toggle(doctor.id, event.target.checked)}
              className="size-4 accent-primary-700"
            />
            Dr {doctor.prenom} {doctor.nom}
          </label>
        ))}
        {doctorsError ? (
          <p id="type-medecinIds-error" className="text-sm text-danger-700">
            {doctorsError}
          </p>
        ) : (
          <p id="type-medecinIds-hint" className="text-sm text-ink-500">
            Aucun coché : tous les médecins.
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={actsError ? "type-acteIds-error" : "type-acteIds-hint"}>
        <legend className="mb-1 text-sm font-semibold text-ink-800">Actes facturés par défaut</legend>
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {actChoices.map((act) => (
            <label key={act.id} className="flex items-center gap-2.5 text-[15px] text-ink-800">
              <input
                type="checkbox"
                checked={chosenActs.includes(act.id)}
                onChange={(event) => toggleAct(act.id, event.target.checked)}
                className="size-4 accent-primary-700"
              />
              <span>
                <span className="font-mono text-sm text-ink-600">{act.code}</span> {act.libelle}
                {!act.actif && <span className="text-ink-500"> (inactif)</span>}
              </span>
            </label>
          ))}
        </div>
        {actsError ? (
          <p id="type-acteIds-error" className="text-sm text-danger-700">
            {actsError}
          </p>
        ) : (
          <p id="type-acteIds-hint" className="text-sm text-ink-500">
            La facture d&apos;une visite de ce type commence par ces actes ; l&apos;accueil peut les changer. Aucun coché : l&apos;accueil les choisit.
          </p>
        )}
      </fieldset>
      <label className="flex items-start gap-2.5 text-[15px] font-semibold text-ink-800">
        <input {...field("enLigne")} type="checkbox" className="mt-1 size-4 accent-primary-700" />
        Réservable en ligne
      </label>
      <label className="flex items-start gap-2.5 text-[15px] font-semibold text-ink-800">
        <input {...field("actif")} type="checkbox" className="mt-1 size-4 accent-primary-700" />
        Actif
      </label>
      <Field label="Réservable en ligne par" htmlFor="type-reservablePar" error={error("reservablePar")} className="sm:col-span-2">
        <select {...field("reservablePar")} className={inputClasses}>
          {bookingAudiences.map((audience) => (
            <option key={audience} value={audience}>
              {bookingAudienceLabels[audience]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Instructions au patient (français)" htmlFor="type-instructionsFr" error={error("instructionsFr")} className="sm:col-span-2">
        <textarea {...field("instructionsFr")} rows={3} className={inputClasses} />
      </Field>
      <Field label="Instructions au patient (arabe)" htmlFor="type-instructionsAr" error={error("instructionsAr")} className="sm:col-span-2">
        <textarea {...field("instructionsAr")} rows={3} lang="ar" dir="rtl" className={inputClasses} />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormFooter message={status.message} detail={detail} submitLabel="Enregistrer" busyLabel="Enregistrement..." busy={save.isPending} cancel={{ onClick: onCancel }} />
      </div>
    </form>
  );
}
