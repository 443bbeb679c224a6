"use client";

import { FileDown, ShieldCheck, UserX } from "lucide-react";
import { useState } from "react";
import { AnonymiseDialog } from "@/components/staff/data-protection/anonymise-dialog";
import { ExportDialog } from "@/components/staff/data-protection/export-dialog";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import type { PatientRecord } from "@/schemas/patient";

/** Who may export a person's data (the server checks it again). */
const EXPORT_ROLES = ["ADMIN", "MEDECIN"];

/** Whether an account with these roles sees the panel: the patient file links it only then. */
export const mayExportPersonalData = (roles: readonly string[]) => roles.some((role) => EXPORT_ROLES.includes(role));

/**
 * On the patient file, for doctors and admins: the person's rights under law 09-08 (decision 034) —
 * their data exported (access), their file anonymised (erasure, ADMIN). Rectification is 'Modifier'.
 */
export function PersonalDataPanel({ patient, onAnonymised }: { patient: PatientRecord; onAnonymised: (saved: PatientRecord) => void }) {
  const { roles, isAdmin, timeZone } = useStaffSession();
  const [exporting, setExporting] = useState(false);
  const [anonymising, setAnonymising] = useState(false);
  if (!mayExportPersonalData(roles)) return null;
  const mayAnonymise = isAdmin && patient.fusionneDans === null && patient.dateAnonymisation === null;

  return (
    <StaffPanel
      id="donnees-personnelles"
      title="Données personnelles (loi 09-08)"
      icon={ShieldCheck}
      description="Droit d'accès : tout ce que le cabinet détient sur cette personne. Droit à l'effacement : l'anonymisation du dossier. La rectification se fait avec « Modifier »."
    >
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setExporting(true)}>
          <FileDown className="size-4" aria-hidden="true" />
          Exporter les données
        </Button>
        {mayAnonymise && (
          <Button variant="danger" onClick={() => setAnonymising(true)}>
            <UserX className="size-4" aria-hidden="true" />
            Anonymiser le dossier
          </Button>
        )}
      </div>
      {exporting && <ExportDialog patientId={patient.id} timeZone={timeZone} open onClose={() => setExporting(false)} />}
      {mayAnonymise && anonymising && (
        <AnonymiseDialog
          patient={patient}
          open
          onClose={() => setAnonymising(false)}
          onAnonymised={(saved) => {
            setAnonymising(false);
            onAnonymised(saved);
          }}
        />
      )}
    </StaffPanel>
  );
}
