import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// A test that logs console.error fails: React warnings and swallowed errors are bugs.
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  if (errors.length > 0) {
    const logged = errors.join("\n---\n");
    errors = [];
    throw new Error(`console.error was called during the test:\n${logged}`);
  }
});
