import { actInput, actPatch } from "@/schemas/act";
import { insurerInput, insurerPatch } from "@/schemas/insurer";
import { adminOnly, badBody, badId, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The catalogue of acts and their fees (issue 35, decision 055). Amounts in whole centimes of dirham. */

export const actCalls = {
  list: {
    method: "get",
    path: "/api/acts",
    summary: "The catalogue of acts, inactive ones included (pre-filled on the first read, each à vérifier)",
    tag: "Fees",
    access: "staff",
    accessNote:
      "Any staff member reads it. On the very first read the default orthopaedic acts are written once, at the 2006 national convention's values (C 80 DH, Cs 150 DH, K 22,50 DH), each with `aVerifier: true`.",
    success: { status: 200, description: "The acts, in the catalogue's order", schema: listOf("Act") },
    errors: { ...unauthenticated },
  },
  create: {
    method: "post",
    path: "/api/acts",
    summary: "Add an act to the catalogue",
    tag: "Fees",
    access: "admin",
    accessNote: "Amounts in centimes (15000 = 150,00 DH). Audited as act.create.",
    body: { name: "ActInput", schema: actInput },
    success: { status: 201, description: "The stored act", schema: ref("Act") },
    errors: { ...badBody, ...unauthenticated, ...adminOnly, 409: "Un autre acte porte déjà ce code." },
  },
  update: {
    method: "patch",
    path: "/api/acts/{id}",
    summary: "Change an act's fields (actif: false takes it out of use; `aVerifier: false` confirms it; acts are never deleted)",
    tag: "Fees",
    access: "admin",
    accessNote: "Audited with the names of the fields changed: act.confirm when it takes the à vérifier mark off, act.update otherwise.",
    pathParams: idPath("The act's id"),
    body: { name: "ActPatch", schema: actPatch },
    success: { status: 200, description: "The stored act", schema: ref("Act") },
    errors: { ...badId, ...badBody, ...unauthenticated, ...adminOnly, 404: "Acte non trouvé.", 409: "Un autre acte porte déjà ce code." },
  },
  listInsurers: {
    method: "get",
    path: "/api/insurers",
    summary: "The insurers an admin keeps (AMO, mutuelles, private insurers), inactive ones included",
    tag: "Fees",
    access: "staff",
    success: { status: 200, description: "The insurers, by name", schema: listOf("Insurer") },
    errors: { ...unauthenticated },
  },
  createInsurer: {
    method: "post",
    path: "/api/insurers",
    summary: "Add an insurer",
    tag: "Fees",
    access: "admin",
    accessNote: "Audited as insurer.create.",
    body: { name: "InsurerInput", schema: insurerInput },
    success: { status: 201, description: "The stored insurer", schema: ref("Insurer") },
    errors: { ...badBody, ...unauthenticated, ...adminOnly, 409: "Un autre organisme porte déjà ce nom." },
  },
  updateInsurer: {
    method: "patch",
    path: "/api/insurers/{id}",
    summary: "Change an insurer (actif: false takes it out of use; insurers are never deleted)",
    tag: "Fees",
    access: "admin",
    accessNote: "Audited as insurer.update, with the names of the fields changed.",
    pathParams: idPath("The insurer's id"),
    body: { name: "InsurerPatch", schema: insurerPatch },
    success: { status: 200, description: "The stored insurer", schema: ref("Insurer") },
    errors: { ...badId, ...badBody, ...unauthenticated, ...adminOnly, 404: "Organisme non trouvé.", 409: "Un autre organisme porte déjà ce nom." },
  },
} satisfies Record<string, Operation>;
