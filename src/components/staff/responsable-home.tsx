"use client";

import { CalendarSearch, LayoutDashboard, UserPlus, UserSearch } from "lucide-react";
import Link from "next/link";
import { AddPatientForm } from "@/components/staff/patients/add-patient-form";
import { ExternalPatientSearch } from "@/components/staff/appointment-requests/external-patient-search";
import { PatientSearch } from "@/components/staff/patients/patient-search";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";

/** /responsable: the welcome and the spec's three blocks. */
export function ResponsableHome() {
  const { userNom, isAdmin, roles } = useStaffSession();
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-card bg-gradient-to-br from-primary-800 to-primary-600 px-5 py-6 text-white shadow-card sm:px-8 sm:py-7">
        <h1 className="text-2xl font-bold text-white sm:text-3xl">Bienvenue{userNom ? `, ${userNom}` : ""}</h1>
        <p className="mt-1.5 text-primary-100">Vous êtes connecté en tant que responsable.</p>
        {/* The practice's figures: the admin's and the doctors' (decision 059). */}
        {(isAdmin || roles.includes("MEDECIN")) && (
          <Link
            href="/responsable/tableau-de-bord"
            className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-primary-900 shadow-sm hover:bg-primary-50"
          >
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Tableau de bord du cabinet
          </Link>
        )}
      </div>

      <StaffPanel id="ajouter-patient" title="Ajouter un patient" icon={UserPlus} holdsForm>
        <AddPatientForm />
      </StaffPanel>

      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
        <StaffPanel id="consulter-patient" title="Consulter un patient" icon={UserSearch} description="Recherche par nom, sans tenir compte des majuscules ni des accents.">
          <PatientSearch />
        </StaffPanel>
        <StaffPanel id="consulter-patient-externe" title="Consulter un patient externe" icon={CalendarSearch} description="Personnes ayant envoyé une demande de rendez-vous depuis le site.">
          <ExternalPatientSearch />
        </StaffPanel>
      </div>
    </div>
  );
}
