/** A question's error, next to it; the question points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 font-medium text-danger">
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}

/** The ids a question is described by, leaving out the ones not on screen. */
export const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;
