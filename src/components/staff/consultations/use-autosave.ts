"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/** How long after the last keystroke a draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveState = "saved" | "pending" | "saving" | "failed";

type Values = Record<string, unknown>;

/** The fields of `current` that differ from `saved` (compared by content). */
export function changedFields<T extends Values>(current: T, saved: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(saved[key])) changes[key] = current[key];
  }
  return changes;
}

const isEmpty = (changes: object) => Object.keys(changes).length === 0;

/**
 * Saves a form's changes as one types: AUTOSAVE_DELAY_MS after the last change, only the fields
 * that differ from what the server has, one save at a time (changes made meanwhile go in the next).
 * `flush` saves what is left now (before signing, on Ctrl+S). A failed save says so and is tried
 * again at the next change or flush.
 */
export function useAutosave<T extends Values>(values: T, initial: T, save: (changes: Partial<T>) => Promise<unknown>, delay = AUTOSAVE_DELAY_MS) {
  const [saved, setSaved] = useState<T>(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef<T>(values);
  const savedRef = useRef<T>(initial);
  const saveRef = useRef(save);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = values;
    saveRef.current = save;
  });

  const run = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current;
    const changes = changedFields(latest.current, savedRef.current);
    if (isEmpty(changes)) return;
    setSaving(true);
    const attempt = (async () => {
      try {
        await saveRef.current(changes);
        savedRef.current = { ...savedRef.current, ...changes };
        setSaved(savedRef.current);
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setSaving(false);
      }
    })();
    inFlight.current = attempt;
    await attempt;
    inFlight.current = null;
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    await run();
    // Changes typed while that save was under way.
    if (!isEmpty(changedFields(latest.current, savedRef.current))) await run();
    return isEmpty(changedFields(latest.current, savedRef.current));
  }, [run]);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (serialized === JSON.stringify(savedRef.current)) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void run();
    }, delay);
  }, [serialized, delay, run]);

  // Leaving the page saves what was typed in its last moment.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      void run();
    },
    [run],
  );

  const pending = !isEmpty(changedFields(values, saved));
  const state: AutosaveState = failed ? "failed" : saving ? "saving" : pending ? "pending" : "saved";
  return { state, flush };
}
