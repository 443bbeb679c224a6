/**
 * French typography: a no-break space before ! ? ; : and » and after «, so that punctuation
 * never starts a line on its own ("terrain !" must not wrap before "!").
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([!?;:»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}
