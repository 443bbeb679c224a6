/** Number of pages the template's static, non-functional pagination shows (spec §9). */
export const staticPageCount = 8;
