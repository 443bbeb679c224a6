import { describe, expect, it } from "vitest";
import { cleanFileName, recogniseType } from "@/server/files/uploads";

/** Types recognised from content, never from names (decision 061). */

describe("recogniseType", () => {
  it("knows JPEG, PNG, PDF and DICOM by their first bytes", async () => {
    expect(await recogniseType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).toBe("image/jpeg");
    expect(await recogniseType(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"))).toBe("image/png");
    expect(await recogniseType(Buffer.from("%PDF-1.7\n", "latin1"))).toBe("application/pdf");
    expect(await recogniseType(Buffer.concat([Buffer.alloc(128), Buffer.from("DICM", "latin1"), Buffer.alloc(16)]))).toBe("application/dicom");
  });

  it("refuses anything else: an executable, a ZIP, a GIF, text", async () => {
    const executable = Buffer.alloc(256);
    executable.write("MZ", 0, "latin1");
    executable.writeUInt32LE(0x80, 0x3c);
    executable.write("PE\0\0", 0x80, "latin1");
    for (const head of [executable, Buffer.from("504b030414000000", "hex"), Buffer.from("GIF89a", "latin1"), Buffer.from("bonjour docteur")]) {
      expect(await recogniseType(head)).toBeNull();
    }
  });
});

describe("cleanFileName", () => {
  it("keeps the name without folders or invisible characters, never empty", () => {
    expect(cleanFileName("C:\\\\Users\\\\x\\\\radio genou.jpg")).toBe("radio genou.jpg");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("photo\u202Egnp.exe")).toBe("photognp.exe");
    expect(cleanFileName("")).toBe("fichier");
    expect(cleanFileName(undefined)).toBe("fichier");
    expect(cleanFileName("a".repeat(300))).toHaveLength(255);
  });
});
