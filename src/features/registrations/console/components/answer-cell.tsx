import { FileText } from "lucide-react";
import { answerText, type RegistrationRow } from "../../contract.ts";
import { registrationFileUrl } from "../api/registration-file.ts";

/**
 * One answer in the table: a file as a link that opens it, long text cut to three lines (the
 * registration's page shows it whole), a list of choices joined.
 */
export function AnswerCell({ row, name, label }: { row: RegistrationRow; name: string; label: string }) {
  if (!Object.hasOwn(row.answers, name)) return null;
  if (row.files.includes(name)) {
    return (
      <a
        href={registrationFileUrl(row.id, name)}
        target="_blank"
        rel="noopener"
        // A label, not hidden text: text positioned off-screen inside the scrolling table would widen the page.
        aria-label={`Open file: ${label}`}
        className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        <FileText aria-hidden="true" className="size-4" />
        Open file
      </a>
    );
  }
  return <p className="line-clamp-3 max-w-xs min-w-32 [overflow-wrap:anywhere]">{answerText(row.answers[name])}</p>;
}
