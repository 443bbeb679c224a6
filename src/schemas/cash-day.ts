import { z } from "zod";
import { MAX_CENTIMES } from "@/schemas/act";
import { answer, optionalText, queryDay } from "@/schemas/fields";
import { paymentModes } from "@/schemas/invoice";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * The day's cash (issue 35, decision 056): the journal of a practice day's payments, its opening
 * float, and its closing with the cash counted. Amounts in centimes of dirham.
 */

export const cashDayMessages = {
  future: "On ne clôture pas une journée à venir.",
  alreadyClosed: "Cette caisse est déjà clôturée.",
  loadFailed: "Impossible de charger la caisse du jour.",
  closeFailed: "Impossible de clôturer la caisse.",
  floatFailed: "Impossible d'enregistrer le fond de caisse.",
} as const;

const centimes = (label: string) =>
  z
    .number({ error: `${label} doit être un montant en centimes.` })
    .int({ error: `${label} doit être un nombre entier de centimes.` })
    .min(0, { error: `${label} ne peut pas être négatif.` })
    .max(MAX_CENTIMES, { error: `${label} ne doit pas dépasser 1 000 000 DH.` });

export const cashDayPath = queryDay("La date");

export const cashFloatInput = z.strictObject({ fondCaisse: centimes("Le fond de caisse") });
export const cashCloseInput = z.strictObject({
  especesComptees: centimes("Les espèces comptées").meta({ description: "The cash counted in the drawer, float included" }),
  remarque: optionalText("La remarque", 500),
});
export type CashCloseInput = z.input<typeof cashCloseInput>;

export const cashDayResponse = z
  .object({
    jour: answer.calendarDate,
    fondCaisse: z.number().int(),
    paiements: z.array(
      z.object({
        id: answer.id,
        recuLe: answer.instant,
        invoiceId: answer.id,
        numero: z.string(),
        patient: z.object({ id: answer.id, nom: z.string(), prenom: z.string() }),
        mode: z.enum(paymentModes),
        montant: z.number().int().meta({ description: "Negative for a refund" }),
        reference: z.string().nullable(),
        recuPar: staffRefResponse,
      }),
    ),
    totaux: z.object({ especes: z.number().int(), cheque: z.number().int(), carte: z.number().int(), virement: z.number().int(), total: z.number().int() }),
    especesAttendues: z.number().int().meta({ description: "Float + the day's cash payments (refunds negative)" }),
    cloture: z
      .object({ le: answer.instant, par: staffRefResponse, especesComptees: z.number().int(), ecart: z.number().int().meta({ description: "Counted − expected" }), remarque: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: "CashDay" });
export type CashDay = z.infer<typeof cashDayResponse>;
