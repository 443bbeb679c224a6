/** Next.js's file-system page cache with the hooks of src/server/regenerated-pages.ts (decision 021). */
export default class PageCacheHandler {
  constructor(context: { fs: unknown; serverDistDir: string; flushToDisk?: boolean; revalidatedTags: string[]; maxMemoryCacheSize?: number });
  get(key: string, context: object): Promise<unknown>;
  set(key: string, data: unknown, context: object): Promise<void>;
}
