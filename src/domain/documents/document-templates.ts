import { asc, count, eq, isNull, ne, or } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { documentTemplates } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { forbidden, notFound } from "@/domain/errors";
import { isDoctor } from "@/domain/staff/doctors";
import { defaultCertificateTemplates, defaultOrdonnanceTemplates } from "@/domain/documents/default-templates";
import {
  certificateKinds,
  certificateTemplateContent,
  documentMessages,
  ordonnanceTemplateContent,
  type CertificateKind,
  type DocumentTemplate,
  type ordonnanceTemplateInput,
  type templateUpdateInput,
} from "@/schemas/document";
import type { StaffUser } from "@/schemas/staff-user";

/**
 * The templates documents start from (decision 053): one certificate text per kind, which an ADMIN
 * edits, and ordonnances saved by a doctor for themself or shared (by an ADMIN) with every doctor.
 */

type TemplateRow = typeof documentTemplates.$inferSelect;

function toTemplate(row: TemplateRow): DocumentTemplate {
  const base = { id: row.id, genre: row.genre, nom: row.nom, partage: row.medecinId === null, actif: row.actif };
  if (row.genre === "ordonnance") {
    const content = ordonnanceTemplateContent.parse(row.contenu);
    return { ...base, lignes: content.lignes, autres: content.autres };
  }
  const content = certificateTemplateContent.parse(row.contenu);
  return { ...base, titre: content.titre, texte: content.texte };
}

/**
 * Writes the starting templates the first time they are read (never at migration: a restored
 * database must stay as it was saved). The certificates' unique index makes two first reads at
 * once write them once; the shared ordonnances come with the first certificate written.
 */
async function ensureDefaultTemplates(db: Database): Promise<void> {
  const [{ value }] = (await db.select({ value: count() }).from(documentTemplates).where(ne(documentTemplates.genre, "ordonnance"))) as [{ value: number }];
  if (Number(value) >= certificateKinds.length) return;
  await db.transaction(async (tx) => {
    const written = await tx
      .insert(documentTemplates)
      .values(certificateKinds.map((genre) => ({ genre, nom: defaultCertificateTemplates[genre].titre, contenu: defaultCertificateTemplates[genre] })))
      .onConflictDoNothing()
      .returning({ genre: documentTemplates.genre });
    if (written.length === certificateKinds.length) {
      await tx.insert(documentTemplates).values(defaultOrdonnanceTemplates.map(({ nom, lignes, autres }) => ({ genre: "ordonnance" as const, nom, contenu: ordonnanceTemplateContent.parse({ lignes, autres }) })));
    }
  });
}

/** The templates an account may use or edit: the certificates, the shared ordonnances and the doctor's own. */
export async function listDocumentTemplates(db: Database, actor: StaffUser): Promise<DocumentTemplate[]> {
  await ensureDefaultTemplates(db);
  const rows = await db
    .select()
    .from(documentTemplates)
    .where(or(isNull(documentTemplates.medecinId), eq(documentTemplates.medecinId, actor.id)))
    .orderBy(asc(documentTemplates.genre), asc(documentTemplates.nom), asc(documentTemplates.id));
  return rows.map(toTemplate);
}

/** The certificate template of a kind (written on first use). */
export async function certificateTemplate(db: Database, kind: CertificateKind): Promise<{ titre: string; texte: string }> {
  await ensureDefaultTemplates(db);
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.genre, kind)).limit(1);
  return row ? certificateTemplateContent.parse(row.contenu) : defaultCertificateTemplates[kind];
}

/** POST /api/document-templates: an ordonnance template, the doctor's own or (ADMIN) shared. */
export async function createOrdonnanceTemplate(
  db: Database,
  input: z.output<typeof ordonnanceTemplateInput>,
  actor: StaffUser,
  audit: AuditContext,
): Promise<DocumentTemplate> {
  if (input.partage && actor.role !== "ADMIN") throw forbidden("Seul un administrateur partage un modèle avec tous les médecins.");
  if (!input.partage && !isDoctor(actor)) throw forbidden("Accès réservé aux médecins.");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentTemplates)
      .values({ genre: "ordonnance", nom: input.nom, contenu: { lignes: input.lignes, autres: input.autres }, medecinId: input.partage ? null : actor.id, updatedBy: actor.id })
      .returning();
    await recordAuditEvent(tx, audit, { action: "document_template.create", details: { templateId: row!.id } });
    return toTemplate(row!);
  });
}

/**
 * PUT /api/document-templates/{id}: a certificate's title and text (ADMIN), an ordonnance
 * template's name, lines and state (its doctor; an ADMIN for a shared one).
 */
export async function updateDocumentTemplate(
  db: Database,
  id: number,
  changes: z.output<typeof templateUpdateInput>,
  actor: StaffUser,
  audit: AuditContext,
  now: Date,
): Promise<DocumentTemplate> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(documentTemplates).where(eq(documentTemplates.id, id)).for("update");
    // Another doctor's own template is not shown to this account: it does not exist for it.
    if (!current || (current.genre === "ordonnance" && current.medecinId !== null && current.medecinId !== actor.id)) throw notFound(documentMessages.templateNotFound);
    const ownTemplate = current.genre === "ordonnance" && current.medecinId === actor.id;
    if (!ownTemplate && actor.role !== "ADMIN") {
      throw forbidden(current.genre === "ordonnance" ? "Seul un administrateur modifie un modèle partagé." : "Seul un administrateur modifie les modèles de certificat.");
    }
    let contenu: unknown = current.contenu;
    if (current.genre === "ordonnance") {
      const old = ordonnanceTemplateContent.parse(current.contenu);
      contenu = { lignes: changes.lignes ?? old.lignes, autres: changes.autres ?? old.autres };
    } else {
      const old = certificateTemplateContent.parse(current.contenu);
      contenu = { titre: changes.titre ?? old.titre, texte: changes.texte ?? old.texte };
    }
    const fields = Object.entries(changes)
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name);
    const [row] = await tx
      .update(documentTemplates)
      .set({ nom: changes.nom ?? current.nom, actif: changes.actif ?? current.actif, contenu, updatedAt: now, updatedBy: actor.id })
      .where(eq(documentTemplates.id, id))
      .returning();
    await recordAuditEvent(tx, audit, { action: "document_template.update", details: { templateId: id, fields } });
    return toTemplate(row!);
  });
}
