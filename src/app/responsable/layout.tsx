import type { Metadata } from "next";
import { StaffShell } from "@/components/staff/staff-shell";
import { getPractice } from "@/server/practice";

// The staff area is a private tool: never indexed, whatever a crawler finds.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function ResponsableLayout({ children }: { children: React.ReactNode }) {
  const practice = getPractice();
  // Client code cannot read the server's configuration: the time zone travels as a prop.
  return (
    <StaffShell timeZone={practice.timeZone} siteName={practice.siteName}>
      {children}
    </StaffShell>
  );
}
