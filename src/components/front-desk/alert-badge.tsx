/**
 * A count beside a header link ("3" new requests). Nothing at zero; the number is spelled out
 * for screen readers, as the colour alone says nothing.
 */
export function AlertBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger-600 px-1.5 text-[11px] leading-5 font-bold text-white">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">
        {" "}
        ({count} {label})
      </span>
    </span>
  );
}
