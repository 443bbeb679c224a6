"use client";

import { Button } from "@/components/ui/button";

/** The patient chosen for a booking or a conversion, with a way to choose another. */
export function ChosenPatient({ patient, onChange }: { patient: { id: number; nom: string; prenom: string }; onChange: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3">
      <p className="text-ink-900">
        <span className="font-semibold">
          {patient.nom} {patient.prenom}
        </span>{" "}
        <span className="text-ink-600">— dossier n° {patient.id}</span>
      </p>
      <Button size="sm" variant="ghost" onClick={onChange}>
        Changer de patient
      </Button>
    </div>
  );
}
