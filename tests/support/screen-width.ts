import { vi } from "vitest";

/**
 * jsdom has no window.matchMedia: components that switch on the screen's width (useWideScreen)
 * then take the wide layout. This makes min-width queries answer as a screen `width` px wide
 * would, for the current test (vitest unstubs globals after each one).
 */
export function stubScreenWidth(width: number) {
  vi.stubGlobal("matchMedia", (media: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(media);
    return {
      media,
      matches: minWidth ? width >= Number(minWidth[1]) : false,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

/** An iPhone's width in CSS pixels: the phone the issues' screens are checked on. */
export const PHONE_WIDTH = 390;
