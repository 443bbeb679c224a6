/**
 * The only third-party content the site embeds (spec §7): a video player in the home page's
 * video popup and the map on /contact (its URL comes from the practice identity). The
 * Content-Security-Policy allows these origins in frames and nothing else.
 */
export const videoEmbedUrl = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ";

export function embedOrigins(mapUrl: string): string[] {
  return [...new Set([new URL(videoEmbedUrl).origin, new URL(mapUrl).origin])];
}
