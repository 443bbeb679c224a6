"use client";

import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { QuickPatientForm } from "@/components/staff/patients/quick-patient-form";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { Button } from "@/components/ui/button";

/**
 * 'Nouveau patient' of the patients page: a patient who walks in is registered with what they
 * have on them (decision 042), then their file opens. A likely duplicate's file can be opened instead.
 */
export function QuickRegistrationButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const openFile = (id: number) => {
    setOpen(false);
    router.push(`/responsable/patients/${id}`);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden="true" />
        Nouveau patient
      </Button>
      <StaffDialog open={open} title="Nouveau patient" onClose={() => setOpen(false)}>
        {open && <QuickPatientForm onCreated={(patient) => openFile(patient.id)} onChooseExisting={(candidate) => openFile(candidate.id)} />}
      </StaffDialog>
    </>
  );
}
