"use client";

import Form from "next/form";
import { ArrowRight, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BookingStepper, StepHeading } from "@/components/site/booking/booking-parts";
import type { BookingWords } from "@/content/booking-words";
import type { BookingTypeView, DoctorChoice } from "@/schemas/booking-page";
import type { PublicDoctor } from "@/schemas/booking";

const choiceCard =
  "flex cursor-pointer items-start gap-3 rounded-2xl border border-ink-200 bg-white p-4 transition-colors hover:border-primary-300 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-400";
const radio = "mt-1 size-4 shrink-0 accent-primary-700 focus-visible:outline-none";

/**
 * Step 1: the visit type and the doctor ("le premier disponible" by default). A GET form: it only
 * leads to the slots of that choice (next/form navigates without reloading when scripts run).
 */
export function BookingChooseStep({ types, typeId, medecin, words }: { types: BookingTypeView[]; typeId: number | null; medecin: DoctorChoice; words: BookingWords }) {
  const chosen = typeId ?? types[0]?.id;
  const doctors = new Map<number, PublicDoctor>();
  for (const type of types) for (const doctor of type.medecins) doctors.set(doctor.id, doctor);
  const doctorList = [...doctors.values()];
  return (
    <>
      <BookingStepper current={1} words={words} />
      <StepHeading focus={false}>{words.choose.title}</StepHeading>
      <Form action={words.paths.booking} prefetch={false} className="mt-6 grid gap-7">
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-semibold text-ink-800">{words.choose.typeLegend}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {types.map((type) => (
              <label key={type.id} className={choiceCard}>
                <input type="radio" name="type" value={type.id} defaultChecked={type.id === chosen} required className={radio} />
                <span className="flex flex-col gap-1">
                  <span className="font-display font-bold text-ink-900">{type.libelle}</span>
                  <span className="inline-flex items-center gap-1.5 text-sm text-ink-600">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {words.choose.minutes.replace("{n}", String(type.dureeMinutes))}
                  </span>
                  {type.connusSeulement && <span className="text-sm text-ink-600">{words.choose.knownOnly}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {doctorList.length > 1 ? (
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-semibold text-ink-800">{words.choose.doctorLegend}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={choiceCard}>
                <input type="radio" name="medecin" value="premier" defaultChecked={medecin === "premier" || !doctors.has(medecin)} className={radio} />
                <span className="flex flex-col gap-1">
                  <span className="font-display font-bold text-ink-900">{words.choose.firstAvailable}</span>
                  <span className="text-sm text-ink-600">{words.choose.firstAvailableHint}</span>
                </span>
              </label>
              {doctorList.map((doctor) => (
                <label key={doctor.id} className={choiceCard}>
                  <input type="radio" name="medecin" value={doctor.id} defaultChecked={medecin === doctor.id} className={radio} />
                  <span className="font-display font-bold text-ink-900">{doctor.nom}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name="medecin" value="premier" />
        )}
        <div>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {words.choose.submit}
            <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </div>
      </Form>
    </>
  );
}
