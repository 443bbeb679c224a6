/**
 * The phone upload page's one request (decision 061): a file sent to its link through
 * XMLHttpRequest, which reports the upload's progress (fetch does not). JSON answers.
 */

export type PhoneUploadOutcome = { ok: true; received: number } | { ok: false; status: number; message: string | null };

export function phoneUploadPath(token: string): string {
  return `/api/upload-links/by-token/${encodeURIComponent(token)}/files`;
}

export function sendPhoneFile(token: string, file: File, onProgress: (fraction: number) => void): Promise<PhoneUploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", phoneUploadPath(token));
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { recus?: number; message?: string } | null;
      if (request.status === 201) resolve({ ok: true, received: body?.recus ?? 1 });
      else resolve({ ok: false, status: request.status, message: body?.message ?? null });
    });
    request.addEventListener("error", () => resolve({ ok: false, status: 0, message: null }));
    request.addEventListener("abort", () => resolve({ ok: false, status: 0, message: null }));
    const form = new FormData();
    form.append("fichier", file, file.name);
    request.send(form);
  });
}
