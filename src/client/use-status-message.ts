"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** Status messages of add and delete actions disappear after this long (spec §4, §9). */
export const STATUS_MESSAGE_DURATION_MS = 3000;

/**
 * A form's status message that clears itself `duration` ms after it was shown. Showing a new
 * message restarts the clock, so a quick second submit is not cut short by the first timer.
 */
export function useStatusMessage(duration = STATUS_MESSAGE_DURATION_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: string) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => {
        timer.current = null;
        setMessage(null);
      }, duration);
    },
    [duration],
  );

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return { message, show, clear };
}
