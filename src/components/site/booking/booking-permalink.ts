/**
 * The booking page's own address with the query that chose its type, doctor and days (nothing
 * else is kept): where its forms post without scripts, so the page that answers shows the same
 * slots (decision 032's permalink).
 */
export function bookingPermalink(path: string, query: Record<string, string | string[] | undefined>): string {
  const kept = new URLSearchParams();
  for (const name of ["type", "medecin", "du", "jour"]) {
    const value = query[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text && /^[\w-]{1,20}$/.test(text)) kept.set(name, text);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}
