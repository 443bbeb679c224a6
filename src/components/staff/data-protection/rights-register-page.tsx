"use client";

import { useQuery } from "@tanstack/react-query";
import { ClipboardPlus, Reply, Scale } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import type { z } from "zod";
import { formatCalendarDate, practiceToday } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useAddRightsRequest, useAnswerRightsRequest } from "@/components/staff/data-protection/data-protection-mutations";
import { rightsQueries } from "@/components/staff/data-protection/rights-queries";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { Pager } from "@/components/staff/shell/pager";
import { QueryState } from "@/components/staff/shell/query-state";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { StaffTable, tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { StatusBadge } from "@/components/staff/shell/status-badge";
import { useAdminOnly } from "@/components/staff/shell/use-admin-only";
import { offsetOfPage, pageOfOffset, useUrlFilters } from "@/components/staff/shell/use-url-filters";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import {
  dataProtectionMessages,
  rightsAnswerForm,
  rightsRequestForm,
  rightsRequestTypeLabels,
  rightsRequestTypes,
  type RightsRequest,
} from "@/schemas/data-protection";
import { PAGE_SIZE } from "@/schemas/paging";

/**
 * /responsable/droits (admins; others go to /): the register law 09-08 expects — each request to
 * access, rectify, object or erase, when it came, its deadline, who handled it and when it was
 * answered. Open requests come first, the overdue ones marked.
 */
/** In the address: only the open requests, and the page. */
const urlKeys = ["ouvertes", "page"] as const;

export function RightsRegisterPage() {
  const isAdmin = useAdminOnly();
  const url = useUrlFilters(urlKeys);
  const onlyOpen = url.get("ouvertes") === "1";
  const offset = offsetOfPage(url.get("page"), PAGE_SIZE);
  const setOffset = (next: number) => url.set({ page: pageOfOffset(next, PAGE_SIZE) });
  const [answering, setAnswering] = useState<RightsRequest | null>(null);
  const list = useQuery({ ...rightsQueries.list({ ouvertes: onlyOpen, offset, limit: PAGE_SIZE }), enabled: isAdmin });
  if (!isAdmin) return null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Registre des demandes de droits</h1>
        <p className="mt-2 text-ink-600">
          Loi 09-08 : chaque demande d&apos;accès, de rectification, d&apos;opposition ou d&apos;effacement, sa date de réception, son échéance, qui l&apos;a
          traitée et quand elle a reçu réponse.
        </p>
      </div>
      <StaffPanel id="droits-ajout" title="Enregistrer une demande" icon={ClipboardPlus} holdsForm>
        <AddRightsRequestForm />
      </StaffPanel>
      <section aria-labelledby="droits-liste" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="droits-liste" className="text-lg font-bold">
            Demandes reçues
          </h2>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-700">
            <input
              type="checkbox"
              className="size-4 accent-primary-700"
              checked={onlyOpen}
              onChange={(event) => url.set({ ouvertes: event.target.checked, page: undefined })}
            />
            Seulement celles en attente de réponse
          </label>
        </div>
        <QueryState query={list} failedMessage={dataProtectionMessages.rightsLoadFailed} emptyMessage={dataProtectionMessages.rightsEmpty} isEmpty={(page) => page.items.length === 0}>
          {(page) => (
            <>
              <StaffTable label="Registre des demandes de droits" columns={["Reçue le", "Type", "Personne", "Échéance", "Réponse", ""]}>
                {page.items.map((item) => (
                  <tr key={item.id}>
                    <td className={tdClasses}>{formatCalendarDate(item.recuLe)}</td>
                    <td className={`${tdClasses} font-semibold text-ink-900`}>{rightsRequestTypeLabels[item.type]}</td>
                    <td className={tdTextClasses}>
                      {item.personne}
                      {item.patientId && (
                        <Link href={`/responsable/patients/${item.patientId}`} className="block text-xs font-semibold text-primary-700 hover:underline">
                          Dossier n° {item.patientId}
                        </Link>
                      )}
                      {item.details && <span className="block text-xs text-ink-500">{item.details}</span>}
                    </td>
                    <td className={tdClasses}>
                      {formatCalendarDate(item.echeance)}
                      {item.enRetard && <StatusBadge label="En retard" tone="ml-2 bg-danger-50 text-danger-700 ring-danger-600/30" />}
                    </td>
                    <td className={tdTextClasses}>
                      {item.reponduLe ? (
                        <>
                          Le {formatCalendarDate(item.reponduLe)}
                          {item.traitePar && ` par ${item.traitePar.prenom} ${item.traitePar.nom}`}
                          {item.reponse && <span className="block text-xs text-ink-500">{item.reponse}</span>}
                        </>
                      ) : (
                        <span className="text-ink-500">En attente</span>
                      )}
                    </td>
                    <td className={tdClasses}>
                      {!item.reponduLe && (
                        <Button size="sm" variant="secondary" onClick={() => setAnswering(item)} aria-label={`Répondre à la demande de ${item.personne}`}>
                          <Reply className="size-4" aria-hidden="true" />
                          Répondre
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </StaffTable>
              <Pager label="Pages du registre" page={page} offset={offset} pageSize={PAGE_SIZE} onChange={setOffset} />
            </>
          )}
        </QueryState>
      </section>
      {answering && <AnswerDialog request={answering} onClose={() => setAnswering(null)} />}
    </div>
  );
}

type RightsDraft = z.input<typeof rightsRequestForm>;


function AddRightsRequestForm() {
  const { timeZone } = useStaffSession();
  const empty = (): RightsDraft => ({ recuLe: practiceToday(timeZone), type: "acces", personne: "", patientId: "", details: "", echeance: "" });
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({ schema: rightsRequestForm, defaultValues: empty(), idPrefix: "droit" });
  const add = useAddRightsRequest({
    onMutate: startAttempt,
    onSuccess: () => {
      status.show(dataProtectionMessages.rightsAdded);
      form.reset(empty());
    },
    onError: (failure) => showFailure(actionFailure(failure, dataProtectionMessages.rightsAddFailed), failure),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((draft) => add.mutate(draft))} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field label="Reçue le" htmlFor="droit-recuLe" required error={error("recuLe")}>
        <input type="date" {...field("recuLe")} className={inputClasses} />
      </Field>
      <Field label="Type" htmlFor="droit-type" required error={error("type")}>
        <select {...field("type")} className={inputClasses}>
          {rightsRequestTypes.map((type) => (
            <option key={type} value={type}>
              {rightsRequestTypeLabels[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Personne" htmlFor="droit-personne" required error={error("personne")}>
        <input {...field("personne")} autoComplete="off" className={inputClasses} placeholder="Nom de la personne qui demande" />
      </Field>
      <Field label="Dossier patient n°" htmlFor="droit-patientId" hint="Si la demande concerne un dossier" error={error("patientId")}>
        <input {...field("patientId")} inputMode="numeric" autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Échéance" htmlFor="droit-echeance" hint="Par défaut : 30 jours après la réception" error={error("echeance")}>
        <input type="date" {...field("echeance")} className={inputClasses} />
      </Field>
      <Field label="Détail" htmlFor="droit-details" error={error("details")} className="sm:col-span-2 lg:col-span-1">
        <input {...field("details")} autoComplete="off" className={inputClasses} placeholder="Ex. : courrier, e-mail, au guichet" />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3">
        <FormFooter message={status.message} detail={detail} submitLabel="Enregistrer la demande" busyLabel="Enregistrement..." busy={add.isPending} />
      </div>
    </form>
  );
}

function AnswerDialog({ request, onClose }: { request: RightsRequest; onClose: () => void }) {
  const { timeZone } = useStaffSession();
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: rightsAnswerForm,
    defaultValues: { reponduLe: practiceToday(timeZone), reponse: "" },
    idPrefix: "reponse",
  });
  const answer = useAnswerRightsRequest(request.id, {
    onMutate: startAttempt,
    onSuccess: onClose,
    onError: (failure) => showFailure(actionFailure(failure, dataProtectionMessages.rightsUpdateFailed), failure),
  });
  return (
    <StaffDialog open title={`Réponse à la demande de ${request.personne}`} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((update) => answer.mutate(update))} className="flex flex-col gap-4">
        <p className="flex items-center gap-2 text-[15px] text-ink-700">
          <Scale className="size-4 text-accent-600" aria-hidden="true" />
          {rightsRequestTypeLabels[request.type]}, reçue le {formatCalendarDate(request.recuLe)}, échéance le {formatCalendarDate(request.echeance)}.
        </p>
        <Field label="Répondue le" htmlFor="reponse-reponduLe" required error={error("reponduLe")}>
          <input type="date" {...field("reponduLe")} className={inputClasses} />
        </Field>
        <Field label="Ce qui a été fait" htmlFor="reponse-reponse" error={error("reponse")}>
          <textarea {...field("reponse")} rows={3} className={inputClasses} placeholder="Ex. : export remis en main propre" />
        </Field>
        <FormFooter message={status.message} detail={detail} submitLabel="Enregistrer la réponse" busyLabel="Enregistrement..." busy={answer.isPending} cancel={{ onClick: onClose }} />
      </form>
    </StaffDialog>
  );
}
