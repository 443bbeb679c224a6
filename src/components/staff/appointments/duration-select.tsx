import { inputClasses } from "@/components/ui/field";
import { DEFAULT_APPOINTMENT_MINUTES } from "@/schemas/appointment";

const usualLengths = [10, 15, 20, 30, 45, 60, 90, 120];

/** An appointment's length in minutes, among the usual ones (and the current one, whatever it is). */
export function DurationSelect({ current = DEFAULT_APPOINTMENT_MINUTES, ...props }: React.ComponentProps<"select"> & { current?: number }) {
  const lengths = usualLengths.includes(current) ? usualLengths : [...usualLengths, current].sort((a, b) => a - b);
  return (
    <select {...props} className={inputClasses}>
      {lengths.map((minutes) => (
        <option key={minutes} value={minutes}>
          {minutes < 60 ? `${minutes} min` : minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60}`}
        </option>
      ))}
    </select>
  );
}
