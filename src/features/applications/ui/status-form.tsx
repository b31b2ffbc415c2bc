import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { StatusAnswer } from "../status.ts";
import { Alert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import type { Lang } from "#shared/lang.ts";
import { useLang } from "#web/lib/lang.ts";
import { StatusResult } from "./status-result.tsx";
import { useStatusText } from "./status-text.ts";

// A registration's answer, with its event and calendar link, loads once one is found.
const RegistrationResult = lazy(() => import("./registration-result.tsx"));

// The check (the shared schema with zod, and the request) loads on the first focus or tap in the
// form, or at the latest on submit, not with the page; on a Bangla page with the Bangla of its messages.
const loadCheck = (lang: Lang) =>
  Promise.all([import("./check-status.ts"), lang === "bn" ? import("#web/content/bn/application-messages.ts") : undefined]).then(
    ([check, messages]) => ({ ...check, say: messages?.inBangla }),
  );

// The browser's own check, before the schema's: a reference's shape, and an e-mail with a dot.
const referenceInputPattern = String.raw`\s*([Gg][Ss][Cc])?[\s\-]*[2-9A-HJ-NP-Za-hj-np-z]{4}[\s\-]*[2-9A-HJ-NP-Za-hj-np-z]{2}\s*`;
const emailInputPattern = String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`;

/** The reference and e-mail form of /join-us/status, and the application or registration it found. */
export function StatusForm() {
  const text = useStatusText();
  const lang = useLang();
  const prepare = () => void loadCheck(lang).catch(() => undefined);
  const form = useRef<HTMLFormElement>(null);
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<StatusAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);

  // A link from the confirmation e-mail carries the reference: filled in once the page is live (the
  // prerendered page has no query string), unless the visitor has typed one already.
  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get("reference");
    const input = form.current?.elements.namedItem("reference");
    if (given && input instanceof HTMLInputElement && input.value === "") input.value = given.slice(0, 40);
  }, []);

  async function check(values: FormData) {
    const reference = String(values.get("reference") ?? "");
    const email = String(values.get("email") ?? "");
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    setFound(null);
    setProblem(null);
    try {
      const { checkApplicationStatus, say } = await loadCheck(lang);
      const outcome = await checkApplicationStatus({ reference, email }, text.unavailable, say);
      if (outcome.kind === "found") setFound(outcome.status);
      else setProblem(outcome.message);
    } catch {
      setProblem(text.unavailable);
    } finally {
      setChecking(false);
      inFlight.current = false;
    }
  }

  return (
    <div className="grid max-w-2xl gap-6">
      <form
        ref={form}
        className="grid gap-5 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
        onFocus={prepare}
        onPointerDown={prepare}
        onSubmit={(event) => {
          event.preventDefault();
          void check(new FormData(event.currentTarget));
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={text.referenceLabel}
            name="reference"
            required
            maxLength={40}
            pattern={referenceInputPattern}
            placeholder="GSC-7KQ3-M9"
            hint={text.referenceHint}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            label={text.emailLabel}
            name="email"
            type="email"
            required
            maxLength={254}
            pattern={emailInputPattern}
            hint={text.emailHint}
            autoComplete="email"
          />
        </div>
        <div>
          <Button type="submit" disabled={checking}>
            {checking ? text.checking : text.check}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {found?.kind === "application" && <StatusResult status={found} />}
        {found?.kind === "registration" && (
          <Suspense fallback={<p className="text-muted">{text.loading}</p>}>
            <RegistrationResult status={found} />
          </Suspense>
        )}
        {problem && (
          <Alert variant="destructive" title={text.nothingFound} role="alert">
            {problem}
          </Alert>
        )}
      </div>
    </div>
  );
}
