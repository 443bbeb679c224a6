import type { Metadata } from "next";
import { StaffShell } from "@/components/staff/shell/staff-shell";
import { getPractice } from "@/server/practice";
import { practiceUtcOffsets } from "@/server/utc-offsets";

// The staff area is a private tool: never indexed, whatever a crawler finds.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function ResponsableLayout({ children }: { children: React.ReactNode }) {
  const practice = getPractice();
  // Client code cannot read the server's configuration: the time zone travels as a prop, with
  // its UTC offsets as the server knows them (browsers' time-zone data can be out of date).
  return (
    <StaffShell timeZone={practice.timeZone} utcOffsets={practiceUtcOffsets()} siteName={practice.siteName}>
      {children}
    </StaffShell>
  );
}
