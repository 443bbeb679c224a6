/** The item with this id; a typo in hard-coded content fails at build time, not on a page. */
export function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`Unknown template content id: ${id}`);
  return item;
}
