"use client";

import { useQuery } from "@tanstack/react-query";
import { Banknote, CalendarCheck, CalendarClock, Inbox, Printer, UserPlus, UserX } from "lucide-react";
import Link from "next/link";
import { frenchMonthYear, frenchWeekdayTitles, longFrenchDate } from "@/calendar/names";
import { isoWeekday } from "@/calendar/plain-date";
import { staffApi } from "@/client/staff-api";
import { chartColours, ChartWithTable } from "@/components/staff/dashboard/chart-with-table";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { Button } from "@/components/ui/button";
import { formatDirhams } from "@/schemas/act";
import { appointmentStatusLabels } from "@/schemas/appointment";
import { type DashboardAnswer, dashboardMessages } from "@/schemas/dashboard";

const shortMonths = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
const shortMonth = (mois: string) => `${shortMonths[Number(mois.slice(5, 7)) - 1]} ${mois.slice(2, 4)}`;
const longMonth = (mois: string) => frenchMonthYear(`${mois}-01`);
const shortDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const hours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`.replace(".", ",");
const delay = (value: number | null) => (value === null ? "—" : `${String(value).replace(".", ",")} h`);
const percent = (value: number | null) => (value === null ? "fermé" : `${value} %`);
const wholeDirhams = (centimes: number) => `${Math.round(centimes / 100).toLocaleString("fr-FR")} DH`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Whether the practice has nothing to show yet (a fresh install): every figure zero. */
function isEmpty(data: DashboardAnswer): boolean {
  return (
    data.aujourdhui.total === 0 &&
    data.remplissage.minutesReservees === 0 &&
    data.absences.every((row) => row.rendezVous === 0) &&
    data.nouveauxPatients.every((row) => row.nombre === 0) &&
    data.demandes.every((row) => row.demandesRendezVous + row.messages + row.reservationsEnLigne === 0) &&
    data.recettes.mois.every((row) => row.montant === 0)
  );
}

/**
 * /responsable/tableau-de-bord (issue 35, decision 059): the practice at a glance, for the admin
 * and the doctors. The server refuses the assistant (403) and the screen says why.
 */
export function DashboardPage() {
  const dashboard = useQuery({ queryKey: ["reports", "dashboard"], queryFn: () => staffApi.reports.dashboard(), retry: false });
  const forbidden = dashboard.error && "status" in dashboard.error && dashboard.error.status === 403;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Tableau de bord</h1>
          <p className="mt-2 max-w-3xl text-ink-600">
            {dashboard.data ? `Le cabinet en un coup d'œil, au ${longFrenchDate(dashboard.data.date)}.` : "Le cabinet en un coup d'œil."}
          </p>
        </div>
        {dashboard.data && (
          <Button variant="secondary" size="sm" className="print:hidden" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Imprimer
          </Button>
        )}
      </div>
      {dashboard.isPending ? (
        <p role="status" className="rounded-card border border-ink-200 bg-white py-12 text-center text-ink-600">
          Chargement du tableau de bord…
        </p>
      ) : forbidden ? (
        <p role="alert" className="rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3 font-medium text-danger-700">
          {dashboardMessages.forbidden}
        </p>
      ) : dashboard.isError ? (
        <LoadFailure message="Impossible de charger le tableau de bord." onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <Dashboard data={dashboard.data} />
      )}
    </div>
  );
}

function Dashboard({ data }: { data: DashboardAnswer }) {
  const fill = data.remplissage;
  const absences = data.absences;
  const revenueTitle = data.recettes.portee === "cabinet" ? "Recettes du cabinet" : "Mes recettes";
  return (
    <>
      {isEmpty(data) && (
        <p role="status" className="rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 text-primary-900">
          Pas encore de données : les chiffres apparaîtront avec les premiers rendez-vous, patients, demandes et reçus.
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 print:grid-cols-1">
        <StaffPanel
          id="aujourdhui"
          title="Rendez-vous du jour"
          icon={CalendarCheck}
          className="lg:col-span-2"
          description={`${data.aujourdhui.total} rendez-vous le ${longFrenchDate(data.date)}.`}
        >
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {data.aujourdhui.parStatut.map((row) => (
              <div key={row.statut} className="rounded-lg border border-ink-200 bg-ink-50 px-3 py-2.5">
                <dt className="text-sm text-ink-600 first-letter:uppercase">{appointmentStatusLabels[row.statut]}</dt>
                <dd className="text-2xl font-bold text-ink-900 tabular-nums">{row.nombre}</dd>
              </div>
            ))}
          </dl>
          <Link href="/responsable/agenda" className="mt-4 inline-block text-sm font-semibold text-primary-700 hover:underline print:hidden">
            Ouvrir l&apos;agenda
          </Link>
        </StaffPanel>

        <StaffPanel
          id="remplissage"
          title="Remplissage de la semaine"
          icon={CalendarClock}
          description={`Du ${shortDay(fill.du)} au ${shortDay(fill.au)} : ${percent(fill.tauxPourcent)} des heures d'ouverture réservées${fill.medecins > 1 ? ` (${fill.medecins} médecins)` : ""}.`}
        >
          <ChartWithTable
            summary={`Taux de remplissage par jour : ${fill.jours.map((row) => `${frenchWeekdayTitles[isoWeekday(row.date)]} ${percent(row.tauxPourcent)}`).join(", ")}.`}
            caption="Remplissage des heures d'ouverture par jour"
            rows={fill.jours}
            label={(row) => frenchWeekdayTitles[isoWeekday(row.date)].slice(0, 3)}
            series={[{ key: "tauxPourcent", label: "Taux de remplissage", colour: chartColours.primary }]}
            format={(value) => `${value} %`}
            yMax={Math.max(100, ...fill.jours.map((row) => row.tauxPourcent ?? 0))}
            columns={[
              { label: "Jour", value: (row) => `${frenchWeekdayTitles[isoWeekday(row.date)]} ${shortDay(row.date)}` },
              { label: "Ouvert", value: (row) => hours(row.minutesOuvertes), numeric: true },
              { label: "Réservé", value: (row) => hours(row.minutesReservees), numeric: true },
              { label: "Taux", value: (row) => percent(row.tauxPourcent), numeric: true },
            ]}
          />
        </StaffPanel>

        <StaffPanel id="absences" title="Absences et annulations tardives" icon={UserX} description="Par mois, sur six mois : les patients absents, et ceux qui ont annulé moins de 24 h avant.">
          <ChartWithTable
            summary={`Sur six mois : ${sum(absences.map((row) => row.absents))} absences et ${sum(absences.map((row) => row.annulationsTardives))} annulations tardives, pour ${sum(absences.map((row) => row.rendezVous))} rendez-vous.`}
            caption="Absences et annulations tardives par mois"
            emptyMessage={sum(absences.map((row) => row.rendezVous)) > 0 ? "Aucune absence ni annulation tardive sur cette période." : undefined}
            rows={absences}
            label={(row) => shortMonth(row.mois)}
            series={[
              { key: "absents", label: "Absences", colour: chartColours.danger },
              { key: "annulationsTardives", label: "Annulations tardives", colour: chartColours.deep },
            ]}
            columns={[
              { label: "Mois", value: (row) => longMonth(row.mois) },
              { label: "Rendez-vous", value: (row) => String(row.rendezVous), numeric: true },
              { label: "Absences", value: (row) => String(row.absents), numeric: true },
              { label: "Annulations tardives", value: (row) => String(row.annulationsTardives), numeric: true },
            ]}
          />
        </StaffPanel>

        <StaffPanel id="nouveaux-patients" title="Nouveaux patients" icon={UserPlus} description="Dossiers créés par mois, sur douze mois.">
          <ChartWithTable
            summary={`${sum(data.nouveauxPatients.map((row) => row.nombre))} nouveaux patients sur douze mois ; ${data.nouveauxPatients.at(-1)?.nombre ?? 0} ce mois-ci.`}
            caption="Nouveaux patients par mois"
            rows={data.nouveauxPatients}
            label={(row) => shortMonth(row.mois)}
            series={[{ key: "nombre", label: "Nouveaux patients", colour: chartColours.accent }]}
            columns={[
              { label: "Mois", value: (row) => longMonth(row.mois) },
              { label: "Nouveaux patients", value: (row) => String(row.nombre), numeric: true },
            ]}
          />
        </StaffPanel>

        <StaffPanel id="demandes" title="Demandes et réservations" icon={Inbox} description="Par semaine, sur douze semaines ; le délai médian de traitement est dans le tableau.">
          <ChartWithTable
            summary={`Sur douze semaines : ${sum(data.demandes.map((row) => row.demandesRendezVous))} demandes de rendez-vous, ${sum(data.demandes.map((row) => row.messages))} messages et ${sum(data.demandes.map((row) => row.reservationsEnLigne))} réservations en ligne.`}
            caption="Demandes, messages et réservations en ligne par semaine, et délai médian de traitement"
            rows={data.demandes}
            label={(row) => shortDay(row.semaine)}
            series={[
              { key: "demandesRendezVous", label: "Demandes", colour: chartColours.primary },
              { key: "messages", label: "Messages", colour: chartColours.accent },
              { key: "reservationsEnLigne", label: "Réservations en ligne", colour: chartColours.deep },
            ]}
            columns={[
              { label: "Semaine du", value: (row) => shortDay(row.semaine) },
              { label: "Demandes", value: (row) => String(row.demandesRendezVous), numeric: true },
              { label: "Délai médian (demandes)", value: (row) => delay(row.delaiMedianDemandesHeures), numeric: true },
              { label: "Messages", value: (row) => String(row.messages), numeric: true },
              { label: "Délai médian (messages)", value: (row) => delay(row.delaiMedianMessagesHeures), numeric: true },
              { label: "En ligne", value: (row) => String(row.reservationsEnLigne), numeric: true },
            ]}
          />
        </StaffPanel>

        <StaffPanel
          id="recettes-mois"
          title={revenueTitle}
          className="lg:col-span-2"
          icon={Banknote}
          description={`Honoraires facturés par mois, avoirs déduits : ${formatDirhams(data.recettes.total)} sur douze mois.`}
        >
          <ChartWithTable
            summary={`${revenueTitle} sur douze mois : ${formatDirhams(data.recettes.total)} ; ce mois-ci ${formatDirhams(data.recettes.mois.at(-1)?.montant ?? 0)}.`}
            caption="Recettes facturées par mois"
            rows={data.recettes.mois}
            label={(row) => shortMonth(row.mois)}
            series={[{ key: "montant", label: "Recettes", colour: chartColours.primary }]}
            format={wholeDirhams}
            columns={[
              { label: "Mois", value: (row) => longMonth(row.mois) },
              { label: "Montant", value: (row) => formatDirhams(row.montant), numeric: true },
            ]}
          />
          <Link href="/responsable/recettes" className="mt-2 inline-block text-sm font-semibold text-primary-700 hover:underline print:hidden">
            Détail des recettes
          </Link>
        </StaffPanel>
      </div>
    </>
  );
}
