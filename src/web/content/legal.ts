/** A numbered section of the privacy policy or the terms. Parts render in this order. */
export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  /** Titled lists, e.g. what each form collects. */
  groups?: { title: string; items: string[] }[];
  items?: string[];
  closing?: string[];
  /** Show the club's e-mail, phone and address from the site configuration. */
  contactDetails?: boolean;
}

export interface LegalDocument {
  lastUpdated: string;
  intro: string;
  sections: DocumentSection[];
}

/** The words around the privacy policy's and the terms' texts. Its Bangla twin is content/bn/legal.ts. */
export const legalContent = {
  lastUpdated: "Last updated:",
  /** A section's number, as the page writes it. */
  number: (n: number) => String(n),
  /** The club's name above its contact details (null: as the site configuration has it). */
  clubName: null as string | null,
};
