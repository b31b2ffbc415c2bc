import type { IconName } from "../components/ui/icon-set.ts";
import type { PageKey } from "../../shared/routes.ts";

/** A titled card of prose with an icon: the building block of the club's own pages. */
export interface InfoCardText {
  title: string;
  icon: IconName;
  paragraphs: string[];
}

/** A page's heading, title and description (content/pages/: one module per page). */
export interface PageText<Page extends PageKey | "notFound" = PageKey | "notFound"> {
  /** Which page the text is for: its path and how its title is made follow from it. */
  page: Page;
  /** The page's main heading (h1). */
  heading: string;
  /** Shown in the browser tab and search results, after which the club's name is added. */
  title: string;
  /** The meta description: one or two plain sentences, under about 160 characters. */
  description: string;
}
