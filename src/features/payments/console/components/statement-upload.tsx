import { FileUp } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { walletLabels, wallets, type PasteAnswer, type Wallet } from "../../contract.ts";
import { fieldClasses, Input } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";
import { Label } from "#web/components/ui/label.tsx";
import { SubmitButton } from "#console/components/form-field.tsx";
import { ErrorNotice } from "#console/components/notice.tsx";
import { useUploadStatement } from "../api/upload-statement.ts";
import { ReadSummary } from "./read-summary.tsx";

/** A wallet's CSV statement (admins): read as a paste is, with the same summary. */
export function StatementUpload() {
  const upload = useUploadStatement();
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<PasteAnswer | null>(null);
  const [missing, setMissing] = useState(false);
  const [wallet, setWallet] = useState<Wallet | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setMissing(!file);
    if (!file) return;
    setAnswer(null);
    upload.mutate(
      { file, wallet },
      {
        onSuccess: (read) => {
          setAnswer(read);
          if (input.current) input.current.value = "";
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="statement-file">Statement file (CSV)</Label>
        <Input
          id="statement-file"
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? "statement-file-error statement-file-hint" : "statement-file-hint"}
          onChange={() => setMissing(false)}
        />
        <p id="statement-file-hint" className="text-sm text-muted">
          The transactions export from the wallet's business app or website. A payment received before is not added twice.
        </p>
        {missing && (
          <p id="statement-file-error" className="text-sm font-medium text-danger">
            Choose the statement file to upload.
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="statement-wallet">Wallet</Label>
        <select
          id="statement-wallet"
          className={cn(fieldClasses, "h-11 max-w-xs")}
          value={wallet ?? ""}
          onChange={(event) => setWallet((event.target.value || undefined) as Wallet | undefined)}
          aria-describedby="statement-wallet-hint"
        >
          <option value="">Named in the file (a Wallet column)</option>
          {wallets.map((choice) => (
            <option key={choice} value={choice}>
              {walletLabels[choice]}
            </option>
          ))}
        </select>
        <p id="statement-wallet-hint" className="text-sm text-muted">
          The file needs a header row with a transaction ID and an amount column; the wallet comes from here unless a column names it.
        </p>
      </div>
      <ErrorNotice error={upload.error} title="The statement was not read" />
      <div>
        <SubmitButton pending={upload.isPending} pendingLabel="Reading..." icon={FileUp}>
          Upload statement
        </SubmitButton>
      </div>
      <ReadSummary answer={answer} source="statement" />
    </form>
  );
}
