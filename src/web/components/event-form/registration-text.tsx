import { createContext, useContext } from "react";
import type { registrationText } from "../../content/registration.ts";

// The registration dialog's texts in the page's language, in the dialog's own chunk: the
// events page loads this module, and the texts, only when a visitor reaches for the dialog.

/** The registration dialog's texts, loaded with the dialog (content/registration.ts, content/bn/registration.ts). */
export type RegistrationText = typeof registrationText;

const RegistrationTextContext = createContext<RegistrationText | null>(null);
export const RegistrationTextProvider = RegistrationTextContext.Provider;

export function useRegistrationText(): RegistrationText {
  const text = useContext(RegistrationTextContext);
  if (!text) throw new Error("no RegistrationTextProvider");
  return text;
}

/** The registration dialog's texts in `lang`, loaded with the dialog's code. */
export const loadRegistrationText = (lang: "en" | "bn"): Promise<RegistrationText> =>
  (lang === "bn" ? import("../../content/bn/registration.ts") : import("../../content/registration.ts")).then((module) => module.registrationText);
