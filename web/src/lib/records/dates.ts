/** The records catalogue's message for a date the shared schemas refuse (before 1900, in the future, too far). */
const DATE_ISSUES: Record<string, string> = {
  date_too_old: 'errors.dateTooOld',
  date_future: 'errors.dateFuture',
  date_too_far: 'errors.dateTooFar',
};

export function dateIssue(issue: { code: string; message: string }): string | undefined {
  return issue.code === 'custom' && Object.hasOwn(DATE_ISSUES, issue.message)
    ? DATE_ISSUES[issue.message]
    : undefined;
}
