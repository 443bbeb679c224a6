"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CalendarPlus, ChevronLeft, ChevronRight, Printer, ReceiptText, Wallet } from "lucide-react";
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from "react";
import { nowForDateTimeInput } from "@/client/practice-dates";
import { useStatusMessage } from "@/client/use-status-message";
import { addDays, daysBetween, formatLongDay, formatShortDay, formatWeek, startOfWeek, timeOf } from "@/components/staff/appointments/agenda-dates";
import { AgendaGrid, type AgendaColumn } from "@/components/staff/appointments/agenda-grid";
import { agendaItems, fittingDisplay, splitWallClock, type AgendaItem } from "@/components/staff/appointments/agenda-layout";
import { AgendaList } from "@/components/staff/appointments/agenda-list";
import { AgendaOthers } from "@/components/staff/appointments/agenda-others";
import { AgendaPrintList } from "@/components/staff/appointments/agenda-print-list";
import { AppointmentDialog } from "@/components/staff/appointments/appointment-dialog";
import { appointmentQueries } from "@/components/staff/appointments/appointment-queries";
import { useAlertCounts } from "@/components/staff/alerts/use-alert-counts";
import { BookingDialog, type BookingSlot } from "@/components/staff/appointments/booking-dialog";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { practiceHoursQueries } from "@/components/staff/practice-hours/practice-hours-queries";
import { FilterChips } from "@/components/staff/shell/filter-chips";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { oneOf, plainDay, positiveInteger, useUrlFilters } from "@/components/staff/shell/use-url-filters";
import { staffUserQueries } from "@/components/staff/staff-users/staff-user-queries";
import { Button, ButtonLink } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { appointmentMessages } from "@/schemas/appointment";

type View = "jour" | "semaine";
type Display = "grille" | "liste";

/** The toolbar's date and doctor fields: as tall as its buttons. */
const toolbarFieldClasses =
  "h-9 rounded-full border border-ink-200 bg-white px-3.5 text-sm font-semibold text-ink-800 hover:border-primary-300 focus:border-primary-500 focus:ring-3 focus:ring-primary-100 focus:outline-none";

/**
 * In the address: the view, the day shown (today when absent), the doctor (a doctor's own when
 * absent, `tous` for every doctor), the cancelled ones, and grid or list (chosen by the screen's
 * width when absent); `reserver`: a patient's id whose booking dialog opens (the patient file's
 * "Réserver avec un médecin"). Never a patient's name.
 */
const urlKeys = ["vue", "jour", "medecin", "annules", "affichage", "reserver"] as const;

const views: { value: View; label: string }[] = [
  { value: "jour", label: "Jour" },
  { value: "semaine", label: "Semaine" },
];

const displays: { value: Display; label: string }[] = [
  { value: "grille", label: "Grille" },
  { value: "liste", label: "Liste" },
];

/** The width `ref`'s element has, kept up to date; null where it cannot be measured (then the grid is shown). */
function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setWidth(element.clientWidth || null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * /responsable/agenda: who is coming, by day or by week, for every doctor or one — a doctor's own
 * by default. A time grid where it fits, a list on phones and narrow tablets (or when asked for).
 * Opening an appointment reads it in full and shows what can be done with it; a free half hour (or
 * a day's « Réserver ») books one. Appointments held by an account that is not an active doctor
 * sit in « Autres », to be given a doctor. The days print as a plain list from the browser's print.
 */
export function AgendaPage() {
  const { timeZone, userId, roles } = useStaffSession();
  const isDoctor = roles.includes("MEDECIN");
  const [today] = useState(() => splitWallClock(nowForDateTimeInput(timeZone)).day);
  const url = useUrlFilters(urlKeys);
  const view = oneOf(["jour", "semaine"] as const, url.get("vue")) ?? "jour";
  const day = plainDay(url.get("jour")) ?? today;
  const medecinParam = url.get("medecin");
  // A doctor's agenda opens on their own appointments; `tous` asks for every doctor's.
  const ownId = isDoctor && userId ? userId : undefined;
  const medecinId = medecinParam === "tous" ? undefined : (positiveInteger(medecinParam) ?? ownId);
  const showCancelled = url.get("annules") === "1";
  const setView = (next: View) => url.set({ vue: next === "jour" ? undefined : next });
  const setDay = (next: string) => url.set({ jour: next === today ? undefined : next });
  const setMedecinId = (next: number | undefined) => url.set({ medecin: next === ownId ? undefined : (next ?? (ownId ? "tous" : undefined)) });
  const setShowCancelled = (next: boolean) => url.set({ annules: next });
  const [opened, setOpened] = useState<AgendaItem | null>(null);
  const [booking, setBooking] = useState<BookingSlot | null>(null);
  const status = useStatusMessage();
  const toConfirm = useAlertCounts()?.reservationsAConfirmer ?? 0;
  const nowClock = splitWallClock(nowForDateTimeInput(timeZone));
  const newSlot = (): BookingSlot => ({ wallClock: `${day}T${timeOf(Math.min(Math.max(Math.ceil(nowClock.minutes / 30) * 30, 8 * 60), 18 * 60))}`, medecinId: medecinId ?? null });

  // "Réserver avec un médecin" from a patient's file: the booking dialog opens once, with that patient chosen.
  const reserveFor = positiveInteger(url.get("reserver"));
  const linked = useQuery({ ...patientQueries.detail(String(reserveFor ?? 0)), enabled: reserveFor !== undefined });
  const linkedPatient = reserveFor !== undefined && linked.data?.id === reserveFor ? linked.data : null;
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  if (linkedPatient && openedFor !== linkedPatient.id) {
    setOpenedFor(linkedPatient.id);
    setBooking(newSlot());
  } else if (reserveFor === undefined && openedFor !== null) {
    setOpenedFor(null);
  }
  const closeBooking = () => {
    setBooking(null);
    if (reserveFor !== undefined) url.set({ reserver: undefined });
  };
  const pageRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(pageRef);

  const days = view === "jour" ? [day] : daysBetween(startOfWeek(day), addDays(startOfWeek(day), 6));
  const range = { du: days[0]!, au: days[days.length - 1]!, medecinId };
  const agenda = useQuery(appointmentQueries.agendaWeek(range));
  const doctors = useQuery(staffUserQueries.doctors());
  const hours = useQuery(practiceHoursQueries.get());

  const all = useMemo(() => (agenda.data ? agendaItems(agenda.data) : []), [agenda.data]);
  // Visitors' holds lapse by themselves: one past its time is not drawn, even before the next read.
  const nowMinute = nowForDateTimeInput(timeZone);
  const holds = (agenda.data?.reservationsEnCours ?? []).filter((hold) => nowForDateTimeInput(timeZone, new Date(hold.expireA)) > nowMinute);
  // A cancelled appointment leaves the day's view (it stays in the patient's history); an absence stays.
  const shown = showCancelled ? all : all.filter((appointment) => appointment.status !== "annule");
  // Only active doctors have a column; what other accounts hold is in « Autres », to be given a doctor.
  const doctorList = doctors.data ?? [];
  const chosenDoctor = doctorList.find((doctor) => doctor.id === medecinId);
  const others = shown.filter((appointment) => !appointment.medecin.estMedecin);
  const columns: AgendaColumn[] =
    view === "jour"
      ? [
          ...(chosenDoctor ? [chosenDoctor] : doctorList).map((doctor) => ({
            key: `${day}-${doctor.id}`,
            day,
            medecinId: doctor.id,
            title: `Dr ${doctor.prenom} ${doctor.nom}`,
            doctorName: `Dr ${doctor.prenom} ${doctor.nom}`,
          })),
          ...(!chosenDoctor && others.length > 0 ? [{ key: `${day}-autres`, day, medecinId: null, title: "Autres", subtitle: "sans médecin", others: true }] : []),
        ]
      : days.map((date) => ({
          key: date,
          day: date,
          medecinId: chosenDoctor ? chosenDoctor.id : null,
          title: formatShortDay(date),
          subtitle: chosenDoctor ? `Dr ${chosenDoctor.nom}` : undefined,
          doctorName: chosenDoctor ? `Dr ${chosenDoctor.prenom} ${chosenDoctor.nom}` : undefined,
        }));
  const step = view === "jour" ? 1 : 7;
  // The grid where its columns fit the page; a list on a phone (and a week on a tablet), unless asked otherwise.
  const fitting = fittingDisplay(width, columns.length);
  const display = oneOf(["grille", "liste"] as const, url.get("affichage")) ?? fitting;
  const setDisplay = (next: Display) => url.set({ affichage: next === fitting ? undefined : next });
  const detail = useQuery({ ...appointmentQueries.detail(opened?.id ?? 0), enabled: opened !== null });

  return (
    <div ref={pageRef} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Agenda</h1>
          <p className="mt-1 text-ink-600" aria-live="polite">
            {view === "jour" ? formatLongDay(day) : formatWeek(startOfWeek(day))}
            {chosenDoctor ? ` · Dr ${chosenDoctor.prenom} ${chosenDoctor.nom}` : medecinId === undefined ? " · tous les médecins" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Online bookings waiting for the front desk (decision 052): their list, with how many wait. */}
          <ButtonLink href="/responsable/reservations-a-confirmer" variant={toConfirm > 0 ? "primary" : "secondary"} size="sm">
            <CalendarCheck className="size-4" aria-hidden="true" />
            À confirmer{toConfirm > 0 ? ` (${toConfirm})` : ""}
          </ButtonLink>
          {/* The desk's money (decisions 056, 057): visits to bill, receipts due, the day's cash. */}
          <ButtonLink href="/responsable/facturation" variant="secondary" size="sm">
            <ReceiptText className="size-4" aria-hidden="true" />
            Facturation
          </ButtonLink>
          <ButtonLink href="/responsable/caisse" variant="secondary" size="sm">
            <Wallet className="size-4" aria-hidden="true" />
            Caisse
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Imprimer
          </Button>
          <Button size="sm" onClick={() => setBooking(newSlot())}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Nouveau rendez-vous
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-ink-100 bg-white p-3 shadow-card sm:p-4 print:hidden">
        <FilterChips label="Vue" options={views} value={view} onChange={setView} />
        <FilterChips label="Affichage" options={displays} value={display} onChange={setDisplay} />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDay(addDays(day, -step))} aria-label={view === "jour" ? "Jour précédent" : "Semaine précédente"}>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDay(today)} disabled={days.includes(today)}>
            Aujourd&apos;hui
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDay(addDays(day, step))} aria-label={view === "jour" ? "Jour suivant" : "Semaine suivante"}>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
          <label htmlFor="agenda-date" className="sr-only">
            Aller au jour
          </label>
          <input id="agenda-date" type="date" value={day} onChange={(event) => event.target.value && setDay(event.target.value)} className={toolbarFieldClasses} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 xl:ml-auto">
          <label htmlFor="agenda-medecin" className="text-sm font-semibold text-ink-700">
            Médecin
          </label>
          <select
            id="agenda-medecin"
            value={medecinId ?? ""}
            onChange={(event) => setMedecinId(event.target.value ? Number(event.target.value) : undefined)}
            className={toolbarFieldClasses}
          >
            <option value="">Tous les médecins</option>
            {doctorList.map((doctor) => (
              <option key={doctor.id} value={doctor.id}>
                Dr {doctor.prenom} {doctor.nom}
              </option>
            ))}
          </select>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-700">
            <input type="checkbox" checked={showCancelled} onChange={(event) => setShowCancelled(event.target.checked)} className="size-4 accent-primary-700" />
            Afficher les annulés
          </label>
        </div>
      </div>

      <StatusMessage message={status.message} className="print:hidden" />
      {reserveFor !== undefined && linked.isError && (
        <LoadFailure message="Impossible d'ouvrir la réservation pour ce patient." onRetry={() => void linked.refetch()} retrying={linked.isFetching} />
      )}

      {agenda.isPending || doctors.isPending ? (
        <p className="py-10 text-center text-ink-600" role="status">
          Chargement de l&apos;agenda...
        </p>
      ) : agenda.isError ? (
        <LoadFailure message={appointmentMessages.agendaFailed} onRetry={() => void agenda.refetch()} retrying={agenda.isFetching} />
      ) : doctors.isError && doctorList.length === 0 ? (
        <LoadFailure message="Impossible de récupérer la liste des médecins." onRetry={() => void doctors.refetch()} retrying={doctors.isFetching} />
      ) : (
        <div className="flex flex-col gap-3 print:hidden" aria-busy={agenda.isPlaceholderData || undefined}>
          {columns.length === 0 ? (
            <p className="rounded-xl border border-dashed border-ink-200 bg-ink-50 px-4 py-6 text-center text-ink-600">Aucun médecin actif : créez un compte Médecin dans Personels.</p>
          ) : display === "liste" ? (
            <AgendaList
              days={days}
              appointments={shown}
              holds={holds}
              hours={hours.data}
              timeZone={timeZone}
              now={nowClock}
              medecinId={chosenDoctor ? chosenDoctor.id : null}
              doctors={doctorList}
              onOpen={setOpened}
              onBook={setBooking}
              onAssigned={status.show}
            />
          ) : (
            <AgendaGrid
              columns={columns}
              appointments={shown}
              holds={holds}
              hours={hours.data}
              timeZone={timeZone}
              now={nowClock}
              showDoctor={view === "semaine" && !chosenDoctor}
              onOpen={setOpened}
              onBook={setBooking}
            />
          )}
          {shown.length === 0 && !(display === "liste" && view === "jour") && (
            <p className="text-center text-sm text-ink-600">{view === "jour" ? appointmentMessages.noAppointments : "Aucun rendez-vous cette semaine."}</p>
          )}
          {display === "grille" && <AgendaOthers appointments={others} doctors={doctorList} timeZone={timeZone} onOpen={setOpened} onAssigned={status.show} />}
        </div>
      )}

      <AgendaPrintList days={days} appointments={shown} timeZone={timeZone} doctor={chosenDoctor} />

      {/* The appointment is read in full when opened: the agenda's answer carries only what it shows. */}
      <AppointmentDialog appointment={opened && detail.data ? detail.data : null} patient={opened && detail.data ? detail.data.patient : null} onClose={() => setOpened(null)} />
      <StaffDialog open={opened !== null && !detail.data} title={opened ? `Rendez-vous de ${opened.patient.prenom} ${opened.patient.nom}` : "Rendez-vous"} onClose={() => setOpened(null)}>
        {detail.isError ? (
          <LoadFailure message="Impossible de récupérer ce rendez-vous." onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        ) : (
          <p className="py-6 text-center text-ink-600" role="status">
            Chargement du rendez-vous...
          </p>
        )}
      </StaffDialog>
      <BookingDialog
        slot={booking}
        // Bookings go to doctors only: an account in view that is not one (the spec's form) is not offered.
        doctors={doctors.data ?? []}
        patient={linkedPatient}
        appointments={all}
        hours={hours.data}
        onClose={closeBooking}
        onBooked={(message) => {
          closeBooking();
          status.show(message);
        }}
      />
    </div>
  );
}
