"use client";

import { useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useEffect } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useSaveConsents } from "@/components/staff/notifications/notification-mutations";
import { notificationQueries } from "@/components/staff/notifications/notification-queries";
import { NotificationStatusBadge, notificationDetail } from "@/components/staff/notifications/notification-status";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { LoadFailure, QueryState } from "@/components/staff/shell/query-state";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { StaffTable, tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { inputClasses } from "@/components/ui/field";
import {
  consentsInput,
  messageLanguageLabels,
  messageLanguages,
  notificationChannelLabels,
  notificationChannels,
  notificationMessages,
  notificationTypeLabels,
  type ConsentsAnswer,
  type ConsentsInput,
} from "@/schemas/notification";

type PatientNotificationsProps = {
  patientId: number;
  /** What the file holds: a channel agreed without an address or number cannot be used. */
  email: string;
  telephone: string;
  timeZone: string;
  /** Archived or merged: its agreements are shown, not changed. */
  readOnly: boolean;
};

/**
 * On the patient file (issue 24): the channels the patient agreed to be sent confirmations and
 * reminders on, each with the date agreed, the channel preferred and the language of the messages
 * (decision 043: one message per notice, on that channel when agreed), and every message sent,
 * with its state. Nothing is sent on a channel left unticked (the server checks it again when it sends).
 */
export function PatientNotifications({ patientId, email, telephone, timeZone, readOnly }: PatientNotificationsProps) {
  const consents = useQuery(notificationQueries.consents(patientId));
  const messages = useQuery(notificationQueries.ofPatient(patientId));

  return (
    <StaffPanel
      id="messages-patient"
      title="Confirmations et rappels"
      icon={BellRing}
      description="Les canaux par lesquels le patient accepte d'être prévenu de ses rendez-vous (confirmation, déplacement, annulation, rappel la veille), et les messages envoyés."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)]">
        <div>
          {consents.isPending ? (
            <p className="py-4 text-ink-600" role="status">
              Chargement...
            </p>
          ) : consents.isError ? (
            <LoadFailure message={notificationMessages.consentsFailed} onRetry={() => void consents.refetch()} retrying={consents.isFetching} />
          ) : (
            <ConsentForm patientId={patientId} consents={consents.data} email={email} telephone={telephone} timeZone={timeZone} readOnly={readOnly} />
          )}
        </div>
        <QueryState
          query={messages}
          loadingMessage="Chargement des messages..."
          failedMessage={notificationMessages.listFailed}
          emptyMessage={notificationMessages.noNotifications}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <StaffTable label="Messages envoyés au patient" columns={["Date", "Message", "Canal", "État", "Détail"]}>
              {list.map((message) => (
                <tr key={message.id}>
                  <td className={tdClasses}>{formatInstant(message.creeLe, timeZone)}</td>
                  <td className={`${tdClasses} font-semibold text-ink-900`}>{notificationTypeLabels[message.type]}</td>
                  <td className={tdClasses}>
                    {notificationChannelLabels[message.canal]}
                    <span className="block text-xs text-ink-500">{message.destinataire}</span>
                  </td>
                  <td className={tdClasses}>
                    <NotificationStatusBadge status={message.statut} />
                  </td>
                  <td className={tdTextClasses}>{notificationDetail(message, timeZone)}</td>
                </tr>
              ))}
            </StaffTable>
          )}
        </QueryState>
      </div>
    </StaffPanel>
  );
}

const channelNotes = (email: string, telephone: string) => ({
  email: email ? null : "Aucune adresse e-mail dans le dossier.",
  sms: telephone ? null : "Aucun numéro dans le dossier.",
  whatsapp: telephone ? null : "Aucun numéro dans le dossier.",
});

function ConsentForm({ patientId, consents, email, telephone, timeZone, readOnly }: Omit<PatientNotificationsProps, "patientId"> & { patientId: number; consents: ConsentsAnswer }) {
  const agreed = (answer: ConsentsAnswer): ConsentsInput => ({
    email: answer.email !== null,
    sms: answer.sms !== null,
    whatsapp: answer.whatsapp !== null,
    canalPrefere: answer.canalPrefere,
    langue: answer.langue,
  });
  const { form, field, status, detail, startAttempt, showFailure } = useStaffForm({ schema: consentsInput, defaultValues: agreed(consents), idPrefix: `consentement-${patientId}` });
  const { reset } = form;
  // The server's answer (another screen's change, a save) is what the boxes show.
  useEffect(() => reset(agreed(consents)), [consents, reset]);

  const save = useSaveConsents(patientId, {
    onMutate: startAttempt,
    onSuccess: () => {
      status.show(notificationMessages.consentsSaved);
    },
    onError: (failure) => showFailure(actionFailure(failure, notificationMessages.consentsSaveFailed), failure),
  });
  const notes = channelNotes(email, telephone);

  return (
    <form onSubmit={form.handleSubmit((input) => save.mutate(input))} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3" disabled={readOnly}>
        <legend className="mb-1 text-sm font-semibold text-ink-700">Le patient accepte d&apos;être prévenu par</legend>
        {notificationChannels.map((channel) => {
          const { id, ...input } = field(channel);
          const since = consents[channel];
          return (
            <div key={channel} className="flex items-start gap-3">
              <input type="checkbox" id={id} {...input} aria-describedby={`${id}-since`} className="mt-1 size-4 accent-primary-700" />
              <label htmlFor={id} className="text-[15px]">
                <span className="font-semibold text-ink-900">{notificationChannelLabels[channel]}</span>
                <span id={`${id}-since`} className="block text-xs text-ink-500">
                  {since ? `Accepté le ${formatInstant(since, timeZone)}` : "Non accepté"}
                  {notes[channel] && <span className="block text-danger-700">{notes[channel]}</span>}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={field("canalPrefere").id} className="text-sm font-semibold text-ink-800">
            Canal préféré
          </label>
          <select {...field("canalPrefere")} aria-describedby={`${field("canalPrefere").id}-note`} disabled={readOnly} className={inputClasses}>
            {notificationChannels.map((channel) => (
              <option key={channel} value={channel}>
                {notificationChannelLabels[channel]}
              </option>
            ))}
          </select>
          <p id={`${field("canalPrefere").id}-note`} className="text-xs text-ink-500">
            Un seul message par envoi : par ce canal s&apos;il est accepté, sinon WhatsApp, puis SMS, puis e-mail.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={field("langue").id} className="text-sm font-semibold text-ink-800">
            Langue des messages
          </label>
          <select {...field("langue")} disabled={readOnly} className={inputClasses}>
            {messageLanguages.map((langue) => (
              <option key={langue} value={langue}>
                {messageLanguageLabels[langue]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!readOnly && (
        <FormFooter message={status.message} detail={detail} submitLabel="Enregistrer les consentements" busyLabel="Enregistrement..." busy={save.isPending} />
      )}
    </form>
  );
}
