/** "{job_title} at {company}" when both are set, whichever is set otherwise, nothing when neither is. */
export function alumniCareerLine(jobTitle: string | null, company: string | null): string | null {
  const job = jobTitle?.trim() || null;
  const employer = company?.trim() || null;
  if (job && employer) return `${job} at ${employer}`;
  return job ?? employer;
}

/** "Class of {graduation_year}", only when the year is known. */
export function alumniClassLine(graduationYear: number | null): string | null {
  return graduationYear === null ? null : `Class of ${graduationYear}`;
}
