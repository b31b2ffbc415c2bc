import { asc, eq, sql } from "drizzle-orm";
import type { Publication } from "../../../shared/api/publications.ts";
import type { Database } from "../client.ts";
import { publications } from "../schema.ts";

/** Newest year first; publications without a year after the dated ones. */
export function listActivePublications(db: Database): Promise<Publication[]> {
  return db
    .select({
      id: publications.id,
      title: publications.title,
      titleBn: publications.titleBn,
      type: publications.type,
      year: publications.year,
      abstract: publications.abstract,
      abstractBn: publications.abstractBn,
      authors: publications.authors,
      publishedIn: publications.publishedIn,
      doiUrl: publications.doiUrl,
      pdfUrl: publications.pdfUrl,
      coverImageUrl: publications.coverImageUrl,
    })
    .from(publications)
    .where(eq(publications.active, true))
    .orderBy(sql`${publications.year} desc nulls last`, sql`lower(${publications.title})`, asc(publications.id));
}
