import { issueInvoice } from "@/domain/fees/invoices";
import { listPatientInvoices } from "@/domain/fees/patient-invoices";
import { receiptLetterhead } from "@/server/documents";
import { json, withApi } from "@/server/http";
import { invoiceCalls } from "@/server/openapi/invoices";

/** Bills a visit and takes its first payments (any staff member). */
export const POST = withApi(invoiceCalls.issue, async ({ db, body, actor, audit }) => json(await issueInvoice(db, body, actor, audit, receiptLetterhead(), new Date()), 201));

/** A patient's receipts and credit notes with their balances, newest first (any staff member; audited). */
export const GET = withApi(invoiceCalls.listForPatient, async ({ db, query, audit }) => json(await listPatientInvoices(db, query.patientId, audit)));
