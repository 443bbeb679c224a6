import { ImageResponse } from "next/og";
import { getPractice } from "@/server/practice";

// Drawn per request: the name, city and phone are the running server's PRACTICE_*, not the
// build's. In the French pages' group, not at the root: Next's own error page (outside both
// groups) has no metadataBase to give it an absolute URL. The Arabic pages name it (page-metadata.ts).
export const dynamic = "force-dynamic";

export const alt = "Cabinet de chirurgie orthopédique et traumatologique";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The image shown when a page is shared, drawn from the practice identity of the running server. */
export default function OpengraphImage() {
  const practice = getPractice();
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px",
          background: "linear-gradient(135deg, #1a60a3 0%, #17416c 55%, #0d223b 100%)",
          color: "#fff",
          fontFamily: "sans-serif",
          position: "relative",
        }}
      >
        <div style={{ position: "absolute", right: -120, top: -160, width: 560, height: 560, borderRadius: 9999, background: "rgba(74,152,214,0.35)", display: "flex" }} />
        <div style={{ position: "absolute", left: -100, bottom: -180, width: 380, height: 380, borderRadius: 9999, background: "rgba(34,160,141,0.3)", display: "flex" }} />
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div style={{ width: 76, height: 76, borderRadius: 22, background: "#fff", display: "flex", alignItems: "center", justifyContent: "center" }}>
            <div style={{ position: "relative", width: 44, height: 44, display: "flex" }}>
              <div style={{ position: "absolute", left: 16, top: 0, width: 12, height: 44, borderRadius: 6, background: "#174d84" }} />
              <div style={{ position: "absolute", left: 0, top: 16, width: 44, height: 12, borderRadius: 6, background: "#174d84" }} />
            </div>
          </div>
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: 34, fontWeight: 700 }}>{practice.siteName}</div>
            <div style={{ fontSize: 24, color: "#b3d6f1" }}>{`Orthopédie & Traumatologie · ${practice.city}`}</div>
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", maxWidth: 900 }}>
          <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.08 }}>Retrouvez le plaisir de bouger, sans douleur</div>
          <div style={{ marginTop: 24, fontSize: 28, color: "#d7eaf8" }}>Fractures · Genou · Épaule · Hanche · Pied et cheville</div>
        </div>
        <div style={{ display: "flex", gap: 16 }}>
          <div style={{ display: "flex", padding: "14px 28px", borderRadius: 9999, background: "#fff", color: "#17416c", fontSize: 26, fontWeight: 700 }}>Demander un rendez-vous</div>
          <div style={{ display: "flex", padding: "14px 28px", borderRadius: 9999, border: "2px solid rgba(255,255,255,0.4)", fontSize: 26 }}>{practice.phone}</div>
        </div>
      </div>
    ),
    size,
  );
}
