import { getFormProps } from "@conform-to/react";
import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { consoleApiPaths, consolePagePaths, isConsolePagePath } from "#shared/console/paths.ts";
import { signInSchema, type SessionAnswer, type SignIn } from "#shared/console/session.ts";
import { FormField, SubmitButton } from "../components/form-field.tsx";
import { ErrorNotice, Notice } from "../components/notice.tsx";
import { SignedOutFrame } from "../components/signed-out-frame.tsx";
import { consoleApi } from "../lib/api.ts";
import { queryClient } from "../lib/query-client.ts";
import { sessionQuery } from "../lib/session.ts";
import { useSchemaForm } from "../components/schema-form.ts";

/** Where to go after signing in: the console page that sent the organiser here, or the overview. */
function nextPage(next: string | null): string {
  return next && isConsolePagePath(next.split("?", 1)[0]!) && next !== consolePagePaths.signIn ? next : consolePagePaths.home;
}

export function SignInPage() {
  const [params] = useSearchParams();
  const signIn = useMutation({
    mutationFn: (value: SignIn) => consoleApi.post<SessionAnswer>(consoleApiPaths.signIn, value),
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionQuery.queryKey, answer);
      window.location.assign(nextPage(params.get("next")));
    },
  });
  const [form, fields] = useSchemaForm(signInSchema, { onValid: (value) => signIn.mutate(value) });
  return (
    <SignedOutFrame title="Sign in">
      <form {...getFormProps(form)} className="grid gap-4">
        {params.get("setup") === "done" && (
          <Notice variant="success" title="Your password is set" role="status">
            Sign in with your e-mail address and the password you chose.
          </Notice>
        )}
        <ErrorNotice error={signIn.error} title="Not signed in" />
        <FormField field={fields.email} label="Email" type="email" autoComplete="username" />
        <FormField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        <SubmitButton pending={signIn.isPending} pendingLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
    </SignedOutFrame>
  );
}
