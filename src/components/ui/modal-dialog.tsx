"use client";

import { useEffect, useRef } from "react";

export type ModalDialogProps = Omit<React.ComponentPropsWithoutRef<"dialog">, "open" | "onClose" | "onCancel"> & {
  open: boolean;
  /**
   * The dialog asks to close: Escape (the browser's `cancel` event), a click on the backdrop with
   * `closeOnBackdropClick`, or it closed by other means (a form with method=dialog, a close
   * request the browser does not let a page cancel). Set `open` to false in answer.
   */
  onClose: () => void;
  /**
   * Where focus goes on opening: this element, or "dialog" for the dialog itself. By default its
   * first control or link (as showModal() does), else the dialog.
   */
  initialFocus?: React.RefObject<HTMLElement | null> | "dialog";
  /**
   * A click on the backdrop closes. The content must then fill the dialog (no padding on the
   * dialog): a click whose target is the dialog itself is taken as the backdrop.
   */
  closeOnBackdropClick?: boolean;
};

let locks = 0;
let overflow = "";

/**
 * The page behind stops scrolling while any modal is open: counted, so that nested or
 * consecutive modals unlock the page with the last one, never before.
 */
function lockScroll() {
  const root = document.documentElement.style;
  if (locks++ === 0) {
    overflow = root.overflow;
    root.overflow = "hidden";
  }
  return () => {
    if (--locks === 0) root.overflow = overflow;
  };
}

/**
 * A modal on the native <dialog> (`showModal()`: top layer, the page behind inert, `::backdrop`,
 * Escape), controlled by `open`. On top of what the browser does: focus goes to `initialFocus`
 * (else the first control or link), Tab and Shift+Tab go round the dialog instead of leaving
 * for the browser's own controls after the last element (two focus guards, which also catch
 * focus leaving an iframe), the page does not scroll, and focus goes back to the element that
 * had it on opening.
 * Kept small: every public page loads it (docs/decisions/018-modal-dialog.md).
 */
export function ModalDialog({ open, onClose, initialFocus, closeOnBackdropClick, onKeyDown, onClick, children, ...props }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // True while the dialog is open by the `open` prop: a close event then comes from elsewhere.
  const active = useRef(false);

  const edge = (last: boolean) => {
    const dialog = ref.current;
    // Ignores the focus showModal() gives to the first guard, before initialFocus takes it.
    if (!dialog || !active.current) return;
    // In tree order (one selector: jsdom orders a selector list's matches by selector), without
    // the two guards, first and last in the dialog. `tabIndex` is 0 for controls and links.
    const tabbable = [...dialog.querySelectorAll<HTMLElement>("*")].filter((element) => element.tabIndex >= 0 && !element.matches(":disabled,[type=hidden],a:not([href])")).slice(1, -1);
    (tabbable.at(last ? -1 : 0) ?? dialog).focus();
  };

  // A passive effect, not a layout one: React puts the focus back where it was before a commit's
  // DOM changes, and a layout effect's cleanup runs among them, which undid the focus given back.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    active.current = true;
    const unlock = lockScroll();
    const target = initialFocus === "dialog" ? dialog : initialFocus?.current;
    if (target) target.focus();
    else edge(false);
    return () => {
      active.current = false;
      unlock();
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      {...props}
      onClose={() => {
        // Our own close() finds it inactive; a close event from before an opening finds it open.
        if (active.current && !ref.current?.open) onClose();
      }}
      onCancel={(event) => {
        // Escape (or another close request): the owner closes it, through `open`.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Shift+Tab on the dialog itself would leave it.
        if (event.key === "Tab" && event.shiftKey && event.target === event.currentTarget) {
          event.preventDefault();
          edge(true);
        }
      }}
      onClick={(event) => {
        onClick?.(event);
        // The content fills the dialog: a click on the dialog itself is on its backdrop.
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
      }}
    >
      {/* Entered from the dialog itself (Tab): the first element; from inside (Shift+Tab on the first): the last. */}
      <span tabIndex={0} onFocus={(event) => edge(event.relatedTarget !== ref.current)} />
      {children}
      <span tabIndex={0} onFocus={() => edge(false)} />
    </dialog>
  );
}
