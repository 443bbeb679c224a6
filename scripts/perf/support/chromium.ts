/** The system Chromium and the flags every measurement here launches it with (as the browser tests do). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
