import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { claimFormLayout } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { type ClaimFormLayout, type ClaimFormLayoutAnswer, claimFormLayoutInput } from "@/schemas/claim-form";

/**
 * The layout of the feuille de soins (decision 060): one row, absent until an admin saves. Until
 * then the answer is the starting estimates below, flagged `estimation: true`, so the screen says
 * they must be checked with a test print before printing on real forms.
 */

const SINGLE_ROW = 1;

/**
 * Estimates for the doctor's part of the CNSS / CNOPS A4 form (the table of acts in the sheet's
 * middle, the doctor's identity under it), measured on no real form: an admin adjusts them.
 */
export const DEFAULT_CLAIM_FORM_LAYOUT: ClaimFormLayout = {
  format: "A4",
  actes: { y: 128, pas: 7, lignes: 5, date: { x: 14, largeur: 24 }, cotation: { x: 42, largeur: 30 }, montant: { x: 160, largeur: 34 } },
  total: { x: 160, y: 168, largeur: 34 },
  medecin: { x: 20, y: 182, largeur: 90 },
  inpe: { x: 20, y: 189, largeur: 50 },
};

/** Half-millimetre precision is more than a printer gives; a tenth keeps the stored values tidy. */
function rounded(layout: ClaimFormLayout): ClaimFormLayout {
  const r = (value: number) => Math.round(value * 10) / 10;
  const column = (c: { x: number; largeur: number }) => ({ x: r(c.x), largeur: r(c.largeur) });
  const field = (f: { x: number; y: number; largeur: number }) => ({ x: r(f.x), y: r(f.y), largeur: r(f.largeur) });
  const { actes } = layout;
  return {
    format: layout.format,
    actes: { y: r(actes.y), pas: r(actes.pas), lignes: actes.lignes, date: column(actes.date), cotation: column(actes.cotation), montant: column(actes.montant) },
    total: field(layout.total),
    medecin: field(layout.medecin),
    inpe: field(layout.inpe),
  };
}

/** GET /api/feuille-de-soins/gabarit (any staff member): the layout, or the estimates. */
export async function readClaimFormLayout(db: Database): Promise<ClaimFormLayoutAnswer> {
  const [row] = await db.select().from(claimFormLayout).where(eq(claimFormLayout.id, SINGLE_ROW)).limit(1);
  // A stored layout that no longer validates (a later rule) falls back on the estimates, said so.
  const stored = row ? claimFormLayoutInput.safeParse(row.gabarit) : null;
  if (!row || !stored?.success) return { ...DEFAULT_CLAIM_FORM_LAYOUT, estimation: true, misAJourLe: null };
  return { ...stored.data, estimation: false, misAJourLe: row.updatedAt.toISOString() };
}

/** The layout alone, for drawing. */
export async function claimFormLayoutOf(db: Database): Promise<ClaimFormLayout> {
  const { estimation: _estimation, misAJourLe: _misAJourLe, ...layout } = await readClaimFormLayout(db);
  return layout;
}

/** PUT /api/feuille-de-soins/gabarit (ADMIN): replaces the layout; audited (no patient data in it). */
export async function saveClaimFormLayout(db: Database, input: ClaimFormLayout, context: AuditContext & { now?: Date }): Promise<ClaimFormLayoutAnswer> {
  const layout = rounded(input);
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx
      .insert(claimFormLayout)
      .values({ id: SINGLE_ROW, gabarit: layout, updatedAt: now, updatedBy: context.actorId })
      .onConflictDoUpdate({ target: claimFormLayout.id, set: { gabarit: layout, updatedAt: now, updatedBy: context.actorId } });
    await recordAuditEvent(tx, context, { action: "claim_form_layout.update", details: { format: layout.format } });
    return { ...layout, estimation: false, misAJourLe: now.toISOString() };
  });
}
