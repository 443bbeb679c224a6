import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

/*
 * jsdom (v29) has <dialog> and its `open` attribute (closed ones are `display: none` in its
 * stylesheet) but no `showModal()` or `close()`. This stand-in does what a browser does to the
 * element and nothing more: showModal() sets `open`; close() clears it and fires `close` (at once;
 * browsers fire it a task later); Escape that nothing prevented, with a modal dialog open, is a
 * close request: `cancel` on the dialog opened last, then close() unless `cancel` was prevented.
 * It does not make the page inert, move focus, or add a top layer: ModalDialog moves focus itself,
 * and tests/e2e/modal-dialog.spec.ts checks the real element.
 */
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.open = true;
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (modals.includes(this)) modals.splice(modals.indexOf(this), 1);
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    const dialog = modals.findLast((modal) => modal.isConnected && modal.open);
    if (event.key !== "Escape" || event.defaultPrevented || !dialog) return;
    if (dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
