/** Emails pasted one per line, or separated by commas, spaces or semicolons, without repeats. */
export const emailsOf = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean),
  ),
];
