"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { postManageForm } from "@/server/appointment-link-page";

/**
 * The server functions of the patient's appointment page (decision 050): each runs the change and
 * answers with a redirect to the page (303), which shows what happened. Without scripts the
 * browser posts the form and follows the redirect; with them React does the same without a reload.
 */

export async function confirmAppointmentForm(form: FormData): Promise<void> {
  redirect(await postManageForm("confirm", form, await headers()));
}

export async function cancelAppointmentForm(form: FormData): Promise<void> {
  redirect(await postManageForm("cancel", form, await headers()));
}

export async function moveAppointmentForm(form: FormData): Promise<void> {
  redirect(await postManageForm("move", form, await headers()));
}
