import { z } from "zod";
import { phoneField, requiredText } from "@/schemas/fields";
import { readJson, validatePayload } from "@/server/http";
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from "@/server/json-depth";
import { payloadSchemas } from "@/server/openapi/document";

/**
 * Every text field of every payload the API takes (the bodies GET /api/openapi.json documents,
 * listed from the document, not by hand): the characters that disguise a text (bidirectional
 * controls, C1 controls) are removed before validation — the payload is accepted and gives what
 * it gives without them — and a string that is not well-formed is refused, naming its field.
 *
 * Each payload needs valid examples below that, together, give a value to each of its text fields:
 * a new payload, or a new text field, without one fails here until it gets one.
 */

const week = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((day) => [day, [{ debut: "09:00", fin: "12:30" }]]));
const appointment = { dateHeure: "2030-07-15T10:30", motif: "Contrôle", observation: "À jeun", patient: { id: "1" }, medecin: { id: "2" }, dureeMinutes: "30" };
const examples: Record<string, Record<string, unknown>[]> = {
  AppointmentRequestInput: [
    { nom: "Benaïssa", prenom: "Léa", telephone: "+212 6 12 34 56 78", datePreferee: "2030-07-15", heurePreferee: "10:30", motif: "Genou" },
    { nom: "العلمي", prenom: "ليلى", telephone: "+212 6 12 34 56 78", datePreferee: "2030-07-15", heurePreferee: "10:30", motif: "الركبة", langue: "ar" },
  ],
  ContactMessageInput: [{ nomComplet: "Karim El Amrani", email: "karim@example.ma", sujet: "Horaires", message: "Bonjour" }],
  LoginInput: [
    { email: "admin@cabinet.ma", password: "un-mot-de-passe", code: "123456" },
    { email: "admin@cabinet.ma", password: "un-mot-de-passe", recoveryCode: "ABCDE-FGHJK" },
    { jetonSecondFacteur: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", code: "123456" },
  ],
  StaffUserInput: [{ username: "dr.alami", password: "un-mot-de-passe-long", role: "MEDECIN", nom: "Alami", prenom: "Omar", email: "alami@cabinet.ma" }],
  StaffUserUpdateInput: [
    { nom: "Alami", prenom: "Omar", email: "alami@cabinet.ma", role: "ADMIN" },
    { inpe: "123456789", specialite: "Chirurgie orthopédique", titres: "Ancien interne des hôpitaux" },
  ],
  PasswordChangeInput: [{ currentPassword: "ancien-mot-de-passe", newPassword: "nouveau-mot-de-passe" }],
  TotpConfirmInput: [{ code: "123 456" }],
  TwoFactorProofInput: [{ password: "un-mot-de-passe" }, { code: "123456" }],
  PatientInput: [
    {
      nom: "Benali", prenom: "Fatima", dateNaissance: "1980-03-04", gender: "F", telephone: "06 61 23 45 67",
      email: "fatima@example.ma", adresse: "12, rue de Fès, Rabat", mutuelle: true, compagnie: "CNOPS",
    },
  ],
  PatientUpdate: [
    { nom: "Benali", prenom: "Fatima", dateNaissance: "1980-03-04", gender: "F", telephone: "0661234567", email: "f@example.ma", adresse: "Rabat", compagnie: "CNSS", cin: "AB123456" },
  ],
  PatientMergeInput: [{ fromId: "12" }],
  AppointmentInput: [appointment, { ...appointment, visitTypeId: "3" }],
  ConversionInput: [appointment, { ...appointment, visitTypeId: "3" }],
  BookingConfirmationInput: [{}, { status: "confirme" }],
  BookingRefusalInput: [{ motifAnnulation: "Le docteur est absent ce jour-là" }],
  RequestStatusInput: [{ status: "planifiee", appointmentId: "3" }],
  DuplicateCheckInput: [{ nom: "Benali", prenom: "Fatima", dateNaissance: "1980-03-04", telephone: "0661234567", cin: "AB123456" }],
  PatientQuickInput: [
    { nom: "Benali", prenom: "Fatima", dateNaissance: "1980-03-04", gender: "F", telephone: "0661234567", email: "f@example.ma", adresse: "Rabat", cin: "AB 123456", compagnie: "CNSS" },
  ],
  BookingHoldInput: [{ type: "1", medecinId: "2", debut: "2030-07-15T10:30" }],
  PatientCancelInput: [{ motif: "empechement" }],
  PatientMoveInput: [{ medecinId: "2", debut: "2030-07-15T10:30" }],
  VisitTypeInput: [
    { libelleFr: "Infiltration", libelleAr: "حقن", dureeMinutes: 30, medecinIds: ["2"], acteIds: ["3", "7"], reservablePar: "tous", instructionsFr: "Apportez vos radios.", instructionsAr: "أحضروا صور الأشعة." },
  ],
  BookingSettingsInput: [{ reservationEnLigne: true, preavisMinutes: 120, horizonJours: 60, pasMinutes: null, plafondJournalier: 8, delaiAnnulationMinutes: 120 }],
  BookingPersonInput: [
    { nom: "Berrada", prenom: "Imane", dateNaissance: "1985-03-12", gender: "F", telephone: "06 12 34 56 78", email: "imane@example.ma", consentementRappels: true, langue: "fr" },
  ],
  VerifyCodeInput: [{ code: "123456" }],
  WaitlistInput: [
    { type: "1", medecinId: "2", du: "2030-07-15", au: "2030-07-20", nom: "Lahlou", prenom: "Amina", dateNaissance: "1979-05-02", gender: "F", contact: "06 61 23 45 67" },
    { type: "1", du: "2030-07-15", au: "2030-07-20", nom: "العلمي", prenom: "ليلى", dateNaissance: "1979-05-02", gender: "F", contact: "leila@example.ma", langue: "ar" },
  ],
  WaitlistVerifyInput: [{ code: "123456" }],
  ContactMessageUpdate: [{ read: true }],
  DocumentInput: [
    {
      type: "ordonnance",
      format: "A5",
      arabe: true,
      lignes: [{ nom: "Paracétamol", forme: "comprimé 1 g", posologie: "1 comprimé 3 fois par jour", posologieAr: "قرص واحد 3 مرات في اليوم", duree: "7 jours", quantite: "1 boîte" }],
      autres: [{ genre: "kinesitherapie", texte: "Rééducation du genou", seances: 10 }],
    },
    {
      type: "certificat",
      modele: "at_guerison",
      format: "A4",
      du: "2026-10-01",
      au: "2026-10-14",
      dateAccident: "2026-09-30",
      dateReprise: "2026-10-15",
      sport: "Football",
      consolidation: "guerison",
      constatations: "Entorse du genou droit",
      ittJours: 14,
    },
  ],
  DocumentCancelInput: [{ motif: "Erreur de posologie" }],
  OrdonnanceTemplateInput: [
    { nom: "Après arthroscopie", partage: false, lignes: [{ nom: "Paracétamol", forme: "comprimé 1 g", posologie: "1 g 3 fois par jour", posologieAr: "ثلاث مرات", duree: "7 jours", quantite: "1 boîte" }], autres: [{ genre: "imagerie", texte: "Radiographie du genou" }] },
  ],
  DocumentTemplateUpdate: [
    { nom: "Arrêt", titre: "Certificat d'arrêt de travail", texte: "Du {du} au {au}.", actif: true },
    { lignes: [{ nom: "Paracétamol", forme: "comprimé 1 g", posologie: "1 g", posologieAr: "غرام", duree: "7 jours", quantite: "1 boîte" }], autres: [{ genre: "autre", texte: "Attelle" }] },
  ],
  MedicineLine: [{ nom: "Paracétamol", forme: "comprimé 1 g", posologie: "1 g 3 fois par jour", posologieAr: "ثلاث مرات في اليوم", duree: "7 jours", quantite: "1 boîte" }],
  ConsentsInput: [{ email: true, sms: false, whatsapp: true }],
  AnonymiseInput: [{ motif: "Demande d'effacement reçue par courrier" }],
  RightsRequestInput: [{ recuLe: "2026-11-20", type: "acces", personne: "Amina Benjelloun", patientId: "4", details: "Par courrier", echeance: "2026-12-20" }],
  RightsRequestUpdate: [{ reponduLe: "2026-11-30", reponse: "Export remis", echeance: "2026-12-20" }],
  AppointmentUpdate: [
    { dateHeure: "2030-07-15T11:00", dureeMinutes: "45", medecin: { id: "2" }, motif: "Contrôle", observation: "Radio" },
    { status: "annule", motifAnnulation: "Empêchement", annulePar: "patient" },
    { visitTypeId: "3" },
  ],
  PracticeHoursInput: [
    {
      semaine: week,
      periodes: [{ id: "ramadan", libelle: "Ramadan", du: "2030-01-05", au: "2030-02-03", semaine: week }],
      fermetures: [{ id: "aid", libelle: "Aïd", du: "2030-02-04", au: "2030-02-05", nature: "ferie", estimee: true }],
    },
  ],
  // The catalogue of acts (decision 055): amounts in centimes.
  ActInput: [{ code: "INF", libelle: "Infiltration échoguidée", lettreCle: "K", coefficient: 10, tarifCentimes: 30000, tarifReferenceCentimes: 22500 }],
  // The feuille de soins' layout (decision 060): no text field, only millimetres.
  ClaimFormLayoutInput: [
    {
      format: "A4",
      actes: { y: 128, pas: 7, lignes: 5, date: { x: 14, largeur: 24 }, cotation: { x: 42, largeur: 30 }, montant: { x: 160, largeur: 34 } },
      total: { x: 160, y: 168, largeur: 34 },
      medecin: { x: 20, y: 182, largeur: 90 },
      inpe: { x: 20, y: 189, largeur: 50 },
    },
  ],
  InsurerInput: [{ nom: "CNSS", genre: "amo", remarque: "Assurance maladie obligatoire" }],
  InsurerPatch: [{ nom: "CNOPS", genre: "amo", remarque: "En cours d'intégration à la CNSS" }],
  ActPatch: [{ code: "K20", libelle: "Acte en K 20", lettreCle: "K" }, { aVerifier: false, tarifCentimes: 45000 }],
  // Receipts, credit notes and payments (decision 057).
  InvoiceInput: [{ patientId: 5, medecinId: 2, lignes: [{ actId: 1, montant: 30000 }], remise: { montant: 5000, motif: "Tarif famille" }, paiements: [{ mode: "cheque", montant: 25000, reference: "0012345" }] }],
  PaymentInput: [{ mode: "virement", montant: 15000, reference: "VIR-889" }],
  CashFloatInput: [{ fondCaisse: 20000 }],
  CashCloseInput: [{ especesComptees: 45000, remarque: "Écart : une pièce de 5 DH manquante" }],
  CreditNoteInput: [{ motif: "Acte non réalisé", lignes: [{ ligneId: 3, montant: 22500 }], remboursement: { mode: "especes", montant: 22500, reference: "Rendu au patient" } }],
  // The consultation (decision 054).
  ConsultationCreateInput: [{ rendezVousId: "5" }],
  ConsultationDraftInput: [
    {
      motif: "Gonalgie",
      antecedents: "Diabète",
      histoire: "Douleur mécanique",
      examens: [{ region: "genou", cote: "droit", constatations: "Épanchement" }],
      douleur: 6,
      imagerie: "Radiographie",
      diagnostic: "Gonarthrose",
      conduite: "Kinésithérapie",
    },
  ],
  AddendumInput: [{ texte: "IRM reçue" }],
  InfiltrationInput: [{ articulation: "genou", cote: "droit", produit: "Acide hyaluronique", dose: "2 ml", lot: "HA-1234", date: "2026-10-14", consultationId: "8" }],
  // The images and documents a patient brings (decision 061): their labels.
  FileLabelsInput: [{ nature: "radiographie", region: "genou", cote: "droit", dateExamen: "2026-10-02", libelle: "Genou droit face + profil" }],
};

const hidden = "\u202E\u2066\u0085\u200F"; // right-to-left override, left-to-right isolate, C1 NEL, right-to-left mark

/** Passwords are secrets compared as sent: they keep every character. */
const isSecret = (path: string[]) => /password/i.test(path.at(-1) ?? "");

/** Every string in a JSON value: its path, the same path with "[]" for array indices, its value. */
function stringLeaves(value: unknown, path: string[] = [], generic: string[] = []): [string[], string, string][] {
  if (typeof value === "string") return [[path, generic.join("."), value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, String(index)], [...generic, "[]"]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key], [...generic, key]));
  }
  return [];
}

/** The text fields of a payload's schema, as paths where an array's items are "[]". */
function textFields(schema: unknown, path: string[] = [], depth = 0): string[] {
  if (depth > 8 || schema === null || typeof schema !== "object") return [];
  const s = schema as Record<string, unknown>;
  const fields: string[] = [];
  if (s.type === "string" || (Array.isArray(s.type) && s.type.includes("string"))) fields.push(path.join("."));
  for (const key of ["anyOf", "oneOf", "allOf"]) for (const branch of (s[key] as unknown[] | undefined) ?? []) fields.push(...textFields(branch, path, depth + 1));
  for (const [name, property] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {})) fields.push(...textFields(property, [...path, name], depth + 1));
  if (s.items) fields.push(...textFields(s.items, [...path, "[]"], depth + 1));
  return [...new Set(fields)];
}

function withValue(payload: unknown, path: string[], value: string): unknown {
  const copy = structuredClone(payload) as Record<string, unknown>;
  let target = copy;
  for (const segment of path.slice(0, -1)) target = target[segment] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((inner, segment) => (inner as Record<string, unknown>)[segment], value);
}

const post = (body: unknown) =>
  new Request("http://cabinet.test/api/x", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function parse(schema: z.ZodType, body: unknown) {
  try {
    return { ok: true, value: await readJson(post(body), schema) };
  } catch (error) {
    return { ok: false, error };
  }
}

const payloads = Object.entries(payloadSchemas());

describe("text fields of every payload", () => {
  it("are listed from the OpenAPI document, each payload with examples that fill every text field", () => {
    expect(payloads.length).toBeGreaterThan(10);
    // Every payload and text field left without an example, listed at once.
    const missing = payloads.flatMap(([name, schema]) => {
      if (!examples[name]) return [`${name}: add valid examples to this file`];
      const covered = new Set(examples[name].flatMap((example) => stringLeaves(example).map(([, generic]) => generic)));
      return textFields(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }))
        .filter((field) => !covered.has(field))
        .map((field) => `${name}.${field}: give it a value in one of the examples`);
    });
    expect(missing).toEqual([]);
  });

  for (const [name, schema] of payloads) {
    it(`${name}: the examples are valid as they are`, async () => {
      for (const example of examples[name] ?? []) expect(await parse(schema, example)).toMatchObject({ ok: true });
    });

    it(`${name}: hidden characters are removed from each text field before validation (passwords excepted)`, async () => {
      for (const example of examples[name] ?? []) {
        const expected = await parse(schema, example);
        for (const [path, , value] of stringLeaves(example)) {
          const disguised = `${hidden}${value.slice(0, 1)}${hidden}${value.slice(1)}${hidden}`;
          const parsed = await parse(schema, withValue(example, path, disguised));
          if (isSecret(path)) expect(valueAt(parsed.value, path), path.join(".")).toBe(disguised);
          else expect(parsed, `${name}.${path.join(".")}`).toEqual(expected);
        }
      }
    });

    it(`${name}: a text field that is not well-formed (a lone surrogate) is refused, naming it`, async () => {
      for (const example of examples[name] ?? []) {
        for (const [path, , value] of stringLeaves(example)) {
          const parsed = await parse(schema, withValue(example, path, `${value}\uD800`));
          expect(parsed.ok, path.join(".")).toBe(false);
          expect(parsed.error).toMatchObject({ code: "VALIDATION", fields: { [path.join(".")]: expect.any(String) } });
        }
      }
    });
  }
});

describe("the shared field schemas the browser forms validate with", () => {
  it("accept a phone number copied from WhatsApp or a contact list, without its hidden characters", () => {
    expect(phoneField().parse("\u202A+212 6 12 34 56 78\u202C")).toBe("+212 6 12 34 56 78");
    expect(phoneField().parse("\u2068+212 661-234567\u2069")).toBe("+212 661-234567");
  });

  it("remove a right-to-left override from a name and refuse a lone surrogate", () => {
    expect(requiredText("Le nom", 100).parse("\u202Eiwalb\u202C")).toBe("iwalb");
    expect(requiredText("Le nom", 100).safeParse("Ben\uDC00ali").success).toBe(false);
  });
});

describe("how deep a payload may nest (issue 32)", () => {
  it("counts the levels of arrays and objects in a JSON text, not the brackets inside its strings", () => {
    expect(jsonNestedDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":"[[[[[[{{{{","b":"\\"[[[["}', 1)).toBe(false);
    expect(jsonNestedDeeperThan("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestedDeeperThan("[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it("refuses data nested deeper than the limit with a French 400, however deep, without running out of stack", () => {
    let deep: unknown = "fin";
    for (let level = 0; level < 200_000; level++) deep = level % 2 ? [deep] : { niveau: deep };
    expect(() => validatePayload(deep, z.unknown())).toThrow(
      expect.objectContaining({ code: "VALIDATION", message: `Le corps de la requête est trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).` }),
    );
  });

  it("cleans every level up to the limit, and keeps a __proto__ key an own field as JSON.parse made it", () => {
    let nested: unknown = "\u202Efin";
    for (let level = 1; level < MAX_JSON_DEPTH; level++) nested = [nested];
    const parsed = validatePayload(JSON.parse(`{"__proto__": {"x": 1}, "v": ${JSON.stringify(nested)}}`), z.unknown()) as Record<string, unknown>;
    let inner: unknown = parsed.v;
    for (let level = 1; level < MAX_JSON_DEPTH; level++) inner = (inner as unknown[])[0];
    expect(inner).toBe("fin");
    expect(Object.keys(parsed)).toEqual(["__proto__", "v"]);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
