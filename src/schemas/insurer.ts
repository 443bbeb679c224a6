import { z } from "zod";
import { answer, optionalText, requiredText } from "@/schemas/fields";

/** The insurers an admin keeps (issue 35, decision 055): the AMO (CNSS, CNOPS being merged into CNSS), mutuelles, insurers. */

/** Kept equal to the table's check (src/db/schema.ts). */
export const insurerKinds = ["amo", "mutuelle", "assurance"] as const;
export type InsurerKind = (typeof insurerKinds)[number];
export const insurerKindLabels: Record<InsurerKind, string> = { amo: "AMO", mutuelle: "Mutuelle", assurance: "Assurance privée" };

export const insurerMessages = {
  notFound: "Organisme non trouvé.",
  nameTaken: "Un autre organisme porte déjà ce nom.",
  loadFailed: "Impossible de charger la liste des organismes.",
  saveFailed: "Impossible d'enregistrer l'organisme.",
  empty: "Aucun organisme enregistré.",
} as const;

const insurerFields = {
  nom: requiredText("Le nom", 100),
  genre: z.enum(insurerKinds, { error: "Le genre doit être amo, mutuelle ou assurance." }).default("mutuelle"),
  remarque: optionalText("La remarque", 500),
  actif: z.boolean({ error: "« Actif » doit être vrai ou faux." }).default(true),
};

/** POST /api/insurers (ADMIN). */
export const insurerInput = z.strictObject(insurerFields);
export type InsurerValues = z.output<typeof insurerInput>;
export type InsurerInput = z.input<typeof insurerInput>;

/** The screen's add and edit form (/responsable/organismes): the name, kind and remark; « actif » is a button of its own. */
export const insurerDetailsInput = insurerInput.omit({ actif: true });

/** PATCH /api/insurers/{id} (ADMIN): the fields given change. */
export const insurerPatch = z
  .strictObject({ ...insurerFields, genre: z.enum(insurerKinds, { error: "Le genre doit être amo, mutuelle ou assurance." }), actif: insurerFields.actif.unwrap() })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: "Aucun changement demandé." });
export type InsurerPatchValues = z.output<typeof insurerPatch>;
export type InsurerPatchInput = z.input<typeof insurerPatch>;

export const insurerResponse = z
  .object({ id: answer.id, nom: z.string(), genre: z.enum(insurerKinds), remarque: z.string().nullable(), actif: z.boolean() })
  .meta({ id: "Insurer" });
export type Insurer = z.infer<typeof insurerResponse>;
