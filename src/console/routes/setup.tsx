import { getFormProps, getInputProps } from "@conform-to/react";
import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { consoleApiPaths, consolePagePaths } from "#shared/console/paths.ts";
import { passwordRules, setupSchema, type Setup } from "#shared/console/session.ts";
import { FormField, SubmitButton } from "../components/form-field.tsx";
import { ErrorNotice, Notice } from "../components/notice.tsx";
import { SignedOutFrame } from "../components/signed-out-frame.tsx";
import { consoleApi } from "../lib/api.ts";
import { useSchemaForm } from "../components/schema-form.ts";

/** Where a new organiser, or one given a new link, chooses a password. The link works once, for 24 hours. */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const setup = useMutation({
    mutationFn: (value: Setup) => consoleApi.post<void>(consoleApiPaths.setup, value),
    onSuccess: () => window.location.assign(`${consolePagePaths.signIn}?setup=done`),
  });
  const [form, fields] = useSchemaForm(setupSchema, { defaultValue: { token }, onValid: (value) => setup.mutate(value) });
  return (
    <SignedOutFrame title="Choose your password">
      {!token ? (
        <Notice variant="error" title="This set-up link is incomplete" role="alert">
          Open the whole link you were given, or ask an admin for a new one.
        </Notice>
      ) : (
        <form {...getFormProps(form)} className="grid gap-4">
          <ErrorNotice error={setup.error} title="Password not set" />
          <input {...getInputProps(fields.token, { type: "hidden" })} />
          <FormField
            field={fields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${passwordRules.min} characters. A few unrelated words make a strong one.`}
          />
          <FormField field={fields.confirmPassword} label="Repeat the password" type="password" autoComplete="new-password" />
          <SubmitButton pending={setup.isPending}>
            Set password
          </SubmitButton>
        </form>
      )}
    </SignedOutFrame>
  );
}
