import type { PatientFile } from "@/client/patient-files";

/** A patient's file as the files API answers it, for the component tests. */
export const aPatientFile = (overrides: Partial<PatientFile> = {}): PatientFile => ({
  id: 1,
  patientId: 12,
  nomOriginal: "genou-face.jpg",
  typeMime: "image/jpeg",
  taille: 850_000,
  nature: "radiographie",
  region: "genou",
  cote: "droit",
  dateExamen: "2026-03-12",
  libelle: "Face + profil",
  miniature: true,
  televerseLe: "2026-11-23T09:10:00.000Z",
  televersePar: { id: 7, nom: "Bennani", prenom: "Salma" },
  viaTelephone: false,
  ...overrides,
});

/** The bytes a file's route answers: a few bytes of the right type (the browser never decodes them in jsdom). */
export const fileBytes = (type = "image/jpeg") => new Response(new Uint8Array([0xff, 0xd8, 0xff]), { status: 200, headers: { "Content-Type": type } });
