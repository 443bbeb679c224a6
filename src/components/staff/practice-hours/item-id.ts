/**
 * An id for a new closure or special period (the API wants `[A-Za-z0-9_-]{1,64}`, unique in the
 * document). crypto.randomUUID exists only on secure pages (HTTPS, localhost): elsewhere, on a
 * practice's local network over plain HTTP, time and randomness do.
 */
export function newItemId(prefix: string): string {
  const random =
    typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `${prefix}-${random}`.slice(0, 64);
}
