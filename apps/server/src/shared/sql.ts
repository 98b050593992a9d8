/** Pieces of SQL text that several domains' repositories and services build. */

/** `%word%` for ILIKE, with the pattern characters of the word taken literally */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
