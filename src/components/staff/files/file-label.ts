import { describeFile, type PatientFile } from "@/client/patient-files";
import { formatCalendarDate } from "@/client/practice-dates";
import { regionAndSide } from "@/schemas/consultation";

/** "Radiographie · Genou droit · 12/03/2026". */
export const fileLabel = (file: Pick<PatientFile, "nature" | "region" | "cote" | "dateExamen">) => describeFile(file, formatCalendarDate, regionAndSide);
