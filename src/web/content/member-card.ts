import { memberCardText } from "#features/members/rules.ts";

/** The member card page's words (features/members/rules.ts has the card's own); its Bangla twin is content/bn/member-card.ts. */
export const memberCardContent = {
  title: memberCardText.title as string,
  inactiveHeading: memberCardText.inactiveHeading as string,
  inactiveBody: memberCardText.inactiveBody as string,
  verifyNote: memberCardText.verifyNote as string,
  print: memberCardText.print as string,
  memberNumber: "Member number",
  session: "Session",
  department: "Department",
  departments: "Departments",
  /** The session year, as the page writes it. */
  year: (year: number) => String(year),
  clubName: null as string | null,
  college: null as string | null,
};
