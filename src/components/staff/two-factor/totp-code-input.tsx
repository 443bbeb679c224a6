"use client";

import clsx from "clsx";
import { inputClasses } from "@/components/ui/field";
import type { StaffFieldProps } from "@/components/staff/shell/staff-form";

/** The 6-digit code of an authenticator app: the phone's keypad, and the code a phone offers to fill in. */
export function TotpCodeInput(props: StaffFieldProps & { autoFocus?: boolean }) {
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      spellCheck={false}
      required
      className={clsx(inputClasses, "max-w-48 font-mono text-lg tracking-[0.3em]")}
    />
  );
}
